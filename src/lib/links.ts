/** Something of the catalogue with a page of its own: its id and, when it has one, its slug. */
type Addressable = { id: number; slug?: string | null };

/** Where catalogue things live; slugs when there are any, ids otherwise. */
export function productHref(item: Addressable, campaign = false): string {
  const path = `/product/${encodeURIComponent(item.slug || String(item.id))}`;
  return campaign ? `${path}?product_type=campaign` : path;
}

export function storeHref(store: Addressable): string {
  return `/store/${encodeURIComponent(store.slug || String(store.id))}`;
}

export function categoryHref(category: Addressable): string {
  return `/category/${encodeURIComponent(category.slug || String(category.id))}`;
}

export function campaignHref(campaign: { id: number }): string {
  return `/campaigns/${campaign.id}`;
}

/** A brand's results: `/home?brand_id={id}&data_type=brand`, in its module when known. */
export function brandResultsHref(brand: { id: number; module_id?: number | null }): string {
  const moduleQuery = brand.module_id ? `&module_id=${brand.module_id}` : '';
  return `/home?brand_id=${brand.id}&data_type=brand${moduleQuery}`;
}

/** Lower-case Latin letters and digits joined by hyphens ('' for a name without any). */
function latinSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A parcel category's booking page: `/parcel/{id}-{english-name}` (the id alone finds it in any language). */
export function parcelCategoryHref(category: { id: number; name: string }): string {
  const slug = latinSlug(category.name);
  return `/parcel/${category.id}${slug ? `-${slug}` : ''}`;
}

/** The category id a parcel booking path names, or null. */
export function parcelCategoryIdOf(slug: string | string[] | undefined): number | null {
  const m = typeof slug === 'string' ? /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(slug) : null;
  return m ? Number(m[1]) : null;
}
