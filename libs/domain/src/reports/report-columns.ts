import { PDF_LIMITS } from '../constants';
import type { ReportColumn, ReportColumnKind, ReportTypeId } from './report-types';

/** Default column width, pt: 7 per header character, capped at 100 (SPEC §9). */
export function defaultColumnWidth(header: string): number {
  return Math.min(PDF_LIMITS.maxColumnWidth, header.length * PDF_LIMITS.charWidth);
}

function col(header: string, field: string, unit?: string, width?: number): ReportColumn {
  const c: ReportColumn = { header, field, width: width ?? defaultColumnWidth(header) };
  if (unit) c.unit = unit;
  return c;
}

const ASSET = col('Asset', 'assetName', undefined, 100);
const TIME = col('Time', 'time', undefined, 100);
const ADDRESS = col('Address', 'address', undefined, 100);
/** Position columns: 'lat, lng' for the row command, and the two numbers. */
const POSITION = [col('Coordinates', 'coordinates', undefined, 100), col('Latitude', 'latitude', '°'), col('Longitude', 'longitude', '°')];
const SPEED = col('Speed', 'speed', 'km/h');

const INPUT_COLUMNS = [
  ASSET,
  col('Input', 'inputName'),
  col('State', 'state'),
  col('Start', 'start', undefined, 100),
  col('End', 'end', undefined, 100),
  col('Duration', 'duration'),
  col('Duration (min)', 'durationMin', 'min'),
  col('Distance', 'distance', 'km'),
  ADDRESS,
  ...POSITION,
];

const POI_COLUMNS = [
  ASSET,
  col('POI', 'title'),
  col('Enter', 'enter', undefined, 100),
  col('Exit', 'exit', undefined, 100),
  col('Dwell', 'dwell'),
  col('Dwell (min)', 'dwellMin', 'min'),
  ADDRESS,
  ...POSITION,
];

const EVENT_COLUMNS = [ASSET, TIME, col('Type', 'title'), col('Details', 'details', undefined, 100), SPEED, ADDRESS, ...POSITION];

/**
 * Columns of each report type, defined once: caption, row field, unit and PDF width (pt). Every row also carries
 * `assetId` and a numeric `timestamp` (ms since epoch) for sorting, which are not columns.
 */
export const REPORT_COLUMNS: Record<ReportTypeId, ReportColumn[]> = {
  history: [
    ASSET,
    TIME,
    col('Status', 'status'),
    SPEED,
    col('Ignition', 'ignition'),
    col('Fuel', 'fuel', 'L'),
    col('Odometer', 'odometer', 'km'),
    col('Volt', 'volt', 'V'),
    ADDRESS,
    ...POSITION,
  ],
  fuel: [
    ASSET,
    TIME,
    col('Event', 'title'),
    col('Fuel', 'fuel', 'L'),
    col('Raw Fuel', 'rawFuel', 'L'),
    col('Change', 'change', 'L'),
    SPEED,
    col('Odometer', 'odometer', 'km'),
    ADDRESS,
    ...POSITION,
    col('Reconciliation', 'reconciliation', undefined, 100),
    col('Receipt Id', 'receiptId'),
  ],
  mileage: [ASSET, col('Group', 'assetGroup'), col('Date', 'date'), col('Mileage', 'mileage', 'km'), col('Start Odometer', 'startOdometer', 'km'), col('End Odometer', 'endOdometer', 'km')],
  notification: EVENT_COLUMNS,
  alarm: EVENT_COLUMNS,
  'fuel-receipt': [
    col('Receipt', 'title'),
    ASSET,
    TIME,
    col('Volume', 'fuel', 'L'),
    col('Total Spent', 'price', 'RM'),
    { ...col('Price per Liter', 'priceperliter', 'RM'), per: 'L' },
    col('Location', 'location', undefined, 100),
    col('Receipt Id', 'receiptId'),
    col('Uploaded', 'uploadedAt', undefined, 100),
    col('Files', 'fileCount'),
    col('Reconciliation', 'reconciliation', undefined, 100),
    col('Sensor Refuel', 'sensorLitres', 'L'),
  ],
  'toll-receipt': [
    col('Receipt', 'title'),
    ASSET,
    TIME,
    col('Total Spent', 'price', 'RM'),
    col('Location', 'location', undefined, 100),
    col('Receipt Id', 'receiptId'),
    col('Uploaded', 'uploadedAt', undefined, 100),
  ],
  input: INPUT_COLUMNS,
  input2: INPUT_COLUMNS,
  input3: INPUT_COLUMNS,
  summary: [
    ASSET,
    col('Group', 'assetGroup'),
    col('Distance', 'distance', 'km'),
    col('Driving Time', 'drivingTime'),
    col('Idling', 'idling'),
    col('Trips', 'trips'),
    col('Stops', 'stops'),
    col('Max Speed', 'maxSpeed', 'km/h'),
    col('Avg Speed', 'avgSpeed', 'km/h'),
    col('Fuel Used', 'fuel', 'L'),
    col('Refuels', 'refuels'),
    col('Refuelled', 'refuelled', 'L'),
    col('Start Odometer', 'startOdometer', 'km'),
    col('End Odometer', 'endOdometer', 'km'),
  ],
  temperature: [
    ASSET,
    col('Readings', 'samples'),
    col('Min', 'minTemperature', '°C'),
    col('Max', 'maxTemperature', '°C'),
    col('Avg', 'avgTemperature', '°C'),
    col('Range Profile', 'rangeProfile'),
    col('Range', 'range', '°C'),
    col('Out of Range', 'outOfRange'),
    col('Out of Range (min)', 'outOfRangeMin', 'min'),
    col('First Reading', 'start', undefined, 100),
    col('Last Reading', 'end', undefined, 100),
  ],
  'maintenance-log': [
    ASSET,
    TIME,
    col('Kind', 'kind'),
    col('Title', 'title', undefined, 100),
    col('Vendor', 'vendor'),
    col('Work Order', 'workOrder'),
    col('Cost', 'cost', 'RM'),
    col('Odometer', 'odometer', 'km'),
    col('Engine Hours', 'engineHours', 'h'),
    col('Maintenance', 'maintenance', undefined, 100),
  ],
  'history-watch': [ASSET, TIME, col('Status', 'status'), SPEED, col('Battery', 'volt', 'V'), ADDRESS, ...POSITION],
  'poi-watch': POI_COLUMNS,
  poi: POI_COLUMNS,
  'fatigue-driving': [
    ASSET,
    col('Driver', 'driverName', undefined, 100),
    col('Driving Start', 'start', undefined, 100),
    col('Limit Exceeded', 'time', undefined, 100),
    col('Driving End', 'end', undefined, 100),
    col('Driving Time', 'drivingTime'),
    col('Driving (min)', 'drivingMin', 'min'),
    ADDRESS,
    ...POSITION,
  ],
  'fuel-reconciliation': [
    ASSET,
    col('Group', 'assetGroup'),
    col('Refuels', 'refuels'),
    col('Refuelled', 'refuelled', 'L'),
    col('Receipts', 'receipts'),
    col('Receipt Volume', 'receiptLitres', 'L'),
    col('Matched', 'matched'),
    col('Volume Mismatch', 'volumeMismatches'),
    col('Receipts without Refuel', 'receiptsWithoutRefuel'),
    col('Unmatched Receipt Volume', 'unmatchedReceiptLitres', 'L'),
    col('Refuels without Receipt', 'refuelsWithoutReceipt'),
    col('Unmatched Refuel Volume', 'unmatchedRefuelLitres', 'L'),
  ],
  'tire-cost-analysis': [
    ASSET,
    TIME,
    col('Tire', 'title', undefined, 100),
    col('Position', 'position'),
    col('Cost', 'cost', 'RM'),
    col('Km Run', 'kmRun', 'km'),
    { ...col('Cost per 1000 km', 'costPer1000Km', 'RM'), per: 'km' },
    col('Tread', 'treadMm', 'mm'),
    { ...col('Wear per 1000 km', 'wearMmPer1000Km', 'mm'), per: 'km' },
    col('Km Left', 'kmLeft', 'km'),
    col('Odometer', 'odometer', 'km'),
  ],
};

