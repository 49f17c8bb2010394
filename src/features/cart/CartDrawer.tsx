import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useRef, useState } from 'react';
import { toast } from '@/components/toast';
import type { CartLineFull } from '@/api/cart';
import { useConfig } from '@/api/config';
import { GuestPromptDialog, SignInLauncher } from '@/features/auth';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { checkoutChoice, freeDeliveryProgress, incrementRefusal, leadingZero } from './rules';
import { useCartErrorText } from './use-add-to-cart';
import { useCart } from './use-cart';
import { useCartSubtotal } from './cart-subtotal';
import css from './cart.module.css';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

function choiceText(line: CartLineFull): string {
  return line.variation.map((v) => v.type ?? `${v.name}: ${(v.values?.label ?? []).join(', ')}`).join(' · ');
}

function Row({ line }: { line: CartLineFull }) {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const errorText = useCartErrorText();
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const food = line.item.module_type === 'food';
  const change = async (quantity: number) => {
    const result = quantity <= 0 ? await cart.remove(line) : await cart.setQuantity(line, quantity);
    if (!result.ok) toast.error(errorText(result.error), { id: 'cart-error' });
    // the drawer's removal says so in the spec's words; a card's says 'Removed from cart.' (spec 02, section 8)
    else if (quantity <= 0) toast.success(t('Cart item remove successfully'), { id: 'cart-removed' });
  };
  const plus = () => {
    const refusal = incrementRefusal(line.quantity, { stock: line.item.stock, max: line.item.maximum_cart_quantity, food });
    if (refusal) toast.error(t(refusal), { id: 'cart-error' });
    else void change(line.quantity + 1);
  };
  const extras = line.add_ons.map((a) => `${a.name} × ${a.quantity}`).join(', ');
  return (
    <li style={{ display: 'flex', gap: 12, alignItems: 'center', paddingBlock: 10, borderBottom: '1px solid var(--souk-border)' }}>
      <span style={{ position: 'relative', width: 64, height: 64, flex: 'none', borderRadius: 8, overflow: 'hidden' }}>
        {line.item.image_full_url ? <Image src={line.item.image_full_url} alt="" fill sizes="64px" /> : null}
      </span>
      <span style={{ flex: 1, minWidth: 0 }}>
        <strong style={{ display: 'block' }}>{line.item.name}</strong>
        {line.variation.length ? <span className={css.muted}>{choiceText(line)}</span> : null}
        {extras ? <span className={css.muted} style={{ display: 'block' }}>{t('Add-ons')}: {extras}</span> : null}
        <span style={{ display: 'block' }}>{formatMoney(line.total_price || line.discounted_price * line.quantity, money)}</span>
      </span>
      <span className={css.stepper} role="group" aria-label={t('Quantity of {{name}}', { name: line.item.name })}>
        {line.quantity <= 1 ? (
          <button type="button" className={css.stepButton} onClick={() => void change(0)} aria-label={t('Remove {{name}}', { name: line.item.name })}>
            🗑
          </button>
        ) : (
          <button type="button" className={css.stepButton} onClick={() => void change(line.quantity - 1)} aria-label={t('Decrease quantity')}>
            −
          </button>
        )}
        <span className={css.stepValue} aria-live="polite">
          {leadingZero(line.quantity)}
        </span>
        <button type="button" className={css.stepButton} onClick={plus} aria-label={t('Increase quantity')}>
          +
        </button>
      </span>
    </li>
  );
}

/** The right-side cart drawer; loaded on the first tap of the header's cart button. */
export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  const { t } = useTranslation('cart');
  const router = useRouter();
  const titleId = useId();
  const { lines, signedIn } = useCart();
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const [asking, setAsking] = useState(false);
  const signIn = useRef<() => void>(() => undefined);
  const signUp = useRef<() => void>(() => undefined);
  const { subtotal, toStoreDiscount, selfDelivery } = useCartSubtotal(lines);
  // the marketplace's free delivery over an amount is not for a store that delivers itself (nor shown before its details say who delivers)
  const progress = selfDelivery === false ? freeDeliveryProgress(subtotal, config?.free_delivery_over) : null;

  const proceed = () => {
    const choice = checkoutChoice(lines.length, signedIn, Number(config?.guest_checkout_status) === 1);
    if (choice === 'home') {
      onClose();
      void router.push('/home');
    } else if (choice === 'checkout') {
      onClose();
      void router.push('/checkout?page=cart');
    } else if (choice === 'guest-or-sign-in') setAsking(true);
    else signIn.current();
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 420 }, role: 'dialog', 'aria-labelledby': titleId } }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: 16 }}>
        <h2 id={titleId} style={{ margin: 0, fontSize: '1.2rem' }}>
          {t('Shopping Cart')}
        </h2>
        <Button onClick={onClose} color="inherit">
          {t('Close')}
        </Button>
      </div>
      {lines.length === 0 ? (
        <div style={{ padding: 16, display: 'grid', gap: 12, justifyItems: 'center' }}>
          <p>{t('Your cart is empty')}</p>
          <Button component={Link} href="/home" variant="contained" onClick={onClose}>
            {t('Continue Shopping')}
          </Button>
        </div>
      ) : (
        <>
          {progress ? (
            <div style={{ paddingInline: 16 }}>
              <LinearProgress variant="determinate" value={progress.percent} aria-label={t('Free delivery progress')} />
              <p className={css.muted}>
                {progress.remaining > 0 ? t('Add {{amount}} more for free delivery', { amount: formatMoney(progress.remaining, money) }) : t('You get free delivery')}
              </p>
            </div>
          ) : null}
          <ul style={{ listStyle: 'none', margin: 0, padding: '0 16px', overflowY: 'auto', flex: 1 }}>
            {lines.map((line) => (
              <Row key={line.id} line={line} />
            ))}
          </ul>
          <div style={{ padding: 16, display: 'grid', gap: 8 }}>
            {toStoreDiscount ? (
              <p className={css.muted} style={{ margin: 0 }}>
                {t("Add {{amount}} more to get the store's {{percent}}% discount", { amount: formatMoney(toStoreDiscount.remaining, money), percent: toStoreDiscount.percent })}
              </p>
            ) : null}
            <p style={{ margin: 0, display: 'flex', justifyContent: 'space-between' }}>
              <span>{t('Subtotal')}</span>
              <strong>{formatMoney(subtotal, money)}</strong>
            </p>
            <Button variant="contained" size="large" onClick={proceed}>
              {t('Proceed To Checkout')}
            </Button>
          </div>
        </>
      )}
      <SignInLauncher
        trigger={(openSignIn) => {
          signIn.current = openSignIn;
          return null;
        }}
      />
      <SignInLauncher
        mode="sign-up"
        trigger={(openSignUp) => {
          signUp.current = openSignUp;
          return null;
        }}
      />
      {asking ? (
        <GuestPromptDialog
          onClose={() => setAsking(false)}
          onGuest={() => {
            setAsking(false);
            onClose();
            void router.push('/checkout?page=cart');
          }}
          onSignIn={(mode) => {
            setAsking(false);
            (mode === 'sign-up' ? signUp : signIn).current();
          }}
        />
      ) : null}
    </Drawer>
  );
}
