// Only the worker's URL (a string) is in the importing chunk; Vite emits the worker itself as a hashed asset.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The part of pdf.js (`pdfjs-dist`) the preview uses, as structural types so that tests can inject a fake document
 * (happy-dom cannot run pdf.js) and the real module is only loaded on demand.
 */

/** Size of a page at a scale, in CSS px (pdf.js `PageViewport`). */
export interface PdfJsViewport {
  width: number;
  height: number;
}

/** A running page render (pdf.js `RenderTask`). */
export interface PdfJsRenderTask {
  promise: Promise<void>;
  cancel(): void;
}

/** One page (pdf.js `PDFPageProxy`). */
export interface PdfJsPage {
  getViewport(params: { scale: number }): PdfJsViewport;
  render(params: { canvas: HTMLCanvasElement | null; viewport: PdfJsViewport }): PdfJsRenderTask;
  cleanup?(): unknown;
}

/** A loaded document (pdf.js `PDFDocumentProxy`). */
export interface PdfJsDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfJsPage>;
}

/** A document being loaded (pdf.js `PDFDocumentLoadingTask`); `destroy` also destroys the document. */
export interface PdfJsLoadingTask {
  promise: Promise<PdfJsDocument>;
  destroy(): Promise<void> | void;
}

/** The pdf.js entry points the preview needs. */
export interface PdfJsLib {
  getDocument(src: { data: Uint8Array }): PdfJsLoadingTask;
}

/** Loads pdf.js (real or fake). */
export type LoadPdfJs = () => Promise<PdfJsLib>;

let cached: Promise<PdfJsLib> | null = null;

/**
 * Loads pdf.js lazily (its own chunk, so the main bundle does not grow) and points it at its worker (the `?url` asset
 * above, fetched by pdf.js when the first document loads). Loaded once; a failed load is retried on the next call.
 */
export const loadPdfJs: LoadPdfJs = () => {
  cached ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    // pdf.js 4 draws into a 2D context; the preview hands over the canvas.
    const lib: PdfJsLib = {
      getDocument: (src) => {
        const task = pdfjs.getDocument(src);
        return {
          destroy: () => task.destroy(),
          promise: task.promise.then((doc) => ({
            numPages: doc.numPages,
            getPage: async (n: number) => {
              const page = await doc.getPage(n);
              return {
                getViewport: (params: { scale: number }) => page.getViewport(params),
                cleanup: () => page.cleanup(),
                render: ({ canvas, viewport }: { canvas: HTMLCanvasElement | null; viewport: PdfJsViewport }) => {
                  const canvasContext = canvas?.getContext('2d');
                  if (!canvasContext) throw new Error('No 2D canvas context for the PDF preview.');
                  return page.render({ canvasContext, viewport: viewport as Parameters<typeof page.render>[0]['viewport'] });
                },
              };
            },
          })),
        };
      },
    };
    return lib;
  });
  cached.catch(() => {
    cached = null;
  });
  return cached;
};

/** True when a render rejected because it was cancelled (pdf.js `RenderingCancelledException`). */
export function isRenderCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'RenderingCancelledException';
}
