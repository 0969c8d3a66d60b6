// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './build-workbook';

describe('buildWorkbook', () => {
  it('writes Sheet1 with header rows, a bold label row and the data by field', async () => {
    const bytes = await buildWorkbook({
      fileName: 'History',
      header: [['History Report'], ['From', '5/1/2026 | 00:00:00']],
      fields: ['assetName', 'speed', 'address'],
      labels: ['Asset', 'Speed', 'Address'],
      data: [
        { assetName: 'Truck 1', speed: 42, address: 'Shah Alam', extra: 'x' },
        { assetName: 'Truck 2', speed: 0, address: null },
      ],
      colsWidth: [100, 35, 300],
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Sheet1']);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).getCell(1).value).toBe('History Report');
    expect(ws.getRow(2).getCell(2).value).toBe('5/1/2026 | 00:00:00');
    const labels = ws.getRow(3);
    expect([1, 2, 3].map((c) => labels.getCell(c).value)).toEqual(['Asset', 'Speed', 'Address']);
    expect(labels.font?.bold ?? labels.getCell(1).font?.bold).toBe(true);
    expect([1, 2, 3].map((c) => ws.getRow(4).getCell(c).value)).toEqual(['Truck 1', 42, 'Shah Alam']);
    expect(ws.getRow(5).getCell(3).value).toBeNull();
    expect(ws.rowCount).toBe(5);
    expect(ws.getColumn(3).width).toBe(43);
  });
});
