import { useId, type InputHTMLAttributes } from 'react';
import './text-field.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label, tied to the input. */
  label: string;
  /** Error under the input; marks it invalid. */
  error?: string;
  /** Help under the input. */
  hint?: string;
  /** Input id; generated when absent. */
  id?: string;
}

/** A labelled input with its error and hint. Controlled or not, as the caller decides. */
export function TextField({ label, error, hint, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="fleet-field">
      <label className="fleet-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="fleet-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint ? (
        <span id={hintId} className="fleet-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="fleet-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