/**
 * A column's caption with its unit, 'Speed (km/h)': the one label of the grid, the PDF and both Excel writers. A
 * header that already names its unit ('Duration (min)') is kept as it is.
 */
export function reportColumnLabel(column: Pick<ReportColumn, 'header' | 'unit'>): string {
  const { header, unit } = column;
  if (!unit || header.endsWith(`(${unit})`)) return header;
  return `${header} (${unit})`;
}

/** Fields that hold report times in every report type (formatRangeTime in the report's zone). */
export const REPORT_TIME_FIELDS: ReadonlySet<string> = new Set(['time', 'start', 'end', 'enter', 'exit', 'uploadedAt']);
/** Fields that hold report days ('D/M/YYYY' in the report's zone). */
export const REPORT_DATE_FIELDS: ReadonlySet<string> = new Set(['date']);

/** What a column's values are: its own `kind`, else a time or a day by its field, else a plain value. */
export function reportColumnKind(column: Pick<ReportColumn, 'field' | 'kind'>): ReportColumnKind {
  if (column.kind) return column.kind;
  if (REPORT_TIME_FIELDS.has(column.field)) return 'datetime';
  return REPORT_DATE_FIELDS.has(column.field) ? 'date' : 'value';
}

/** A column summed in the PDF's Total row. */
export interface ReportTotal {
  /** The column the total is shown under. */
  field: string;
  /** The numeric field added up when the column shows text (Driving Time shows '1 h 05 min'; drivingMs is summed). @default field */
  sum?: string;
  /** How the sum is shown: a number (2 decimals at most) or a duration of ms (formatDuration). @default 'number' */
  as?: 'number' | 'duration';
}

/**
 * The Total row of the reports where adding rows up means something: distances, durations, counts and litres. Never
 * speeds, odometers, levels or coordinates. Fuel: the net change of the refuels (+) and drains (-).
 */
export const REPORT_TOTALS: Partial<Record<ReportTypeId, readonly ReportTotal[]>> = {
  summary: [
    { field: 'distance' },
    { field: 'drivingTime', sum: 'drivingMs', as: 'duration' },
    { field: 'idling', sum: 'idlingMs', as: 'duration' },
    { field: 'trips' },
    { field: 'stops' },
    { field: 'fuel' },
    { field: 'refuels' },
    { field: 'refuelled' },
  ],
  mileage: [{ field: 'mileage' }],
  fuel: [{ field: 'change' }],
};
