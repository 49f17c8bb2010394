/**
 * The one line of a Buy Now (or a campaign's Order Now): the item panel's form fields, read by the
 * checkout page, priced as the panel priced them (variation or base price, food options, the
 * item's discount, add-ons).
 */
import type { CartLineFull, CartLineInput } from '@/api/cart';
import type { Item } from '@/api/catalogue-types';
import { applyDiscount, discountOf } from '@/lib/discount';
import { cartFormBody, type FieldSource } from './form-fields';
import { findVariation, optionsPrice, type FoodSelection } from './rules';

/** The panel's fields from a query string (the Buy Now button submits the panel's form as a GET). */
export function buyNowInput(query: Record<string, string | string[] | undefined>): CartLineInput | null {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  const source: FieldSource = { get: (n) => params.get(n), getAll: (n) => params.getAll(n), keys: () => params.keys() };
  const input = cartFormBody(source);
  if (!Number.isInteger(input.item_id) || input.item_id <= 0) return null;
  return { ...input, quantity: Math.max(1, Math.floor(input.quantity) || 1) };
}

/** A cart-shaped line for the item and the chosen options (no server id: it never entered the cart). */
export function buyNowLine(item: Item, input: CartLineInput): CartLineFull {
  const choice = input.variation[0]?.type;
  const variation = choice ? findVariation(item.variations, choice) : null;
  const selection: FoodSelection = Object.fromEntries(input.variation.filter((v) => v.name).map((v) => [v.name as string, v.values?.label ?? []]));
  const price = (variation ? Number(variation.price) : Number(item.price)) + optionsPrice(item.food_variations, selection);
  const unit = applyDiscount(price, discountOf(item));
  const addOns = input.add_on_ids.flatMap((id, i) => {
    const a = (item.add_ons ?? []).find((x) => x.id === id);
    return a ? [{ id, name: a.name, price: Number(a.price), quantity: input.add_on_qtys[i] ?? 1 }] : [];
  });
  return {
    id: 0,
    item_id: item.id,
    store_id: Number(item.store_id),
    module_id: Number(item.module_id ?? 0),
    model: input.model,
    price,
    discounted_price: unit,
    quantity: input.quantity,
    variation: input.variation,
    add_on_ids: addOns.map((a) => a.id),
    add_on_qtys: addOns.map((a) => a.quantity),
    add_ons: addOns,
    total_price: Math.round((unit * input.quantity + addOns.reduce((s, a) => s + a.price * a.quantity, 0)) * 100) / 100,
    item,
  };
}
