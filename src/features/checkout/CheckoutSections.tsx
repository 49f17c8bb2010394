import { useTranslation } from '@/lib/i18n';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { SavedAddress } from '@/api/addresses';
import { FieldGroup, FormField, type FormFieldProps } from '@/components/FormField';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import { addPrescriptionImages, MAX_PRESCRIPTION_IMAGES, type PaymentChoice, type PaymentMethod, type Summary } from './rules';
import css from './checkout.module.css';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FieldGroup title={title} classes={css}>
      {children}
    </FieldGroup>
  );
}

export function Field(props: Omit<FormFieldProps, 'idPrefix'>) {
  return <FormField idPrefix="checkout" {...props} />;
}

/** Address choice: the current delivery point or a saved address (a guest's are kept in this browser). */
export function AddressChoice({ current, saved, chosen, onChoose, onAdd }: { current: string | null; saved: SavedAddress[]; chosen: string; onChoose: (key: string) => void; onAdd: () => void }) {
  const { t } = useTranslation('checkout');
  const typeName = (a: SavedAddress) => a.address_label || t(a.address_type === 'office' ? 'Office' : a.address_type === 'other' ? 'Other' : 'Home');
  return (
    <Section title={t('Delivery Address')}>
      <div className={css.options}>
        {current ? (
          <label className={css.option}>
            <input type="radio" name="address_choice" value="current" checked={chosen === 'current'} onChange={() => onChoose('current')} />
            <span>
              <strong>{t('Current location')}</strong>
              <span className={css.muted}>{current}</span>
            </span>
          </label>
        ) : null}
        {saved.map((a) => (
          <label key={a.id} className={css.option}>
            <input type="radio" name="address_choice" value={String(a.id)} checked={chosen === String(a.id)} onChange={() => onChoose(String(a.id))} />
            <span>
              <strong>{typeName(a)}</strong>
              <span className={css.muted}>{a.address}</span>
            </span>
          </label>
        ))}
      </div>
      <button type="button" className={css.secondary} onClick={onAdd}>
        {t('Add New Address')}
      </button>
    </Section>
  );
}

const LABELS: Record<PaymentMethod, string> = { cash_on_delivery: 'Cash on delivery', wallet: 'Wallet', digital_payment: 'Digital payment' };

