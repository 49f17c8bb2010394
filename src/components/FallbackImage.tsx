import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

/** The default product picture, shown when an image cannot be loaded. */
export const DEFAULT_PRODUCT_IMAGE = '/catalogue/placeholder.svg';

/** next/image that falls back to the default product picture when its source fails to load. */
export function FallbackImage({ src, alt, ...rest }: ImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) return <Image {...rest} src={DEFAULT_PRODUCT_IMAGE} alt={alt} unoptimized />;
  return <Image {...rest} src={src} alt={alt} onError={() => setFailed(true)} />;
}
