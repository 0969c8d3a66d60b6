import type { PtoAnalysis } from '@fleet/domain';
import type { PtoRing } from './pto-format';

/** South-west corner of the fixture field (an estate in Johor). */
const ORIGIN = { lat: 1.85, lng: 103.3 };
const STRIP_DEG = 0.0006;

/** Back-and-forth work strips over a field, as two ON paths. */
function strips(first: number, count: number): { lat: number; lng: number }[] {
  const path: { lat: number; lng: number }[] = [];
  for (let i = first; i < first + count; i++) {
    const lng = ORIGIN.lng + i * STRIP_DEG;
    const ends = [ORIGIN.lat, ORIGIN.lat + 0.006];
    for (const lat of i % 2 === 0 ? ends : [...ends].reverse()) path.push({ lat, lng });
  }
  return path;
}

/** A piece of the swept strip: a rectangle `widthM` x `heightM` m with its south-west corner `northM` m north of ORIGIN. */
function piece(northM: number, widthM: number, heightM: number): [number, number][][] {
  return [rectangleRing(ORIGIN.lng, ORIGIN.lat + northM / 110_574, widthM, heightM)];
}

/**
 * A PTO analysis of a tractor's day: 10,000 m² covered (1 hectare) without overlap, 12 ON spells; the swept strip is
 * two 100 m x 50 m pieces at the field's south-west corner, 50 m apart.
 */
export const PTO_ANALYSIS_FIXTURE: PtoAnalysis = {
  success: true,
  assetId: 51,
  assetName: 'Tractor John Deere 6110 - SD 3310 B',
  input: 'din1',
  inputName: 'PTO',
  time: '20/11/2026 | 00:00:00 - 20/11/2026 | 23:59:59',
  from: Date.UTC(2026, 10, 19, 16),
  to: Date.UTC(2026, 10, 20, 15, 59, 59),
  elapsedMs: 86_399_000,
  elapsedTime: '23 h 59 min',
  offMs: 64_800_000,
  offTime: '18 h 0 min',
  onMs: 21_599_000,
  onTime: '5 h 59 min',
  onCount: 12,
  cumulativeDistance: 4_250,
  implementWidthM: 3,
  areaCoveredFinessedOverlap: 12_750,
  areaCoveredFinessed: 10_000,
  areaCovered: 10_000,
  intervals: [],
  playbackMap: [strips(0, 5), strips(5, 5)],
  polygons: [piece(0, 100, 50), piece(100, 100, 50)],
};

/** A closed ring `widthM` x `heightM` m from a south-west corner (100 m x 200 m is about 20,000 m²). */
export function rectangleRing(lng: number, lat: number, widthM: number, heightM: number): PtoRing {
  const degLat = heightM / 110_574;
  const degLng = widthM / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [
    [lng, lat],
    [lng + degLng, lat],
    [lng + degLng, lat + degLat],
    [lng, lat + degLat],
    [lng, lat],
  ];
}
