import { REPORT_COLUMNS, buildReport, excelHeaderRows, type ReportPoint } from '@fleet/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportWorkbookBytes } from './xlsx-stream';

async function load(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(wb.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
  return wb.getWorksheet('Sheet1')!;
}

describe('report workbook', () => {
  it('has one sheet Sheet1: header rows, bold labels with units, rows in column order, typed cells', async () => {
    const ws = await load(
      await reportWorkbookBytes({
        header: [['Summary'], ['1/1/2026 | 00:00:00 - 1/1/2026 | 23:59:59']],
        columns: [
          { header: 'Asset', field: 'assetName' },
          { header: 'Distance', field: 'distance', unit: 'km' },
          { header: 'Moving', field: 'moving' },
        ],
        rows: [
          { assetName: 'Truck 1', distance: 12.5, moving: true, extra: 'x' },
          { assetName: 'Van 2', distance: null },
        ],
      }),
    );
    expect(ws.getRow(1).getCell(1).value).toBe('Summary');
    expect(ws.getRow(2).getCell(1).value).toBe('1/1/2026 | 00:00:00 - 1/1/2026 | 23:59:59');
    expect(ws.getRow(3).values).toEqual([undefined, 'Asset', 'Distance (km)', 'Moving']);
    expect(ws.getRow(3).getCell(2).font?.bold).toBe(true);
    expect(ws.getRow(4).values).toEqual([undefined, 'Truck 1', 12.5, true]);
    expect(ws.getRow(4).getCell(1).font?.bold).not.toBe(true);
    expect(ws.getRow(5).getCell(1).value).toBe('Van 2');
    expect(ws.getRow(5).getCell(2).value).toBeNull();
    expect(ws.rowCount).toBe(5);
    // Widths from the content: 'Distance (km)' is 13 characters, plus 2.
    expect(ws.getColumn(2).width).toBe(15);
  });

  it('writes a History report of Kuala Lumpur: times as date cells showing KL wall time, numbers as numbers, the zone named', async () => {
    // 23:30 UTC on 1 Jan is 07:30 on 2 Jan in Kuala Lumpur.
    const t = Date.UTC(2026, 0, 1, 23, 30, 0);
    const point: ReportPoint = {
      time: t,
      lat: 3.07,
      lng: 101.5,
      speed: 42.5,
      heading: 0,
      ignition: true,
      inputs: {},
      inputNames: {},
      fuelLitres: 80,
      fuelPercent: null,
      temperature: null,
      voltage: 12.6,
      odometer: 1000,
      address: 'Jalan Klang Lama',
    };
    const timeZone = 'Asia/Kuala_Lumpur';
    const built = buildReport({
      type: 'history',
      from: t - 3_600_000,
      to: t + 3_600_000,
      timeZone,
      assets: [{ assetId: 1, assetName: 'Truck 1', assetGroup: 'G', type: 'truck', points: [point], events: [], fuelReceipts: [], tollReceipts: [], maintenance: [] }],
      pois: [],
      speedLimit: 80,
    });
    const ws = await load(
      await reportWorkbookBytes({ header: excelHeaderRows('History', t - 3_600_000, t + 3_600_000, timeZone), columns: REPORT_COLUMNS.history, rows: built.rows }),
    );
    expect(ws.getRow(3).getCell(1).value).toBe('Time zone: Asia/Kuala_Lumpur (UTC+08:00)');
    const labels = ws.getRow(4).values as unknown[];
    expect(labels).toContain('Speed (km/h)');
    expect(labels).toContain('Fuel (L)');
    const time = ws.getRow(5).getCell(labels.indexOf('Time'));
    expect(time.value).toBeInstanceOf(Date);
    // exceljs reads the serial back as a UTC Date: its UTC fields are what Excel shows.
    expect((time.value as Date).toISOString()).toBe('2026-01-02T07:30:00.000Z');
    expect(time.numFmt).toBe('d/m/yyyy" | "hh:mm:ss');
    expect(ws.getRow(5).getCell(labels.indexOf('Speed (km/h)')).value).toBe(42.5);
    expect(ws.getRow(5).getCell(labels.indexOf('Latitude (°)')).value).toBe(3.07);
  });
});
