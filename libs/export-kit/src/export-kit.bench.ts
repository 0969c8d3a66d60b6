// @vitest-environment node
import { bench, describe } from 'vitest';
import { buildPdf } from './build-pdf';
import { buildWorkbook } from './build-workbook';

// Budgets (SPEC-derived goals): Excel 100,000 x 12 under 3 s; PDF 2,000 x 8 under 1.5 s.
const excelFields = Array.from({ length: 12 }, (_, i) => `f${i}`);
const excelRows = Array.from({ length: 100_000 }, (_, r) =>
  Object.fromEntries(excelFields.map((f, c) => [f, c % 3 === 0 ? r * c : `Row ${r} col ${c}`])),
);
const pdfColumns = Array.from({ length: 8 }, (_, i) => ({ header: `Column ${i}`, field: `f${i}`, width: 90 }));
const pdfRows = excelRows.slice(0, 2000);

describe('export-kit', () => {
  bench(
    'Excel 100,000 rows x 12 columns',
    async () => {
      await buildWorkbook({ fileName: 'bench', fields: excelFields, labels: excelFields, data: excelRows });
    },
    { iterations: 2, warmupIterations: 0, time: 0 },
  );
  bench(
    'PDF 2,000 rows x 8 columns',
    async () => {
      await buildPdf({ title: 'Bench', columns: pdfColumns, rows: pdfRows });
    },
    { iterations: 5, warmupIterations: 1, time: 0 },
  );
});
