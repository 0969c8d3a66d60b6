/** Fixtures of the vessel area's stories: a Malé dhoni fleet and a Port Klang boat, their zones and a week's activity. */
import type { PublicVessel, Vessel, VesselActivity, Zone } from '@fleet/domain';

/** Monday 2026-11-23 08:00 in Kuala Lumpur. */
export const NOW = Date.UTC(2026, 10, 23, 0, 0);
const H = 3_600_000;
const box = (lng: number, lat: number, d: number): [number, number][] => [
  [lng - d, lat - d],
  [lng + d, lat - d],
  [lng + d, lat + d],
  [lng - d, lat + d],
  [lng - d, lat - d],
];

const base = { group: 'Maldives Fishing', registration: '', callSign: '', mmsi: '', gearType: 'pole-and-line' as const, lengthM: 24, homePort: 'Malé', agency: 'Malé Fisheries Cooperative', published: true, port: null, speedKn: 0 };
export const VESSELS: Vessel[] = [
  { ...base, assetId: 1, name: 'Masdhoni Raiymandhoo', registration: 'MLE-FV-2041', callSign: '8QF21', mmsi: '455301120', state: 'at-sea', lastReportAt: NOW - 5 * 60_000, lat: 4.05, lng: 73.675, speedKn: 3.4 },
  { ...base, assetId: 2, name: 'Dhoni Fehi Hiyala', registration: 'MLE-FV-2058', callSign: '8QF24', mmsi: '455301331', gearType: 'handline', lengthM: 18, state: 'in-port', port: 'Malé Fishing Harbour', lastReportAt: NOW - 12 * 60_000, lat: 4.1805, lng: 73.5079 },
  { ...base, assetId: 3, name: 'Masdhoni Kanduvaali', registration: 'MLE-FV-2075', callSign: '8QF27', mmsi: '455301542', state: 'silent', lastReportAt: NOW - 9 * H, lat: 4.24, lng: 73.745, published: false },
  { ...base, assetId: 4, group: 'Marine Operations', name: 'Fishing Vessel KNF 1123', registration: 'KNF 1123', callSign: '9MKN1', mmsi: '533112380', gearType: 'trawl', homePort: 'Port Klang', agency: 'Klang Marine Services', state: 'at-sea', lastReportAt: NOW - 60_000, lat: 3.09, lng: 101.25, speedKn: 9.8 },
];

export const ZONES: Zone[] = [
  { id: 1, name: 'Malé Fishing Harbour', kind: 'port', polygons: [[box(73.5078, 4.1805, 0.006)]], source: 'Demo' },
  { id: 2, name: 'Vaadhoo Kandu fishing ground', kind: 'fishing', polygons: [[box(73.675, 4.05, 0.05)]], source: 'Demo' },
  { id: 3, name: 'Hulhumalé FAD fishing ground', kind: 'fishing', polygons: [[box(73.745, 4.24, 0.06)]], source: 'Demo' },
  { id: 4, name: 'Reef reserve', kind: 'protected', polygons: [[box(73.4, 4.3, 0.03)]], source: '' },
  { id: 5, name: 'Maldives EEZ', kind: 'eez', polygons: [[box(73.2, 4.2, 2.5)]], source: '© OpenStreetMap contributors (ODbL)' },
];

export const ACTIVITY: Omit<VesselActivity, 'success'> = {
  trips: [
    { assetId: 1, name: 'Masdhoni Raiymandhoo', start: NOW - 4 * H, end: null, fromPort: 'Malé Fishing Harbour', toPort: null, days: 0.2 },
    { assetId: 2, name: 'Dhoni Fehi Hiyala', start: NOW - 30 * H, end: NOW - 20 * H, fromPort: 'Malé Fishing Harbour', toPort: 'Malé Fishing Harbour', days: 0.4 },
  ],
  perVessel: [
    { assetId: 1, name: 'Masdhoni Raiymandhoo', trips: 1, daysAtSea: 0.2 },
    { assetId: 2, name: 'Dhoni Fehi Hiyala', trips: 1, daysAtSea: 0.4 },
  ],
  portCalls: [
    { assetId: 1, name: 'Masdhoni Raiymandhoo', time: NOW - 4 * H, lat: 4.18, lng: 73.51, port: 'Malé Fishing Harbour', kind: 'departure' },
    { assetId: 2, name: 'Dhoni Fehi Hiyala', time: NOW - 20 * H, lat: 4.18, lng: 73.51, port: 'Malé Fishing Harbour', kind: 'arrival' },
  ],
  fishing: [{ assetId: 1, name: 'Masdhoni Raiymandhoo', time: NOW - 2 * H, lat: 4.05, lng: 73.68, minutes: 30, zone: 'Vaadhoo Kandu fishing ground' }],
  heat: Array.from({ length: 400 }, (_, i) => [73.62 + ((i * 37) % 100) / 1000, 4.0 + ((i * 53) % 100) / 1000] as [number, number]),
};

export const PUBLIC_VESSELS: PublicVessel[] = [
  { name: 'Masdhoni Raiymandhoo', gearType: 'pole-and-line', lengthM: 24, homePort: 'Malé', time: NOW - 65 * 60_000, lat: 4.06, lng: 73.66, speedKn: 3.1 },
  { name: 'Dhoni Fehi Hiyala', gearType: 'handline', lengthM: 18, homePort: 'Malé', time: NOW - 70 * 60_000, lat: 4.1805, lng: 73.5079, speedKn: 0 },
  { name: 'Dhoni Dhon Bahaaru', gearType: 'handline', lengthM: 16, homePort: 'Malé', time: null, lat: null, lng: null, speedKn: null },
];
