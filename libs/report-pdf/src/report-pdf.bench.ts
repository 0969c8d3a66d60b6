// @vitest-environment node
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { bench, describe } from 'vitest';
import { buildPdf } from './build-pdf';
import type { PdfModel } from './export-model';

/**
 * P5 (PDF, big): a 45,000-row x 12-column History, as a server export job draws it, against the way the table was
 * drawn before (pdf-lib's drawText per cell, a bordered rectangle and a line per column for every row), in one run.
 * The baseline draws only the table (no measuring or wrapping), so the ratio understates the gain.
 */
const fields = ['no', 'assetName', 'time', 'status', 'speed', 'address', 'lat', 'lng', 'odometer', 'fuel', 'voltage', 'ignition'];
const rows = Array.from({ length: 45_000 }, (_, i) => ({
  no: i + 1,
  assetName: `Hino 700 - WXY ${4800 + (i % 42)}`,
  time: `24/11/2026 ${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
  status: i % 5 ? 'Moving' : 'Idle',
  speed: i % 90,
  address: i % 7 ? 'Jalan Sultan Ismail, Bukit Bintang, Kuala Lumpur' : 'Lot 12, Persiaran Kayangan, Seksyen 9, 40100 Shah Alam, Selangor',
  lat: 3.1 + i * 1e-6,
  lng: 101.5,
  odometer: 12_345.6 + i * 0.1,
  fuel: 40.5,
  voltage: 13.5,
  ignition: 'On',
}));
const model: PdfModel = { title: 'History', columns: fields.map((f) => ({ header: f, field: f })), rows };

/** The table as it was drawn before: per cell and per row through pdf-lib's drawing API, 90 pt columns. */
async function perCellBaseline(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const widths = fields.map(() => 90);
  const tableW = widths.reduce((a, b) => a + b, 0);
  const [pageW, pageH] = [tableW + 88, (tableW + 88) * 1.41];
  const grid = rgb(0.945, 0.945, 0.945);
  let page = doc.addPage([pageW, pageH]);
  let y = pageH - 40;
  for (const row of rows) {
    if (y - 18 < 40) {
      page = doc.addPage([pageW, pageH]);
      y = pageH - 40;
    }
    page.drawRectangle({ x: 44, y: y - 18, width: tableW, height: 18, borderColor: grid, borderWidth: 0.5 });
    let x = 44;
    fields.forEach((f, i) => {
      const text = String(row[f as keyof typeof row]).slice(0, 16);
      page.drawText(text, { x: x + 3, y: y - 12.5, size: 10, font, color: rgb(0, 0, 0) });
      if (i > 0) page.drawLine({ start: { x, y }, end: { x, y: y - 18 }, thickness: 0.5, color: grid });
      x += widths[i]!;
    });
    y -= 18;
  }
  return doc.save();
}

async function timed(run: () => Promise<Uint8Array>): Promise<{ ms: number; kb: number }> {
  const t0 = performance.now();
  const bytes = await run();
  return { ms: performance.now() - t0, kb: bytes.byteLength / 1e3 };
}

describe('report-pdf', () => {
  bench(
    'P5 PDF 45,000 rows x 12 columns (server export job)',
    async () => {
      const drawn = await timed(() => buildPdf(model));
      const before = await timed(perCellBaseline);
      console.log(
        `P5 PDF 45,000 x 12: ${(drawn.ms / 1000).toFixed(1)} s, ${(drawn.kb / 1000).toFixed(1)} MB (measured, wrapped columns) vs per-cell drawing ` +
          `${(before.ms / 1000).toFixed(1)} s, ${(before.kb / 1000).toFixed(1)} MB = ${(before.ms / drawn.ms).toFixed(1)}x faster, ${(before.kb / drawn.kb).toFixed(1)}x smaller`,
      );
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );
});
