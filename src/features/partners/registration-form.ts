import { useFormik, type FormikConfig, type FormikErrors, type FormikTouched } from 'formik';
import { useRef, useState } from 'react';
import { postRegistration } from './fields';
import { errorsByField, splitServerErrors, type PartnerFormState } from './form-state';

export interface RegistrationFormOptions<T extends string, F extends string> {
  textFields: readonly T[];
  fileFields: readonly F[];
  /** What was typed and why it was refused, after the form posted without JavaScript. */
  kept: PartnerFormState | null;
  submitted: boolean;
  validationSchema: FormikConfig<Record<T, string>>['validationSchema'];
  /** Fills in the defaults (a single choice, a unit) of the values the form starts with. */
  prepare?: (initial: Record<T, string>) => void;
  t: (key: string) => string;
}

/**
 * The state both partner registrations share: the text fields in formik (with what the no-JavaScript
 * refusal kept, and its errors), the file errors, the refusal shown above the form, and `send`,
 * which posts the form and spreads a refusal over the fields (returning it) or shows the thanks.
 */
export function useRegistrationForm<T extends string, F extends string>({ textFields, fileFields, kept, submitted, validationSchema, prepare, t }: RegistrationFormOptions<T, F>) {
  const [done, setDone] = useState(submitted);
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<Partial<Record<F, string>>>({});
  const top = useRef<HTMLDivElement>(null);

  type Values = Record<T, string>;
  // formik's error and touched types are conditional on each value's type, which a generic key leaves open: every value here is a string
  const touched = (fields: readonly T[]) => Object.fromEntries(fields.map((f) => [f, true])) as FormikTouched<Values>;
  const keptErrors = errorsByField(kept?.errors ?? []);
  const initial = Object.fromEntries(textFields.map((f) => [f, kept?.values[f] ?? ''])) as Values;
  prepare?.(initial);
  const formik = useFormik<Values>({
    initialValues: initial,
    initialErrors: Object.fromEntries(textFields.filter((f) => keptErrors[f]).map((f) => [f, keptErrors[f]])) as FormikErrors<Values>,
    initialTouched: touched(textFields.filter((f) => keptErrors[f])),
    validationSchema,
    onSubmit: () => undefined,
  });
  const set = (name: T) => (value: string) => {
    void formik.setFieldValue(name, value);
    void formik.setFieldTouched(name, true, false);
  };
  const err = (name: T) => (formik.touched[name] && formik.errors[name] ? t(formik.errors[name] as string) : null);
  const fileErr = (name: F) => fileErrors[name] ?? (keptErrors[name] || null);
  const known = new Set<string>([...textFields, ...fileFields]);
  const generalKept = kept?.errors.find((e) => !known.has(e.code.replace(/\[\]$/, '')))?.message ?? null;
  const touch = (fields: readonly T[]) => formik.setTouched(touched(fields), false);

  const send = async (form: HTMLFormElement) => {
    setBusy(true);
    const answer = await postRegistration(form);
    setBusy(false);
    if (answer.ok) {
      setDone(true);
      top.current?.scrollIntoView({ block: 'start' });
      return null;
    }
    const refused = splitServerErrors(answer.errors ?? [], textFields, fileFields);
    formik.setErrors(refused.text as FormikErrors<Values>);
    setFileErrors(refused.files);
    setGeneral(refused.other ? t(refused.other.message) : null);
    return refused;
  };

  return { formik, values: formik.values, set, err, fileErr, setFileErrors, touch, send, busy, done, top, general: general ?? generalKept, setGeneral };
}
