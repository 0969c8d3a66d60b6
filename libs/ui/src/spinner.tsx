import './spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter, px. @default 20 */
  size?: number;
  /** Accessible text; an empty string hides the spinner from assistive tech. @default 'Loading' */
  label?: string;
}

/** A turning ring that says something is loading. */
export function Spinner({ size = 20, label = 'Loading' }: SpinnerProps) {
  return (
    <span className="fleet-spinner" role={label ? 'status' : undefined} aria-label={label || undefined} aria-hidden={label ? undefined : true}>
      <span className="fleet-spinner__ring" style={{ width: size, height: size }} />
    </span>
  );
}
