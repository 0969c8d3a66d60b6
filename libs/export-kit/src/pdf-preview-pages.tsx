import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { MIME } from './download-bytes';
import { isRenderCancelled, loadPdfJs as defaultLoadPdfJs, type LoadPdfJs, type PdfJsDocument, type PdfJsLoadingTask } from './pdfjs-loader';

/** Page width used until the container has been measured (or where layout is not computed, e.g. happy-dom), CSS px. */
const FALLBACK_WIDTH = 800;
/** Horizontal padding around the pages, CSS px. */
const GUTTER = 16;
/** Upper bound of the device pixel ratio the canvases are drawn at, to bound canvas memory. */
const MAX_PIXEL_RATIO = 3;
/** Pages this far outside the visible area (relative to its height) are drawn ahead, and released beyond it. */
const LOOKAHEAD = '100% 0px';

/** Props of {@link PdfPreviewPages}. */
export interface PdfPreviewPagesProps {
  /** The PDF to show. A new array re-renders; pdf.js receives a copy, so these bytes stay usable. */
  bytes: Uint8Array;
  /** Object URL of the same bytes for the fallback viewer; one is created when omitted. */
  fallbackUrl?: string | null;
  /** Loads pdf.js. @default the lazily imported `pdfjs-dist` */
  loadPdfJs?: LoadPdfJs;
  /** Style of the scrolling container. */
  style?: CSSProperties;
}

type DocState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PdfJsDocument; ratio: number }
  | { status: 'failed' };

/**
 * Renders a PDF with pdf.js into one canvas per page, in a scrolling column scaled to the container's width (device
 * pixel ratio aware). Pages are drawn as they come near the visible area and released when far from it, so long
 * documents stay responsive. Falls back to the browser's viewer in an iframe when pdf.js fails to load or render.
 */
export function PdfPreviewPages({ bytes, fallbackUrl, loadPdfJs = defaultLoadPdfJs, style }: PdfPreviewPagesProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const width = useContentWidth(container);
  const [state, setState] = useState<DocState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    let task: PdfJsLoadingTask | null = null;
    setState({ status: 'loading' });
    loadPdfJs()
      .then(async (pdfjs) => {
        if (!live) return;
        // pdf.js transfers the buffer it is given to its worker (detaching it): hand it a copy.
        task = pdfjs.getDocument({ data: bytes.slice() });
        const doc = await task.promise;
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (live) setState({ status: 'ready', doc, ratio: first.height / first.width });
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.warn('PDF preview: pdf.js failed, falling back to the browser viewer', error);
        setState({ status: 'failed' });
      });
    return () => {
      live = false;
      // Destroys the document too, which stops its pending renders.
      if (task) Promise.resolve(task.destroy()).catch(() => undefined);
    };
  }, [bytes, loadPdfJs]);

  const fail = (error: unknown) => {
    console.warn('PDF preview: a page failed to render, falling back to the browser viewer', error);
    setState({ status: 'failed' });
  };

  if (state.status === 'failed') return <FallbackViewer bytes={bytes} url={fallbackUrl} style={style} />;
  return (
    <div ref={setContainer} style={{ ...styles.column, ...style }} data-testid="pdf-preview-frame" role="region" aria-label="PDF preview">
      {state.status === 'loading' ? (
        <p role="status" style={styles.status}>
          Rendering preview…
        </p>
      ) : (
        Array.from({ length: state.doc.numPages }, (_, i) => (
          <PageCanvas
            key={i}
            doc={state.doc}
            pageNumber={i + 1}
            pageCount={state.doc.numPages}
            width={width}
            ratio={state.ratio}
            root={container}
            onFailed={fail}
          />
        ))
      )}
    </div>
  );
}

interface PageCanvasProps {
  doc: PdfJsDocument;
  pageNumber: number;
  pageCount: number;
  /** CSS width of the page, px. */
  width: number;
  /** Height / width, until the page itself has been read. */
  ratio: number;
  /** The scrolling container the visibility is measured against. */
  root: HTMLElement | null;
  onFailed: (error: unknown) => void;
}

