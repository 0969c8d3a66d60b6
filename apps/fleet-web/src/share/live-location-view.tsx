import { MAP_DEFAULTS, SHARE_LINK_TEXTS as T, formatRangeTime, type LiveLocation, type MapStyleOption } from '@fleet/domain';
import { CircleLayer, MapView, PlaybackMarkerLayer, type PlaybackMarker } from '@fleet/map-kit';
import { RegionErrorBoundary, Spinner } from '@fleet/ui';
import { useMemo } from 'react';
import { etaText } from '../transport/transport-format';

/** What the page shows: the asset, or why it cannot (the link's end, a failure), or that it is loading. */
export type LiveLocationState =
  | { kind: 'loading' }
  | { kind: 'shown'; data: Omit<LiveLocation, 'success'> }
  | { kind: 'expired' | 'revoked' | 'unknown' }
  | { kind: 'failed'; message: string };

/** Props of {@link LiveLocationView}. */
export interface LiveLocationViewProps {
  state: LiveLocationState;
  /** The clock for the ETA's countdown, ms. */
  now: number;
  mapType?: string;
  styles?: readonly MapStyleOption[];
  attribution?: readonly string[];
}

/** The speed from which the marker shows the asset moving, km/h (the company's default Moving threshold). */
const MOVING_KMH = 5;
/** The destination's circle, metres. */
const DESTINATION_RADIUS_M = 150;

const ENDED: Record<'expired' | 'revoked' | 'unknown', string> = { expired: T.expired, revoked: T.revoked, unknown: T.notFound };

function SharedMap({ data, mapType, styles, attribution }: { data: Omit<LiveLocation, 'success'> } & Pick<LiveLocationViewProps, 'mapType' | 'styles' | 'attribution'>) {
  const { position, destination, asset } = data;
  const markers = useMemo<PlaybackMarker[]>(
    () => (position ? [{ id: 'shared', lat: position.lat, lng: position.lng, heading: position.course, status: position.speed >= MOVING_KMH ? 'Moving' : 'Parked', iconType: asset.type, label: asset.name }] : []),
    [position, asset.type, asset.name],
  );
  // Fit once to the asset and its destination; then the map follows the asset as it moves.
  const fitKey = `${position !== null}:${destination?.lat ?? ''}:${destination?.lng ?? ''}`;
  const fitTo = useMemo(
    () => [...(position ? [{ lat: position.lat, lng: position.lng }] : []), ...(destination ? [{ lat: destination.lat, lng: destination.lng }] : [])],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fitKey],
  );
  return (
    <div className="live-location__map" data-testid="live-location-map">
      <RegionErrorBoundary region="map">
        <MapView
          mapType={mapType}
          styles={styles}
          attribution={attribution}
          initialView={position ? { lat: position.lat, lng: position.lng, zoom: 14 } : { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom }}
          fitTo={fitTo.length > 1 ? fitTo : undefined}
          followTo={destination ? null : position}
        >
          {destination ? <CircleLayer id="live-location-destination" center={destination} radiusMeters={DESTINATION_RADIUS_M} color="#E53935" /> : null}
          {markers.length > 0 ? <PlaybackMarkerLayer id="live-location-asset" markers={markers} /> : null}
        </MapView>
      </RegionErrorBoundary>
    </div>
  );
}

/**
 * The public live-location page (`/live-location/:dt`, no sign-in): the asset's name, its marker on a small map, the
 * last update in the company's time zone, and the destination with its ETA; or, at once, that the link expired, was
 * revoked or does not exist. Controlled: the page polls and passes the state in.
 */
export function LiveLocationView({ state, now, mapType, styles, attribution }: LiveLocationViewProps) {
  if (state.kind === 'loading') {
    return (
      <main className="live-location live-location--message" data-testid="live-location" data-state="loading">
        <Spinner />
      </main>
    );
  }
  if (state.kind !== 'shown') {
    const message = state.kind === 'failed' ? state.message : ENDED[state.kind];
    return (
      <main className="live-location live-location--message" data-testid="live-location" data-state={state.kind}>
        <p className="live-location__message" role="status" data-testid="live-location-message">
          {message}
        </p>
      </main>
    );
  }
  const { data } = state;
  const { position, destination, eta } = data;
  return (
    <main className="live-location" data-testid="live-location" data-state="shown">
      <header className="live-location__head">
        <h1 className="live-location__name" data-testid="live-location-name">
          {data.asset.name}
        </h1>
        <dl className="live-location__facts">
          <div>
            <dt>{T.lastUpdate}</dt>
            <dd data-testid="live-location-time" data-time={position?.time ?? ''}>
              {position ? formatRangeTime(position.time, data.timeZone) : T.noPosition}
            </dd>
          </div>
          {position ? (
            <div>
              <dt>{T.speed}</dt>
              <dd data-testid="live-location-position" data-lat={position.lat} data-lng={position.lng}>
                {Math.round(position.speed)} km/h
              </dd>
            </div>
          ) : null}
          {destination ? (
            <div>
              <dt>{T.destination}</dt>
              <dd data-testid="live-location-destination">{destination.label}</dd>
            </div>
          ) : null}
          {eta ? (
            <div>
              <dt>{T.eta}</dt>
              <dd data-testid="live-location-eta" data-eta={eta.eta}>
                {etaText(eta.eta, now, data.timeZone)} · {T.distanceToGo(eta.distanceKm)}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="muted live-location__valid">
          {T.validUntil} {formatRangeTime(data.expiresAt, data.timeZone)} ({data.timeZone})
        </p>
      </header>
      <SharedMap data={data} mapType={mapType} styles={styles} attribution={attribution} />
    </main>
  );
}
