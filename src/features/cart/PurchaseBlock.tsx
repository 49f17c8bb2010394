import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import type { CartLineFull } from '@/api/cart';
import type { FoodVariation, Item } from '@/api/catalogue-types';
import { useConfig } from '@/api/config';
import { applyDiscount, discountOf, storeTermsOf } from '@/lib/discount';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { backPath, cartFormBody } from './form-fields';
import { AddOnInputs, ChoiceInputs, FoodGroupInputs } from './OptionInputs';
import {
  addOnsPrice,
  checkAddOn,
  findVariation,
  foodGroupProblem,
  incrementRefusal,
  leadingZero,
  optionsPrice,
  sameVariation,
  stepAddOn,
  toggleOption,
  variationType,
  type AddOnState,
  type FoodSelection,
} from './rules';
import { useAddToCart } from './use-add-to-cart';
import { newRequestId } from './use-cart';
import { FormNotice } from './FormNotice';
import { ZoneNotice } from './ZoneNotice';
import css from './cart.module.css';

export type PanelAvailability = { state: 'available' } | { state: 'later'; from: string; to: string } | { state: 'unavailable'; from: string; to: string } | { state: 'out-of-stock' };

export interface PurchaseBlockProps {
  item: Item;
  moduleType: string | null;
  availability: PanelAvailability;
  campaign: boolean;
  /** Called after a successful add or update (the quick view closes). */
  onDone?: () => void;
}

function lineMatches(line: CartLineFull, item: Item, model: string, choices: string[], food: FoodSelection): boolean {
  if (line.item_id !== item.id || line.model !== model) return false;
  if (choices.length) return sameVariation(line.variation[0]?.type ?? '', variationType(choices));
  const chosen = Object.entries(food).filter(([, labels]) => labels.length);
  return chosen.length === line.variation.length && chosen.every(([name, labels]) => {
    const v = line.variation.find((x) => x.name === name);
    return Boolean(v) && [...(v?.values?.label ?? [])].sort().join() === [...labels].sort().join();
  });
}

const addOnStateOf = (line: CartLineFull): AddOnState => Object.fromEntries(line.add_on_ids.map((id, i) => [id, line.add_on_qtys[i] ?? 1]));

/**
 * The item panel's purchase part: choices, quantity, total and the buttons, as a real form.
 * Without JavaScript it posts to /api/cart and the page comes back with the updated cart;
 * with it, the same fields go to the API with an optimistic count.
 */
