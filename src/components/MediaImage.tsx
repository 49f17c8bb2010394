import Image, { getImageProps, type ImageLoaderProps, type ImageProps } from 'next/image';
import { mediaImageUrl } from '@/lib/media-url';

/** next/image's loader: Next's optimizer's addresses, SVG files as they are (see mediaImageUrl). */
export function mediaLoader({ src, width, quality }: ImageLoaderProps): string {
  return mediaImageUrl(src, width, quality);
}

/**
 * A list's picture of a fixed size, lazy (a card's, a logo): next/image's own addresses and
 * widths (getImageProps) written as a plain img whose src is the 1x picture and whose srcSet
 * names only the 2x one, without next/image's `decoding`, `data-nimg` and transparent colour
 * (alt is empty on cards). A list page holds a hundred of them: 80 bytes each.
 */
function ListPicture({ src, width, height, className }: { src: string; width: number; height: number; className?: string }) {
  const { props } = getImageProps({ loader: mediaLoader, src, alt: '', width, height });
  const [one, two] = (props.srcSet ?? '').split(', ');
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the rule keeps pictures off Next's optimizer; these are its own addresses (getImageProps, Next's API for a custom img)
    <img alt="" loading="lazy" width={width} height={height} src={one ? one.replace(/ 1x$/, '') : props.src} srcSet={two} className={className} />
  );
}

/**
 * next/image for the site's pictures, at Next's optimizer's addresses (plain `next start` answers
 * them as the production server does). A decorative picture of a fixed size, neither preloaded
 * nor styled, is written as a plain img (ListPicture).
 */
export function MediaImage({ alt, ...props }: ImageProps) {
  const { src, width, height, className, ...rest } = props;
  const plain = alt === '' && typeof src === 'string' && typeof width === 'number' && typeof height === 'number' && Object.keys(rest).length === 0;
  if (plain) return <ListPicture src={src} width={width} height={height} className={className} />;
  return <Image loader={mediaLoader} alt={alt} {...props} />;
}
