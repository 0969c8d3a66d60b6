import { useAssets, useDrivers, useTransportClients, useTrips } from '@fleet/api';
import { WEB_TEXTS } from '@fleet/domain';
import { ErrorPanel } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { timeZoneAtom } from '../session/session-atoms';
import type { TripFilter, TripView } from './trip-board-logic';
import { TripDialogContainer } from './trip-dialog-container';
import { TripsView } from './trips-view';
import { useNow } from './use-now';
import { usePeriod } from './use-period';
import { useTripActions } from './use-trip-actions';

/**
 * The Trips tab: the trips of the period (this week by default, in the user's zone) narrowed by client, driver and
 * vehicle on the server and by status here, their on-time figures, the board or the list, "New trip" and each trip's
 * actions. Anyone with the Transport page plans and dispatches trips on the vehicles they see.
 */
export function TripsPanel({ onNavigate }: { onNavigate: (href: string) => void }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const period = usePeriod(timeZone);
  const [filter, setFilter] = useState<TripFilter>({});
  const [view, setView] = useState<TripView>('board');
  const [creating, setCreating] = useState(false);
  const trips = useTrips({ from: period.bounds.from, to: period.bounds.to, clientId: filter.clientId, driverId: filter.driverId, assetId: filter.assetId });
  const drivers = useDrivers();
  const clients = useTransportClients();
  const assets = useAssets();
  const actions = useTripActions();
  // The cards' countdown: every 30 s (the trips themselves are read again every 15 s).
  const now = useNow(30_000);

  if (trips.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={trips.error.message} onRetry={() => void trips.refetch()} />;
  return (
    <div data-testid="trips-panel">
      <TripsView
        trips={trips.data?.trips ?? []}
        figures={trips.data?.figures ?? null}
        loading={trips.isPending}
        timeZone={timeZone}
        now={now}
        period={period.choice}
        onPeriodChange={period.setChoice}
        periodError={period.error}
        filter={filter}
        onFilterChange={setFilter}
        view={view}
        onViewChange={setView}
        clients={(clients.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
        drivers={(drivers.data ?? []).map((d) => ({ id: d.id, name: d.name }))}
        vehicles={assets.data ?? []}
        onNew={() => setCreating(true)}
        onNavigate={onNavigate}
        {...actions.handlers}
      />
      {creating ? <TripDialogContainer editing="new" onClose={() => setCreating(false)} /> : null}
      {actions.dialog}
    </div>
  );
}
