/**
 * When two cart lines are the same choice: the same item (or campaign item), the same variation
 * and the same add-ons in the same quantities. The API keeps one row per key (an add of the same
 * choice adds to its quantity) and the storefront merges a change it shows at once by the same
 * key, so the line it shows is the line the server answers.
 */
export interface ChosenVariation {
  /** An ecommerce variation ("Red - L"): matched ignoring dashes, spaces and case. */
  type?: string;
  /** A food option group and the labels chosen in it (order does not matter). */
  name?: string;
  values?: { label?: readonly string[] };
}

export interface ChosenAddOn {
  id: number;
  qty: number;
}

/** Variation types match ignoring dashes, spaces and case ("Red - L" is "red-l"). */
export const variationKey = (type: string): string => type.replace(/[-\s]/g, '').toLowerCase();

/** The add-ons of parallel id and quantity lists: a missing quantity is 1, a quantity of 0 is none. */
export function addOnsOf(ids: readonly number[], qtys: readonly number[]): ChosenAddOn[] {
  return ids.map((id, i) => ({ id, qty: qtys[i] ?? 1 })).filter((a) => a.qty > 0);
}

/** The key of a line: model, item, variation and add-ons (ids with their quantities), in a stable order. */
export function cartLineKey(model: string, itemId: number, variation: readonly ChosenVariation[], addOns: readonly ChosenAddOn[]): string {
  const chosen = variation
    .filter((v) => v.type !== undefined || (v.values?.label?.length ?? 0) > 0)
    .map((v) => (v.type !== undefined ? `t=${variationKey(v.type)}` : `${v.name ?? ''}=${[...(v.values?.label ?? [])].sort().join(',')}`))
    .sort()
    .join(';');
  const extras = [...addOns].sort((a, b) => a.id - b.id).map((a) => `${a.id}x${a.qty}`).join(',');
  return `${model}:${itemId}|${chosen}|${extras}`;
}
