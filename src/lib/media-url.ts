/** Where the short picture addresses live (the server, src/http/serve.ts, hands them to Next's image optimizer). */
export const MEDIA_IMAGE_PREFIX = '/img/';

/** The quality every short address stands for (Next's default). */
export const MEDIA_IMAGE_QUALITY = 75;

/** A picture of public/media with a plain file name (no `.` or `..` step): the ones the short form can name. */
const SHORT = /^\/media\/([\w-]+(?:\/[\w-][\w.-]*)+\.(?:webp|png|jpe?g|avif|gif))$/i;
const isShort = (src: string): boolean => SHORT.test(src) && !/\/\.\.?\//.test(src);

/**
 * The address of a picture at a width: `/img/<width>/<path under /media>` for the site's own
 * pictures at the usual quality, Next's own `/_next/image?url=…` for anything else (remote hosts,
 * another quality); SVG files as they are (the optimizer does not resize them).
 */
export function mediaImageUrl(src: string, width: number, quality?: number, short = true): string {
  if (/\.svg(?:$|\?)/i.test(src)) return src;
  const q = quality ?? MEDIA_IMAGE_QUALITY;
  if (short && isShort(src) && q === MEDIA_IMAGE_QUALITY) return `${MEDIA_IMAGE_PREFIX}${width}${src.slice('/media'.length)}`;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}

/**
 * Next's optimizer address of a short one (`/img/200/items/x.webp` gives
 * `/_next/image?url=%2Fmedia%2Fitems%2Fx.webp&w=200&q=75`), or null for any other path.
 */
export function expandMediaImageUrl(url: string): string | null {
  const match = /^\/img\/(\d{1,4})(\/[^?#]+)$/.exec(url);
  const src = match ? `/media${match[2]}` : '';
  if (!match || !isShort(src)) return null;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${match[1]}&q=${MEDIA_IMAGE_QUALITY}`;
}
