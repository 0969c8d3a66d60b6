import { useId, type ReactNode } from 'react';

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message beside the field; marks it invalid. */
  error?: string;
  /** `data-testid` of the select. */
  testId: string;
  disabled?: boolean;
  /** The options (and option groups). */
  children: ReactNode;
}

/** A labelled select with its message, as TextField is for text. */
export function SelectField({ label, value, onChange, error, testId, disabled, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="fleet-field">
      <label className="fleet-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="fleet-field__input" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} data-testid={testId}>
        {children}
      </select>
      {error ? (
        <span id={`${id}-error`} className="fleet-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
