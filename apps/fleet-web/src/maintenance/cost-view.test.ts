import { MAINTENANCE_TEXTS, monthsOf } from '@fleet/domain';
import { buildPdf, buildWorkbook } from '@fleet/export-kit';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { COST_FIXTURE_PERIOD, COST_FIXTURE_ZONE, costFixtureView } from './cost-fixtures';
import {
  COST_DATES_REQUIRED,
  boundsDates,
  costMonthBars,
  costPdfModel,
  costPerKmBars,
  costPeriodBounds,
  costRows,
  costTotalRow,
  costWorkbookModel,
  customCostBounds,
  monthLabel,
  nextCostSort,
  sortCostRows,
} from './cost-view';

// 20:00 UTC on 30 Nov 2026: already 1 December in Kuala Lumpur, still 30 November (EST) in New York.
const now = Date.UTC(2026, 10, 30, 20);
const KL = 'Asia/Kuala_Lumpur';
const NY = 'America/New_York';

describe('cost periods', () => {
  it('bounds the periods in Kuala Lumpur by its days, whatever the browser zone', () => {
    expect(costPeriodBounds('this-month', now, KL)).toEqual({ from: Date.UTC(2026, 10, 30, 16), to: Date.UTC(2026, 11, 1, 16) });
    expect(costPeriodBounds('last-month', now, KL)).toEqual({ from: Date.UTC(2026, 9, 31, 16), to: Date.UTC(2026, 10, 30, 16) });
    expect(costPeriodBounds('last-3-months', now, KL).from).toBe(Date.UTC(2026, 8, 30, 16));
    const year = costPeriodBounds('last-12-months', now, KL);
    expect(year.from).toBe(Date.UTC(2025, 11, 31, 16));
    expect(monthsOf(year.from, year.to, KL)).toHaveLength(12);
    expect(costPeriodBounds('this-year', now, KL)).toEqual(year);
  });

  it('bounds the periods in New York across the end of daylight saving time', () => {
    // 1 Nov 00:00 is still EDT (UTC-4); 1 Dec 00:00 is EST (UTC-5).
    expect(costPeriodBounds('this-month', now, NY)).toEqual({ from: Date.UTC(2026, 10, 1, 4), to: Date.UTC(2026, 11, 1, 5) });
    expect(costPeriodBounds('last-month', now, NY)).toEqual({ from: Date.UTC(2026, 9, 1, 4), to: Date.UTC(2026, 10, 1, 4) });
    expect(costPeriodBounds('last-3-months', now, NY).from).toBe(Date.UTC(2026, 8, 1, 4));
    const year = costPeriodBounds('last-12-months', now, NY);
    expect(year.from).toBe(Date.UTC(2025, 11, 1, 5));
    expect(monthsOf(year.from, year.to, NY)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(costPeriodBounds('this-year', now, NY)).toEqual({ from: Date.UTC(2026, 0, 1, 5), to: Date.UTC(2026, 11, 1, 5) });
    expect(boundsDates(costPeriodBounds('this-month', now, NY), NY)).toEqual({ first: '2026-11-01', last: '2026-11-30' });
  });

  it('takes custom days, both counted, and refuses missing, reversed or too long periods', () => {
    // London: 29 March 2026 starts summer time.
    expect(customCostBounds('2026-03-01', '2026-03-31', 'Europe/London')).toEqual({ from: Date.UTC(2026, 2, 1), to: Date.UTC(2026, 2, 31, 23) });
    expect(customCostBounds('2026-03-01', '2026-03-01', KL)).toEqual({ from: Date.UTC(2026, 1, 28, 16), to: Date.UTC(2026, 2, 1, 16) });
    expect(customCostBounds('', '2026-03-01', KL)).toEqual({ error: COST_DATES_REQUIRED });
    expect(customCostBounds('2026-02-30', '2026-03-01', KL)).toEqual({ error: COST_DATES_REQUIRED });
    expect(customCostBounds('2026-03-02', '2026-03-01', KL)).toEqual({ error: MAINTENANCE_TEXTS.costPeriodInvalid });
    expect(customCostBounds('2020-01-01', '2026-03-01', KL)).toEqual({ error: MAINTENANCE_TEXTS.costPeriodInvalid });
  });
});

describe('cost rows and charts', () => {
  const view = costFixtureView();

  it('sorts by a column, unknown values last either way', () => {
    const rows = costRows(view, 'asset');
    const byPerKm = sortCostRows(rows, { key: 'costPerKm', direction: 'desc' }).map((r) => r.name);
    expect(byPerKm.at(-1)).toBe('Generator 2');
    expect(sortCostRows(rows, { key: 'costPerKm', direction: 'asc' }).map((r) => r.name).at(-1)).toBe('Generator 2');
    expect(sortCostRows(rows, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['Axia', 'Generator 2', 'Hino 700', 'Isuzu NPR']);
    expect(nextCostSort({ key: 'total', direction: 'desc' }, 'total')).toEqual({ key: 'total', direction: 'asc' });
    expect(nextCostSort({ key: 'total', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('rolls assets up by group with their counts', () => {
    const groups = costRows(view, 'group');
    expect(groups.map((g) => [g.name, g.assets])).toEqual([
      ['Cars', 2],
      ['Trucks', 2],
    ]);
    expect(groups.reduce((s, g) => s + g.figures.total, 0)).toBeCloseTo(view.total.total, 2);
  });

  it('stacks the months and ranks the cost per km', () => {
    const bars = costMonthBars(view);
    expect(bars.map((b) => b.label)).toEqual(['May 2026', 'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026']);
    for (const b of bars) expect(Object.values(b.amounts).reduce((s, v) => s + v, 0)).toBeCloseTo(b.total, 2);
    const perKm = costPerKmBars(view);
    expect(perKm.map((b) => b.name)).toEqual(['Hino 700', 'Isuzu NPR', 'Axia']);
    expect(perKm[0]!.costPerKm).toBeGreaterThan(perKm[1]!.costPerKm);
    expect(costPerKmBars(view, 2)).toHaveLength(2);
    expect(monthLabel('2026-12')).toBe('Dec 2026');
  });
});

describe('cost exports', () => {
  const view = costFixtureView();
  const rows = sortCostRows(costRows(view, 'asset'), { key: 'total', direction: 'desc' });
  const input = { rows, total: costTotalRow(view), grouping: 'asset' as const, period: COST_FIXTURE_PERIOD, timeZone: COST_FIXTURE_ZONE };

  it('writes the table as shown to a workbook: title, period and zone above, bold labels, numbers as numbers, the total last', async () => {
    const bytes = await buildWorkbook(costWorkbookModel({ ...input, scope: 'Hino 700, Isuzu NPR, Axia and 1 more' }));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Sheet1']);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Cost of Ownership');
    expect(ws.getRow(2).getCell(1).value).toBe('1/5/2026 | 00:00:00 - 1/11/2026 | 00:00:00');
    expect(String(ws.getRow(3).getCell(1).value)).toBe('Time zone: Asia/Kuala_Lumpur (UTC+08:00)');
    expect(ws.getRow(4).getCell(1).value).toBe('Assets: Hino 700, Isuzu NPR, Axia and 1 more');
    const labels = ws.getRow(5);
    expect((labels.values as unknown[]).slice(1)).toEqual(['Asset', 'Group', 'Fuel (RM)', 'Tolls (RM)', 'Services (RM)', 'Tires (RM)', 'Documents (RM)', 'Total (RM)', 'Distance (km)', 'Engine hours (h)', 'RM/km', 'RM/h']);
    expect(labels.font?.bold).toBe(true);
    const first = ws.getRow(6);
    const hino = view.assets.find((a) => a.assetName === 'Hino 700')!.figures;
    expect((first.values as unknown[]).slice(1)).toEqual(['Hino 700', 'Trucks', hino.fuel, hino.toll, hino.service, hino.tire, hino.document, hino.total, hino.km, hino.engineHours, hino.costPerKm, hino.costPerHour]);
    expect(typeof first.getCell(8).value).toBe('number');
    // Generator 2 has no km: an empty cell, not a dash.
    const generator = [6, 7, 8, 9].map((r) => ws.getRow(r)).find((r) => r.getCell(1).value === 'Generator 2')!;
    expect(generator.getCell(9).value).toBeNull();
    const total = ws.getRow(10);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(8).value).toBe(view.total.total);
    expect(ws.rowCount).toBe(10);
  });

  it('writes the groups with their asset counts', async () => {
    const groups = costRows(view, 'group');
    const bytes = await buildWorkbook(costWorkbookModel({ ...input, rows: groups, grouping: 'group' }));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    const ws = wb.getWorksheet('Sheet1')!;
    expect((ws.getRow(4).values as unknown[]).slice(1, 3)).toEqual(['Group', 'Assets']);
    expect((ws.getRow(5).values as unknown[]).slice(1, 3)).toEqual(['Cars', 2]);
    expect((ws.getRow(7).values as unknown[]).slice(1, 3)).toEqual(['Total', 4]);
  });

  it('draws the table as a PDF with its Total row, the values written as on screen', async () => {
    const model = costPdfModel(input);
    expect(model.title).toBe('Cost of Ownership');
    expect(model.timeRange).toEqual(COST_FIXTURE_PERIOD);
    expect(model.rows.find((r) => r['name'] === 'Generator 2')).toMatchObject({ km: '—', costPerKm: '—' });
    expect(model.totals).not.toHaveProperty('name');
    expect(model.totals?.['total']).toBe(view.total.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    const bytes = await buildPdf(model);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