export function PaymentChoices({ choices, chosen, onChoose, walletBalance, money }: { choices: PaymentChoice[]; chosen: PaymentMethod | null; onChoose: (m: PaymentMethod) => void; walletBalance: number | null; money: MoneyFormat }) {
  const { t } = useTranslation('checkout');
  return (
    <Section title={t('Payment Method')}>
      {choices.length === 0 ? <p className={css.error}>{t('No payment method is available for this order here.')}</p> : null}
      <div className={css.options}>
        {choices.map((c) => (
          <label key={c.method} className={css.option} aria-disabled={!c.available}>
            <input type="radio" name="payment_method" value={c.method} disabled={!c.available} checked={chosen === c.method} onChange={() => onChoose(c.method)} />
            <span>
              <strong>{t(LABELS[c.method])}</strong>
              {c.method === 'wallet' && walletBalance !== null ? <span className={css.muted}>{t('Balance: {{amount}}', { amount: formatMoney(walletBalance, money) })}</span> : null}
              {c.reason === 'cod_limit' ? <span className={css.error}>{t('The total amount of the order, exceeds maximum amount of the cash on delivery method')}</span> : null}
              {c.reason === 'wallet_balance' ? <span className={css.error}>{t('Your wallet balance is not enough for this order.')}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </Section>
  );
}

export const TIP_STEPS = [0, 5, 10, 15, 20];

export function TipChoice({ tip, onTip, money }: { tip: number; onTip: (n: number) => void; money: MoneyFormat }) {
  const { t } = useTranslation('checkout');
  const [custom, setCustom] = useState(!TIP_STEPS.includes(tip));
  return (
    <Section title={t('Delivery Man Tips')}>
      <div className={css.chips} role="radiogroup" aria-label={t('Delivery Man Tips')}>
        {TIP_STEPS.map((n) => (
          <label key={n} className={css.chip}>
            <input
              type="radio"
              name="dm_tips_choice"
              checked={!custom && tip === n}
              onChange={() => {
                setCustom(false);
                onTip(n);
              }}
            />
            {n === 0 ? t('No tip') : formatMoney(n, money)}
          </label>
        ))}
        <label className={css.chip}>
          <input type="radio" name="dm_tips_choice" checked={custom} onChange={() => setCustom(true)} />
          {t('Custom')}
        </label>
      </div>
      {custom ? <Field label={t('Tip amount')} name="dm_tips" type="number" value={String(tip)} onChange={(v) => onTip(Math.max(0, Number(v) || 0))} /> : <input type="hidden" name="dm_tips" value={tip} />}
    </Section>
  );
}

export function PrescriptionInput({ files, onFiles, missing }: { files: File[]; onFiles: (f: File[]) => void; missing: boolean }) {
  const { t } = useTranslation('checkout');
  const [refused, setRefused] = useState(false);
  const add = (e: ChangeEvent<HTMLInputElement>) => {
    const added = [...(e.target.files ?? [])];
    e.target.value = '';
    const next = addPrescriptionImages(files, added);
    setRefused(next.refused);
    if (!next.refused) onFiles(next.files);
  };
  return (
    <Section title={t('Prescription')}>
      <p className={css.muted}>{t('Please upload your prescription image')}</p>
      <label className={css.secondary}>
        {t('Add prescription images')}
        <input type="file" name="order_attachment[]" accept="image/*" multiple onChange={add} className={css.visuallyHidden} />
      </label>
      {files.length ? (
        <ul className={css.files} aria-label={t('Prescription images')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name}{' '}
              <button type="button" className={css.link} onClick={() => onFiles(files.filter((_, j) => j !== i))} aria-label={t('Remove {{name}}', { name: f.name })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={css.muted}>{t('{{count}} of {{max}} images', { count: files.length, max: MAX_PRESCRIPTION_IMAGES })}</p>
      {refused ? (
        <p className={css.error} role="alert">
          {t('Maximum 3 images can be send at a time.')}
        </p>
      ) : null}
      {missing ? (
        <p className={css.error} role="alert">
          {t('prescription is required')}
        </p>
      ) : null}
    </Section>
  );
}

export function SummaryList({ summary, money, orderType }: { summary: Summary; money: MoneyFormat; orderType: 'delivery' | 'take_away' }) {
  const { t } = useTranslation('checkout');
  const row = (label: string, amount: number, sign = '') => (
    <div className={css.summaryRow}>
      <dt>{label}</dt>
      <dd>
        {sign}
        {formatMoney(amount, money)}
      </dd>
    </div>
  );
  return (
    <section className={css.section} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={css.legend}>
        {t('Order Summary')}
      </h2>
      <dl className={css.summary}>
        {row(t('Item Price'), summary.itemTotal)}
        {summary.addOns ? row(t('Add-ons'), summary.addOns) : null}
        {row(t('Discount'), summary.discount, '(-) ')}
        {row(t('Coupon Discount'), summary.coupon, '(-) ')}
        {row(t('Subtotal'), summary.subtotal)}
        {orderType === 'delivery' ? row(t('Delivery Fee'), summary.deliveryCharge, '(+) ') : null}
        {row(t('VAT/TAX'), summary.tax, '(+) ')}
        {orderType === 'delivery' ? row(t('Delivery Man Tips'), summary.tip, '(+) ') : null}
        <div className={`${css.summaryRow} ${css.total}`}>
          <dt>{t('Total')}</dt>
          <dd>{formatMoney(summary.total, money)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** What the server refused (or the form found missing) above the Place Order button. */
export function Problems({ messages }: { messages: string[] }) {
  const { t } = useTranslation('checkout');
  if (!messages.length) return null;
  return (
    <div className={css.problem} role="alert">
      {messages.map((m) => (
        <p key={m}>{t(m)}</p>
      ))}
    </div>
  );
}
