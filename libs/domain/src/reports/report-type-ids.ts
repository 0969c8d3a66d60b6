// The report types alone (no imports), so that the schemas and the job module name them without a circle.

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