/** One page: drawn while near the visible area, at the current width; stale renders are cancelled. */
function PageCanvas({ doc, pageNumber, pageCount, width, ratio: initialRatio, root, onFailed }: PageCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [ratio, setRatio] = useState(initialRatio);
  const [drawnWidth, setDrawnWidth] = useState<number | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setNear(entry.isIntersecting);
      },
      { root, rootMargin: LOOKAHEAD },
    );
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    if (!near) {
      // Release the bitmap of pages far from view (the CSS size keeps the layout).
      canvas.width = 0;
      canvas.height = 0;
      return;
    }
    let live = true;
    let task: { cancel(): void } | null = null;
    doc
      .getPage(pageNumber)
      .then((page) => {
        if (!live) return;
        const base = page.getViewport({ scale: 1 });
        const cssScale = width / base.width;
        const pixelRatio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
        const viewport = page.getViewport({ scale: cssScale * pixelRatio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        setRatio(base.height / base.width);
        const render = page.render({ canvas, viewport });
        task = render;
        return render.promise.then(() => {
          if (live) setDrawnWidth(width);
        });
      })
      .catch((error: unknown) => {
        if (live && !isRenderCancelled(error)) failed.current(error);
      });
    return () => {
      live = false;
      task?.cancel();
      setDrawnWidth(null);
    };
  }, [doc, pageNumber, width, near]);

  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={`Page ${pageNumber} of ${pageCount}`}
      data-testid="pdf-preview-page"
      data-page={pageNumber}
      data-rendered={near && drawnWidth === width ? 'true' : undefined}
      style={{ ...styles.page, width, height: Math.round(width * ratio) }}
    />
  );
}

/** The browser's own viewer, with a note and a link for browsers that have none (where the frame stays blank). */
function FallbackViewer({ bytes, url, style }: { bytes: Uint8Array; url?: string | null; style?: CSSProperties }) {
  const own = useObjectUrl(url ? null : bytes);
  const src = url ?? own;
  return (
    <div style={{ ...styles.fallback, ...style }} data-testid="pdf-preview-frame" data-fallback="true">
      <p role="note" style={styles.note}>
        The preview could not be drawn here, so the browser&apos;s PDF viewer is used.{' '}
        {src ? (
          <a href={src} target="_blank" rel="noreferrer" style={styles.link}>
            Open the PDF
          </a>
        ) : null}
      </p>
      {src ? <iframe src={src} title="PDF preview" style={styles.iframe} data-testid="pdf-preview-fallback" /> : null}
    </div>
  );
}

/** An object URL of `bytes` (null = none), revoked when replaced or on unmount. */
function useObjectUrl(bytes: Uint8Array | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes) return;
    const next = URL.createObjectURL(new Blob([bytes as BlobPart], { type: MIME.pdf }));
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [bytes]);
  return url;
}

/** Width available to the pages inside the element (minus the gutters), tracked with a ResizeObserver. */
function useContentWidth(el: HTMLElement | null): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => {
      const inner = Math.floor(el.clientWidth - 2 * GUTTER);
      setWidth(inner > 0 ? inner : FALLBACK_WIDTH);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return width;
}

const styles = {
  column: {
    width: '100%',
    height: '100%',
    overflowY: 'auto',
    scrollbarGutter: 'stable',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: GUTTER,
    padding: GUTTER,
    boxSizing: 'border-box',
  },
  status: { margin: 'auto', color: '#fff' },
  page: { display: 'block', flex: '0 0 auto', background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,0.5)' },
  fallback: { width: '100%', height: '100%', display: 'flex', flexDirection: 'column' },
  note: { margin: 0, padding: '8px 12px', background: '#fff8e1', color: '#333', fontSize: 13 },
  link: { color: '#0b5cad' },
  iframe: { flex: 1, width: '100%', border: 0, background: '#fff' },
} satisfies Record<string, CSSProperties>;
