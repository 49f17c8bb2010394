// @ts-check
// The page's inline scripts, every one of them: the same text on every page of a build, so the
// Content-Security-Policy that allows them by hash is known when the build is made
// (next.config.js's headers(), src/lib/security-policy.js) and holds under plain `next start`,
// behind the shared page cache and behind a CDN alike (no nonce: a cached page would hand one
// nonce to every shopper). What differs per page (the list of its chunks) travels in a JSON data
// block, which a browser does not run. Plain JavaScript because next.config.js requires it
// (src/speed/README.md, "Why some files are JavaScript").

/** Announced by src/speed/announce-root.ts right after `hydrateRoot` (the same names as tap-keeper.ts's, which a test compares). */
const ROOT_EVENT = 'souk:root';
/** Announced by pages/_app.tsx once the page has hydrated, the tap keeper's fall-back. */
const HYDRATED_EVENT = 'souk:hydrated';

/**
 * The tap keeper (src/speed/tap-keeper.ts says what and why): first in the head, it notes a tap
 * on a button before React's root exists and clicks it again, once, when the root exists.
 */
const TAP_KEEPER = `(function(d,w){if(w.__soukTaps)return;var q=[],done=false;w.__soukTaps=q;
var native='a[href],input,select,textarea,label,option';
d.addEventListener('click',function(e){if(done||e.defaultPrevented)return;
var t=e.target,c=t&&t.closest?t.closest('button,[role=button],[role=tab],[role=menuitem],[aria-haspopup],summary,'+native):null;
if(!c||c.matches(native)||c.disabled)return;
if(c.form&&(c.type==='submit'||c.type==='reset'))return;
e.preventDefault();if(q.indexOf(c)<0)q.push(c)},true);
function replay(){if(done)return;done=true;w.setTimeout(function(){var l=q.splice(0);for(var i=0;i<l.length;i++)if(l[i].isConnected)l[i].click()},0)}
w.addEventListener('${ROOT_EVENT}',replay);w.addEventListener('${HYDRATED_EVENT}',replay)})(document,window);`;

/** The id of the JSON block that lists the page's chunks for the loader: `{"all": [...], "early": [...]}`. */
const SCRIPT_LIST_ID = 'souk-scripts';

/**
 * The script loader (`SOUK_SCRIPT_LOADING=early`, src/speed/script-loading.ts says what and why),
 * reading the page's chunks from the JSON block before it.
 */
const SCRIPT_LOADER = `(function(d,w){var b=d.getElementById('${SCRIPT_LIST_ID}');if(!b)return;
var c=JSON.parse(b.textContent),s=c.all,early=c.early,late=[],started=false,framed=false,painted=false;
for(var i=0;i<s.length;i++)if(early.indexOf(s[i])<0)late.push(s[i]);
function pre(f){for(var j=0;j<f.length;j++){var l=d.createElement('link');l.rel='preload';l.setAttribute('as','script');l.setAttribute('fetchpriority','low');l.href=f[j];d.head.appendChild(l)}}
pre(early);
if(late.length)onPaint(function(){if(!started)pre(late)});
function run(){if(started)return;started=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=false;d.head.appendChild(e)}}
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

/** Every script a page runs from its own text: the policy allows exactly these. */
const INLINE_SCRIPTS = [TAP_KEEPER, SCRIPT_LOADER];

module.exports = { ROOT_EVENT, HYDRATED_EVENT, TAP_KEEPER, SCRIPT_LIST_ID, SCRIPT_LOADER, INLINE_SCRIPTS };
