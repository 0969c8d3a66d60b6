import { MAP_DEFAULTS, type MapStyleOption, type TransportTrip, type TripDetail } from '@fleet/domain';
import { LAYER_ORDER, MapView, PlaybackMarkerLayer, RouteLayer, useDeckLayers, type PlaybackMarker, type RouteInput } from '@fleet/map-kit';
import { RegionErrorBoundary } from '@fleet/ui';
import { useMemo } from 'react';
import { stopFenceLayers, stopMarkerLayers, type MapStop } from './trip-map-layers';

/** Props of {@link TripMap}. */
export interface TripMapProps {
  trip: TransportTrip;
  /** The vehicle's route since dispatch: [time, lat, lng, speed]. */
  route: TripDetail['route'];
  mapType?: string;
  styles?: readonly MapStyleOption[];
  onMapTypeChange?: (id: string) => void;
  attribution?: readonly string[];
}

function StopLayers({ stops }: { stops: readonly MapStop[] }) {
  const fences = useMemo(() => stopFenceLayers('trip-stops', stops), [stops]);
  const markers = useMemo(() => stopMarkerLayers('trip-stops', stops), [stops]);
  useDeckLayers(LAYER_ORDER.pois, fences);
  useDeckLayers(LAYER_ORDER.circles, markers);
  return null;
}

/** The heading from the route's last two distinct points, degrees clockwise from north (0 without two). */
export function lastHeading(route: TripDetail['route']): number {
  for (let i = route.length - 1; i > 0; i -= 1) {
    const [, lat1, lng1] = route[i - 1]!;
    const [, lat2, lng2] = route[i]!;
    if (lat1 === lat2 && lng1 === lng2) continue;
    const y = Math.sin(((lng2 - lng1) * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180);
    const x = Math.cos((lat1 * Math.PI) / 180) * Math.sin((lat2 * Math.PI) / 180) - Math.sin((lat1 * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180) * Math.cos(((lng2 - lng1) * Math.PI) / 180);
    return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  }
  return 0;
}

/**
 * A trip on the map: the planned stops' fences (POI rings, circles around addresses) with their numbers coloured by
 * state, the vehicle's route since dispatch, and the vehicle at its last position. Fits to all of them.
 */
export function TripMap({ trip, route, mapType, styles, onMapTypeChange, attribution }: TripMapProps) {
  const routes = useMemo<RouteInput[]>(() => (route.length > 1 ? [{ id: `trip-${trip.id}`, path: route.map(([, lat, lng]) => [lng, lat] as [number, number]) }] : []), [route, trip.id]);
  const position = trip.position;
  const heading = lastHeading(route);
  const markers = useMemo<PlaybackMarker[]>(
    () => (position ? [{ id: trip.assetId, lat: position.lat, lng: position.lng, heading, status: position.speed >= 5 ? 'Moving' : 'Parked', label: trip.assetName }] : []),
    [position, heading, trip.assetId, trip.assetName],
  );
  const fitKey = `${trip.id}:${trip.stops.length}:${route.length > 0}`;
  const fitTo = useMemo(
    () => [...trip.stops.map((s) => ({ lat: s.lat, lng: s.lng })), ...(position ? [{ lat: position.lat, lng: position.lng }] : []), ...route.map(([, lat, lng]) => ({ lat, lng }))],
    // Fit once per trip (and once its route comes), not on every refetch: the user may have moved the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fitKey],
  );
  return (
    <div className="transport-map" data-testid="trip-map">
      <RegionErrorBoundary region="map">
        <MapView mapType={mapType} styles={styles} onMapTypeChange={onMapTypeChange} attribution={attribution} initialView={{ ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom }} fitTo={fitTo.length > 0 ? fitTo : undefined}>
          <StopLayers stops={trip.stops} />
          {routes.length > 0 ? <RouteLayer id="trip-route" routes={routes} startLabel="Dispatched" endLabel="" /> : null}
          {markers.length > 0 ? <PlaybackMarkerLayer id="trip-vehicle" markers={markers} /> : null}
        </MapView>
      </RegionErrorBoundary>
    </div>
  );
}
