import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useSavedAddresses } from '@/api/addresses';
import type { ParcelCategory } from '@/api/catalogue-types';
import { useConfig } from '@/api/config';
import type { ParcelInstruction, Vehicle } from '@/api/parcel-booking';
import { Seo, type SeoMeta } from '@/components/Seo';
import { PickLocationDialog } from '@/features/location';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { useSession } from '@/lib/session-context';
import type { DraftState } from './form-draft';
import type { ParcelQuote } from './form-parcel';
import { Field, PartyFields } from './PartyFields';
import { draftProblems, paymentMethodsFor, type ParcelDraft, type PartyDraft, type Problems } from './rules';
import css from './parcel.module.css';

export interface ParcelBookingPageProps {
  seo: SeoMeta;
  category: ParcelCategory;
  categories: { id: number; name: string }[];
  moduleId: number;
  instructions: ParcelInstruction[];
  vehicles: Vehicle[];
  /** The path this page answers on (the form's way back). */
  path: string;
  initial: DraftState;
}

type Answer = { ok: boolean; draft?: ParcelDraft; quote?: ParcelQuote | null; message?: string | null; values?: Record<string, string | number>; href?: string };

/** /parcel/{category}: sender, receiver, what and how, who pays, the server's price, then the booking. A real form before JavaScript. */
export function ParcelBookingPage({ seo, category, categories, moduleId, instructions, vehicles, path, initial }: ParcelBookingPageProps) {
  const { t, i18n } = useTranslation('parcel');
  const router = useRouter();
  const { session } = useSession();
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const [draft, setDraft] = useState<ParcelDraft>(initial.draft);
  const [quote, setQuote] = useState<ParcelQuote | null>(initial.quote);
  const [message, setMessage] = useState<{ text: string; values?: Record<string, string | number> } | null>(initial.message ? { text: initial.message, values: initial.values } : null);
  const [problems, setProblems] = useState<Problems>({});
  const [picking, setPicking] = useState<'sender' | 'receiver' | null>(null);
  const [busy, setBusy] = useState(false);
  // a signed-in shopper's saved addresses, asked for in the browser (choosing one needs the script)
  const saved = useSavedAddresses().data ?? [];

  const change = (next: ParcelDraft) => {
    setDraft(next);
    // a price belongs to what it was worked out for
    setQuote(null);
  };
  const setParty = (who: 'sender' | 'receiver') => (p: PartyDraft) => change({ ...draft, [who]: p });
  const methods = paymentMethodsFor(draft.payer, config, quote?.zone ?? null, session.signedIn);
  const method = methods.includes(draft.method) ? draft.method : (methods[0] ?? 'cash_on_delivery');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value === 'place' ? 'place' : 'quote';
    const found = draftProblems(draft);
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length) return;
    const body = new URLSearchParams();
    new FormData(event.currentTarget).forEach((v, k) => body.append(k, String(v)));
    body.set('intent', intent);
    setBusy(true);
    try {
      const res = await fetch('/api/parcel', { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body });
      const answer = (await res.json()) as Answer;
      if (answer.ok && answer.href) {
        // the payment page is not one of the site's pages: a full navigation
        if (answer.href.startsWith('/api/')) window.location.assign(answer.href);
        else await router.push(answer.href, undefined, { locale: false });
        return;
      }
      if (answer.draft) setDraft(answer.draft);
      setQuote(answer.ok ? (answer.quote ?? null) : null);
      setMessage(answer.ok || !answer.message ? null : { text: answer.message, values: answer.values });
    } catch {
      setMessage({ text: 'The order could not be placed.' });
    } finally {
      setBusy(false);
    }
  };

  const c = quote?.charge;
  return (
    <>
      <Seo meta={seo} />
      <div className={css.page}>
        <div className={css.hero}>
          {category.image_full_url ? (
            <span className={css.heroImage}>
              <Image src={category.image_full_url} alt="" fill sizes="64px" priority />
            </span>
          ) : null}
          <div>
            <h1 className={css.title}>{t('Send: {{name}}', { name: category.name })}</h1>
            {category.description ? <p className={css.lead}>{category.description}</p> : null}
          </div>
        </div>
        <form id="parcel-form" className={css.layout} method="post" action="/api/parcel" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Book a parcel')}>
          <input type="hidden" name="back" value={path} />
          <input type="hidden" name="locale" value={i18n.language === 'ar' ? 'ar' : 'en'} />
          <input type="hidden" name="module_id" value={moduleId} />
          <input type="hidden" name="idempotency_key" value={draft.key} />
          <div className={css.column}>
            <PartyFields who="sender" party={draft.sender} onChange={setParty('sender')} problems={problems} onPick={() => setPicking('sender')} emailLabel={t('E-mail (optional)')} saved={saved} />
            <PartyFields who="receiver" party={draft.receiver} onChange={setParty('receiver')} problems={problems} onPick={() => setPicking('receiver')} emailLabel={t('E-mail (optional)')} saved={saved} />
            <fieldset className={css.section}>
              <legend className={css.legend}>{t('What and how')}</legend>
              <div className={css.field}>
                <label htmlFor="parcel-category">{t('Parcel category')}</label>
                <select id="parcel-category" name="parcel_category_id" className={css.input} value={draft.categoryId} onChange={(e) => change({ ...draft, categoryId: Number(e.target.value) })}>
                  {categories.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </select>
              </div>
              {vehicles.length > 1 ? (
                <div className={css.field} role="radiogroup" aria-label={t('Vehicle')}>
                  <span>{t('Vehicle')}</span>
                  <div className={css.chips}>
                    {[{ id: '', label: t('Best for the distance') }, ...vehicles.map((v) => ({ id: String(v.id), label: v.type }))].map((v) => (
                      <label key={v.id || 'auto'} className={css.chip}>
                        <input type="radio" name="vehicle_id" value={v.id} checked={draft.vehicleId === v.id} onChange={() => change({ ...draft, vehicleId: v.id })} />
                        {v.label}
                      </label>
                    ))}
                  </div>
                </div>
              ) : null}
              {instructions.length ? (
                <div className={css.field}>
                  <label htmlFor="parcel-instruction">{t('Delivery instruction')}</label>
                  <select id="parcel-instruction" name="delivery_instruction" className={css.input} value={draft.instruction} onChange={(e) => change({ ...draft, instruction: e.target.value })}>
                    <option value="">{t('None')}</option>
                    {instructions.map((x) => (
                      <option key={x.id} value={x.instruction}>
                        {x.instruction}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <Field label={t('Note for the rider')} name="order_note" value={draft.note} onChange={(v) => change({ ...draft, note: v })} multiline />
              <Field label={t('Pickup time (leave empty for now)')} name="schedule_at" type="datetime-local" value={draft.scheduleAt} onChange={(v) => change({ ...draft, scheduleAt: v })} />
            </fieldset>
          </div>
          <div className={css.column}>
            <fieldset className={css.section}>
              <legend className={css.legend}>{t('Who pays')}</legend>
              <div className={css.chips}>
                {(['sender', 'receiver'] as const).map((p) => (
                  <label key={p} className={css.chip}>
                    <input type="radio" name="charge_payer" value={p} checked={draft.payer === p} onChange={() => change({ ...draft, payer: p })} />
                    {p === 'sender' ? t('Sender pays') : t('Receiver pays')}
                  </label>
                ))}
              </div>
              <div className={css.chips} role="radiogroup" aria-label={t('Payment method')}>
                {methods.map((m) => (
                  <label key={m} className={css.chip}>
                    <input type="radio" name="payment_method" value={m} checked={method === m} onChange={() => change({ ...draft, method: m })} />
                    {t(m)}
                  </label>
                ))}
              </div>
              {draft.payer === 'receiver' ? <p className={css.muted}>{t('The receiver pays cash on delivery.')}</p> : null}
            </fieldset>
            <section className={css.section} aria-labelledby="parcel-price" aria-live="polite">
              <h2 id="parcel-price" className={css.legend}>
                {t('Price')}
              </h2>
              {c ? (
                <dl className={css.summary}>
                  <div className={css.row}>
                    <dt>{t('Distance')}</dt>
                    <dd>{t('{{km}} km', { km: c.distanceKm.toFixed(1) })}</dd>
                  </div>
                  <div className={css.row}>
                    <dt>{t('Delivery charge')}</dt>
                    <dd>{formatMoney(c.baseCharge, money)}</dd>
                  </div>
                  {c.vehicleCharge ? (
                    <div className={css.row}>
                      <dt>{quote?.vehicle ? t('Vehicle: {{name}}', { name: quote.vehicle }) : t('Vehicle charge')}</dt>
                      <dd>{formatMoney(c.vehicleCharge, money)}</dd>
                    </div>
                  ) : null}
                  {c.tax ? (
                    <div className={css.row}>
                      <dt>{t('Tax')}</dt>
                      <dd>{formatMoney(c.tax, money)}</dd>
                    </div>
                  ) : null}
                  <div className={`${css.row} ${css.total}`}>
                    <dt>{t('Total')}</dt>
                    <dd>{formatMoney(c.total, money)}</dd>
                  </div>
                </dl>
              ) : (
                <p className={css.muted}>{t('Fill in the sender and the receiver, then see the price.')}</p>
              )}
            </section>
            {message ? (
              <p className={css.problem} role="alert">
                {t(message.text, message.values ?? {})}
              </p>
            ) : null}
            <div className={css.actions}>
              <button type="submit" name="intent" value="quote" className={quote ? css.secondary : css.primary} aria-busy={busy ? 'true' : undefined}>
                {quote ? t('Update the price') : t('See the price')}
              </button>
              {quote ? (
                <button type="submit" name="intent" value="place" className={css.primary} aria-busy={busy ? 'true' : undefined}>
                  {t('Confirm booking')}
                </button>
              ) : null}
            </div>
          </div>
        </form>
        {picking ? (
          <PickLocationDialog
            open
            onClose={() => setPicking(null)}
            onPicked={(at) => {
              const who = picking;
              change({ ...draft, [who]: { ...draft[who], address: at.address, lat: String(at.lat), lng: String(at.lng) } });
            }}
          />
        ) : null}
      </div>
    </>
  );
}
