import type { ReactNode } from 'react';
import { Button } from './button';
import { AlertIcon } from './icons';
import './error-panel.css';

/** Props of {@link ErrorPanel}. */
export interface ErrorPanelProps {
  title: string;
  message?: ReactNode;
  /** A stable error code shown small under the message (e.g. ChunkLoadError). */
  code?: string;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** @default 'Retry' */
  retryLabel?: string;
  /** More actions beside the retry button. */
  actions?: ReactNode;
}

/** A recoverable failure: what went wrong and a way to try again. Announced as an alert. */
export function ErrorPanel({ title, message, code, onRetry, retryLabel = 'Retry', actions }: ErrorPanelProps) {
  return (
    <div className="fleet-error-panel" role="alert" data-testid="error-panel" data-error-code={code}>
      <AlertIcon size={32} className="fleet-error-panel__icon" />
      <p className="fleet-error-panel__title">{title}</p>
      {message ? <p className="fleet-error-panel__message">{message}</p> : null}
      {code ? <span className="fleet-error-panel__code">{code}</span> : null}
      {onRetry || actions ? (
        <div className="fleet-error-panel__actions">
          {onRetry ? (
            <Button onClick={onRetry} data-testid="error-retry">
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
