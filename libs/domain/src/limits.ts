import { z } from 'zod';

/**
 * Bounds of every input field, shared by the web forms and the server's schemas: a value outside them is refused
 * with a clear message, never stored. Lengths in characters, counts in items.
 */
export const FIELD_LIMITS = {
  /** Largest database id (PostgreSQL `integer`). */
  idMax: 2_147_483_647,
  /** A person's or company's display name. */
  nameMax: 100,
  /** Email addresses (RFC 5321 path limit). */
  emailMax: 254,
  /** Usernames and login fields. */
  loginMax: 254,
  /** Passwords: at least this many characters (OWASP ASVS 2.1.1). */
  passwordMin: 12,
  /** Passwords: at most this many characters (long enough for passphrases, short enough to hash cheaply). */
  passwordMax: 128,
  /** Opaque tokens (refresh, reset, confirmation). */
  tokenMax: 512,
  /** Free text such as a profile's about. */
  aboutMax: 500,
  /** URLs (photo, logo). */
  urlMax: 2_000,
  /** A POI's name. */
  poiNameMax: 100,
  /** A POI ring's vertices, the closing one included. */
  poiVerticesMax: 2_000,
  /** POI groups one POI is listed under. */
  poiGroupsMax: 20,
  /** A POI group's name. */
  poiGroupNameMax: 50,
  /** POI groups one user keeps. */
  userPoiGroupsMax: 200,
  /** A POI's type and colour texts. */
  poiMetaMax: 50,
  /** A receipt's location text. */
  receiptLocationMax: 200,
  /** Litres on one fuel receipt (a road tanker's tank is ~1,500 L; a vessel's can be far larger). */
  receiptFuelMaxLitres: 100_000,
  /** RM on one receipt. */
  receiptPriceMax: 1_000_000,
  /** RM per litre. */
  receiptPricePerLitreMax: 1_000,
  /** An uploaded file's path or URL as a receipt stores it. */
  filePathMax: 300,
  /** Device identifiers (IMEI 15, serials, UUIDs 36). */
  deviceIdentifierMax: 64,
  /** Assets named in one request (reports, playback). */
  assetsPerRequestMax: 10_000,
  /** Free search text of a grid or export. */
  searchMax: 200,
  /** An asset's name (unique among the company's assets). */
  assetNameMax: 100,
  /** An asset group's name (unique within the company). */
  groupNameMax: 100,
  /** A plate or registration number. */
  plateMax: 20,
  /** A map icon key (e.g. truck-1). */
  iconTypeMax: 40,
  /** Fuel tank size, litres (a vessel's can be large). */
  fuelTankMaxL: 100_000,
  /** An asset's own overspeed limit, km/h (inclusive range). */
  speedLimitMinKmh: 1,
  speedLimitMaxKmh: 300,
  /** Implement (working) width of the PTO analysis, metres (inclusive range). */
  implementWidthMinM: 0.5,
  implementWidthMaxM: 50,
  /** Odometer offset added to the tracker's, km, either sign. */
  odometerOffsetMaxKm: 10_000_000,
  /** Engine-hours offset added to the tracker's, hours, either sign. */
  engineHoursOffsetMaxH: 1_000_000,
  /** An import file (CSV or .xlsx), bytes: 2 MB. */
  importMaxBytes: 2_000_000,
  /** Data rows of one import file (the header row not counted). */
  importMaxRows: 5_000,
  /** Characters of one import cell. */
  importCellMax: 1_000,
} as const;

/** Earliest time a user may give for a record (receipts, maintenance), ms since epoch: 1 January 2000 UTC. */
export const EARLIEST_RECORD_TIME_MS = Date.UTC(2000, 0, 1);

/** How far in the future a user-entered or device time may lie, ms (clocks and time zones differ by hours). */
export const FUTURE_TOLERANCE_MS = 24 * 3_600_000;

/** Whether a user-given record time (ms) lies between EARLIEST_RECORD_TIME_MS and `now` + FUTURE_TOLERANCE_MS. */
export function isRecordTimeAllowed(time: number, now: number): boolean {
  return Number.isFinite(time) && time >= EARLIEST_RECORD_TIME_MS && time <= now + FUTURE_TOLERANCE_MS;
}

/** "{label} must be a whole number from 1 to 2147483647." */
export function idRangeMessage(label: string): string {
  return `${label} must be a whole number from 1 to ${FIELD_LIMITS.idMax}.`;
}

/**
 * A database id as a path or query parameter (text) or JSON number: a whole number in 1..2^31-1, else the
 * message names the parameter.
 */
export function idSchema(label: string) {
  const message = idRangeMessage(label);
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(1, message).max(FIELD_LIMITS.idMax, message),
  );
}

/** A text of at most `max` characters, with a message naming the field. */
export function boundedText(label: string, max: number) {
  return z.string({ error: `${label} must be text.` }).max(max, `${label} must be at most ${max} characters.`);
}
