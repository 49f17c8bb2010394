import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { FieldFrame, FieldGroup, FormField } from '@/components/FormField';
import { Seo, type SeoMeta } from '@/components/Seo';
import { ACTION_KEY_FIELD, newActionKey, postedActionKey, renewFormKey } from '@/lib/action-key';
import type { FileProblem } from './rules';
import css from './partners.module.css';

/** The form's text field (a plain input: it posts by its name before JavaScript). */
export function Field(props: { label: string; name: string; value: string; onChange: (v: string) => void; error?: string | null; type?: string; required?: boolean; autoComplete?: string; className?: string }) {
  return <FormField idPrefix="partner" {...props} />;
}

type AccountField = 'f_name' | 'l_name' | 'phone' | 'email' | 'password' | 'confirm_password';

/** The account part both applications ask for: name, phone, e-mail and password, twice. */
export function AccountFields({ values, set, error }: { values: Record<AccountField, string>; set: (name: AccountField) => (value: string) => void; error: (name: AccountField) => string | null }) {
  const { t } = useTranslation('partners');
  const field = (name: AccountField, label: string, rest: { type?: string; required?: boolean; autoComplete: string }) => (
    <Field label={label} name={name} value={values[name]} onChange={set(name)} error={error(name)} {...rest} />
  );
  return (
    <div className={css.grid2}>
      {field('f_name', t('First name'), { required: true, autoComplete: 'given-name' })}
      {field('l_name', t('Last name'), { autoComplete: 'family-name' })}
      {field('phone', t('Phone'), { type: 'tel', required: true, autoComplete: 'tel' })}
      {field('email', t('E-mail'), { type: 'email', required: true, autoComplete: 'email' })}
      {field('password', t('Password'), { type: 'password', required: true, autoComplete: 'new-password' })}
      {field('confirm_password', t('Confirm password'), { type: 'password', required: true, autoComplete: 'new-password' })}
    </div>
  );
}

export function SelectField({ label, name, value, onChange, options, error, required, placeholder }: { label: string; name: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; error?: string | null; required?: boolean; placeholder: string }) {
  const id = `partner-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={css.field}>
      <select id={id} name={name} className={css.input} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A file input that posts with the form; the chosen files are reported for the browser's checks, a picture previewed. */
export function FileField({ label, name, accept, multiple, required, error, hint, onFiles }: { label: string; name: string; accept: string; multiple?: boolean; required?: boolean; error?: string | null; hint?: string; onFiles: (files: File[]) => void }) {
  const id = `partner-${name.replace(/\[\]$/, '')}`;
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} errorRole="alert" className={css.field}>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        className={css.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          onFiles(files);
          setPreviews(files.filter((f) => f.type.startsWith('image/')).map((f) => URL.createObjectURL(f)));
        }}
      />
      {hint ? (
        <p className={css.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {previews.length ? (
        <div className={css.previews}>
          {previews.map((u) => (
            // a local preview of the chosen file: a blob URL, shown as it is (nothing to optimise)
            <Image key={u} src={u} alt="" width={64} height={64} className={css.preview} unoptimized />
          ))}
        </div>
      ) : null}
    </FieldFrame>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FieldGroup title={title} classes={css}>
      {children}
    </FieldGroup>
  );
}

/** The answer once the application is kept. */
export function Pending({ title }: { title: string }) {
  const { t } = useTranslation('partners');
  return (
    <div className={css.done} role="status">
      <h2 className={css.doneTitle}>{title}</h2>
      <p>{t('Your application has been received and is pending approval.')}</p>
      <p className={css.hint}>{t('We will e-mail you once it is approved.')}</p>
    </div>
  );
}

export function useFileProblems() {
  const { t } = useTranslation('partners');
  return (p: FileProblem | null) => (p ? t(p.message, p.values) : null);
}

export interface ServerAnswer {
  ok: boolean;
  message?: string;
  errors?: { code: string; message: string }[];
}

/**
 * The form's action key (an Idempotency-Key, src/lib/action-key.ts): a double submit, a retry or a
 * back-and-resubmit of one application sends it once.
 */
export function ActionKeyField({ kept }: { kept?: string }) {
  // a form sent back after an unknown outcome (no answer yet) keeps its key: sending it again is the same application
  const [key] = useState(() => postedActionKey(kept) ?? newActionKey());
  return <input type="hidden" name={ACTION_KEY_FIELD} defaultValue={key} suppressHydrationWarning />;
}

/**
 * Posts the form as it is (files included) to the registration target, asking for JSON. After an
 * answered refusal the next submit is a new application (a new key); after a failure whose outcome
 * is unknown (no answer, 409, 5xx) the key stays, so sending again gets the first answer.
 */
export async function postRegistration(form: HTMLFormElement): Promise<ServerAnswer> {
  try {
    const res = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } });
    if (res.status === 422) renewFormKey(form);
    return (await res.json()) as ServerAnswer;
  } catch {
    return { ok: false, errors: [{ code: 'form', message: 'The application could not be sent.' }] };
  }
}

/**
 * A registration page around its form: the title, then either the pending answer (`done`, its
 * thanks) or the lead, what comes before the form (the store's steps), the refusal and, after a
 * refusal without JavaScript, the reminder to choose the files again.
 */
export function PartnerFrame({ seo, title, top, done, lead, before, general, kept, children }: {
  seo: SeoMeta;
  title: string;
  top: RefObject<HTMLDivElement | null>;
  done: string | null;
  lead: string;
  before?: ReactNode;
  general: string | null;
  kept: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('partners');
  return (
    <>
      <Seo meta={seo} />
      <div className={css.page} ref={top}>
        <h1 className={css.title}>{title}</h1>
        {done !== null ? (
          <Pending title={done} />
        ) : (
          <>
            <p className={css.lead}>{lead}</p>
            {before}
            {general ? (
              <p className={css.alert} role="alert">
                {general}
              </p>
            ) : null}
            {kept ? <p className={css.hint}>{t('Choose your files again before sending.')}</p> : null}
            {children}
          </>
        )}
      </div>
    </>
  );
}
