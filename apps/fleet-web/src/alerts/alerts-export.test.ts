import type { Alert } from '@fleet/domain';
import { buildPdf, buildWorkbook } from '@fleet/export-kit';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { alertsPdfModel, alertsWorkbookModel } from './alerts-export';

const alert: Alert = {
  id: 9, ruleId: 1, ruleName: 'Truck overspeed', assetId: 4, assetName: 'Hino 700', type: 'overspeed', severity: 'critical',
  // 08:59:11 in Kuala Lumpur.
  time: Date.UTC(2026, 10, 25, 0, 59, 11), lat: 3, lng: 101, details: { speed: 130 }, sentence: 'Overspeed: Hino 700 at 130 km/h', state: 'acknowledged',
  acknowledgedAt: Date.UTC(2026, 10, 25, 1, 0, 0), acknowledgedBy: 'Demo Administrator', comment: 'Driver called', deliveries: [],
};
const period = { from: Date.UTC(2026, 10, 17, 16), to: Date.UTC(2026, 10, 25, 2) };

describe('inbox exports', () => {
  it('writes the inbox as a workbook: period and zone above, times as date cells in the company zone', async () => {
    const bytes = await buildWorkbook(alertsWorkbookModel([alert], period, 'Asia/Kuala_Lumpur', () => 'E-mail ✓'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Alerts');
    expect(String(ws.getRow(3).getCell(1).value)).toContain('Asia/Kuala_Lumpur');
    expect((ws.getRow(4).values as unknown[]).slice(1)).toEqual(['Time', 'Severity', 'Alert', 'Asset', 'Rule', 'State', 'Sent']);
    const row = ws.getRow(5);
    // The zone's wall-clock time, written as UTC (Excel has no zones).
    expect((row.getCell(1).value as Date).toISOString()).toBe('2026-11-25T08:59:11.000Z');
    expect((row.values as unknown[]).slice(2)).toEqual(['Critical', 'Overspeed: Hino 700 at 130 km/h', 'Hino 700', 'Truck overspeed', 'Acknowledged by Demo Administrator: Driver called', 'E-mail ✓']);
  });

  it('draws the inbox as a PDF', async () => {
    const bytes = await buildPdf(alertsPdfModel([alert], period, 'Asia/Kuala_Lumpur', () => '—'));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(alertsPdfModel([alert], period, 'Asia/Kuala_Lumpur', () => '—').rows[0]).toMatchObject({ time: '25/11/2026|08:59:11' });
  });
});
