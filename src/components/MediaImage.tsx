import Image, { type ImageLoaderProps, type ImageProps } from 'next/image';
import { mediaImageUrl } from '@/lib/media-url';

// the short addresses are the production server's (src/http/serve.ts); `next dev` keeps Next's own
const SHORT_ADDRESSES = process.env.NODE_ENV === 'production';

/** next/image's loader for the site's own pictures: `/img/<width>/<path under /media>` (see mediaImageUrl). */
export function mediaLoader({ src, width, quality }: ImageLoaderProps): string {
  return mediaImageUrl(src, width, quality, SHORT_ADDRESSES);
}

/**
 * next/image with short addresses for the site's own pictures. A list page holds a hundred
 * pictures with a few widths each, so `/img/200/items/x.webp` instead of
 * `/_next/image?url=%2Fmedia%2Fitems%2Fx.webp&w=200&q=75` keeps its HTML light; the same
 * optimizer answers both (the server hands the short form to it).
 */
export function MediaImage({ alt, ...props }: ImageProps) {
  return <Image loader={mediaLoader} alt={alt} {...props} />;
}
