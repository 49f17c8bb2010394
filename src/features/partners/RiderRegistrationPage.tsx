import { useTranslation } from '@/lib/i18n';
import { useState, type FormEvent } from 'react';
import { EARNING_TYPES, earningsOffered, IDENTITY_TYPES, IMAGE_ACCEPT, MAX_IDENTITY_IMAGES, MSG } from '@/contract/partner-rules';
import { AccountFields, ActionKeyField, Field, FileField, PartnerFrame, Section, SelectField, useFileProblems } from './fields';
import type { PartnerPageProps } from './load';
import { useRegistrationForm } from './registration-form';
import { fileProblem, riderSchema } from './rules';
import css from './partners.module.css';

const TEXT_FIELDS = ['f_name', 'l_name', 'phone', 'email', 'password', 'confirm_password', 'identity_type', 'identity_number', 'vehicle_id', 'zone_id', 'earning'] as const;
const FILE_FIELDS = ['identity_image', 'image'] as const;
type FileFieldName = (typeof FILE_FIELDS)[number];

const IDENTITY_LABELS: Record<(typeof IDENTITY_TYPES)[number], string> = { passport: 'Passport', driving_license: 'Driving licence', nid: 'National id' };

/** /deliveryman-registration: the rider, their identity, vehicle, zone and earning, and a profile picture. A real multipart form before JavaScript. */
export function RiderRegistrationPage({ seo, switches, zones, vehicles, kept, submitted }: PartnerPageProps) {
  const { t, i18n } = useTranslation('partners');
  const fileMessage = useFileProblems();
  const earnings = earningsOffered(switches);
  const [files, setFiles] = useState<Record<FileFieldName, File[]>>({ identity_image: [], image: [] });
  const { values: v, set, err, fileErr, setFileErrors, touch, send, busy, done, top, general, setGeneral, formik } = useRegistrationForm({
    textFields: TEXT_FIELDS,
    fileFields: FILE_FIELDS,
    kept,
    submitted,
    validationSchema: riderSchema(earnings.length > 1),
    prepare: (initial) => {
      if (earnings.length === 1) initial.earning = EARNING_TYPES[earnings[0]!];
    },
    t: (key) => t(key),
  });

  const problems = (chosen: Record<FileFieldName, File[]>, required: boolean) => {
    const maxKb = switches.imageMaxKb;
    return {
      identity_image: fileMessage(fileProblem(chosen.identity_image, { required: required ? MSG.identityImageRequired : null, maxKb, max: MAX_IDENTITY_IMAGES })),
      image: fileMessage(fileProblem(chosen.image, { required: required ? MSG.imageRequired : null, maxKb })),
    };
  };
  const chooseFiles = (name: FileFieldName) => (chosen: File[]) => {
    const next = { ...files, [name]: chosen };
    setFiles(next);
    setFileErrors((x) => ({ ...x, [name]: problems(next, false)[name] ?? undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setGeneral(null);
    const errors = await formik.validateForm();
    await touch(TEXT_FIELDS);
    const found = problems(files, true);
    setFileErrors({ identity_image: found.identity_image ?? undefined, image: found.image ?? undefined });
    if (Object.keys(errors).length || found.identity_image || found.image) return;
    await send(form);
  };

  const hint = t('jpg, png or gif, at most {{kb}} KB', { kb: switches.imageMaxKb });
  return (
    <PartnerFrame
      seo={seo}
      title={t('Become a delivery man')}
      top={top}
      done={done ? t('Thank you for applying to deliver with us') : null}
      lead={t('Deliver with Souk: apply as a rider with your identity and vehicle, and start once we approve you.')}
      general={general}
      kept={Boolean(kept)}
    >
      <form id="registration-form" className={css.form} method="post" action="/api/partner-registration" encType="multipart/form-data" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Delivery man registration')}>
        <input type="hidden" name="kind" value="rider" />
        <ActionKeyField kept={kept?.values.idempotency_key} />
        <input type="hidden" name="locale" value={i18n.language === 'ar' ? 'ar' : 'en'} />
        <div className={css.column}>
          <Section title={t('About you')}>
            <AccountFields values={v} set={set} error={err} />
            <FileField label={t('Profile image')} name="image" accept={IMAGE_ACCEPT} required hint={hint} error={fileErr('image')} onFiles={chooseFiles('image')} />
          </Section>
          <Section title={t('Identity')}>
            <div className={css.grid2}>
              <SelectField label={t('Identity type')} name="identity_type" required placeholder={t('Choose an identity type')} value={v.identity_type} onChange={set('identity_type')} options={IDENTITY_TYPES.map((x) => ({ value: x, label: t(IDENTITY_LABELS[x]) }))} error={err('identity_type')} />
              <Field label={t('Identity number')} name="identity_number" required value={v.identity_number} onChange={set('identity_number')} error={err('identity_number')} />
            </div>
            <FileField label={t('Identity images (up to 2)')} name="identity_image[]" accept={IMAGE_ACCEPT} multiple required hint={hint} error={fileErr('identity_image')} onFiles={chooseFiles('identity_image')} />
          </Section>
          <Section title={t('Work')}>
            <div className={css.grid2}>
              <SelectField label={t('Vehicle')} name="vehicle_id" required placeholder={t('Choose a vehicle')} value={v.vehicle_id} onChange={set('vehicle_id')} options={vehicles.map((x) => ({ value: String(x.id), label: x.name }))} error={err('vehicle_id')} />
              <SelectField label={t('Zone')} name="zone_id" required placeholder={t('Choose a zone')} value={v.zone_id} onChange={set('zone_id')} options={zones.map((z) => ({ value: String(z.id), label: z.name }))} error={err('zone_id')} />
            </div>
            {earnings.length > 1 ? (
              <div className={css.choices} role="radiogroup" aria-label={t('Earning type')}>
                {earnings.map((e) => (
                  <label key={e} className={css.choice}>
                    <input type="radio" name="earning" value={EARNING_TYPES[e]} checked={v.earning === EARNING_TYPES[e]} onChange={() => set('earning')(EARNING_TYPES[e])} />
                    <span>
                      <strong>{e === 'freelancer' ? t('Freelancer') : t('Salaried')}</strong>
                      <span className={css.hint}>{e === 'freelancer' ? t('Paid for each delivery, your own hours.') : t('A monthly salary, set shifts.')}</span>
                    </span>
                  </label>
                ))}
              </div>
            ) : (
              <input type="hidden" name="earning" value={v.earning} />
            )}
            {err('earning') ? <p className={css.error}>{err('earning')}</p> : null}
          </Section>
          <div className={css.actions}>
            <button type="submit" className={css.primary} disabled={busy}>
              {busy ? t('Sending…') : t('Send application')}
            </button>
          </div>
        </div>
      </form>
    </PartnerFrame>
  );
}
