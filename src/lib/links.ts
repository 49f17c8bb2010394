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
