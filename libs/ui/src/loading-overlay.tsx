import { Spinner } from './spinner';
import './loading-overlay.css';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Shown when true; renders nothing otherwise. */
  visible: boolean;
  /** Text under the spinner. @default 'Loading' */
  label?: string;
  /** Covers the viewport instead of the nearest positioned parent. @default false */
  fullscreen?: boolean;
}

/** A translucent layer with a spinner over a region (or the whole page) while it loads. */
export function LoadingOverlay({ visible, label = 'Loading', fullscreen = false }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className={`fleet-loading-overlay${fullscreen ? ' fleet-loading-overlay--fixed' : ''}`} data-testid="loading-overlay">
      <Spinner size={36} label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
