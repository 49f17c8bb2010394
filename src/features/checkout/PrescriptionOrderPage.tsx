import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { useConfig } from '@/api/config';
import { useCustomerInfo } from '@/api/customer';
import { toApiError } from '@/api/errors';
import { httpFor } from '@/api/http';
import { useRouteEstimate } from '@/api/maps';
import { placePrescriptionOrder } from '@/api/order-client';
import { storeDetailsQuery } from '@/api/stores';
import { Seo } from '@/components/Seo';
import { SignInLauncher } from '@/features/auth';
import { keepGuestId, newRequestId } from '@/features/cart';
import { AddressFormDialog } from '@/features/location';
import { moneyFormatFrom } from '@/lib/money';
import { useApiScope, useSession } from '@/lib/session-context';
import { AddressChoice, Field, PrescriptionInput, Problems, Section, TipChoice } from './CheckoutSections';
import { guestSnapshot, useDeliveryAddresses } from './use-addresses';
import { GuestPlacedDialog } from './dialogs';
import type { PrescriptionOrderPageProps } from './load-prescription';
import { prescriptionOrderForm } from './prescription-body';
import { afterPlacing } from './rules';
import css from './checkout.module.css';

const on = (v: unknown) => v === true || v === 1 || v === '1';
/**
 * /checkout?page=prescription&store_id=: a pharmacy order without a cart (spec 01, the prescription
 * order fields): the shopper sends photos of a prescription (at most 3) with where to deliver and
 * whom to call; the store prices it, and it is paid on delivery (POST customer/order/prescription/place).
 */
