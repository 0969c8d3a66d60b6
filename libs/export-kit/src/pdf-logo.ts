/**
 * The company logo of the report PDF (`userInfo.logo_big_url`, SPEC §3), read with the app's own origin rules: the
 * Content-Security-Policy lets images come from `https:` (img-src) but lets the page fetch only its own origin
 * (connect-src), so the logo is loaded as an image and drawn into a canvas, then read back as PNG (which also turns
 * SVG, WebP or GIF logos into something pdf-lib embeds). A logo from another origin can be read back only when its
 * server allows it (CORS: Access-Control-Allow-Origin); without that the browser keeps the image out of files, so the
 * PDF gets the default logo and the dialog says why.
 */
import { useEffect, useState } from 'react';

/** Loads an image URL as PNG bytes; rejects when the image cannot be loaded or read back. */
export type LogoLoader = (url: string) => Promise<Uint8Array>;

/** The logo for the PDF: PNG bytes, or null for the default logo with the reason in `note`. */
export interface ResolvedLogo {
  bytes: Uint8Array | null;
  /** Why the default logo is used; null when the company logo is used or none is set (SPEC §3: the default then). */
  note: string | null;
}

/** Widest logo kept, px: the PDF draws it 32 pt high. */
const MAX_LOGO_PX = 600;

/** The browser's loader: an <img crossorigin="anonymous"> drawn into a canvas, read back as PNG. */
export const loadImageAsPng: LogoLoader = (url) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const img = new Image();
    // Without CORS approval from the logo's server a cross-origin image then fails to load (instead of tainting).
    img.crossOrigin = 'anonymous';
    img.decoding = 'async';
    img.onerror = () => reject(new Error(`The logo did not load: ${url}`));
    img.onload = () => {
      try {
        const scale = Math.min(1, MAX_LOGO_PX / Math.max(1, img.naturalWidth));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
        canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
        if (img.naturalWidth === 0 || img.naturalHeight === 0) throw new Error('The logo has no size.');
        canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => {
          if (!blob) reject(new Error('The logo could not be read back.'));
          else void blob.arrayBuffer().then((b) => resolve(new Uint8Array(b)), reject);
        }, 'image/png');
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    img.src = url;
  });

/** Whether a URL is on another origin than the page (data: and blob: URLs are not). */
function isCrossOrigin(url: string): boolean {
  if (typeof location === 'undefined') return false;
  try {
    const u = new URL(url, location.href);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== location.origin;
  } catch {
    return false;
  }
}

/** The text the export dialog shows when the company logo could not be used. */
export function logoFallbackNote(url: string): string {
  return isCrossOrigin(url)
    ? `The company logo (${new URL(url, location.href).host}) cannot be put into files: its server does not allow it (CORS). The default logo is used.`
    : 'The company logo could not be loaded. The default logo is used.';
}

/** Resolves the logo URL: empty → the default (no note); loaded → its PNG bytes; failed → the default with a note. */
export async function resolveLogo(url: string | null | undefined, load: LogoLoader = loadImageAsPng): Promise<ResolvedLogo> {
  const u = url?.trim() ?? '';
  if (u === '') return { bytes: null, note: null };
  try {
    return { bytes: await load(u), note: null };
  } catch {
    return { bytes: null, note: logoFallbackNote(u) };
  }
}

/**
 * The company logo for report PDFs, resolved once per URL: `logo` is the PNG bytes (undefined while loading or when
 * the default logo is used) and `note` why the default is used.
 */
export function useReportLogo(url: string | null | undefined, load: LogoLoader = loadImageAsPng): { logo: Uint8Array | undefined; note: string | null } {
  const [state, setState] = useState<{ url: string; resolved: ResolvedLogo } | null>(null);
  const key = url?.trim() ?? '';
  useEffect(() => {
    let live = true;
    void resolveLogo(key, load).then((resolved) => live && setState({ url: key, resolved }));
    return () => {
      live = false;
    };
  }, [key, load]);
  const resolved = state?.url === key ? state.resolved : null;
  return { logo: resolved?.bytes ?? undefined, note: resolved?.note ?? null };
}
