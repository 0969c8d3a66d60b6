import { DEFAULT_TIME_ZONE, MAP_DEFAULTS, PLAYBACK_FULL_MAX_POINTS, formatFigure, type MapStyleOption } from '@fleet/domain';
import { MapView, PlaybackMarkerLayer, RouteLayer, type PlaybackMarker, type RouteStyle } from '@fleet/map-kit';
import { buildDetailsList, dayMarks, intersectSpans, parkedSpans, sharedFramesAt, statusSegments, type PlaybackFrame } from '@fleet/playback-engine';
import { DetailsPanel, PlayerBar, usePlayer } from '@fleet/playback-kit';
import { RegionErrorBoundary } from '@fleet/ui';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { unitsAtom } from '../session/session-atoms';
import { overspeedRoutes, routeInputs, timelineTrack, type ReplayedAsset } from './playback-data';
import { usePlaybackTestHooks } from './playback-test-hooks';
import { usePlaybackExport, type ExportView, type PlaybackExportControls } from './use-playback-export';

/** Props of {@link PlaybackView}. */
export interface PlaybackViewProps {
  assets: readonly ReplayedAsset[];
  /** The user's zone (times, day headers, day marks). @default the zone the server wrote the points in */
  timeZone?: string;
  mapType?: string;
  styles?: readonly MapStyleOption[];
  onMapTypeChange?: (id: string) => void;
  attribution?: readonly string[];
  /** 'dashed' for the users configured for a dashed route line (SPEC §6). @default 'solid' */
  routeStyle?: RouteStyle;
  /** The map's centre before anything is loaded. @default MAP_DEFAULTS */
  initialView?: { lat: number; lng: number; zoom: number };
  /** Extra map layers (POIs). */
  layers?: ReactNode;
  /** Draws the overspeed stretches in red (the reports' Playback modal asks the server to mark them). @default false */
  markOverspeed?: boolean;
  /** Renders the export menu with the view's export controls (the screen's toolbar places it). */
  renderExport?: (controls: PlaybackExportControls) => ReactNode;
}

/**
 * The replay (SPEC §2 Playback screen): the routes on the map (simplified, purple with a dashed direction line, Start
 * and End), one moving marker per asset rotated and coloured by status (from every point), the player bar on one
 * shared timeline (clock time, coloured by the followed asset's statuses, day marks, Skip parked), and the details
 * panel of the followed asset at full resolution. Used by the Playback screen and, fed from outside, by the reports'
 * Playback modal.
 */
