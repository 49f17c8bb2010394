import { useTranslation } from '@/lib/i18n';
import type { SavedAddress } from '@/api/addresses';
import { FormField, type FormFieldProps } from '@/components/FormField';
import { partyFromSaved, type PartyDraft, type Problems } from './rules';
import css from './parcel.module.css';

export function Field(props: Omit<FormFieldProps, 'idPrefix'>) {
  return <FormField idPrefix="parcel" {...props} />;
}

/** The sender's or the receiver's name, phone, address (typed, or picked on the map) and door details. */
export function PartyFields({ who, party, onChange, problems, onPick, emailLabel, saved = [] }: { who: 'sender' | 'receiver'; party: PartyDraft; onChange: (p: PartyDraft) => void; problems: Problems; onPick: () => void; emailLabel: string; saved?: SavedAddress[] }) {
  const { t } = useTranslation('parcel');
  const set = (key: keyof PartyDraft) => (v: string) => onChange({ ...party, [key]: v, ...(key === 'address' ? { lat: '', lng: '' } : {}) });
  const err = (key: 'name' | 'phone' | 'address') => {
    const p = problems[`${who}_${key}`];
    return p ? t(p) : null;
  };
  return (
    <fieldset className={css.section}>
      <legend className={css.legend}>{who === 'sender' ? t('Sender') : t('Receiver')}</legend>
      <Field label={t('Name')} name={`${who}_name`} required autoComplete={who === 'sender' ? 'name' : 'off'} value={party.name} onChange={set('name')} error={err('name')} />
      <Field label={t('Phone')} name={`${who}_phone`} type="tel" required autoComplete={who === 'sender' ? 'tel' : 'off'} value={party.phone} onChange={set('phone')} error={err('phone')} />
      <Field label={emailLabel} name={`${who}_email`} type="email" autoComplete={who === 'sender' ? 'email' : 'off'} value={party.email} onChange={set('email')} />
      {saved.length ? (
        <div className={css.field}>
          <label htmlFor={`parcel-${who}-saved`}>{t('Saved addresses')}</label>
          <select
            id={`parcel-${who}-saved`}
            className={css.input}
            value=""
            onChange={(e) => {
              const chosen = saved.find((a) => String(a.id) === e.target.value);
              if (chosen) onChange(partyFromSaved(chosen, party));
            }}
          >
            <option value="">{t('Choose a saved address')}</option>
            {saved.map((a) => (
              <option key={a.id} value={a.id}>
                {a.address_label || a.address_type ? `${a.address_label || a.address_type}: ${a.address}` : a.address}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Field label={who === 'sender' ? t('Pickup address') : t('Drop-off address')} name={`${who}_address`} required value={party.address} onChange={set('address')} error={err('address')} />
      <input type="hidden" name={`${who}_lat`} value={party.lat} />
      <input type="hidden" name={`${who}_lng`} value={party.lng} />
      <div className={css.point}>
        <button type="button" className={css.secondary} onClick={onPick}>
          {who === 'sender' ? t('Pick the pickup point on the map') : t('Pick the drop-off point on the map')}
        </button>
        <span className={css.muted} role="status">
          {party.lat && party.lng ? t('Point set on the map') : t('Or type an address: the server finds it')}
        </span>
      </div>
      <div className={css.grid3}>
        <Field label={t('House')} name={`${who}_house`} value={party.house} onChange={set('house')} />
        <Field label={t('Floor')} name={`${who}_floor`} value={party.floor} onChange={set('floor')} />
        <Field label={t('Road')} name={`${who}_road`} value={party.road} onChange={set('road')} />
      </div>
    </fieldset>
  );
}
