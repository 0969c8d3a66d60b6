import { useNavigate, useParams } from '@tanstack/react-router';
import { monitorHref } from './monitor-href';
import { MonitorPage } from './monitor-page';
import { isMonitorView, type MonitorView } from './monitor-views';

interface LooseParams {
  view?: string;
  assetName?: string;
  assetId?: string;
}

/** /monitor/{-$view}/{-$assetName}/{-$assetId}: the Monitor with its views (the guard checked the view's page key). */
export function MonitorRoutePage() {
  const params = useParams({ strict: false }) as LooseParams;
  const navigate = useNavigate();
  const view: MonitorView = isMonitorView(params.view) ? params.view : 'map';
  return (
    <MonitorPage
      routeName="monitor"
      view={view}
      assetName={params.assetName}
      assetId={params.assetId}
      onViewChange={(next) => void navigate({ href: monitorHref(next, params.assetName, params.assetId) })}
    />
  );
}

/** /map/{-$assetName}/{-$assetId}: the map view. */
export function MapRoutePage() {
  const params = useParams({ strict: false }) as LooseParams;
  return <MonitorPage routeName="map" view="map" assetName={params.assetName} assetId={params.assetId} />;
}

/** /map-single/$assetId/$assetName: one asset, followed. */
export function MapSingleRoutePage() {
  const params = useParams({ strict: false }) as LooseParams;
  return <MonitorPage routeName="map-single" view="map" assetName={params.assetName} assetId={params.assetId} />;
}
