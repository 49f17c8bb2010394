import type { ChangeEvent } from 'react';
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
    <div className={className ? `${css.field} ${className}` : css.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {multiline ? <textarea rows={2} {...props} /> : <input type={type} {...props} />}
      {error ? (
        <p className={css.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
