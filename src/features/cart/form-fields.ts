/**
 * One reading of a cart form for both ways it is sent: the server's form handler (no
 * JavaScript yet) and the script's API call read the same fields, so both add the same line.
 *
 * Fields: item_id, model (or campaign_item_id for both), quantity, request_id, choice_<n> (an option per choice title, in
 * order), food_name_<n> with food_<n> (labels chosen in a food group), addon (ids) with
 * addon_qty_<id>, and back (the page to return to).
 */
import type { CartLineInput } from '@/api/cart';
import { variationType } from './rules';

export interface FieldSource {
  get(name: string): unknown;
  getAll(name: string): unknown[];
  keys(): Iterable<string>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function indexed(fields: FieldSource, prefix: string): number[] {
  const out = new Set<number>();
  for (const key of fields.keys()) {
    const m = new RegExp(`^${prefix}(\\d+)$`).exec(key);
    if (m) out.add(Number(m[1]));
  }
  return [...out].sort((a, b) => a - b);
}

export function cartFormBody(fields: FieldSource): CartLineInput {
  const choices = indexed(fields, 'choice_').map((i) => text(fields.get(`choice_${i}`))).filter(Boolean);
  const food = indexed(fields, 'food_name_').flatMap((i) => {
    const labels = fields.getAll(`food_${i}`).map(text).filter(Boolean);
    return labels.length ? [{ name: text(fields.get(`food_name_${i}`)), values: { label: labels } }] : [];
  });
  const addOnIds = fields.getAll('addon').map((v) => Number(text(v))).filter((n) => Number.isInteger(n) && n > 0);
  const quantity = Number(text(fields.get('quantity')) || '1');
  const requestId = text(fields.get('request_id'));
  // a card's Add button names a campaign's item by its own field (the page's one form has no model)
  const campaignItem = text(fields.get('campaign_item_id'));
  return {
    model: campaignItem || text(fields.get('model')) === 'ItemCampaign' ? 'ItemCampaign' : 'Item',
    item_id: Number(campaignItem || text(fields.get('item_id'))),
    quantity: Number.isFinite(quantity) ? quantity : 1,
    add_on_ids: addOnIds,
    add_on_qtys: addOnIds.map((id) => Math.max(1, Number(text(fields.get(`addon_qty_${id}`)) || '1'))),
    variation: choices.length ? [{ type: variationType(choices) }] : food,
    ...(requestId ? { request_id: requestId } : {}),
  };
}

/**
 * A posted form's request id, kept per item: a page of cards shares one id (the cart feature's
 * CardCartForm), so a repeated post of one card adds once and another card's adds its own line.
 */
export function perItemRequestId(input: CartLineInput): CartLineInput {
  if (!input.request_id) return input;
  return { ...input, request_id: `${input.request_id.slice(0, 48)}:${input.model === 'ItemCampaign' ? 'c' : 'i'}${input.item_id}` };
}

/** Only a path on this site: no scheme, no protocol-relative `//host`, no backslashes. */
export function safeBack(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/home';
  return value;
}

/** The page to return to, with the outcome in `cart=` (the page shows it). */
export function formNoticeHref(back: string, notice: string): string {
  const url = new URL(back, 'http://local');
  url.searchParams.set('cart', notice);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a form returns to: where the shopper is, without a previous outcome. */
export function backPath(asPath: string): string {
  return asPath.replace(/([?&])cart=[^&#]*&?/, '$1').replace(/[?&](#|$)/, '$1');
}
