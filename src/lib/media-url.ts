/** The quality a picture is asked for when its component names none (Next's default). */
export const MEDIA_IMAGE_QUALITY = 75;

/**
 * The address of a picture at a width: Next's optimizer's own (`/_next/image?url=…&w=…&q=…`),
 * which plain `next start` answers as the production server does; SVG files as they are (the
 * optimizer does not resize them). (Shorter `/img/<width>/…` addresses, answered only by the
 * production server, were removed after measurement: see src/speed/registry.ts.)
 */
export function mediaImageUrl(src: string, width: number, quality?: number): string {
  if (/\.svg(?:$|\?)/i.test(src)) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? MEDIA_IMAGE_QUALITY}`;
}
