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

/** Options of {@link createPdfJsLoader}. */
export interface PdfJsLoaderOptions {
  /**
   * URL of pdf.js's worker script (`pdfjs-dist/build/pdf.worker.min.mjs`) as the app serves it, e.g. Vite's
   * `import url from 'pdfjs-dist/build/pdf.worker.min.mjs?url'` or webpack's
   * `new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url)`: pages are then parsed off the main thread.
   * @default none: pdf.js parses on the main thread (its worker module is imported as an ordinary chunk)
   */
  workerSrc?: string;
}

/**
 * A loader of pdf.js: lazily (its own chunk, so the main bundle does not grow), once (a failed load is retried on the
 * next call), pointed at its worker when `workerSrc` is given.
 */
export function createPdfJsLoader(options: PdfJsLoaderOptions = {}): LoadPdfJs {
  let cached: Promise<PdfJsLib> | null = null;
  return () => {
    cached ??= import('pdfjs-dist').then(async (pdfjs) => {
      if (options.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = options.workerSrc;
      // Without a worker URL, pdf.js runs its worker's code in this thread once the module is loaded (pdfjsWorker).
      // @ts-expect-error -- pdf.js's worker module has no types; it is imported for its side effect (pdfjsWorker).
      else await import('pdfjs-dist/build/pdf.worker.min.mjs');
      return wrapPdfJs(pdfjs);
    });
    cached.catch(() => {
      cached = null;
    });
    return cached;
  };
}

/** The default loader: pdf.js on the main thread (see {@link createPdfJsLoader} to give it a worker). */
export const loadPdfJs: LoadPdfJs = createPdfJsLoader();

function wrapPdfJs(pdfjs: typeof import('pdfjs-dist')): PdfJsLib {
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
}

/** True when a render rejected because it was cancelled (pdf.js `RenderingCancelledException`). */
export function isRenderCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'RenderingCancelledException';
}
