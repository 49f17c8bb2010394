import type { ChangeEvent, ReactNode } from 'react';
import css from './form-field.module.css';

export interface FormFieldProps {
  /** Starts the control's id (`<idPrefix>-<name>`), so two forms on one page never share one. */
  idPrefix: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  error?: string | null;
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
}

/** A labelled text field of a plain HTML form (checkout, parcel booking): it posts by its name before JavaScript, and says what is wrong under itself. */
export function FormField({ idPrefix, label, name, value, onChange, type = 'text', required, error, autoComplete, multiline, className }: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
  const props = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: css.input,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className ? `${css.field} ${className}` : css.field}>
      {multiline ? <textarea rows={2} {...props} /> : <input type={type} {...props} />}
    </FieldFrame>
  );
}

/** A plain form's field around its control: the label (with * when required) and, under the control, what is wrong (`<id>-error`, for aria-describedby). */
export function FieldFrame({ id, label, required, error, errorRole, className, children }: { id: string; label: string; required?: boolean; error?: string | null; errorRole?: 'alert'; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {children}
      {error ? (
        <p className={css.error} id={`${id}-error`} role={errorRole}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A plain form's group of fields under its title (a fieldset and its legend), in the form's own look. */
export function FieldGroup({ title, classes, children }: { title: string; classes: { section?: string; legend?: string }; children: ReactNode }) {
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}
