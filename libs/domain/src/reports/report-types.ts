import type { UnitPreferences } from '../units';
import type { ReportColumn, ReportColumnKind, ReportResult, ReportRow } from './report-schemas';

// A report's answer, its columns and rows are defined by their schemas (report-schemas.ts, apart so that the report
// grid and the PDF, which import values from the reports' modules, carry no zod); their types, as before, here too.
export type { ReportColumn, ReportColumnKind, ReportResult, ReportRow };

export { REPORT_TYPES, type ReportTypeId } from './report-type-ids';
import type { ReportTypeId } from './report-type-ids';

/** A stored position as the report analytics read it (units: km/h, litres, percent, °C, km). */
export interface ReportPoint {
  /** ms since epoch */
  time: number;
  lat: number;
  lng: number;
  speed: number;
  heading: number;
  ignition: boolean | null;
  inputs: Record<string, boolean>;
  inputNames: Record<string, string>;
  fuelLitres: number | null;
  fuelPercent: number | null;
  temperature: number | null;
  voltage: number | null;
  odometer: number | null;
  address: string | null;
}

/** An event derived from positions (overspeed, ignition on/off, idle too long, refuel, fuel drain, ...). */
export interface ReportEvent {
  id: number;
  assetId: number;
  /** ms since epoch */
  time: number;
  type: string;
  lat: number;
  lng: number;
  details: Record<string, string | number | boolean | null>;
}

/** A fuel receipt (SPEC §3). */
export interface FuelReceipt {
  receiptId: number;
  assetId: number;
  assetName: string;
  /** ms since epoch */
  time: number;
  /** litres */
  fuel: number;
  /** RM total */
  price: number;
  priceperliter: number;
  location: string;
  /** JSON text holding a list of file URLs */
  files: string;
  /** ms since epoch */
  uploadedAt: number;
  /** Where it was filled, when known (fuel reconciliation checks the place). */
  lat?: number | null;
  lng?: number | null;
}

/** A toll receipt (SPEC §3). */
export interface TollReceipt {
  receiptId: number;
  assetId: number;
  assetName: string;
  time: number;
  price: number;
  location: string;
  uploadedAt: number;
}

/** A maintenance record: document (d), service (s) or tire (t), with its cost in RM. */
export interface MaintenanceRecord {
  id: number;
  assetId: number;
  kind: 'd' | 's' | 't';
  /** ms since epoch */
  time: number;
  title: string;
  cost: number;
  /** km at the time (the dashboard's) */
  odometer: number | null;
  details: Record<string, string | number | null>;
  /** Engine hours at the time; null when unknown. */
  engineHours?: number | null;
  /** Who did the work or issued the document. */
  vendor?: string;
  /** The work order that wrote it ("WO-0042"); null otherwise. */
  workOrder?: string | null;
}

/** A tire that ran on an asset during a report's period, with its figures over its whole life (tireFigures). */
export interface ReportTire {
  tireId: number;
  serial: string;
  brand: string;
  model: string;
  size: string;
  /** RM */
  cost: number;
  /** Its stints on this asset (position, from and to), oldest first. */
  stints: { position: string; fromTime: number; toTime: number | null; fromKm: number | null; km: number | null }[];
  kmRun: number;
  costPer1000Km: number | null;
  treadLastMm: number | null;
  wearMmPer1000Km: number | null;
  kmLeft: number | null;
}

/** A POI as reports need it: a ring of [lng, lat]. */
export interface ReportPoi {
  id: number;
  name: string;
  ring: [number, number][];
}

/** Everything a report is computed from, for one asset. */
export interface ReportAssetInput {
  assetId: number;
  assetName: string;
  assetGroup: string;
  type: string;
  points: ReportPoint[];
  /**
   * The last fix before the period, when known: the step from it to the period's first fix belongs to the period
   * (README "Definitions", distance), so that days add up to weeks exactly.
   */
  previousPoint?: ReportPoint | null;
  /** The asset's allowed temperature range (Temperature report); the default 2-8 °C (chilled) without. */
  temperatureRange?: { profile: 'frozen' | 'chilled' | 'custom'; min: number; max: number } | null;
  events: ReportEvent[];
  fuelReceipts: FuelReceipt[];
  tollReceipts: TollReceipt[];
  maintenance: MaintenanceRecord[];
  /** Tire Cost Analysis: the tires that ran on the asset in the period. @default [] */
  tires?: ReportTire[];
  /** Who drove the asset when, in the period (ms spans): the Fatigue Driving report names the driver. @default [] */
  drivers?: { from: number; to: number; name: string }[];
}

/** The request of one report. */
export interface ReportInput {
  type: ReportTypeId;
  /** ms since epoch */
  from: number;
  to: number;
  timeZone: string;
  assets: ReportAssetInput[];
  pois: ReportPoi[];
  /** Overspeed limit, km/h. */
  speedLimit: number;
  /** The company's overspeed tolerance (km/h) and minimum duration (ms); the defaults (5 km/h, 30 s) without. */
  overspeed?: { toleranceKmh: number; minDurationMs: number };
  /**
   * The units the event sentences (Details) are written in; metric without. Figures in columns are computed metric
   * whatever this says (the server converts them with `reportInUnits`).
   */
  units?: UnitPreferences;
}

/**
 * One line of a streamed report (`GET /reports/:type/stream`, newline-delimited JSON): the head, rows as they are
 * computed, then the end with the total, or an error after the head.
 */
export type ReportStreamLine =
  | { kind: 'head'; type: ReportTypeId; title: string; columns: ReportColumn[] }
  | { kind: 'rows'; rows: ReportRow[] }
  | { kind: 'end'; total: number }
  | { kind: 'error'; error: string; code: string };
