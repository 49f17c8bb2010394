import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { postedActionKey } from '@/lib/action-key';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import type { CartLineInput } from '@/api/cart';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { useRouteEstimate, useVehicleCharge } from '@/api/maps';
import { applyCoupon, type CouponAnswer } from '@/api/order-client';
import { Seo, type SeoMeta } from '@/components/Seo';
import { SignInLauncher } from '@/features/auth';
import { newRequestId } from '@/features/cart';
import { AddressFormDialog } from '@/features/location';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { useApiScope, useSession } from '@/lib/session-context';
import { AddressChoice, Field, PaymentChoices, PrescriptionInput, Problems, Section, SummaryList, TipChoice } from './CheckoutSections';
import { GuestPlacedDialog, PaymentFailedDialog } from './dialogs';
import { placeBody, paymentPageHref } from './place-body';
import { afterPlacing, checkoutSummary, couponBase, couponRefusal, orderIdFromToken, paymentChoices, type CheckoutPageKind, type PaymentMethod } from './rules';
import { useCheckoutData } from './use-checkout-data';
import { guestSnapshot, useDeliveryAddresses } from './use-addresses';
import { usePlaceOrder } from './use-place-order';
import css from './checkout.module.css';

export interface CheckoutPayment {
  flag: 'success' | 'fail' | 'cancel';
  token: string | null;
  orderId: number | null;
  contact: string | null;
}

export interface CheckoutPageProps {
  seo: SeoMeta;
  kind: CheckoutPageKind;
  item: CartLineInput | null;
  storeId: number | null;
  needsSignIn: boolean;
  payment: CheckoutPayment | null;
  /** A refusal of the form posted before JavaScript. */
  notice: string | null;
}

const on = (v: unknown) => v === true || v === 1 || v === '1';

