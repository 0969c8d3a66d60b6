/**
 * The worker thread that draws a report PDF (@fleet/report-pdf) for a server export job, so that a 900-page PDF never
 * blocks the server's event loop: it receives the model as `workerData`, posts its progress, then the file's bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildPdf, type PdfModel } from '@fleet/report-pdf';

/** What the worker tells its job. */
export type PdfWorkerMessage = { kind: 'progress'; done: number; total: number } | { kind: 'done'; bytes: Uint8Array } | { kind: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('pdf-worker runs as a worker thread');
const { model } = workerData as { model: PdfModel };
const send = (message: PdfWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
buildPdf(model, { onProgress: (done, total) => send({ kind: 'progress', done, total }) })
  .then((bytes) => send({ kind: 'done', bytes }, [bytes.buffer as ArrayBuffer]))
  .catch((error: unknown) => send({ kind: 'error', message: error instanceof Error ? error.message : String(error) }));
