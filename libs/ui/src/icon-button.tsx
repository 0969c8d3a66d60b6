import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Tooltip } from './tooltip';
import './icon-button.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name, also shown as the tooltip. */
  label: string;
  /** The icon. */
  children: ReactNode;
  /** A count in a red bubble; hidden when 0 or absent. */
  badge?: number;
  /** `data-testid` of the count bubble. */
  badgeTestId?: string;
}

/** A round button with only an icon, named by `label` and explained by a tooltip. */
export function IconButton({ label, children, badge, badgeTestId, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <Tooltip content={label}>
      <button type={type} className={['fleet-icon-button', className].filter(Boolean).join(' ')} aria-label={label} {...rest}>
        {children}
        {badge ? (
          <span className="fleet-icon-button__badge" data-testid={badgeTestId} aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </button>
    </Tooltip>
  );
}