export function PurchaseBlock({ item, moduleType, availability, campaign, onDone }: PurchaseBlockProps) {
  const { t } = useTranslation('cart');
  const router = useRouter();
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const { cart, submit, dialog, errorText } = useAddToCart();
  const food = moduleType === 'food';
  const model = campaign || item.available_date_starts ? 'ItemCampaign' : 'Item';
  const choicesOffered = (item.choice_options ?? []).filter((c) => c.options.length);
  const groups: FoodVariation[] = item.food_variations ?? [];
  const [choices, setChoices] = useState<string[]>(() => choicesOffered.map((c) => c.options[0] ?? ''));
  const [selection, setSelection] = useState<FoodSelection>({});
  const [addOns, setAddOns] = useState<AddOnState>({});
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadedLine, setLoadedLine] = useState<number | null>(null);
  const nonce = useRef<HTMLInputElement>(null);
  const [initialNonce] = useState(newRequestId);

  useEffect(() => {
    // from here on the script handles every tap: a fresh id per tap
    if (nonce.current) nonce.current.value = newRequestId();
  }, []);

  const variation = choicesOffered.length ? findVariation(item.variations, variationType(choices)) : null;
  const line = cart.lines.find((l) => l.id > 0 && lineMatches(l, item, model, choices, selection)) ?? null;
  if (line && line.id !== loadedLine) {
    // a selection already in the cart loads that line
    setLoadedLine(line.id);
    setQuantity(line.quantity);
    setAddOns(addOnStateOf(line));
  } else if (!line && loadedLine !== null) {
    setLoadedLine(null);
  }

  const stock = variation ? (variation.stock ?? null) : (item.stock ?? null);
  const outOfStock = !food && ((stock !== null && stock <= 0) || availability.state === 'out-of-stock');
  const unit = (variation ? Number(variation.price) : Number(item.price)) + optionsPrice(groups, selection);
  const total = applyDiscount(unit, discountOf(item)) * quantity + addOnsPrice(item.add_ons, addOns);
  // the store's discount applies to the order once it reaches the minimum purchase (checkout counts it)
  const storeTerms = storeTermsOf(item);

  const refuse = (text: string) => {
    setMessage(text);
    toast.error(text, { id: 'cart-error' });
  };
  const plus = () => {
    const refusal = incrementRefusal(quantity, { stock, max: item.maximum_cart_quantity, food });
    if (refusal) refuse(t(refusal));
    else {
      setMessage(null);
      setQuantity(quantity + 1);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = foodGroupProblem(groups, selection);
    if (problem) {
      refuse(
        problem.kind === 'required'
          ? t('Variation {{name}} can not remain without selection.', { name: problem.name })
          : t('Selected variation named {{name}} must be in between Minimum {{min}} and Maximum {{max}}', problem),
      );
      return;
    }
    if (variation && variation.stock !== undefined && variation.stock <= 0) {
      refuse(t('This variation is out of stock. Choose another variation to proceed further.'));
      return;
    }
    const data = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const page = submitter instanceof HTMLButtonElement && submitter.name === 'page' ? submitter.value : null;
    if (page) {
      // Buy Now / Order Now: the checkout for this item and its options, as the form would GET it
      const query = new URLSearchParams({ page });
      for (const [key, value] of data) if (typeof value === 'string' && !['action', 'back', 'cart_id', 'request_id'].includes(key)) query.append(key, value);
      onDone?.();
      void router.push(`/checkout?${query.toString()}`);
      return;
    }
    const input = cartFormBody(data);
    setMessage(null);
    setBusy(true);
    try {
      if (line) {
        const same = line.quantity === quantity && JSON.stringify(addOnStateOf(line)) === JSON.stringify(addOns);
        if (same) {
          toast(t('No changes found to update.'), { id: 'cart-no-change', icon: '⚠️' });
          return;
        }
        const result = await cart.update(line, input);
        if (result.ok) {
          toast.success(t('Item updated successfully'), { id: 'cart-updated' });
          onDone?.();
        } else refuse(errorText(result.error));
        return;
      }
      const result = await submit(input, { item, price: unit });
      if (result.ok) onDone?.();
    } finally {
      if (nonce.current) nonce.current.value = newRequestId();
      setBusy(false);
    }
  };

  const back = backPath(router.asPath);
  const campaignItem = model === 'ItemCampaign';
  const label = line ? t('Update To Cart') : t('Add to Cart');
  return (
    <form method="post" action="/api/cart" className={css.panel} onSubmit={onSubmit} aria-label={t('Buy {{name}}', { name: item.name })}>
      <input type="hidden" name="action" value={line ? 'update' : 'add'} />
      {line ? <input type="hidden" name="cart_id" value={line.id} /> : null}
      <input type="hidden" name="item_id" value={item.id} />
      <input type="hidden" name="model" value={model} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="request_id" defaultValue={initialNonce} ref={nonce} suppressHydrationWarning />
      <FormNotice />
      <ZoneNotice storeZoneId={item.zone_id} />
      {choicesOffered.length ? <ChoiceInputs choices={choicesOffered} selected={choices} onChoose={(i, option) => setChoices(choices.map((c, j) => (j === i ? option : c)))} /> : null}
      {variation && variation.stock === 0 ? <p className={css.bad}>{t('This variation is out of stock. Choose another variation to proceed further.')}</p> : null}
      {groups.length ? (
        <FoodGroupInputs
          groups={groups}
          selection={selection}
          money={money}
          onToggle={(group, label) => {
            setMessage(null);
            setSelection({ ...selection, [group.name]: toggleOption(group, selection[group.name] ?? [], label) });
          }}
        />
      ) : null}
      {item.add_ons?.length ? (
        <AddOnInputs addOns={item.add_ons} state={addOns} money={money} onCheck={(id, on) => setAddOns(checkAddOn(addOns, id, on))} onStep={(id, d) => setAddOns(stepAddOn(addOns, id, d))} />
      ) : null}
      {item.is_prescription_required === 1 || item.is_prescription_required === true ? <p className={css.muted}>{t('This item needs a prescription.')}</p> : null}
      {availability.state === 'later' ? <p className={css.muted}>{t('This item is not available right now. You can order it later.')}</p> : null}
      <div className={css.stepper}>
        <button type="button" className={css.stepButton} disabled={quantity <= 1} onClick={() => setQuantity(Math.max(1, quantity - 1))} aria-label={t('Decrease quantity')}>
          −
        </button>
        <input
          className={css.quantity}
          type="number"
          name="quantity"
          min={1}
          inputMode="numeric"
          value={leadingZero(quantity)}
          aria-label={t('Quantity')}
          onChange={(e) => setQuantity(Math.max(1, Math.floor(Number(e.target.value)) || 1))}
        />
        <button type="button" className={css.stepButton} onClick={plus} aria-label={t('Increase quantity')}>
          +
        </button>
        <span className={css.total}>
          {t('Total')}: <strong>{formatMoney(total, money)}</strong>
        </span>
      </div>
      {storeTerms && storeTerms.minimum > 0 ? (
        <p className={css.muted}>
          {t(storeTerms.cap > 0 ? '{{percent}}% store discount on orders of {{minimum}} or more, up to {{cap}} off' : '{{percent}}% store discount on orders of {{minimum}} or more', {
            percent: storeTerms.percent,
            minimum: formatMoney(storeTerms.minimum, money),
            cap: formatMoney(storeTerms.cap, money),
          })}
        </p>
      ) : null}
      {message ? (
        <p className={css.bad} role="alert">
          {message}
        </p>
      ) : null}
      {availability.state === 'unavailable' ? (
        <>
          <button type="button" className={css.buy} disabled>
            {t('Not Available now')} ({availability.from} – {availability.to})
          </button>
          <p className={css.muted}>{t('This item is not available right now.')}</p>
        </>
      ) : outOfStock ? (
        <button type="button" className={css.buy} disabled>
          {t('Out of Stock')}
        </button>
      ) : (
        <div className={css.buttons}>
          {campaignItem ? (
            <button type="submit" name="page" value="campaign" formAction="/checkout" formMethod="get" className={css.buy}>
              {t('Order Now')}
            </button>
          ) : (
            <>
              {/* the first submit button answers Enter: adding to the cart stays the default */}
              <button type="submit" className={css.buy} aria-busy={busy ? 'true' : undefined}>
                {label}
              </button>
              <button type="submit" name="page" value="buy_now" formAction="/checkout" formMethod="get" className={css.buyNow}>
                {t('Buy Now')}
              </button>
            </>
          )}
        </div>
      )}
      {dialog}
    </form>
  );
}
