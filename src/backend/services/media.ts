/** Where the API serves a stored media path (seeded images under public/media, shoppers' uploads from the file store). */

/** Root-relative URL of a stored media path; the storefront makes it absolute where it must. */
export function mediaUrl(rel: string | null | undefined): string | null {
  if (!rel) return null;
  // Shoppers' uploads are served by the API: from the database, or by a redirect to the bucket (services/file-store.ts).
  if (rel.startsWith('uploads/')) return `/api/v1/files/${rel.slice('uploads/'.length)}`;
  return `/media/${rel}`;
}

/** The file name part of a media path (6amMart answers `image` as a bare file name). */
export function mediaName(rel: string | null | undefined): string | null {
  if (!rel) return null;
  const i = rel.lastIndexOf('/');
  return i >= 0 ? rel.slice(i + 1) : rel;
}
