import { useTranslation } from '@/lib/i18n';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { DELIVERY_TIME_UNITS, DOCUMENT_ACCEPT, IMAGE_ACCEPT, MSG, plansOffered } from '@/contract/partner-rules';
import { PickLocationDialog } from '@/features/location';
import { useConfig } from '@/api/config';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { AccountFields, ActionKeyField, Field, FileField, PartnerFrame, Section, SelectField, useFileProblems } from './fields';
import type { PartnerPageProps } from './load';
import { useRegistrationForm } from './registration-form';
import { fileProblem, storePlanSchema, storeStepOneSchema, type FileProblem } from './rules';
import css from './partners.module.css';

const TEXT_FIELDS = ['name', 'name_ar', 'address', 'address_ar', 'latitude', 'longitude', 'zone_id', 'module_id', 'minimum_delivery_time', 'maximum_delivery_time', 'delivery_time_type', 'tin', 'tin_expire_date', 'f_name', 'l_name', 'phone', 'email', 'password', 'confirm_password', 'business_plan', 'package_id'] as const;
const noSubscription = () => () => undefined;
const FILE_FIELDS = ['logo', 'cover_photo', 'tin_certificate_image'] as const;
type FileFieldName = (typeof FILE_FIELDS)[number];

/** /store-registration: the store, its place, pictures, delivery time, tax document and owner; then the business plan. A real multipart form before JavaScript. */
export function StoreRegistrationPage({ seo, switches, zones, modules, packages, commission, kept, submitted }: PartnerPageProps) {
  const { t, i18n } = useTranslation('partners');
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const fileMessage = useFileProblems();
  const plans = plansOffered(switches);
  // false in the server's HTML (every step shown, one form), true once the script runs (a step at a time)
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const [step, setStep] = useState<1 | 2>(1);
  const [picking, setPicking] = useState(false);
  const [files, setFiles] = useState<Record<FileFieldName, File[]>>({ logo: [], cover_photo: [], tin_certificate_image: [] });
  const { values: v, set, err, fileErr, setFileErrors, touch, send, busy, done, top, general, setGeneral, formik } = useRegistrationForm({
    textFields: TEXT_FIELDS,
    fileFields: FILE_FIELDS,
    kept,
    submitted,
    validationSchema: storeStepOneSchema(switches).concat(storePlanSchema(plans)),
    prepare: (initial) => {
      if (!initial.delivery_time_type) initial.delivery_time_type = 'minute';
      if (plans.length === 1) initial.business_plan = plans[0] as string;
    },
    t: (key) => t(key),
  });

  const zoneModules = modules.filter((m) => !v.zone_id || m.zoneIds.includes(Number(v.zone_id)));
  const setZone = (zone: string) => {
    set('zone_id')(zone);
    if (v.module_id && !modules.find((m) => String(m.id) === v.module_id)?.zoneIds.includes(Number(zone))) set('module_id')('');
  };

  const checkFiles = (only: readonly FileFieldName[] = FILE_FIELDS) => {
    const maxKb = switches.imageMaxKb;
    const found: Record<FileFieldName, FileProblem | null> = {
      logo: fileProblem(files.logo, { required: MSG.logoRequired, maxKb }),
      cover_photo: fileProblem(files.cover_photo, { required: MSG.coverRequired, maxKb }),
      tin_certificate_image: switches.taxDocument ? fileProblem(files.tin_certificate_image, { required: MSG.documentRequired, maxKb, pdf: true }) : null,
    };
    const out: Partial<Record<FileFieldName, string>> = {};
    for (const f of only) {
      const m = fileMessage(found[f]);
      if (m) out[f] = m;
    }
    setFileErrors(out);
    return Object.keys(out).length === 0;
  };
  const chooseFiles = (name: FileFieldName) => (chosen: File[]) => {
    setFiles((x) => ({ ...x, [name]: chosen }));
    const m = fileMessage(fileProblem(chosen, { required: null, maxKb: switches.imageMaxKb, pdf: name === 'tin_certificate_image' }));
    setFileErrors((x) => ({ ...x, [name]: m ?? undefined }));
  };

  const STEP_ONE = TEXT_FIELDS.filter((f) => f !== 'business_plan' && f !== 'package_id');
  const stepOneValid = async () => {
    const errors = await formik.validateForm();
    await touch(STEP_ONE);
    const filesOk = checkFiles();
    return filesOk && STEP_ONE.every((f) => !errors[f]);
  };
  const next = async () => {
    if (!(await stepOneValid())) return;
    setStep(2);
    top.current?.scrollIntoView({ block: 'start' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    if (plans.length > 0 && step === 1) return next();
    setGeneral(null);
    if (!(await stepOneValid())) return setStep(1);
    const errors = await formik.validateForm();
    await touch(TEXT_FIELDS);
    if (errors.business_plan || errors.package_id) return;
    const refused = await send(form);
    if (refused && !refused.byField.business_plan && !refused.byField.package_id) setStep(1);
  };

  const showOne = !enhanced || step === 1 || plans.length === 0;
  const showTwo = plans.length > 0 && (!enhanced || step === 2);
  return (
    <PartnerFrame
      seo={seo}
      title={t('Become a seller')}
      top={top}
      done={done ? t('Thank you for registering your store') : null}
      lead={t('Open your store on Souk: tell us about it, pick your plan, and start selling once we approve it.')}
      before={
        enhanced && plans.length > 0 ? (
          <ol className={css.steps} aria-label={t('Steps')}>
            <li aria-current={step === 1 ? 'step' : undefined}>{t('1. Store information')}</li>
            <li aria-current={step === 2 ? 'step' : undefined}>{t('2. Business plan')}</li>
          </ol>
        ) : null
      }
      general={general}
      kept={Boolean(kept)}
    >
      <form id="registration-form" className={css.form} method="post" action="/api/partner-registration" encType="multipart/form-data" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Store registration')}>
        <input type="hidden" name="kind" value="store" />
        <ActionKeyField kept={kept?.values.idempotency_key} />
        <input type="hidden" name="locale" value={i18n.language === 'ar' ? 'ar' : 'en'} />
        <div hidden={!showOne} className={css.column}>
          <Section title={t('Store')}>
            <div className={css.grid2}>
              <Field label={t('Store name (English)')} name="name" required value={v.name} onChange={set('name')} error={err('name')} />
              <Field label={t('Store name (Arabic)')} name="name_ar" value={v.name_ar} onChange={set('name_ar')} error={err('name_ar')} />
              <Field label={t('Store address (English)')} name="address" required value={v.address} onChange={set('address')} error={err('address')} />
              <Field label={t('Store address (Arabic)')} name="address_ar" value={v.address_ar} onChange={set('address_ar')} error={err('address_ar')} />
            </div>
          </Section>
          <Section title={t('Location')}>
            <div className={css.point}>
              <button type="button" className={css.secondary} onClick={() => setPicking(true)} hidden={!enhanced}>
                {t('Pick the store’s location on the map')}
              </button>
              <span className={css.hint} role="status">
                {v.latitude && v.longitude ? t('Location set on the map') : t('No location yet: pick it on the map, or type its coordinates.')}
              </span>
            </div>
            <div className={css.grid2}>
              <Field label={t('Latitude')} name="latitude" required value={v.latitude} onChange={set('latitude')} error={err('latitude')} />
              <Field label={t('Longitude')} name="longitude" required value={v.longitude} onChange={set('longitude')} error={err('longitude')} />
              <SelectField label={t('Zone')} name="zone_id" required placeholder={t('Choose a zone')} value={v.zone_id} onChange={setZone} options={zones.map((z) => ({ value: String(z.id), label: z.name }))} error={err('zone_id')} />
              <SelectField label={t('Business module')} name="module_id" required placeholder={t('Choose a business module')} value={v.module_id} onChange={set('module_id')} options={zoneModules.map((m) => ({ value: String(m.id), label: m.name }))} error={err('module_id')} />
            </div>
          </Section>
          <Section title={t('Pictures')}>
            <div className={css.grid2}>
              <FileField label={t('Store logo')} name="logo" accept={IMAGE_ACCEPT} required hint={t('jpg, png or gif, at most {{kb}} KB', { kb: switches.imageMaxKb })} error={fileErr('logo')} onFiles={chooseFiles('logo')} />
              <FileField label={t('Cover photo')} name="cover_photo" accept={IMAGE_ACCEPT} required hint={t('jpg, png or gif, at most {{kb}} KB', { kb: switches.imageMaxKb })} error={fileErr('cover_photo')} onFiles={chooseFiles('cover_photo')} />
            </div>
          </Section>
          <Section title={t('Delivery time')}>
            <div className={css.grid3}>
              <Field label={t('Minimum')} name="minimum_delivery_time" type="number" required value={v.minimum_delivery_time} onChange={set('minimum_delivery_time')} error={err('minimum_delivery_time')} />
              <Field label={t('Maximum')} name="maximum_delivery_time" type="number" required value={v.maximum_delivery_time} onChange={set('maximum_delivery_time')} error={err('maximum_delivery_time')} />
              <SelectField label={t('Unit')} name="delivery_time_type" placeholder={t('Minutes')} value={v.delivery_time_type} onChange={set('delivery_time_type')} options={DELIVERY_TIME_UNITS.filter((u) => u !== 'minute').map((u) => ({ value: u, label: t(u === 'hours' ? 'Hours' : 'Days') }))} />
            </div>
          </Section>
          {switches.taxDocument ? (
            <Section title={t('Tax and licence')}>
              <div className={css.grid2}>
                <Field label={t('Tax id')} name="tin" required value={v.tin} onChange={set('tin')} error={err('tin')} />
                <Field label={t('Licence expiry date')} name="tin_expire_date" type="date" value={v.tin_expire_date} onChange={set('tin_expire_date')} error={err('tin_expire_date')} />
              </div>
              <FileField label={t('Tax or licence document')} name="tin_certificate_image" accept={DOCUMENT_ACCEPT} required hint={t('An image or a PDF, at most {{kb}} KB', { kb: switches.imageMaxKb })} error={fileErr('tin_certificate_image')} onFiles={chooseFiles('tin_certificate_image')} />
            </Section>
          ) : null}
          <Section title={t('Owner')}>
            <AccountFields values={v} set={set} error={err} />
          </Section>
          {enhanced && plans.length > 0 ? (
            <div className={css.actions}>
              <button type="submit" className={css.primary}>
                {t('Next')}
              </button>
            </div>
          ) : null}
        </div>
        <div hidden={!showTwo} className={css.column}>
          <Section title={t('Business plan')}>
            {plans.length > 1 ? (
              <div className={css.choices} role="radiogroup" aria-label={t('Business plan')}>
                {plans.map((p) => (
                  <label key={p} className={css.choice}>
                    <input type="radio" name="business_plan" value={p} checked={v.business_plan === p} onChange={() => set('business_plan')(p)} />
                    <span>
                      <strong>{p === 'commission' ? t('Commission') : t('Subscription')}</strong>
                      <span className={css.hint}>{p === 'commission' ? t('Pay {{percent}}% of each order, nothing up front.', { percent: commission ?? 0 }) : t('A fixed price for a period, no commission.')}</span>
                    </span>
                  </label>
                ))}
              </div>
            ) : (
              <input type="hidden" name="business_plan" value={plans[0] ?? ''} />
            )}
            {err('business_plan') ? <p className={css.error}>{err('business_plan')}</p> : null}
            {v.business_plan === 'subscription' || !enhanced ? (
              <div className={css.choices} role="radiogroup" aria-label={t('Subscription package')}>
                {packages.map((p) => (
                  <label key={p.id} className={css.choice}>
                    <input type="radio" name="package_id" value={p.id} checked={v.package_id === String(p.id)} onChange={() => set('package_id')(String(p.id))} />
                    <span>
                      <strong>{p.package_name}</strong> {formatMoney(p.price, money)} · {t('{{days}} days', { days: p.validity })}
                      {p.text ? <span className={css.hint}>{p.text}</span> : null}
                    </span>
                  </label>
                ))}
              </div>
            ) : null}
            {err('package_id') ? <p className={css.error}>{err('package_id')}</p> : null}
          </Section>
        </div>
        <div className={css.actions} hidden={enhanced && plans.length > 0 && step === 1}>
          {enhanced && plans.length > 0 ? (
            <button type="button" className={css.secondary} onClick={() => setStep(1)}>
              {t('Back')}
            </button>
          ) : null}
          <button type="submit" className={css.primary} disabled={busy}>
            {busy ? t('Sending…') : t('Send application')}
          </button>
        </div>
      </form>
      {picking ? (
        <PickLocationDialog
          open
          onClose={() => setPicking(false)}
          onPicked={(at) => {
            set('latitude')(String(at.lat));
            set('longitude')(String(at.lng));
            if (!v.address) set('address')(at.address);
            const zone = at.zoneIds.find((id) => zones.some((z) => z.id === id));
            if (zone) setZone(String(zone));
          }}
        />
      ) : null}
    </PartnerFrame>
  );
}
