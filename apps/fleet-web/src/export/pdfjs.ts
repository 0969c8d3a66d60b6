import { createPdfJsLoader } from '@fleet/export-kit';
// Vite emits pdf.js's worker as a hashed asset; only its URL is in this chunk.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** pdf.js for the export dialogs' previews, parsing pages in its own worker. */
export const loadPdfJs = createPdfJsLoader({ workerSrc: pdfWorkerUrl });
