import type { ReactNode } from 'react';
import { TruckIcon } from './icons';
import './empty-state.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Replaces the default truck icon. */
  icon?: ReactNode;
  /** A call to action under the text. */
  action?: ReactNode;
}

/** What a list or region shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="fleet-empty-state" data-testid="empty-state">
      <span className="fleet-empty-state__icon">{icon ?? <TruckIcon size={36} />}</span>
      <p className="fleet-empty-state__title">{title}</p>
      {description ? <p className="fleet-empty-state__body">{description}</p> : null}
      {action}
    </div>
  );
}
