import type { LoadPdfJs, PdfJsDocument, PdfJsLib, PdfJsPage, PdfJsRenderTask } from './pdfjs-loader';

/** One `page.render` call made on the fake. */
export interface FakeRender {
  pageNumber: number;
  canvas: HTMLCanvasElement | null;
  cancelled: boolean;
  /** Completes the render (already done when `autoRender`). */
  finish(): void;
}

/** A fake pdf.js (happy-dom cannot run the real one) and what was asked of it. */
export interface FakePdfJs {
  load: LoadPdfJs;
  /** The `data` of every `getDocument` call. */
  documents: Uint8Array[];
  renders: FakeRender[];
  /** How many loading tasks were destroyed. */
  destroyed: number;
}

/** Options of {@link fakePdfJs}. */
export interface FakePdfJsOptions {
  /** Pages per document. @default 3 */
  numPages?: number;
  /** Renders finish at once; otherwise call `finish()`. @default true */
  autoRender?: boolean;
  /** Loading pdf.js rejects. @default false */
  failLoad?: boolean;
  /** Every render rejects. @default false */
  failRender?: boolean;
}

/** A fake pdf.js with A4-portrait pages (595 × 842 pt). */
export function fakePdfJs(options: FakePdfJsOptions = {}): FakePdfJs {
  const { numPages = 3, autoRender = true, failLoad = false, failRender = false } = options;
  const fake: FakePdfJs = {
    load: () => (failLoad ? Promise.reject(new Error('pdf.js failed to load')) : Promise.resolve(lib)),
    documents: [],
    renders: [],
    destroyed: 0,
  };
  const page = (pageNumber: number): PdfJsPage => ({
    getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
    render: ({ canvas }): PdfJsRenderTask => {
      let resolve = () => {};
      let reject: (error: unknown) => void = () => {};
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const render: FakeRender = { pageNumber, canvas, cancelled: false, finish: () => resolve() };
      fake.renders.push(render);
      if (failRender) reject(new Error('render failed'));
      else if (autoRender) resolve();
      return {
        promise,
        cancel: () => {
          render.cancelled = true;
          reject(Object.assign(new Error('Rendering cancelled'), { name: 'RenderingCancelledException' }));
        },
      };
    },
  });
  const lib: PdfJsLib = {
    getDocument: ({ data }) => {
      fake.documents.push(data);
      const doc: PdfJsDocument = { numPages, getPage: (n) => Promise.resolve(page(n)) };
      return {
        promise: Promise.resolve(doc),
        destroy: () => {
          fake.destroyed += 1;
        },
      };
    },
  };
  return fake;
}

/** An IntersectionObserver (happy-dom's never reports) that reports every observed element as visible. */
export class VisibleIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
