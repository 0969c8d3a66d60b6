import { resolveLogo, type PdfModel } from '@fleet/export-kit';

/** What the PDF worker answers. */
export type PdfWorkerAnswer = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * A PDF builder for the export dialogs (`PdfExportDialog`'s `build`) that draws in a worker started by `createWorker`
 * (one per build, ended after it): a company logo given as a URL is loaded here first, the rest happens off the main
 * thread.
 */
export function workerPdfBuilder(createWorker: () => Worker): (model: PdfModel) => Promise<Uint8Array> {
  return async (model) => {
    const logo = typeof model.logo === 'string' ? ((await resolveLogo(model.logo)).bytes ?? undefined) : model.logo;
    const worker = createWorker();
    try {
      return await new Promise<Uint8Array>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<PdfWorkerAnswer>) => (event.data.ok ? resolve(event.data.bytes) : reject(new Error(event.data.message)));
        worker.onerror = (event) => reject(new Error(event.message || 'The PDF worker failed.'));
        worker.postMessage({ ...model, logo });
      });
    } finally {
      worker.terminate();
    }
  };
}

/** The app's PDF builder: the bundled pdf.worker.ts. */
export const buildPdfOffThread = workerPdfBuilder(() => new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' }));
