/**
 * The worker thread that builds a big report export for a server export job (a PDF through @fleet/report-pdf, or an
 * Excel workbook through exceljs' streaming writer), so that a 900-page PDF or a 500,000-row workbook never blocks the
 * server's event loop: it receives the work as `workerData`, posts its progress, then the file's bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PassThrough } from 'node:stream';
import { buildPdf, type PdfModel } from '@fleet/report-pdf';
import { writeReportWorkbook, type WorkbookContent } from './xlsx-stream';

/** What a worker builds. */
export type ExportWork = { kind: 'pdf'; model: PdfModel } | { kind: 'xlsx'; content: WorkbookContent };

/** What the worker tells its job. */
export type ExportWorkerMessage = { kind: 'progress'; done: number; total: number } | { kind: 'done'; bytes: Uint8Array } | { kind: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('export-worker runs as a worker thread');
const work = workerData as ExportWork;
const send = (message: ExportWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const onProgress = (done: number, total: number) => send({ kind: 'progress', done, total });

async function workbook(content: WorkbookContent): Promise<Uint8Array> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  await writeReportWorkbook(content, sink, onProgress);
  return new Uint8Array(Buffer.concat(chunks));
}

(work.kind === 'pdf' ? buildPdf(work.model, { onProgress }) : workbook(work.content))
  .then((bytes) => send({ kind: 'done', bytes }, [bytes.buffer as ArrayBuffer]))
  .catch((error: unknown) => send({ kind: 'error', message: error instanceof Error ? error.message : String(error) }));
