// @vitest-environment node
import { bench, describe } from 'vitest';
import { buildPdf } from './build-pdf';
import { buildWorkbook } from './build-workbook';

/**
 * P5 (PDF): 2,000 rows x 8 columns under 1.5 s and 500 MB. (P5 Excel, 100,000 rows, is the server's streamed
 * workbook: apps/fleet-api/src/reports/xlsx-stream.bench.ts.) The in-browser workbook builder, used for small
 * client-side tables, is measured on 10,000 rows for reference.
 */
const fields = Array.from({ length: 12 }, (_, i) => `f${i}`);
const rows = Array.from({ length: 10_000 }, (_, r) => Object.fromEntries(fields.map((f, c) => [f, c % 3 === 0 ? r * c : `Row ${r} col ${c}`])));
// Widths measured from the text, as the reports screen exports (the fixed 90 pt of the modal table skip measuring).
const pdfColumns = Array.from({ length: 8 }, (_, i) => ({ header: `Column ${i}`, field: `f${i}` }));
const pdfRows = rows.slice(0, 2000);

async function measure(label: string, goalMs: number | null, run: () => Promise<Uint8Array>): Promise<void> {
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const bytes = await run();
  const ms = performance.now() - t0;
  const rss = process.memoryUsage().rss;
  const goal = goalMs === null ? '' : ` (goal < ${goalMs} ms: ${(goalMs / ms).toFixed(1)}x inside it)`;
  console.log(`${label}: ${ms.toFixed(0)} ms${goal}, ${(bytes.byteLength / 1e3).toFixed(0)} kB, RSS ${(rss / 1e6).toFixed(0)} MB (+${((rss - rss0) / 1e6).toFixed(0)} MB)`);
}

describe('export-kit', () => {
  bench(
    'P5 PDF 2,000 rows x 8 columns',
    async () => {
      await measure('P5 PDF 2,000 x 8', 1500, () => buildPdf({ title: 'Bench', columns: pdfColumns, rows: pdfRows }));
    },
    { iterations: 3, warmupIterations: 1, time: 0 },
  );
  bench(
    'in-browser workbook 10,000 x 12',
    async () => {
      await measure('in-browser workbook 10,000 x 12', null, () => buildWorkbook({ fileName: 'bench', fields, labels: fields, data: rows }));
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );
});
