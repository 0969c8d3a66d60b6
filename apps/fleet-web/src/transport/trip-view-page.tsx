import { isApiError, useMapConfig, useSaveProofOfDelivery, useTrip, useTrips } from '@fleet/api';
import { TRANSPORT_TEXTS, WEB_TEXTS, type TransportTrip, type TripStop } from '@fleet/domain';
import { EmptyState, ErrorPanel, LoadingOverlay, PageHeader } from '@fleet/ui';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';
import { useMaintenanceFiles } from '../maintenance/maintenance-files';
import { mapTypeAtom } from '../monitor/monitor-atoms';
import { timeZoneAtom } from '../session/session-atoms';
import { routeId } from './transport-tabs';
import { ProofOfDeliveryDialog } from './trip-action-dialogs';
import { TripList } from './trip-board';
import { TRANSPORT_HREFS } from './trip-board-logic';
import { TripDialogContainer } from './trip-dialog-container';
import { TripMap } from './trip-map';
import { ShareLinkDialogContainer } from '../share/share-link-dialog-container';
import { TripPanel } from './trip-panel';
import { usePeriod } from './use-period';
import { useTripActions } from './use-trip-actions';
import './transport.css';

/** The trips of the last 7 days, to pick one from. */
function RecentTrips({ onNavigate }: { onNavigate: (href: string) => void }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const { bounds, now } = usePeriod(timeZone, 'last-7-days');
  const trips = useTrips({ from: bounds.from, to: bounds.to });
  if (trips.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={trips.error.message} onRetry={() => void trips.refetch()} />;
  if (trips.isPending) return <LoadingOverlay visible label="Loading trips" />;
  return (
    <section data-testid="trip-pick">
      <p className="muted">The trips of the last 7 days: choose one.</p>
      {trips.data.trips.length === 0 ? <EmptyState title="No trips in the last 7 days" /> : <TripList trips={trips.data.trips} timeZone={timeZone} now={now} onNavigate={onNavigate} />}
    </section>
  );
}

/** One trip: its map and its panel, read again every 10 s while it is under way; its actions and proof of delivery. */
function TripDetail({ tripId, onNavigate }: { tripId: number; onNavigate: (href: string) => void }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const detail = useTrip(tripId);
  const mapConfig = useMapConfig();
  const [mapType, setMapType] = useAtom(mapTypeAtom);
  const actions = useTripActions();
  const pod = useSaveProofOfDelivery();
  const { upload, openFile } = useMaintenanceFiles();
  const [editing, setEditing] = useState<TransportTrip | null>(null);
  const [podStop, setPodStop] = useState<TripStop | null>(null);
  const [sharing, setSharing] = useState(false);
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) return <EmptyState title="No such trip" description="It is not one of the trips of the vehicles you see." />;
    return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={detail.error.message} onRetry={() => void detail.refetch()} />;
  }
  if (detail.isPending) return <LoadingOverlay visible label="Loading the trip" />;
  const { trip, route, events } = detail.data;
  return (
    <div className="transport-trip-view" data-testid="trip-view" data-trip-id={trip.id} data-status={trip.displayStatus}>
      <TripMap trip={trip} route={route} mapType={mapType} styles={mapConfig.data?.styles} onMapTypeChange={setMapType} attribution={mapConfig.data?.attribution} />
      <TripPanel
        trip={trip}
        events={events}
        timeZone={timeZone}
        onNavigate={onNavigate}
        onEdit={setEditing}
        onPod={(stop) => {
          pod.reset();
          setPodStop(stop);
        }}
        onShare={() => setSharing(true)}
        onOpenFile={openFile}
        {...actions.handlers}
      />
      {sharing ? <ShareLinkDialogContainer assetId={trip.assetId} assetName={trip.assetName} trip={trip} onClose={() => setSharing(false)} /> : null}
      {editing ? <TripDialogContainer editing={editing} onClose={() => setEditing(null)} /> : null}
      {actions.dialog}
      <ProofOfDeliveryDialog
        target={podStop ? { trip, stop: trip.stops.find((s) => s.seq === podStop.seq) ?? podStop } : null}
        upload={upload}
        onOpenFile={openFile}
        submitting={pod.isPending}
        serverErrors={isApiError(pod.error) ? serverFieldError(pod.error) : {}}
        onCancel={() => setPodStop(null)}
        onSubmit={(body) =>
          pod.mutate(
            { tripId: trip.id, seq: podStop!.seq, ...body },
            {
              onSuccess: (r) => {
                toast.success(r.message || TRANSPORT_TEXTS.podSaved);
                setPodStop(null);
              },
            },
          )
        }
      />
    </div>
  );
}

/** /trips/trip-view/{-$tripId} (page key tms): one trip on the map beside its panel; without an id, the recent trips. */
export function TripViewPage() {
  const params = useParams({ strict: false }) as { tripId?: string };
  const navigate = useNavigate();
  const tripId = routeId(params.tripId);
  const follow = (href: string) => void navigate({ href });
  return (
    <div className="page" data-testid="trip-view-page">
      <PageHeader title="Trip" breadcrumb={[{ label: TRANSPORT_TEXTS.title, href: TRANSPORT_HREFS.trips() }, { label: 'Trip' }]} onNavigate={follow} />
      {tripId === null ? <RecentTrips onNavigate={follow} /> : <TripDetail key={tripId} tripId={tripId} onNavigate={follow} />}
    </div>
  );
}
