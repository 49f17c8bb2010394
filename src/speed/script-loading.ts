import type { ReactElement } from 'react';

/**
 * The script that starts the page's JavaScript once the server HTML is on screen
 * (`SOUK_SCRIPT_LOADING=early`, the default). The chunks in `early` (the runtime every page
 * shares, see sharedRuntime) are fetched at once, the others when the browser reports its first
 * paint (at once when it has painted already; without paint timing, not before they run); both
 * at low priority (preloads), so they do not compete with the first screen's HTML and pictures.
 * All of them run, inserted in their original order (`async = false`), once the first screen has
 * painted: after the document is parsed, after the pictures the first screen shows (images an
 * IntersectionObserver finds in the viewport, so no layout is forced) are loaded and decoded,
 * ready to paint, or 2.5 s have passed, after the browser has reported its first paint (paint
 * timing; 3 s at most) and after the next frame (or 1 s). A shopper who taps or types before
 * then starts them at once, and a tab opened in the background, which paints nothing, starts
 * them straight away.
 */
export function scriptLoader(sources: readonly string[], early: readonly string[]): string {
  const json = (list: readonly string[]) => JSON.stringify(list).replace(/</g, '\\u003c');
  const atPaint = sources.filter((src) => !early.includes(src));
  const later = atPaint.length ? `onPaint(function(){if(!started)pre(${json(atPaint)})});\n` : '';
  return `(function(d,w){var s=${json(sources)},started=false,framed=false,painted=false;
function pre(f){for(var j=0;j<f.length;j++){var l=d.createElement('link');l.rel='preload';l.setAttribute('as','script');l.setAttribute('fetchpriority','low');l.href=f[j];d.head.appendChild(l)}}
pre(${json(early)});
${later}function run(){if(started)return;started=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=false;d.head.appendChild(e)}}
function afterFrame(){if(framed)return;framed=true;w.setTimeout(run,1000);w.requestAnimationFrame(function(){w.setTimeout(run,0)})}
function onPaint(cb,wait){var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;
if(!t||t.indexOf('paint')<0){if(wait)cb();return}if((w.performance.getEntriesByType('paint')||[]).length){cb();return}
var o=new P(function(){o.disconnect();cb()});o.observe({type:'paint',buffered:true});if(wait)w.setTimeout(cb,wait)}
function afterPaint(){if(painted)return;painted=true;onPaint(afterFrame,3000)}
function ready(){var all=d.images,n=all.length,seen=0,wait=0;
if(d.visibilityState==='hidden'){run();return}
if(!n||!w.IntersectionObserver){afterPaint();return}
function settle(){if(seen===n&&wait===0)afterPaint()}
function one(){wait--;settle()}
var io=new IntersectionObserver(function(es){for(var i=0;i<es.length;i++){var x=es[i];io.unobserve(x.target);seen++;if(x.isIntersecting){wait++;x.target.decode().then(one,one)}}settle()});
for(var i=0;i<n;i++)io.observe(all[i]);
w.setTimeout(afterPaint,2500)}
var e=['pointerdown','keydown','touchstart'];for(var k=0;k<e.length;k++)d.addEventListener(e[k],run,true);
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})(document,window);`;
}

/** The runtime every page shares (Next's webpack runtime, React and Next's client), by webpack's chunk names. */
const SHARED_RUNTIME = /\/chunks\/(webpack|framework|main)-[\w-]+\.js$/;

/**
 * The chunks `SOUK_SCRIPT_LOADING=early` fetches at once: the runtime every page shares (about
 * 110 KB of a page's 185–200 KB), so React and Next's client are in hand when the first screen
 * has painted; the page's own chunks (the app shell, the page, their shared parts) are fetched
 * when the browser reports its first paint, so they do not compete with the HTML and styles of
 * the first screen (Lighthouse's simulation counts every request started before the largest
 * paint into it). Throws when
 * Next's React (framework) or client (main) chunk is no longer found by name, so the build fails
 * instead of shipping without them fetched early.
 */
export function sharedRuntime(sources: readonly string[]): string[] {
  const found = sources.filter((src) => SHARED_RUNTIME.test(src));
  for (const name of ['framework', 'main']) {
    if (!found.some((src) => src.includes(`/chunks/${name}-`))) {
      throw new Error(`Script loading: no /chunks/${name}-….js among the page's scripts, so SOUK_SCRIPT_LOADING=early cannot fetch the shared runtime before the paint. See docs/performance.md, or set SOUK_SCRIPT_LOADING=next.`);
    }
  }
  return found;
}

/** The `src` of a chunk's script element (module-less polyfills and inline scripts have none). */
export function scriptSource(element: ReactElement | null): string | null {
  const props = element?.props as { src?: unknown; noModule?: unknown } | undefined;
  return typeof props?.src === 'string' && !props.noModule ? props.src : null;
}
