import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';
import './button.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button while an action runs. @default false */
  loading?: boolean;
  /** Stretches to the container's width. @default false */
  block?: boolean;
}

/** The shell's button. `type` defaults to 'button' so that it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['fleet-button', `fleet-button--${variant}`, size === 'sm' && 'fleet-button--sm', block && 'fleet-button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size={14} label="" /> : null}
      {children}
    </button>
  );
}
