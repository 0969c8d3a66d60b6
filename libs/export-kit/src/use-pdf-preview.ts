import { useEffect, useState } from 'react';
import type { PdfModel } from './export-model';

/** Delay before the preview is generated, ms (SPEC §4: loading first, preview after about 0.5 s). */
export const PREVIEW_DELAY_MS = 500;

/** Preview state: the blob URL and bytes of the generated PDF, or loading. */
export interface PdfPreview {
  url: string | null;
  bytes: Uint8Array | null;
  loading: boolean;
  error: unknown;
}

/**
 * Generates the preview PDF `PREVIEW_DELAY_MS` after `model` changes (null = no preview) and exposes it as a blob
 * URL, revoked when replaced or on unmount. Stale generations are discarded.
 */
export function usePdfPreview(model: PdfModel | null, build: (model: PdfModel) => Promise<Uint8Array>): PdfPreview {
  const [state, setState] = useState<PdfPreview>({ url: null, bytes: null, loading: model !== null, error: null });
  useEffect(() => {
    if (model === null) return;
    let live = true;
    let url: string | null = null;
    setState({ url: null, bytes: null, loading: true, error: null });
    const timer = setTimeout(() => {
      build(model).then(
        (bytes) => {
          if (!live) return;
          url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
          setState({ url, bytes, loading: false, error: null });
        },
        (error: unknown) => {
          if (live) setState({ url: null, bytes: null, loading: false, error });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [model, build]);
  return state;
}
