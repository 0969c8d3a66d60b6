// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFDict, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPdf, pdfPageSizeFor } from './build-pdf';
import { defaultLogoBytes } from './default-logo';
import type { PdfModel } from './export-model';
import { loadPdf, pageStrings } from './pdf-text.testutil';

const columns = [
  { header: 'No', field: 'no', width: 20 },
  { header: 'Asset', field: 'assetName', width: 110 },
  { header: 'Time', field: 'time', width: 110 },
  { header: 'Speed (km/h)', field: 'speed', width: 110 },
  { header: 'Address', field: 'address', width: 110 },
  { header: 'Fuel (L)', field: 'fuel', width: 110 },
];
const rows = Array.from({ length: 120 }, (_, i) => ({
  no: i + 1,
  assetName: `Truck ${i % 7}`,
  time: `5/1/2026 | 0${i % 10}:00:00`,
  speed: (i * 7) % 110,
  address: i % 3 ? 'Jalan Sultan Ismail, Kuala Lumpur' : 'Persiaran Kayangan → Shah Alam 😀',
  fuel: i % 5 ? 40 + i : null,
}));
const model: PdfModel = { title: 'History', columns, rows, timeRange: { from: Date.UTC(2026, 0, 4, 16), to: Date.UTC(2026, 0, 5, 15, 59, 59) } };

describe('buildPdf', () => {
  it('sizes pages from the columns with the A4 minimum', async () => {
    expect(pdfPageSizeFor({ columns })).toEqual({ width: 658, height: 658 * 1.41 });
    expect(pdfPageSizeFor({ columns: [{ header: 'A', field: 'a' }] })).toEqual({ width: 595, height: 842 });
    const doc = await loadPdf(await buildPdf(model));
    const page = doc.getPage(0);
    expect(page.getWidth()).toBeCloseTo(658);
    expect(page.getHeight()).toBeCloseTo(927.78);
  });

  it('writes the header, time range and rows over several pages, repeating the header row', async () => {
    const bytes = await buildPdf(model);
    mkdirSync('/tmp', { recursive: true });
    writeFileSync('/tmp/sample-report.pdf', bytes);
    const doc = await loadPdf(bytes);
    expect(doc.getPageCount()).toBe(3);
    const first = pageStrings(doc.getPage(0));
    expect(first).toContain('Report Type: History');
    expect(first).toContain('5/1/2026 | 00:00:00 - 5/1/2026 | 23:59:59');
    expect(first).toContain('Truck 0');
    expect(pageStrings(doc.getPage(1))).toContain('Speed (km/h)');
    expect(pageStrings(doc.getPage(2))).toContain('120');
  });

  it('replaces characters Helvetica cannot encode', async () => {
    const wide = await loadPdf(await buildPdf({ title: 'Café → 😀', columns: [{ header: 'Address', field: 'address', width: 400 }], rows: rows.slice(0, 1) }));
    const strings = pageStrings(wide.getPage(0));
    expect(strings).toContain('Report Type: Caf\xe9 ? ?');
    expect(strings).toContain('Persiaran Kayangan ? Shah Alam ?');
  });

  it("prints a single centred 'No Data Found' row for zero rows", async () => {
    const bytes = await buildPdf({ ...model, rows: [] });
    writeFileSync('/tmp/sample-empty.pdf', bytes);
    const doc = await loadPdf(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(pageStrings(doc.getPage(0))).toContain('No Data Found');
  });

  it('falls back to the default logo for unreadable logo bytes', async () => {
    const doc = await loadPdf(await buildPdf({ ...model, rows: [], logo: new Uint8Array([1, 2, 3]) }));
    expect(doc.getPageCount()).toBe(1);
  });
});

describe('buildPdf image block (playback export)', () => {
  const xObjects = (page: import('pdf-lib').PDFPage) => {
    const resources = page.node.Resources();
    const dict = resources?.lookup(PDFName.of('XObject'), PDFDict);
    return dict ? dict.keys().length : 0;
  };

  it('puts the image after the title and time range, before the table', async () => {
    const doc = await loadPdf(await buildPdf({ ...model, rows: rows.slice(0, 3), image: { png: defaultLogoBytes(), width: 500, margins: [48, 30, 160, 0] } }));
    const page = doc.getPage(0);
    expect(xObjects(page)).toBe(2);
    const strings = pageStrings(page);
    expect(strings).toContain('Report Type: History');
    expect(strings).toContain('Asset');
    expect(strings).toContain('Truck 1');
  });

  it('drops the table when the table option is off', async () => {
    const doc = await loadPdf(await buildPdf({ ...model, image: { png: defaultLogoBytes(), width: 500, margins: [48, 30, 160, 0] }, table: false }));
    expect(doc.getPageCount()).toBe(1);
    const strings = pageStrings(doc.getPage(0));
    expect(strings).toContain('Report Type: History');
    expect(strings).not.toContain('Asset');
    expect(strings).not.toContain('Truck 1');
    expect(xObjects(doc.getPage(0))).toBe(2);
  });
});
