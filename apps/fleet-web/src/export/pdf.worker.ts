/**
 * The browser's PDF worker: draws a report PDF (@fleet/report-pdf) off the page's main thread, so that the preview and
 * the export of a big table never freeze the tab. One model in, the file's bytes (or the error's text) out.
 */
import { buildPdf, type PdfModel } from '@fleet/report-pdf';
import type { PdfWorkerAnswer } from './worker-pdf-builder';

/** The worker's own scope (the app is typed with the DOM library, not the worker one). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PdfModel>) => void) | null;
  postMessage(answer: PdfWorkerAnswer, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  buildPdf(event.data).then(
    (bytes) => scope.postMessage({ ok: true, bytes }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) => scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
