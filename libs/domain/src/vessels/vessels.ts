/**
 * Vessel monitoring (page key vms; action permission `vessel:agency`): the register of the company's boats, the zones
 * they sail between (ports, anchorages, fishing zones, protected areas, the exclusive economic zone), the limits of
 * every field and the area's texts. Values only (no zod): the schemas are in vessel-schemas.ts.
 */

/** How a vessel fishes (the register's gear type). */
export const GEAR_TYPES = ['trawl', 'purse-seine', 'longline', 'pole-and-line', 'gillnet', 'handline', 'other', 'none'] as const;
export type GearType = (typeof GEAR_TYPES)[number];
export const GEAR_LABELS: Record<GearType, string> = {
  trawl: 'Trawl',
  'purse-seine': 'Purse seine',
  longline: 'Longline',
  'pole-and-line': 'Pole and line',
  gillnet: 'Gillnet',
  handline: 'Handline',
  other: 'Other',
  none: 'None',
};

/** What a zone is: a port (arrivals, departures, "in port"), an anchorage, a fishing zone, a protected area, an EEZ. */
export const ZONE_KINDS = ['port', 'anchorage', 'fishing', 'protected', 'eez'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];
export const ZONE_KIND_STYLES: Record<ZoneKind, { label: string; color: string }> = {
  port: { label: 'Port', color: '#1E88E5' },
  anchorage: { label: 'Anchorage', color: '#8E24AA' },
  fishing: { label: 'Fishing zone', color: '#43A047' },
  protected: { label: 'Protected area', color: '#E53935' },
  eez: { label: 'Exclusive economic zone', color: '#546E7A' },
};

/**
 * Where a vessel is: in a port zone, at sea, silent (no report for the company's silent hours), or not heard from yet
 * (a tracker that never reported: neither at sea nor silent).
 */
export const VESSEL_STATES = ['at-sea', 'in-port', 'silent', 'no-report'] as const;
export type VesselState = (typeof VESSEL_STATES)[number];
export const VESSEL_STATE_STYLES: Record<VesselState, { label: string; color: string }> = {
  'at-sea': { label: 'At sea', color: '#43A047' },
  'in-port': { label: 'In port', color: '#1E88E5' },
  silent: { label: 'Silent', color: '#E53935' },
  'no-report': { label: 'No report yet', color: '#757575' },
};

/** Bounds of the vessel fields. */
export const VESSEL_LIMITS = {
  registrationMax: 30,
  callSignMax: 12,
  homePortMax: 100,
  agencyMax: 100,
  /** Length overall, metres. */
  lengthMinM: 1,
  lengthMaxM: 500,
  zoneNameMax: 100,
  /** Polygons of one zone (a MultiPolygon's parts). */
  zonePolygonsMax: 50,
  /** Positions of one zone, all rings together (the Malaysian EEZ holds about 16,500). */
  zonePointsMax: 25_000,
  /** Zones of one company. */
  zonesMax: 500,
  /** Features of one GeoJSON import. */
  importFeaturesMax: 200,
  /** A GeoJSON file to import, bytes. */
  importBytesMax: 5_000_000,
  /** No report for this long makes a vessel silent, hours. */
  silentHoursMin: 1,
  silentHoursMax: 168,
  /** Public positions are at least this old, minutes. */
  publicDelayMinMin: 0,
  publicDelayMinMax: 1_440,
  /** A period of the dashboard, days. */
  periodMaxDays: 92,
  /** Heat map points of one answer. */
  heatPointsMax: 20_000,
} as const;

/** Defaults of the company's vessel settings. */
export const VESSEL_DEFAULTS = { silentHours: 6, publicDelayMin: 60 } as const;

