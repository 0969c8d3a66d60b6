// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFDict, PDFName, breakTextIntoLines } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PDF_PROGRESS_ROWS, PDF_TOTAL_LABEL, buildPdf, pdfColumnWidths, pdfPageSizeFor } from './build-pdf';
import { defaultLogoBytes } from './default-logo';
import type { PdfModel } from './export-model';
import { PDF_MAX_COLUMN_PT } from './pdf-columns';
import { loadPdf, pageStrings } from './pdf-text.testutil';
import { wrapText } from './pdf-text';

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
/** The same columns without widths: measured. */
const measured = columns.map(({ header, field }) => ({ header, field }));

describe('buildPdf', () => {
  it('sizes pages from the columns with the A4 minimum', async () => {
    expect(await pdfPageSizeFor({ columns, rows })).toEqual({ width: 658, height: 658 * 1.41 });
    expect(await pdfPageSizeFor({ columns: [{ header: 'A', field: 'a' }], rows: [] })).toEqual({ width: 595, height: 842 });
    const doc = await loadPdf(await buildPdf(model));
    const page = doc.getPage(0);
    expect(page.getWidth()).toBeCloseTo(658);
    expect(page.getHeight()).toBeCloseTo(927.78);
  });

  it('sizes columns without a width from their measured header and values, the header unit included', async () => {
    const widths = await pdfColumnWidths({ columns: measured, rows });
    // 'No' (bold) vs '120'; 'Speed (km/h)' is wider than any speed; 'Truck 0' is narrower than 110 pt.
    expect(widths[0]).toBeGreaterThan(15);
    expect(widths[0]).toBeLessThan(30);
    expect(widths[1]).toBeLessThan(50);
    expect(widths[3]).toBeGreaterThan(60);
    expect(widths[3]).toBeLessThan(75);
    // The address is as wide as its longest value: no cut, no wrap.
    expect(widths[4]).toBeGreaterThan(140);
    expect(widths[4]).toBeLessThan(PDF_MAX_COLUMN_PT);
    const doc = await loadPdf(await buildPdf({ ...model, columns: measured }));
    const strings = pageStrings(doc.getPage(0));
    expect(strings).toContain('Speed (km/h)');
    expect(strings).toContain('Jalan Sultan Ismail, Kuala Lumpur');
  });

  it('wraps a value longer than the widest column over lines of its cell, never cutting it', async () => {
    const long = 'Lot 1234, Jalan Perusahaan 5, Kawasan Perindustrian Bukit Raja Selatan, 40000 Shah Alam, Selangor Darul Ehsan';
    const doc = await loadPdf(await buildPdf({ title: 'Wrap', columns: [{ header: 'Asset', field: 'a' }, { header: 'Address', field: 'address' }], rows: [{ a: 'Truck 1', address: long }] }));
    const strings = pageStrings(doc.getPage(0));
    const drawn = strings.filter((s) => long.includes(s.trim()) && s.trim().length > 3);
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.join(' ').replace(/\s+/g, ' ')).toBe(long);
    expect(strings.some((s) => s.includes('...'))).toBe(false);
  });

  it('writes the header, time range, zone and rows over several pages, repeating the header row, with Page N of M', async () => {
    const bytes = await buildPdf(model);
    mkdirSync('/tmp', { recursive: true });
    writeFileSync('/tmp/sample-report.pdf', bytes);
    const doc = await loadPdf(bytes);
    // The addresses wrap onto two lines in their fixed 110 pt column (they were shrunk or cut before).
    expect(doc.getPageCount()).toBe(5);
    const first = pageStrings(doc.getPage(0));
    expect(first).toContain('Report Type: History');
    expect(first).toContain('5/1/2026 | 00:00:00 - 5/1/2026 | 23:59:59');
    expect(first).toContain('Time zone: Asia/Kuala_Lumpur (UTC+08:00)');
    expect(first).toContain('Truck 0');
    expect(first).toContain('Page 1 of 5');
    expect(first).toContain('Jalan Sultan Ismail,');
    expect(first).toContain('Kuala Lumpur');
    expect(pageStrings(doc.getPage(1))).toContain('Speed (km/h)');
    expect(pageStrings(doc.getPage(1))).toContain('Page 2 of 5');
    expect(pageStrings(doc.getPage(4))).toContain('120');
    expect(pageStrings(doc.getPage(4))).toContain('Page 5 of 5');
  });

  it('ends with a Total row under the totalled columns', async () => {
    const summary: PdfModel = {
      title: 'Summary',
      columns: [
        { header: 'Asset', field: 'assetName' },
        { header: 'Distance (km)', field: 'distance' },
        { header: 'Max Speed (km/h)', field: 'maxSpeed' },
      ],
      rows: [
        { assetName: 'Truck 1', distance: 10.25, maxSpeed: 90 },
        { assetName: 'Truck 2', distance: 0.5, maxSpeed: 40 },
      ],
      totals: { distance: 10.75 },
    };
    const strings = pageStrings((await loadPdf(await buildPdf(summary))).getPage(0));
    const at = strings.indexOf(PDF_TOTAL_LABEL);
    expect(at).toBeGreaterThan(strings.indexOf('Truck 2'));
    expect(strings[at + 1]).toBe('10.75');
    // No total under the speed; no Total row without totals.
    expect(strings.slice(at).join('|')).not.toContain('130');
    expect(pageStrings((await loadPdf(await buildPdf({ ...summary, totals: {} }))).getPage(0))).not.toContain(PDF_TOTAL_LABEL);
  });

  it('wraps a value longer than its fixed-width column onto more lines, and grows its row', async () => {
    const address = 'Jalan Persiaran Kayangan, Seksyen 7, 40000 Shah Alam, Selangor Darul Ehsan, Malaysia';
    const cols = [
      { header: 'Time', field: 'time', width: 60 },
      { header: 'Address', field: 'address', width: 100 },
    ];
    const data = [{ time: 'A', address }, { time: 'B', address: 'Jalan X' }];
    const doc = await loadPdf(await buildPdf({ title: 'Wrap', columns: cols, rows: data }));
    const strings = pageStrings(doc.getPage(0));
    const lines = strings.slice(strings.indexOf('A') + 1, strings.indexOf('B'));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(address);
    expect(strings).not.toContain('...');
    // The short value keeps one line.
    expect(strings.slice(strings.indexOf('B') + 1)).toContain('Jalan X');
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
    expect(pageStrings(doc.getPage(0))).toContain('Page 1 of 1');
  });

  it('falls back to the default logo for unreadable logo bytes', async () => {
    const doc = await loadPdf(await buildPdf({ ...model, rows: [], logo: new Uint8Array([1, 2, 3]) }));
    expect(doc.getPageCount()).toBe(1);
  });

  it('reports its progress every PDF_PROGRESS_ROWS rows and once at the end', async () => {
    const many = Array.from({ length: 1_234 }, (_, i) => rows[i % rows.length]!);
    const seen: [number, number][] = [];
    const doc = await loadPdf(await buildPdf({ ...model, rows: many }, { onProgress: (done, total) => seen.push([done, total]) }));
    expect(seen).toEqual([
      [PDF_PROGRESS_ROWS, 1_234],
      [2 * PDF_PROGRESS_ROWS, 1_234],
      [1_234, 1_234],
    ]);
    expect(pageStrings(doc.getPage(doc.getPageCount() - 1))).toContain(`Page ${doc.getPageCount()} of ${doc.getPageCount()}`);
  });

  it('stops between rows when its signal aborts, with the signal\'s reason', async () => {
    const many = Array.from({ length: 3_000 }, (_, i) => rows[i % rows.length]!);
    const stop = new AbortController();
    const seen: number[] = [];
    const build = buildPdf({ ...model, rows: many }, {
      signal: stop.signal,
      onProgress: (done) => {
        seen.push(done);
        stop.abort(new Error('cancelled by the user'));
      },
    });
    await expect(build).rejects.toThrow('cancelled by the user');
    expect(seen).toEqual([PDF_PROGRESS_ROWS]);
    await expect(buildPdf(model, { signal: AbortSignal.abort(new Error('before it started')) })).rejects.toThrow('before it started');
  });
});

describe('wrapText', () => {
  const font = { widthOfTextAtSize: (t: string, size: number) => t.length * size * 0.5 };
  it('keeps text that fits on one line, breaks at spaces and cuts words wider than the line', () => {
    expect(wrapText('Truck 1', font, 10, 100, breakTextIntoLines)).toEqual(['Truck 1']);
    expect(wrapText('', font, 10, 100, breakTextIntoLines)).toEqual(['']);
    expect(wrapText('aaaa bbbb cccc', font, 10, 40, breakTextIntoLines)).toEqual(['aaaa', 'bbbb', 'cccc']);
    expect(wrapText('aaaa bbbb cccc', font, 10, 45, breakTextIntoLines)).toEqual(['aaaa', 'bbbb cccc']);
    expect(wrapText('abcdefghij', font, 10, 20, breakTextIntoLines)).toEqual(['abcd', 'efgh', 'ij']);
  });
  it('stops at 12 lines, the last one ending in ...', () => {
    const lines = wrapText(Array.from({ length: 30 }, () => 'word').join(' '), font, 10, 25, breakTextIntoLines);
    expect(lines).toHaveLength(12);
    expect(lines[11]!.endsWith('...')).toBe(true);
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
