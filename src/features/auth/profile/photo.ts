import type { CustomerInfo } from '@/api/customer';
import type { AppConfig } from '@/api/types';
/** The profile photo rules (02-catalogue.md section 5): jpg, png, jpeg, gif, at most 2 MB. The server checks the bytes again. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export function checkPhoto(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'The photo must be a JPG, PNG, JPEG or GIF image.';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo may not be larger than 2 MB.';
  return null;
}

/**
 * The customer's photo: its full URL, else (an older backend) its file in the config's customer
 * image folder when the profile's storage says it is kept there ('public', or no storage named).
 */
export function customerPhoto(c: Pick<CustomerInfo, 'image_full_url' | 'image' | 'storage'>, config: Pick<AppConfig, 'base_urls'> | undefined): string | null {
  if (c.image_full_url) return c.image_full_url;
  const kept = c.storage?.find((s) => s.key === 'image')?.value ?? 'public';
  const folder = config?.base_urls?.customer_image_url;
  return c.image && folder && kept === 'public' ? `${folder.replace(/\/$/, '')}/${c.image}` : null;
}