/** The texts of vessel monitoring. */
export const VESSEL_TEXTS = {
  title: 'Vessel Monitoring',
  subtitle: 'Vessels at sea and in port, their trips, port calls and fishing activity.',
  publicTitle: 'Vessels',
  publicSubtitle: (delayMin: number) => `Positions are shown ${delayMin} minutes late.`,
  publicUnknown: 'This vessel page does not exist.',
  registerTitle: 'Vessel register',
  zonesTitle: 'Zones',
  portCallsTitle: 'Recent port calls',
  fishingTitle: 'Fishing activity',
  tripsTitle: 'Trips',
  heatTitle: 'Fleet activity',
  settingsTitle: 'Vessel settings',
  noVessels: 'No vessels',
  noPortCalls: 'No port calls in this period.',
  noFishing: 'No fishing activity in this period.',
  noTrips: 'No trips in this period.',
  noZones: 'No zones yet: import a GeoJSON file or draw one.',
  registerSaved: (name: string) => `Vessel ${name} saved.`,
  zoneSaved: (name: string) => `Zone ${name} saved.`,
  zoneDeleted: (name: string) => `Zone ${name} deleted.`,
  zonesImported: (n: number) => `${n} ${n === 1 ? 'zone' : 'zones'} imported.`,
  settingsSaved: 'Vessel settings saved.',
  registrationTooLong: `Registration number must be at most ${VESSEL_LIMITS.registrationMax} characters.`,
  callSignInvalid: `Call sign must be 1 to ${VESSEL_LIMITS.callSignMax} letters or digits.`,
  mmsiInvalid: 'MMSI must be 9 digits.',
  gearInvalid: `Gear type must be one of: ${GEAR_TYPES.join(', ')}.`,
  lengthInvalid: `Length must be between ${VESSEL_LIMITS.lengthMinM} and ${VESSEL_LIMITS.lengthMaxM} m.`,
  homePortTooLong: `Home port must be at most ${VESSEL_LIMITS.homePortMax} characters.`,
  agencyTooLong: `Owner / agency must be at most ${VESSEL_LIMITS.agencyMax} characters.`,
  zoneNameRequired: 'Enter a zone name.',
  zoneNameTooLong: `Zone name must be at most ${VESSEL_LIMITS.zoneNameMax} characters.`,
  zoneKindInvalid: `Zone kind must be one of: ${ZONE_KINDS.join(', ')}.`,
  zoneNameTaken: 'A zone of that name exists already.',
  zonesFull: `A company holds at most ${VESSEL_LIMITS.zonesMax} zones.`,
  silentHoursInvalid: `Silent after must be ${VESSEL_LIMITS.silentHoursMin} to ${VESSEL_LIMITS.silentHoursMax} hours.`,
  publicDelayInvalid: `Public delay must be ${VESSEL_LIMITS.publicDelayMinMin} to ${VESSEL_LIMITS.publicDelayMinMax} minutes.`,
  periodInvalid: `The period must end after it starts and span at most ${VESSEL_LIMITS.periodMaxDays} days.`,
  notABoat: 'Only a boat has a vessel register entry.',
  importTooBig: `The GeoJSON file is larger than ${VESSEL_LIMITS.importBytesMax / 1_000_000} MB.`,
  importNotJson: 'The file is not JSON: choose a GeoJSON file (.geojson or .json).',
  importNotGeoJson: 'The file is not GeoJSON: expected a FeatureCollection, a Feature or a Polygon / MultiPolygon geometry.',
  importNoPolygons: 'The file holds no Polygon or MultiPolygon feature.',
  importTooManyFeatures: `A GeoJSON import holds at most ${VESSEL_LIMITS.importFeaturesMax} features.`,
  geometryTooBig: `A zone holds at most ${VESSEL_LIMITS.zonePolygonsMax} polygons and ${VESSEL_LIMITS.zonePointsMax} positions in all.`,
  ringTooShort: 'A polygon ring needs at least 4 positions (3 corners and the first repeated).',
  ringNotClosed: 'A polygon ring must end where it starts.',
  positionInvalid: 'A position must be [longitude, latitude] with longitude -180..180 and latitude -90..90.',
  geometryInvalid: 'A zone is a Polygon or MultiPolygon: a list of polygons, each a list of rings of [longitude, latitude].',
} as const;

/** A vessel trip: from a departure out of a port zone to the next arrival in one (ms; `end` null while at sea). */
export interface VesselTrip {
  assetId: number;
  start: number;
  end: number | null;
  fromPort: string;
  toPort: string | null;
}
