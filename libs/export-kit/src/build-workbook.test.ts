// @vitest-environment node
import { excelHeaderRows } from '@fleet/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './build-workbook';

async function sheet(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Sheet1']);
  return wb.getWorksheet('Sheet1')!;
}

describe('buildWorkbook', () => {
  it('writes Sheet1 with header rows, a bold label row and the data by field', async () => {
    const bytes = await buildWorkbook({
      fileName: 'History',
      header: [['History Report'], ['From', '5/1/2026 | 00:00:00']],
      fields: ['assetName', 'speed', 'address'],
      labels: ['Asset', 'Speed (km/h)', 'Address'],
      data: [
        { assetName: 'Truck 1', speed: 42, address: 'Shah Alam', extra: 'x' },
        { assetName: 'Truck 2', speed: 0, address: null },
      ],
      colsWidth: [100, 35, 300],
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    const ws = await sheet(bytes);
    expect(ws.getRow(1).getCell(1).value).toBe('History Report');
    expect(ws.getRow(2).getCell(2).value).toBe('5/1/2026 | 00:00:00');
    const labels = ws.getRow(3);
    expect([1, 2, 3].map((c) => labels.getCell(c).value)).toEqual(['Asset', 'Speed (km/h)', 'Address']);
    expect(labels.font?.bold ?? labels.getCell(1).font?.bold).toBe(true);
    expect([1, 2, 3].map((c) => ws.getRow(4).getCell(c).value)).toEqual(['Truck 1', 42, 'Shah Alam']);
    expect(ws.getRow(5).getCell(3).value).toBeNull();
    expect(ws.rowCount).toBe(5);
    // Widths from the content: the label 'Speed (km/h)' (12 characters) plus 2.
    expect(ws.getColumn(2).width).toBe(14);
  });

  it('writes times as date cells in the zone (text or instants), numbers as numbers, and names the zone', async () => {
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
    const instant = Date.UTC(2026, 0, 2, 16, 30, 0);
    const ws = await sheet(
      await buildWorkbook({
        fileName: 'Playback',
        header: excelHeaderRows('Playback', instant, instant + 60_000, 'Asia/Kuala_Lumpur'),
        fields: ['time', 'at', 'speed', 'day'],
        labels: ['Time', 'At', 'Speed (km/h)', 'Day'],
        kinds: ['datetime', 'datetime', 'value', 'date'],
        timeZone: 'Asia/Kuala_Lumpur',
        data: [{ time: '03/01/2026|00:30:00', at: instant, speed: 61.5, day: '3/1/2026' }],
      }),
    );
    expect(ws.getRow(3).getCell(1).value).toBe('Time zone: Asia/Kuala_Lumpur (UTC+08:00)');
    const row = ws.getRow(5);
    expect((row.getCell(1).value as Date).toISOString()).toBe('2026-01-03T00:30:00.000Z');
    expect((row.getCell(2).value as Date).toISOString()).toBe('2026-01-03T00:30:00.000Z');
    expect(row.getCell(1).numFmt).toBe('d/m/yyyy" | "hh:mm:ss');
    expect(row.getCell(3).value).toBe(61.5);
    expect((row.getCell(4).value as Date).toISOString()).toBe('2026-01-03T00:00:00.000Z');
    expect(row.getCell(4).numFmt).toBe('d/m/yyyy');
    expect(ws.getRow(4).getCell(1).numFmt).toBeUndefined();
  });
});
