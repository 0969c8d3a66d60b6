import { PLAYBACK_SPECIAL_CENTRE, type MapStyleOption, type Zone } from '@fleet/domain';
import { LAYER_ORDER, MapView, PlaybackMarkerLayer, PolygonDraw, useDeckLayers, useMapView, useMapZoom, type LngLatPair, type PlaybackMarker } from '@fleet/map-kit';
import { RegionErrorBoundary } from '@fleet/ui';
import { useMemo } from 'react';
import { activityHeatLayers, heatPositions, zoneLayers } from './vessel-map-layers';

/** A vessel on the map: where it was last, its name and whether it moves. */
export interface VesselMarker {
  id: number | string;
  name: string;
  lat: number;
  lng: number;
  /** Knots. */
  speedKn: number;
  heading?: number;
}

/** Props of {@link VesselMap}. */
export interface VesselMapProps {
  zones: readonly Zone[];
  vessels: readonly VesselMarker[];
  /** The fleet's positions of the period, [lng, lat]; drawn as a heat map when `showHeat`. */
  heat?: readonly (readonly [number, number])[];
  showHeat?: boolean;
  /** The zone drawn thicker (being edited). */
  selectedZoneId?: number | null;
  /** Drawing a new zone: the ring once closed. */
  drawing?: { mode: 'draw' | 'edit'; value?: readonly LngLatPair[] | null; onChange: (ring: LngLatPair[] | null) => void } | null;
  /** Where the map opens. @default the Maldives (SPEC §6 special centre) */
  initialView?: { lat: number; lng: number; zoom: number };
  mapType?: string;
  styles?: readonly MapStyleOption[];
  attribution?: readonly string[];
  testId?: string;
}

function ZonesAndHeat({ zones, heat, showHeat, selectedZoneId }: Pick<VesselMapProps, 'zones' | 'heat' | 'showHeat' | 'selectedZoneId'>) {
  const { map } = useMapView();
  const zoom = useMapZoom(map, 0.5);
  const zoneList = useMemo(() => zoneLayers('vessel-zones', zones, selectedZoneId ?? null), [zones, selectedZoneId]);
  const positions = useMemo(() => heatPositions(heat ?? []), [heat]);
  const heatList = useMemo(() => (showHeat ? activityHeatLayers('vessel-heat', positions, zoom, positions.length) : []), [showHeat, positions, zoom]);
  useDeckLayers(LAYER_ORDER.pois, zoneList);
  useDeckLayers(LAYER_ORDER.heatmap, heatList);
  return null;
}

/** The speed from which a vessel shows moving, knots. */
const MOVING_KN = 1;

/**
 * The vessel area's map: the zones in their kinds' colours, the fleet's activity heat map, the vessels at their last
 * (or delayed public) positions, and the drawing of a new zone. Controlled; the map has its own error boundary.
 */
export function VesselMap({ zones, vessels, heat, showHeat = false, selectedZoneId = null, drawing = null, initialView, mapType, styles, attribution, testId = 'vessel-map' }: VesselMapProps) {
  const markers = useMemo<PlaybackMarker[]>(
    () => vessels.map((v) => ({ id: v.id, lat: v.lat, lng: v.lng, heading: v.heading ?? 0, status: v.speedKn >= MOVING_KN ? 'Moving' : 'Parked', iconType: 'boat', label: v.name })),
    [vessels],
  );
  return (
    <div className="vessel-map" data-testid={testId}>
      <RegionErrorBoundary region="map">
        <MapView mapType={mapType} styles={styles} attribution={attribution} initialView={initialView ?? { ...PLAYBACK_SPECIAL_CENTRE }}>
          <ZonesAndHeat zones={zones} heat={heat} showHeat={showHeat} selectedZoneId={selectedZoneId} />
          {markers.length > 0 ? <PlaybackMarkerLayer id="vessel-markers" markers={markers} /> : null}
          {drawing ? <PolygonDraw mode={drawing.mode} value={drawing.value ?? null} onChange={drawing.onChange} /> : null}
        </MapView>
      </RegionErrorBoundary>
    </div>
  );
}
