import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportWorkbookBytes } from './xlsx-stream';

describe('report workbook', () => {
  it('has one sheet Sheet1: header rows, bold labels, rows in column order, typed cells', async () => {
    const bytes = await reportWorkbookBytes({
      header: [['Summary'], ['1/1/2026 | 00:00:00 - 1/1/2026 | 23:59:59']],
      columns: [
        { header: 'Asset', field: 'assetName', width: 100 },
        { header: 'Distance', field: 'distance', width: 56 },
        { header: 'Moving', field: 'moving', width: 42 },
      ],
      rows: [
        { assetName: 'Truck 1', distance: 12.5, moving: true, extra: 'x' },
        { assetName: 'Van 2', distance: null },
      ],
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Summary');
    expect(ws.getRow(2).getCell(1).value).toBe('1/1/2026 | 00:00:00 - 1/1/2026 | 23:59:59');
    expect(ws.getRow(3).values).toEqual([undefined, 'Asset', 'Distance', 'Moving']);
    expect(ws.getRow(3).getCell(2).font?.bold).toBe(true);
    expect(ws.getRow(4).values).toEqual([undefined, 'Truck 1', 12.5, true]);
    expect(ws.getRow(4).getCell(1).font?.bold).not.toBe(true);
    expect(ws.getRow(5).getCell(1).value).toBe('Van 2');
    expect(ws.getRow(5).getCell(2).value).toBeNull();
    expect(ws.rowCount).toBe(5);
    expect(ws.getColumn(1).width).toBe(14);
  });
});
