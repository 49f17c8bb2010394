import { Head } from 'next/document';
import type { ReactElement } from 'react';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The script that starts the page's JavaScript once the server HTML is on screen: after the
 * document is parsed, after the pictures the first screen shows (images inside the viewport)
 * have loaded or 2.5 s have passed, and after the next frame. The
 * chunks are inserted in their original order and run in it (`async = false`); they were
 * already being fetched, at low priority, through the preload links.
 */
export function paintFirstLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `(function(d,w){var s=${list},started=false;
function run(){if(started)return;started=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=false;d.head.appendChild(e)}}
function afterFrame(){w.setTimeout(run,250);w.requestAnimationFrame(function(){w.setTimeout(run,0)})}
function ready(){var all=d.images,wait=0;
function one(){if(--wait===0)afterFrame()}
for(var i=0;i<all.length;i++){var m=all[i],r=m.getBoundingClientRect();if(m.complete||r.width===0||r.bottom<=0||r.right<=0||r.top>=w.innerHeight||r.left>=w.innerWidth)continue;wait++;m.addEventListener('load',one);m.addEventListener('error',one)}
if(wait===0)afterFrame();else w.setTimeout(afterFrame,2500)}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})(document,window);`;
}

function sourceOf(element: ReactElement | null): string | null {
  const props = element?.props as { src?: unknown; noModule?: unknown } | undefined;
  return typeof props?.src === 'string' && !props.noModule ? props.src : null;
}

/**
 * The document head, with the page's JavaScript started after the first paint instead of
 * by `defer`. A deferred script runs as soon as parsing ends, and on a slow phone that is
 * before the browser has painted: the shopper looks at a blank screen while React and the
 * router are compiled. Here the server HTML (every page's content is in it) paints first,
 * with its hero image, and hydration follows. In development Next's own loading is kept.
 */
export class PaintFirstHead extends Head {
  override getDynamicChunks(files: DocumentFiles): (ReactElement | null)[] {
    if (this.context.isDevelopment) return super.getDynamicChunks(files);
    return []; // started by getScripts, in the same order as Next would
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    if (this.context.isDevelopment) return super.getScripts(files);
    const elements = [...super.getDynamicChunks(files), ...super.getScripts(files)];
    const sources = elements.map(sourceOf).filter((src): src is string => src !== null);
    const inline = elements.filter((element): element is ReactElement => element !== null && sourceOf(element) === null);
    return [
      ...inline,
      ...sources.map((src) => <link key={`preload-${src}`} rel="preload" as="script" href={src} fetchPriority="low" />),
      <script key="paint-first" dangerouslySetInnerHTML={{ __html: paintFirstLoader(sources) }} />,
    ];
  }
}
