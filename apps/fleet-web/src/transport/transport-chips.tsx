import { STOP_STATE_STYLES, TRIP_STATUS_STYLES, type Driver, type StopState, type TransportTrip, type TripDisplayStatus } from '@fleet/domain';
import type { MouseEvent, ReactNode } from 'react';

/** A trip's display status as a coloured chip. */
export function TripStatusChip({ status }: { status: TripDisplayStatus }) {
  const style = TRIP_STATUS_STYLES[status];
  return (
    <span className="transport-chip" style={{ background: style.color }} data-status={status} data-testid="trip-status">
      {style.label}
    </span>
  );
}

/** A stop's state as a coloured chip. */
export function StopStateChip({ state }: { state: StopState }) {
  const style = STOP_STATE_STYLES[state];
  return (
    <span className="transport-chip" style={{ background: style.color }} data-state={state} data-testid="trip-stop-state">
      {style.label}
    </span>
  );
}

/** The licence states as they read and show. */
export const LICENCE_STYLES: Record<NonNullable<Driver['licenceState']>, { label: string; color: string }> = {
  ok: { label: 'Valid', color: '#43A047' },
  'due-soon': { label: 'Expires soon', color: '#FB8C00' },
  expired: { label: 'Expired', color: '#E53935' },
};

/** A driver's licence: its expiry with its state as a chip (valid, expires soon, expired), or "No expiry". */
export function LicenceChip({ driver }: { driver: Pick<Driver, 'licenceExpiry' | 'licenceState'> }) {
  if (driver.licenceState === null || driver.licenceExpiry === null) return <span className="muted">No expiry</span>;
  const style = LICENCE_STYLES[driver.licenceState];
  return (
    <span className="transport-licence">
      {driver.licenceExpiry}{' '}
      <span className="transport-chip" style={{ background: style.color }} data-state={driver.licenceState} data-testid="driver-licence">
        {style.label}
      </span>
    </span>
  );
}

/** The late flag of a trip that was late without the status saying so (a completed trip that reached a stop late). */
export function LateFlag({ trip }: { trip: Pick<TransportTrip, 'late' | 'displayStatus'> }) {
  if (!trip.late || trip.displayStatus === 'late') return null;
  return (
    <span className="transport-late" data-testid="trip-late">
      Late
    </span>
  );
}

/** Props of {@link AppLink}. */
export interface AppLinkProps {
  /** Where it leads (copy, middle-click and the context menu keep working). */
  href: string;
  /** Called on a plain click instead of following the link (the app navigates). */
  onNavigate: (href: string) => void;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A real link to another page of the app that a plain click follows in the app (no reload). */
export function AppLink({ href, onNavigate, children, className, 'data-testid': testId }: AppLinkProps) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} onClick={click} className={className ?? 'transport-link'} data-testid={testId}>
      {children}
    </a>
  );
}