export function PlaybackView(props: PlaybackViewProps) {
  const { assets } = props;
  const timeZone = props.timeZone ?? assets[0]?.timeZone ?? DEFAULT_TIME_ZONE;
  const units = useAtomValue(unitsAtom);
  const timeline = useMemo(() => timelineTrack(assets), [assets]);
  const [skipParked, setSkipParked] = useState(false);
  // Several assets: skip only while every one of them is parked.
  const parked = useMemo(() => intersectSpans(assets.map((a) => parkedSpans(a.track.points))), [assets]);
  const { state, dispatch } = usePlayer(timeline, { skip: skipParked ? parked : null });
  const [followed, setFollowed] = useState(0);
  const [follow, setFollow] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(true);
  const mapRef = useRef<MapLibreMap | null>(null);
  const lead = assets[Math.min(followed, assets.length - 1)];

  const tracks = useMemo(() => assets.map((a) => a.track), [assets]);
  const framesRef = useRef<PlaybackFrame[]>([]);
  const frames = sharedFramesAt(tracks, state.time, framesRef.current);
  const markers = useMemo<PlaybackMarker[]>(() => assets.map((a) => ({ id: a.assetId, lng: 0, lat: 0, heading: 0, status: 'Parked', iconType: a.iconType, label: a.assetName })), [assets]);
  markers.forEach((m, i) => {
    const f = frames[i];
    if (!f) return;
    m.lng = f.lng;
    m.lat = f.lat;
    m.heading = f.heading;
    m.status = f.status;
  });

  const routes = useMemo(() => routeInputs(assets), [assets]);
  const overspeed = useMemo(() => (props.markOverspeed ? overspeedRoutes(assets) : []), [assets, props.markOverspeed]);
  const items = useMemo(() => (lead ? buildDetailsList(lead.track.points, timeZone) : []), [lead, timeZone]);
  const segments = useMemo(() => (lead ? statusSegments(lead.track.points) : []), [lead]);
  const marks = useMemo(() => dayMarks(state.start, state.end, timeZone), [state.start, state.end, timeZone]);
  const partial = assets.filter((a) => !a.complete);
  const exportView = useRef<ExportView | null>(null);
  const leadFrame = frames[Math.min(followed, frames.length - 1)];
  const fitTo = useMemo(() => routes.flatMap((r) => r.path.map(([lng, lat]) => ({ lat, lng }))), [routes]);
  usePlaybackTestHooks(
    () => ({
      time: state.time,
      playing: state.playing,
      speed: state.speed,
      markers: markers.map((m) => [m.lng, m.lat, m.heading]),
      routes: routes.map((r) => r.path as [number, number][]),
      points: assets.map((a) => a.track.length),
      exportView: exportView.current,
    }),
  );
  const exporter = usePlaybackExport({ assets, mapRef, state, dispatch, timeZone, units, setDetailsOpen, detailsOpen, onCaptured: (v) => (exportView.current = v) });

  return (
    <div className="playback-view" data-testid="playback-view" data-exporting={exporter.exporting}>
      <div className="playback-view__main">
        <div className="playback-view__map">
          <RegionErrorBoundary region="map">
            <MapView
              mapType={props.mapType}
              styles={props.styles}
              onMapTypeChange={props.onMapTypeChange}
              attribution={props.attribution}
              initialView={props.initialView ?? { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom }}
              fitTo={fitTo.length > 0 ? fitTo : undefined}
              followTo={follow && leadFrame && assets.length > 0 ? { lat: leadFrame.lat, lng: leadFrame.lng } : null}
              onLoad={(map) => (mapRef.current = map)}
              capturable
            >
              {props.layers}
              <RouteLayer routes={routes} style={props.routeStyle ?? 'solid'} />
              {overspeed.length > 0 ? <RouteLayer id="overspeed" routes={overspeed} style="solid" direction={false} markers={false} /> : null}
              {/* The player's time keys the markers' update: one render per frame, no extra state. */}
              <PlaybackMarkerLayer markers={markers} frame={state.time} />
            </MapView>
          </RegionErrorBoundary>
          <div className="playback-view__map-tools">
            <label className="playback-view__follow">
              <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} data-testid="playback-follow" /> Follow
            </label>
            {assets.length > 1 ? (
              <select value={followed} onChange={(e) => setFollowed(Number(e.target.value))} aria-label="Followed asset" data-testid="playback-followed">
                {assets.map((a, i) => (
                  <option key={a.assetId} value={i}>
                    {a.assetName}
                  </option>
                ))}
              </select>
            ) : null}
            {props.renderExport?.(exporter)}
            {lead && lead.distanceKm !== null ? (
              // The period's distance: the same figure as the Summary and Mileage reports (one definition).
              <span className="playback-view__distance" data-testid="playback-distance" title="Distance driven in the period">
                Distance: {formatFigure('distance', lead.distanceKm, units)}
              </span>
            ) : null}
          </div>
          {partial.length > 0 ? (
            <p className="playback-view__notice" role="status" data-testid="playback-partial">
              {partial.map((a) => a.assetName).join(', ')}: {partial[0]!.totalPoints.toLocaleString('en')} points in the period, more than the{' '}
              {PLAYBACK_FULL_MAX_POINTS.toLocaleString('en')} listed at full resolution: the list and the exports hold the simplified route. Choose a shorter period
              for every point.
            </p>
          ) : null}
          {assets.length > 1 ? (
            <ul className="playback-view__legend" data-testid="playback-legend">
              {assets.map((a) => (
                <li key={a.assetId}>
                  <span style={{ background: a.color }} aria-hidden /> {a.assetName}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <DetailsPanel
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
          points={lead?.track.points ?? []}
          items={items}
          currentIndex={leadFrame?.index ?? -1}
          onSelect={(_index, time) => dispatch({ type: 'seek', time })}
          timeZone={timeZone}
          units={units}
          follow={state.playing}
        />
      </div>
      <PlayerBar
        state={state}
        dispatch={dispatch}
        events={timeline?.events ?? []}
        timeZone={timeZone}
        segments={segments}
        dayMarks={marks}
        skipParked={skipParked}
        onSkipParkedChange={setSkipParked}
        disabled={!timeline}
      />
      {exporter.dialogs}
    </div>
  );
}
