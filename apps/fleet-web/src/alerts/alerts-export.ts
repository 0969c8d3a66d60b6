import { ALERT_SEVERITY_STYLES, excelHeaderRows, formatPointTime, type Alert } from '@fleet/domain';
import type { ExportModel, PdfModel } from '@fleet/export-kit';

/** The inbox columns the exports carry, in order. */
const COLUMNS = [
  { field: 'time', label: 'Time', kind: 'datetime' as const },
  { field: 'severity', label: 'Severity', kind: 'value' as const },
  { field: 'alert', label: 'Alert', kind: 'value' as const },
  { field: 'asset', label: 'Asset', kind: 'value' as const },
  { field: 'rule', label: 'Rule', kind: 'value' as const },
  { field: 'state', label: 'State', kind: 'value' as const },
  { field: 'sent', label: 'Sent', kind: 'value' as const },
];

/** The title of the inbox exports. */
export const ALERTS_EXPORT_TITLE = 'Alerts';

/** One inbox row as the exports write it; times as instants (the workbook shows them in the zone). */
function rowOf(alert: Alert, deliveries: (alert: Alert) => string) {
  return {
    time: alert.time,
    severity: ALERT_SEVERITY_STYLES[alert.severity].label,
    alert: alert.sentence,
    asset: alert.assetName,
    rule: alert.ruleName,
    state: alert.state === 'open' ? 'Open' : `Acknowledged by ${alert.acknowledgedBy ?? '—'}${alert.comment ? `: ${alert.comment}` : ''}`,
    sent: deliveries(alert),
  };
}

/** The workbook of the inbox as shown: the period and zone above, one row per alert. */
export function alertsWorkbookModel(alerts: readonly Alert[], period: { from: number; to: number }, timeZone: string, deliveries: (alert: Alert) => string): ExportModel {
  return {
    fileName: ALERTS_EXPORT_TITLE,
    header: excelHeaderRows(ALERTS_EXPORT_TITLE, period.from, period.to, timeZone),
    data: alerts.map((a) => rowOf(a, deliveries)),
    fields: COLUMNS.map((c) => c.field),
    labels: COLUMNS.map((c) => c.label),
    kinds: COLUMNS.map((c) => c.kind),
    timeZone,
  };
}

/** The PDF of the inbox as shown (times written in the zone, as the PDFs of the reports do). */
export function alertsPdfModel(alerts: readonly Alert[], period: { from: number; to: number }, timeZone: string, deliveries: (alert: Alert) => string): PdfModel {
  return {
    title: ALERTS_EXPORT_TITLE,
    columns: COLUMNS.map((c) => ({ header: c.label, field: c.field })),
    rows: alerts.map((a) => ({ ...rowOf(a, deliveries), time: formatPointTime(a.time, timeZone) })),
    timeRange: period,
    timeZone,
  };
}
