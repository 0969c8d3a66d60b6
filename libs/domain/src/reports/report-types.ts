import type { UnitPreferences } from '../units';

/**
 * The 18 report types of SPEC §2, with the id used in `GET /v2/reports/:type`, and Fuel Reconciliation (issue #13:
 * sensor refuels against fuel receipts, per asset and period).
 */
export const REPORT_TYPES = [
  { id: 'history', label: 'History' },
  { id: 'fuel', label: 'Fuel' },
  { id: 'mileage', label: 'Mileage' },
  { id: 'notification', label: 'Notification' },
  { id: 'alarm', label: 'Alarm' },
  { id: 'fuel-receipt', label: 'Fuel Receipt' },
  { id: 'toll-receipt', label: 'Toll Receipt' },
  { id: 'input', label: 'Input' },
  { id: 'input2', label: 'Input2' },
  { id: 'input3', label: 'Input3' },
  { id: 'summary', label: 'Summary' },
  { id: 'temperature', label: 'Temperature' },
  { id: 'maintenance-log', label: 'Maintenance Log' },
  { id: 'history-watch', label: 'History - Watch' },
  { id: 'poi-watch', label: 'POI - Watch' },
  { id: 'poi', label: 'POI' },
  { id: 'fatigue-driving', label: 'Fatigue Driving' },
  { id: 'tire-cost-analysis', label: 'Tire Cost Analysis' },
  { id: 'fuel-reconciliation', label: 'Fuel Reconciliation' },
] as const;

export type ReportTypeId = (typeof REPORT_TYPES)[number]['id'];

/** One column of a report: caption, row field, unit and PDF width (pt). */
export interface ReportColumn {
  header: string;
  field: string;
  unit?: string;
  width: number;
  /** What the values are, for exporters; inferred from the field when absent (see `reportColumnKind`). */
  kind?: ReportColumnKind;
  /** The values are a price per this metric unit ('RM per litre', 'RM per 1000 km'): converted inversely to it. */
  per?: 'L' | 'km';
}

/**
 * What a column's values are: report times ('D/M/YYYY | HH:mm:ss' in the report's zone), report days ('D/M/YYYY'),
 * or plain values (text, or numbers in the column's unit), which exporters write as they are.
 */
export type ReportColumnKind = 'datetime' | 'date' | 'value';

/** One report row: values by field. */
export type ReportRow = Record<string, string | number | boolean | null>;

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
  /** km at the time; tires: the tire position and the km it ran are in details */
  odometer: number | null;
  details: Record<string, string | number | null>;
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

/** The answer of `GET /v2/reports/:type`. */
export interface ReportResult {
  success: true;
  type: ReportTypeId;
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Total rows; rows may be a page of them (`offset`/`limit` query). */
  total: number;
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
