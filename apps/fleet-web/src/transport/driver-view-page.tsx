import { isApiError, useDriverSummary, useDrivers } from '@fleet/api';
import { TRANSPORT_TEXTS, WEB_TEXTS } from '@fleet/domain';
import { EmptyState, ErrorPanel, LoadingOverlay, PageHeader } from '@fleet/ui';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { timeZoneAtom } from '../session/session-atoms';
import { DriverProfile } from './driver-profile';
import { PickList } from './pick-list';
import { routeId } from './transport-tabs';
import { TRANSPORT_HREFS } from './trip-board-logic';
import { usePeriod } from './use-period';
import { useUploadImage } from './use-upload-image';
import './transport.css';

/** The drivers to pick one from. */
function DriverPick({ onNavigate }: { onNavigate: (href: string) => void }) {
  const drivers = useDrivers();
  if (drivers.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={drivers.error.message} onRetry={() => void drivers.refetch()} />;
  if (drivers.isPending) return <LoadingOverlay visible label="Loading drivers" />;
  return <PickList noun="drivers" items={drivers.data.map((d) => ({ id: d.id, name: d.name, detail: d.assetName ?? undefined, inactive: !d.active }))} hrefOf={TRANSPORT_HREFS.driver} onNavigate={onNavigate} testId="driver-pick" />;
}

/** A driver's summary in a period (this week by default). */
function DriverSummaryView({ driverId, onNavigate }: { driverId: number; onNavigate: (href: string) => void }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const period = usePeriod(timeZone);
  const summary = useDriverSummary(driverId, period.bounds);
  const photo = useUploadImage(summary.data?.driver.photoUrl ?? null);
  if (summary.isError) {
    if (isApiError(summary.error) && summary.error.status === 404) return <EmptyState title="No such driver" />;
    return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={summary.error.message} onRetry={() => void summary.refetch()} />;
  }
  if (!summary.data) return <LoadingOverlay visible label="Loading the driver" />;
  return (
    <DriverProfile summary={summary.data} photoSrc={photo} period={period.choice} onPeriodChange={period.setChoice} periodError={period.error} timeZone={timeZone} now={period.now} onNavigate={onNavigate} />
  );
}

/** /trips/driver-view/{-$driverId} (page key tms): a driver's profile and performance; without an id, the drivers. */
export function DriverViewPage() {
  const params = useParams({ strict: false }) as { driverId?: string };
  const navigate = useNavigate();
  const driverId = routeId(params.driverId);
  const follow = (href: string) => void navigate({ href });
  return (
    <div className="page" data-testid="driver-view-page">
      <PageHeader title="Driver" breadcrumb={[{ label: TRANSPORT_TEXTS.title, href: TRANSPORT_HREFS.trips('drivers') }, { label: 'Driver' }]} onNavigate={follow} />
      {driverId === null ? <DriverPick onNavigate={follow} /> : <DriverSummaryView key={driverId} driverId={driverId} onNavigate={follow} />}
    </div>
  );
}
