import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { bench, describe } from 'vitest';
import { writeReportWorkbook } from './xlsx-stream';

/**
 * P5 (Excel): a 100,000 x 12 report workbook, goal < 3 s and < 500 MB, through the streaming writer the Excel export
 * uses, against exceljs' in-memory workbook (the usual way) as the baseline, in the same process.
 * Run: `npx vitest bench --run src/reports/xlsx-stream.bench.ts` in apps/fleet-api.
 */
const ROWS = 100_000;
const columns = Array.from({ length: 12 }, (_, i) => ({ header: `Column ${i}`, field: `f${i}`, width: 90 }));
const rows = Array.from({ length: ROWS }, (_, r) => Object.fromEntries(columns.map((c, i) => [c.field, i % 3 === 0 ? r * i : `Row ${r} col ${i}`])));
const header = [['Bench'], ['1/1/2026 | 00:00:00 - 31/1/2026 | 23:59:59'], ['Time zone: Asia/Kuala_Lumpur (UTC+08:00)']];

/** Counts bytes and drops them, like a socket would. */
function sink(): { stream: Writable; bytes: () => number } {
  let n = 0;
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      n += chunk.length;
      done();
    },
  });
  return { stream, bytes: () => n };
}

async function measure(label: string, run: () => Promise<number>): Promise<number> {
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const bytes = await run();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`${label}: ${ms.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB file, peak RSS ${(peak / 1e6).toFixed(0)} MB (+${((peak - rss0) / 1e6).toFixed(0)} MB)`);
  return ms;
}

describe('P5 Excel 100,000 x 12', () => {
  bench(
    'streamed report workbook vs in-memory exceljs',
    async () => {
      const streamed = await measure('streamed writeReportWorkbook', async () => {
        const out = sink();
        await writeReportWorkbook({ header, columns, rows }, out.stream);
        return out.bytes();
      });
      const baseline = await measure('baseline in-memory Workbook.writeBuffer', async () => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('Sheet1');
        for (const h of header) ws.addRow(h);
        ws.addRow(columns.map((c) => c.header)).font = { bold: true };
        ws.addRows(rows.map((r) => columns.map((c) => r[c.field])));
        return (await wb.xlsx.writeBuffer()).byteLength;
      });
      console.log(`P5 Excel: ${streamed.toFixed(0)} ms (goal < 3000 ms) = ${(baseline / streamed).toFixed(1)}x faster than the in-memory baseline`);
    },
    { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 },
  );
});
