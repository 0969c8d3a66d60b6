import { MAP_DEFAULTS, PALETTE, formatCoordinates } from '@fleet/domain';
import { CircleLayer, MapView } from '@fleet/map-kit';
import { RegionErrorBoundary } from '@fleet/ui';
import type { CSSProperties } from 'react';

/** Zoom of the embedded map (SPEC §9 'Embed zoom 14'); the value lives once in MAP_DEFAULTS. */
export const MAP_EMBED_ZOOM = MAP_DEFAULTS.embedZoom;
/** Radius of the marker circle at the point, m (about 6 px at the embed zoom). */
export const MAP_EMBED_MARKER_RADIUS_M = 60;
/** Default height of the embedded map, px. */
export const MAP_EMBED_DEFAULT_HEIGHT_PX = 420;

/** Props of {@link MapEmbed}. */
export interface MapEmbedProps {
  lat: number;
  lng: number;
  /** The query text shown as the caption (e.g. the address); the coordinates when omitted. */
  label?: string;
  /** Map height, px. @default 420 */
  height?: number;
}

/** What the embed shows for its props: the camera, the marker and the caption. Pure; the component renders it. */
export interface MapEmbedView {
  initialView: { lat: number; lng: number; zoom: number };
  marker: { center: { lat: number; lng: number }; radiusMeters: number; color: string };
  caption: string;
}

/** The view of {@link MapEmbed} for a point: centred on it at the embed zoom, a marker on it, the label as caption. */
export function mapEmbedView({ lat, lng, label }: Pick<MapEmbedProps, 'lat' | 'lng' | 'label'>): MapEmbedView {
  const text = label?.trim();
  return {
    initialView: { lat, lng, zoom: MAP_EMBED_ZOOM },
    marker: { center: { lat, lng }, radiusMeters: MAP_EMBED_MARKER_RADIUS_M, color: PALETTE.danger },
    caption: text ? text : formatCoordinates(lat, lng),
  };
}

/**
 * 'Map embed' (SPEC §2): our own map (map-kit MapView, offline basemap, no third-party key) centred on a point at
 * zoom 14 with a marker there and the query text as caption. A new point re-centres the map.
 */
export function MapEmbed({ lat, lng, label, height = MAP_EMBED_DEFAULT_HEIGHT_PX }: MapEmbedProps) {
  const view = mapEmbedView({ lat, lng, label });
  return (
    <figure style={figure} data-testid="map-embed" data-lat={lat} data-lng={lng} data-zoom={view.initialView.zoom}>
      <div style={{ position: 'relative', height }}>
        <RegionErrorBoundary region="map">
          {/* Keyed by the point: MapView reads initialView once, so a new point mounts a map centred on it. */}
          <MapView key={`${lat},${lng}`} initialView={view.initialView}>
            <CircleLayer id="map-embed-marker" {...view.marker} />
          </MapView>
        </RegionErrorBoundary>
      </div>
      <figcaption style={caption} data-testid="map-embed-caption">
        {view.caption}
      </figcaption>
    </figure>
  );
}

const figure: CSSProperties = { margin: 0, display: 'flex', flexDirection: 'column', gap: 8 };
const caption: CSSProperties = { fontSize: 13, color: '#5e5873', overflowWrap: 'anywhere' };
