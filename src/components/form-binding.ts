import type { FormikProps } from 'formik';

type BindableForm<V> = Pick<FormikProps<V>, 'values' | 'touched' | 'errors' | 'handleChange' | 'handleBlur' | 'setFieldValue'>;
type StringKey<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V] & string;

/**
 * Binds a formik form's text fields to MUI inputs: `err` is a field's translated error once it was
 * touched; `text` spreads name, value, change, blur and error onto a TextField (or PasswordField);
 * `phone` does the same for a PhoneField, which reports its value rather than an event.
 */
export function formBinding<V>(form: BindableForm<V>, t: (key: string) => string) {
  const err = (name: keyof V & string): string | undefined => {
    const error: unknown = form.errors[name];
    return form.touched[name] && typeof error === 'string' && error ? t(error) : undefined;
  };
  const text = (name: StringKey<V>) => ({
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(err(name)),
    helperText: err(name),
  });
  const phone = (name: StringKey<V>) => ({
    name,
    value: String(form.values[name] ?? ''),
    onValueChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: Boolean(err(name)),
    helperText: err(name),
  });
  return { err, text, phone };
}
