/** The profile photo rules (02-catalogue.md section 5): jpg, png, jpeg, gif, at most 2 MB. The server checks the bytes again. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export function checkPhoto(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'The photo must be a JPG, PNG, JPEG or GIF image.';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo may not be larger than 2 MB.';
  return null;
}