/** /checkout: delivery or take-away, address, contact, schedule, payment, coupon, tip, notes, prescription, summary, Place Order. */
export function CheckoutPage({ seo, kind, item, storeId, needsSignIn, payment, notice }: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const client = useQueryClient();
  const scope = useApiScope();
  const { session } = useSession();
  const data = useCheckoutData(kind, item, storeId);
  const { lines, store, config, customer, zone, pivot } = data;
  const money = moneyFormatFrom(config);
  const addresses = useDeliveryAddresses();

  const canDeliver = store?.delivery === undefined || on(store.delivery);
  const canTakeAway = on(store?.take_away);
  const [orderType, setOrderType] = useState<'delivery' | 'take_away'>('delivery');
  const type = !canDeliver && canTakeAway ? 'take_away' : orderType;
  const [addressKey, setAddressKey] = useState(session.location ? 'current' : '');
  const chosenAddress = addresses.find((a) => String(a.id) === addressKey) ?? null;
  const [contact, setContact] = useState({ name: '', phone: '', email: '' });
  const [extra, setExtra] = useState({ house: '', floor: '', road: '' });
  const [scheduleAt, setScheduleAt] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [couponCode, setCouponCode] = useState('');
  const [coupon, setCoupon] = useState<CouponAnswer | null>(null);
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [tip, setTip] = useState(0);
  const [note, setNote] = useState('');
  const [instruction, setInstruction] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [missing, setMissing] = useState<Record<string, string | null>>({});
  const [problem, setProblem] = useState<string[]>(notice ? [notice] : []);
  const paidOrder = payment ? (orderIdFromToken(payment.token) ?? payment.orderId) : null;
  const [placed, setPlaced] = useState<{ orderId: number; createdAt: string | null; contact: string } | null>(() =>
    payment?.flag === 'success' && paidOrder && !session.signedIn ? { orderId: paidOrder, createdAt: null, contact: payment.contact ?? '' } : null,
  );
  const [failed, setFailed] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // a placement whose outcome the form could not learn (no JavaScript: 409 or 5xx) comes back with its key, so placing again is the same order
  const [initialKey] = useState(() => postedActionKey(router.query.key) ?? newRequestId());
  const { place, busy } = usePlaceOrder(initialKey);

  const contactName = chosenAddress?.contact_person_name || contact.name || [customer?.f_name, customer?.l_name].filter(Boolean).join(' ');
  const contactPhone = chosenAddress?.contact_person_number || contact.phone || customer?.phone || '';
  const destination = useMemo(() => {
    if (chosenAddress) return { lat: Number(chosenAddress.latitude), lng: Number(chosenAddress.longitude), address: chosenAddress.address };
    return session.location ? { lat: session.location.lat, lng: session.location.lng, address: session.location.address } : null;
  }, [chosenAddress, session.location]);
  const routeTo = useMemo(() => (destination ? { lat: destination.lat, lng: destination.lng } : null), [destination]);
  const storePoint = useMemo(() => ({ lat: Number(store?.latitude ?? 0), lng: Number(store?.longitude ?? 0) }), [store?.latitude, store?.longitude]);
  const route = useRouteEstimate(storePoint, store && type === 'delivery' ? routeTo : null);
  // the store's distance is in metres
  const distanceKm = Math.round(route.data ? route.data.distanceMeters : Number(store?.distance ?? 0) || 0) / 1000;
  const vehicle = useVehicleCharge(store && type === 'delivery' ? distanceKm : null);
  const summary = checkoutSummary({
    lines,
    orderType: type,
    distanceKm,
    vehicleCharge: vehicle.data ?? 0,
    coupon,
    tip,
    store,
    config,
    pivot,
    digits: money.digits,
  });
  const choices = paymentChoices({
    signedIn: session.signedIn,
    total: summary.total,
    config: { cash_on_delivery: config?.cash_on_delivery, digital_payment: config?.digital_payment, customer_wallet_status: config?.customer_wallet_status },
    zone,
    codLimit: Number(pivot?.maximum_cod_order_amount ?? 0) || null,
    walletBalance: customer ? Number(customer.wallet_balance ?? 0) : null,
  });
  const chosen = method && choices.some((c) => c.method === method && c.available) ? method : (choices.find((c) => c.available)?.method ?? null);
  const needsPrescription = data.moduleType === 'pharmacy' && lines.some((l) => on(l.item.is_prescription_required));
  const schedulable = on(config?.schedule_order) && on(store?.schedule_order);
  const codAllowed = zone ? on(zone.cash_on_delivery) : true;

  // the payment page came back: success goes on as any placed order; a failure asks what to do after 500 ms
  useEffect(() => {
    if (!payment) return;
    const orderId = paidOrder;
    if (payment.token && orderId === null) console.warn('[checkout] the payment token could not be read');
    if (payment.flag === 'success') {
      // a guest sees the placed dialog (set from the start); a customer goes to the order
      const next = orderId && session.signedIn ? afterPlacing(true, orderId) : null;
      if (next?.kind === 'redirect') void router.replace(next.href);
      return;
    }
    if (orderId === null) return;
    const timer = window.setTimeout(() => setFailed(orderId), 500);
    return () => window.clearTimeout(timer);
    // once per arrival from the payment page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment?.flag, payment?.token, payment?.orderId]);

  const apply = async () => {
    setCouponMessage(null);
    const code = couponCode.trim();
    if (!code || !store) return;
    try {
      const answer = await applyCoupon(httpFor(client), scope, code, store.id, { guestId: session.signedIn ? null : session.guestId });
      const refusal = couponRefusal(answer, couponBase(lines, store?.discount));
      if (refusal) {
        setCoupon(null);
        setCouponMessage(`${t('To apply this coupon, total item amount should be minimum')} ${formatMoney(refusal.min, money)}`);
      } else {
        setCoupon(answer);
        toast.success(t('Coupon applied'), { id: 'coupon' });
      }
    } catch (error) {
      setCoupon(null);
      setCouponMessage(errorMessages(error)[0] ?? t('This coupon cannot be used.'));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string | null> = {
      address: type === 'delivery' && !destination ? t('Address is required') : null,
      name: !contactName.trim() ? t('Name is required') : null,
      phone: !contactPhone.trim() ? t('Phone Number is required') : null,
      email: !session.signedIn && !contact.email.trim() ? t('Email is required') : null,
      prescription: needsPrescription && images.length === 0 ? t('prescription is required') : null,
    };
    setMissing(found);
    setProblem([]);
    if (Object.values(found).some(Boolean)) return;
    if (!chosen || !lines[0]) {
      setProblem([t('Choose a payment method.')]);
      return;
    }
    const body = placeBody({
      lines,
      kind,
      orderType: type,
      paymentMethod: chosen,
      summary,
      distanceKm,
      scheduleAt: schedulable ? scheduleAt : '',
      coupon: coupon?.code ?? null,
      address: destination,
      addressType: chosenAddress?.address_type ?? 'others',
      extra: chosenAddress ? { house: chosenAddress.house ?? '', floor: chosenAddress.floor ?? '', road: chosenAddress.road ?? '' } : extra,
      contact: { name: contactName.trim(), phone: contactPhone.trim(), email: contact.email.trim() || chosenAddress?.contact_person_email || customer?.email || '' },
      guestId: session.signedIn ? null : session.guestId,
      note,
      instruction,
      // the payment page comes back here (a path on this site) with flag and token
      callback: `${router.locale && router.locale !== 'en' ? `/${router.locale}` : ''}/checkout?${new URLSearchParams({ page: kind, contact_number: contactPhone.trim() }).toString()}`,
    });
    const result = await place(body, needsPrescription ? images : []);
    if (!result.ok) {
      if ('messages' in result) setProblem(result.messages);
      return;
    }
    const orderId = Number(result.answer.order_id);
    void client.invalidateQueries({ queryKey: ['customer', 'cart'] });
    void client.invalidateQueries({ queryKey: ['customer', 'orders'] });
    if (chosen === 'digital_payment') {
      window.location.assign(paymentPageHref(result.answer, { orderId, customerId: customer?.id ?? null, guestId: session.guestId, callback: body.callback ?? '' }));
      return;
    }
    toast.success(t('Order placed successfully'), { id: 'order-placed' });
    const next = afterPlacing(session.signedIn, orderId);
    if (next.kind === 'redirect') void router.push(next.href);
    else setPlaced({ orderId, createdAt: result.answer.created_at ?? new Date().toISOString(), contact: body.contact_person_number });
  };

  const empty = !data.loading && lines.length === 0 && !placed && !failed;
  return (
    <>
      <Seo meta={seo} />
      <div className={css.page}>
        <h1 className={css.title}>{t('Checkout')}</h1>
        {needsSignIn ? (
          <div className={css.section}>
            <p>{kind === 'campaign' ? t('Sign in to order a campaign item.') : t('Sign in to place your order.')}</p>
            <SignInLauncher trigger={(open) => <button type="button" className={css.primary} onClick={open}>{t('Sign In')}</button>} />
          </div>
        ) : empty ? (
          <div className={css.section}>
            <p>{t('Your cart is empty')}</p>
            <Link href="/home" className={css.primary}>
              {t('Continue Shopping')}
            </Link>
          </div>
        ) : (
          <form className={css.layout} method="post" action="/api/checkout" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Checkout')}>
            <input type="hidden" name="page" value={kind} />
            <input type="hidden" name="idempotency_key" value={initialKey} />
            {item ? <input type="hidden" name="buy_now" value={JSON.stringify(item)} /> : null}
            <div className={css.column}>
              {canDeliver && canTakeAway ? (
                <Section title={t('Delivery Option')}>
                  <div className={css.chips}>
                    {(['delivery', 'take_away'] as const).map((v) => (
                      <label key={v} className={css.chip}>
                        <input type="radio" name="order_type" value={v} checked={type === v} onChange={() => setOrderType(v)} />
                        {v === 'delivery' ? t('Home Delivery') : t('Take Away')}
                      </label>
                    ))}
                  </div>
                </Section>
              ) : (
                <input type="hidden" name="order_type" value={type} />
              )}
              {type === 'delivery' ? (
                <>
                  <AddressChoice current={session.location?.address ?? null} saved={addresses} chosen={addressKey} onChoose={setAddressKey} onAdd={() => setAdding(true)} />
                  {missing.address ? <p className={css.error}>{missing.address}</p> : null}
                  {!chosenAddress ? (
                    <div className={css.grid3}>
                      <Field label={t('House')} name="house" value={extra.house} onChange={(v) => setExtra({ ...extra, house: v })} />
                      <Field label={t('Floor')} name="floor" value={extra.floor} onChange={(v) => setExtra({ ...extra, floor: v })} />
                      <Field label={t('Road')} name="road" value={extra.road} onChange={(v) => setExtra({ ...extra, road: v })} />
                    </div>
                  ) : null}
                </>
              ) : null}
              {!chosenAddress ? (
                <Section title={session.signedIn ? t('Contact') : t('Guest contact')}>
                  <Field label={t('Contact Person Name')} name="contact_person_name" required autoComplete="name" value={contact.name || (session.signedIn ? contactName : '')} onChange={(v) => setContact({ ...contact, name: v })} error={missing.name} />
                  <Field label={t('Contact Person Number')} name="contact_person_number" type="tel" required autoComplete="tel" value={contact.phone || (session.signedIn ? contactPhone : '')} onChange={(v) => setContact({ ...contact, phone: v })} error={missing.phone} />
                  {session.signedIn ? null : <Field label={t('Email')} name="contact_person_email" type="email" required autoComplete="email" value={contact.email} onChange={(v) => setContact({ ...contact, email: v })} error={missing.email} />}
                </Section>
              ) : null}
              {schedulable ? (
                <Section title={t('Preference Time')}>
                  <Field label={t('Schedule for later (leave empty for now)')} name="schedule_at" type="datetime-local" value={scheduleAt} onChange={setScheduleAt} />
                </Section>
              ) : null}
              {needsPrescription ? <PrescriptionInput files={images} onFiles={setImages} missing={Boolean(missing.prescription)} /> : null}
              <Section title={t('Additional Note')}>
                <Field label={t('Order note')} name="order_note" value={note} onChange={setNote} multiline />
                {type === 'delivery' ? <Field label={t('Delivery instruction')} name="delivery_instruction" value={instruction} onChange={setInstruction} /> : null}
              </Section>
            </div>
            <div className={css.column}>
              <PaymentChoices choices={choices} chosen={chosen} onChoose={setMethod} walletBalance={session.signedIn && customer ? Number(customer.wallet_balance ?? 0) : null} money={money} />
              <Section title={t('Coupon')}>
                <div className={css.inline}>
                  <Field label={t('Coupon code')} name="coupon_code" value={couponCode} onChange={setCouponCode} className={css.grow} />
                  <button type="button" className={css.secondary} onClick={() => void apply()}>
                    {t('Apply')}
                  </button>
                </div>
                {coupon ? <p className={css.ok}>{t('Coupon {{code}} applied', { code: coupon.code })}</p> : null}
                {couponMessage ? <p className={css.error} role="alert">{couponMessage}</p> : null}
              </Section>
              {type === 'delivery' && on(config?.dm_tips_status) ? <TipChoice tip={tip} onTip={setTip} money={money} /> : null}
              <SummaryList summary={summary} money={money} orderType={type} />
              <Problems messages={problem} />
              <button type="submit" className={css.primary} aria-busy={busy ? 'true' : undefined} disabled={data.loading}>
                {t('Place Order')}
              </button>
            </div>
          </form>
        )}
        {adding ? (
          <AddressFormDialog
            open
            start={session.location}
            onClose={() => setAdding(false)}
            onSaved={() => {
              if (!session.signedIn) {
                const last = guestSnapshot().at(-1);
                if (last) setAddressKey(String(last.id));
              }
            }}
          />
        ) : null}
        {placed ? <GuestPlacedDialog orderId={placed.orderId} createdAt={placed.createdAt} contact={placed.contact} onClose={() => void router.push('/home')} /> : null}
        {failed !== null ? <PaymentFailedDialog orderId={failed} codAllowed={codAllowed} onDone={() => void router.push('/home')} /> : null}
      </div>
    </>
  );
}
