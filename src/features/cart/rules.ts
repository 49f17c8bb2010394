/**
 * The buying rules of the spec as plain functions (01-foundations 4 and 9, 02-catalogue 4 and 5):
 * quantity limits, variations, food option groups, add-ons, free-delivery progress and the
 * checkout button. The server checks the same limits again; these give the shopper the answer
 * before a call is made.
 */
import type { FoodVariation, Item, ItemVariation } from '@/api/catalogue-types';

export type StepRefusal = 'Out of Stock' | 'Out of Limits';

/**
 * May the quantity go up by one? Refused at stock ('Out of Stock') and at maximum_cart_quantity
 * ('Out of Limits'); food counts only the maximum.
 */
export function incrementRefusal(quantity: number, limits: { stock?: number | null; max?: number | null; food: boolean }): StepRefusal | null {
  if (!limits.food && limits.stock !== null && limits.stock !== undefined && limits.stock <= quantity) return 'Out of Stock';
  if (limits.max !== null && limits.max !== undefined && limits.max > 0 && quantity >= limits.max) return 'Out of Limits';
  return null;
}

/** Quantities below 10 show a leading zero ('03'). */
export function leadingZero(n: number): string {
  return n >= 0 && n < 10 ? `0${n}` : String(n);
}

/** Variation types match ignoring dashes, spaces and case. */
export function sameVariation(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/[-\s]/g, '').toLowerCase();
  return norm(a) === norm(b);
}

/** The variation type of a choice per option title, joined by dashes in the options' order. */
export function variationType(choices: string[]): string {
  return choices.map((c) => c.replace(/\s+/g, '')).join('-');
}

export function findVariation(variations: ItemVariation[] | null | undefined, type: string): ItemVariation | null {
  return (variations ?? []).find((v) => sameVariation(v.type, type)) ?? null;
}

/** Food option groups: the chosen labels per group name. */
export type FoodSelection = Record<string, string[]>;

const num = (v: number | string): number => Number(v) || 0;

/**
 * Clicking an option. Single: the selected one deselects, another replaces it. Multi: toggles
 * (adding beyond max is left to validation, which names the limits).
 */
export function toggleOption(group: FoodVariation, selected: string[], label: string): string[] {
  if (group.type === 'single') return selected.includes(label) ? [] : [label];
  return selected.includes(label) ? selected.filter((l) => l !== label) : [...selected, label];
}

/** Sum of the chosen options' prices, per unit. */
export function optionsPrice(groups: FoodVariation[] | null | undefined, selection: FoodSelection): number {
  return (groups ?? []).reduce((sum, g) => {
    const chosen = selection[g.name] ?? [];
    return sum + g.values.filter((v) => chosen.includes(v.label)).reduce((s, v) => s + num(v.optionPrice), 0);
  }, 0);
}

export type GroupProblem =
  | { kind: 'required'; name: string }
  | { kind: 'range'; name: string; min: number; max: number };

/**
 * The first group that blocks adding: a required group without a choice, or a multi group
 * (required, or touched) whose count is outside min..max.
 */
export function foodGroupProblem(groups: FoodVariation[] | null | undefined, selection: FoodSelection): GroupProblem | null {
  for (const g of groups ?? []) {
    const count = (selection[g.name] ?? []).length;
    if (g.required === 'on' && count === 0) return { kind: 'required', name: g.name };
    if (g.type === 'multi' && (g.required === 'on' || count > 0)) {
      const min = num(g.min);
      const max = num(g.max);
      if (count < min || (max > 0 && count > max)) return { kind: 'range', name: g.name, min, max };
    }
  }
  return null;
}

/** Add-ons: id → quantity; checked means present with a quantity above 0. */
export type AddOnState = Record<number, number>;

export function checkAddOn(state: AddOnState, id: number, checked: boolean): AddOnState {
  const next = { ...state };
  if (checked) next[id] = 1;
  else delete next[id];
  return next;
}

/** Plus and minus on an add-on: only while it is checked; reaching 0 unchecks it. */
export function stepAddOn(state: AddOnState, id: number, delta: 1 | -1): AddOnState {
  const current = state[id] ?? 0;
  if (current <= 0) return state;
  const next = { ...state };
  if (current + delta <= 0) delete next[id];
  else next[id] = current + delta;
  return next;
}

export function addOnsPrice(addOns: Item['add_ons'], state: AddOnState): number {
  return (addOns ?? []).reduce((sum, a) => sum + (state[a.id] ?? 0) * a.price, 0);
}

/** Free-delivery progress: subtotal against free_delivery_over, clamped 0 to 100, and what is still needed. */
export function freeDeliveryProgress(subtotal: number, over: number | null | undefined): { percent: number; remaining: number } | null {
  if (!over || over <= 0) return null;
  const percent = Math.min(100, Math.max(0, (subtotal / over) * 100));
  return { percent, remaining: Math.max(0, Math.round((over - subtotal) * 100) / 100) };
}

export type CheckoutChoice = 'checkout' | 'guest-or-sign-in' | 'sign-in' | 'home';

/** The Checkout button (01-foundations 4). */
export function checkoutChoice(lines: number, signedIn: boolean, guestCheckout: boolean): CheckoutChoice {
  if (lines === 0) return 'home';
  if (signedIn) return 'checkout';
  return guestCheckout ? 'guest-or-sign-in' : 'sign-in';
}

/** An item that cannot be added straight from a card: its choices need the item panel. */
export function needsPanel(item: Pick<Item, 'variations' | 'food_variations' | 'choice_options'>): boolean {
  return (item.variations?.length ?? 0) > 0 || (item.food_variations ?? []).some((g) => g.required === 'on') || (item.choice_options?.length ?? 0) > 0;
}