export function PrescriptionOrderPage({ seo, storeId, storeScope, needsSignIn }: PrescriptionOrderPageProps) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const client = useQueryClient();
  const scope = useApiScope();
  const { session, update } = useSession();
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const customer = useCustomerInfo().data ?? null;
  const { data: store } = useQuery(storeDetailsQuery(storeScope, String(storeId)));
  const addresses = useDeliveryAddresses();
  const [addressKey, setAddressKey] = useState(session.location ? 'current' : '');
  const chosen = addresses.find((a) => String(a.id) === addressKey) ?? null;
  const [contact, setContact] = useState({ name: '', phone: '' });
  const [images, setImages] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [tip, setTip] = useState(0);
  const [adding, setAdding] = useState(false);
  const [missing, setMissing] = useState<Record<string, string | null>>({});
  const [problem, setProblem] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newRequestId);
  const [placed, setPlaced] = useState<{ orderId: number; createdAt: string | null; contact: string } | null>(null);

  const destination = chosen
    ? { lat: Number(chosen.latitude), lng: Number(chosen.longitude), address: chosen.address }
    : addressKey === 'current' && session.location
      ? { lat: session.location.lat, lng: session.location.lng, address: session.location.address }
      : null;
  const storePoint = { lat: Number(store?.latitude ?? 0), lng: Number(store?.longitude ?? 0) };
  const route = useRouteEstimate(storePoint, store && destination ? { lat: destination.lat, lng: destination.lng } : null);
  const name = chosen?.contact_person_name || contact.name || [customer?.f_name, customer?.l_name].filter(Boolean).join(' ');
  const phone = chosen?.contact_person_number || contact.phone || customer?.phone || '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      address: !destination ? t('Address is required') : null,
      name: !name.trim() ? t('Name is required') : null,
      phone: !phone.trim() ? t('Phone Number is required') : null,
      prescription: images.length === 0 ? t('Please upload your prescription image') : null,
    };
    setMissing(found);
    setProblem([]);
    if (Object.values(found).some(Boolean) || !destination) return;
    setBusy(true);
    try {
      const distanceKm = (route.data?.distanceMeters ?? Number(store?.distance ?? 0)) / 1000;
      const form = prescriptionOrderForm({
        storeId,
        distanceKm,
        address: destination,
        addressType: chosen?.address_type ?? 'others',
        contact: { name: name.trim(), phone: phone.trim() },
        note,
        tip,
        // a guest's order names its guest id (asked for now if the page has not asked yet)
        guestId: session.signedIn ? null : (session.guestId ?? (await keepGuestId(client, (guestId) => update({ guestId })))),
        images,
      });
      const answer = await placePrescriptionOrder(httpFor(client), scope, form, key);
      void client.invalidateQueries({ queryKey: ['customer', 'orders'] });
      toast.success(t('Order placed successfully'), { id: 'order-placed' });
      const next = afterPlacing(session.signedIn, Number(answer.order_id));
      if (next.kind === 'redirect') void router.push(next.href);
      else setPlaced({ orderId: Number(answer.order_id), createdAt: answer.created_at ?? new Date().toISOString(), contact: phone.trim() });
    } catch (error) {
      const e = toApiError(error);
      // a refusal placed nothing: the next attempt is a new one
      if (e.status >= 400 && e.status < 500 && e.status !== 409) setKey(newRequestId());
      setProblem([...new Set(e.errors.map((x) => x.message))]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Seo meta={seo} />
      <div className={css.page}>
        <h1 className={css.title}>{t('Prescription order')}</h1>
        {store ? <p>{t('Send {{store}} a photo of your prescription: the store prices it, and you pay on delivery.', { store: store.name })}</p> : null}
        {needsSignIn ? (
          <div className={css.section}>
            <p>{t('Sign in to place your order.')}</p>
            <SignInLauncher trigger={(open) => <button type="button" className={css.primary} onClick={open}>{t('Sign In')}</button>} />
          </div>
        ) : (
          <form className={css.layout} onSubmit={(e) => void submit(e)} noValidate aria-label={t('Prescription order')}>
            <div className={css.column}>
              <PrescriptionInput files={images} onFiles={setImages} missing={Boolean(missing.prescription)} />
              {missing.prescription ? <p className={css.error}>{missing.prescription}</p> : null}
              <AddressChoice current={session.location?.address ?? null} saved={addresses} chosen={addressKey} onChoose={setAddressKey} onAdd={() => setAdding(true)} />
              {missing.address ? <p className={css.error}>{missing.address}</p> : null}
              {!chosen ? (
                <Section title={session.signedIn ? t('Contact') : t('Guest contact')}>
                  <Field label={t('Contact Person Name')} name="contact_person_name" required autoComplete="name" value={contact.name || (session.signedIn ? name : '')} onChange={(v) => setContact({ ...contact, name: v })} error={missing.name} />
                  <Field label={t('Contact Person Number')} name="contact_person_number" type="tel" required autoComplete="tel" value={contact.phone || (session.signedIn ? phone : '')} onChange={(v) => setContact({ ...contact, phone: v })} error={missing.phone} />
                </Section>
              ) : null}
            </div>
            <div className={css.column}>
              <Section title={t('Additional Note')}>
                <Field label={t('Order note')} name="order_note" value={note} onChange={setNote} multiline />
              </Section>
              {on((config as { dm_tips_status?: unknown } | undefined)?.dm_tips_status) ? <TipChoice tip={tip} onTip={setTip} money={money} /> : null}
              <Section title={t('Payment Method')}>
                <p>{t('Cash on delivery, once the store has priced your prescription.')}</p>
              </Section>
              <Problems messages={problem} />
              <button type="submit" className={css.primary} aria-busy={busy ? 'true' : undefined}>
                {t('Place Order')}
              </button>
            </div>
          </form>
        )}
        {adding ? <AddressFormDialog open start={session.location} onClose={() => setAdding(false)} onSaved={() => !session.signedIn && setAddressKey(String(guestSnapshot().at(-1)?.id ?? ''))} /> : null}
        {placed ? <GuestPlacedDialog orderId={placed.orderId} createdAt={placed.createdAt} contact={placed.contact} onClose={() => void router.push('/home')} /> : null}
      </div>
    </>
  );
}
