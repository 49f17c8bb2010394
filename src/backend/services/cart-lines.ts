/**
 * The server's own reading of a cart line: which variation and food options were chosen, what
 * one unit costs (the line's key and discount rules are src/contract's: cart-line.ts, discount.ts). Prices sent by clients are
 * never read; everything here comes from the item's row.
 */
import type { FoodVariation, ItemVariation } from '../db/schema';
import type { CartVariation } from '../db/schema-cart';
import type { Lang } from '../context';
import { ApiError } from '../http';
import { variationKey } from '../../contract/cart-line';


export interface ResolvedChoice {
  /** The ecommerce variation chosen, if the item has them. */
  variation: ItemVariation | null;
  /** Normalised list stored with the line and answered back. */
  stored: CartVariation[];
  /** Unit price: the base (or variation) price plus food option prices. */
  unitPrice: number;
}

const msg = (lang: Lang, en: string, ar: string): string => (lang === 'ar' ? ar : en);

function labelsOf(v: CartVariation): string[] {
  const raw = v.values?.label;
  return Array.isArray(raw) ? raw.map(String) : [];
}

/**
 * Resolve the sent `variation` list against the item. Ecommerce items with variations need one
 * entry whose `type` matches; food items validate every group (required, single, min and max).
 */
export function resolveChoice(
  item: { name: string; price: number; variations: ItemVariation[]; foodVariations: FoodVariation[] },
  sent: CartVariation[],
  basePrice: number,
  lang: Lang,
): ResolvedChoice {
  if (item.variations.length > 0) {
    const wanted = sent.find((v) => typeof v.type === 'string' && v.type.trim() !== '');
    if (!wanted?.type) throw new ApiError(422, 'variation', msg(lang, `Choose a variation of ${item.name}.`, `اختر نوعاً من ${item.name}.`));
    const key = variationKey(wanted.type);
    const match = item.variations.find((v) => variationKey(v.type) === key);
    if (!match) throw new ApiError(422, 'variation', msg(lang, `${item.name} has no variation ${wanted.type}.`, `لا يوجد النوع ${wanted.type} من ${item.name}.`));
    if (match.stock <= 0) {
      throw new ApiError(403, 'stock', msg(lang, 'This variation is out of stock. Choose another variation to proceed further.', 'هذا النوع غير متوفر. اختر نوعاً آخر للمتابعة.'));
    }
    return { variation: match, stored: [{ type: match.type, price: match.price }], unitPrice: match.price };
  }
  let unitPrice = basePrice;
  const stored: CartVariation[] = [];
  const groups = new Map(item.foodVariations.map((g) => [g.name, g]));
  for (const v of sent) {
    if (v.name === undefined) continue;
    if (!groups.has(v.name)) throw new ApiError(422, 'variation', msg(lang, `${item.name} has no option group ${v.name}.`, `لا توجد مجموعة الخيارات ${v.name}.`));
  }
  for (const group of item.foodVariations) {
    const entry = sent.find((v) => v.name === group.name);
    const labels = [...new Set(entry ? labelsOf(entry) : [])];
    for (const label of labels) {
      if (!group.values.some((x) => x.label === label)) {
        throw new ApiError(422, 'variation', msg(lang, `${group.name} has no option ${label}.`, `لا يوجد الخيار ${label} في ${group.name}.`));
      }
    }
    if (group.required === 'on' && labels.length === 0) {
      throw new ApiError(422, 'variation', msg(lang, `Variation ${group.name} can not remain without selection.`, `لا يمكن ترك ${group.name} دون اختيار.`));
    }
    if (group.type === 'single' && labels.length > 1) {
      throw new ApiError(422, 'variation', msg(lang, `Choose one option of ${group.name}.`, `اختر خياراً واحداً من ${group.name}.`));
    }
    if (group.type === 'multi' && labels.length > 0 && (labels.length < group.min || labels.length > group.max)) {
      throw new ApiError(
        422,
        'variation',
        msg(
          lang,
          `Selected variation named ${group.name} must be in between Minimum ${group.min} and Maximum ${group.max}`,
          `يجب أن يكون عدد خيارات ${group.name} بين ${group.min} و${group.max}`,
        ),
      );
    }
    if (labels.length === 0) continue;
    for (const label of labels) unitPrice += group.values.find((x) => x.label === label)?.optionPrice ?? 0;
    stored.push({ name: group.name, values: { label: labels } });
  }
  return { variation: null, stored, unitPrice: round2(unitPrice) };
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;


/** A list sent as a JSON array, a JSON string of one, or a comma list (form posts). */
export function looseList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return value.split(',').map((s) => s.trim()).filter(Boolean);
    }
  }
  return [value];
}
