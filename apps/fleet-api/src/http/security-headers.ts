import helmet from '@fastify/helmet';
import type { AppConfig } from '../config';
import { globalPlugin } from './global-plugin';

/** The parts of the configuration the headers depend on. */
export type SecurityHeadersConfig = Pick<AppConfig, 'roadmapStyleUrl' | 'mapStyles' | 'trafficTileUrl' | 'publicUrl'>;

/** Options of the security headers plugin. */
export interface SecurityHeadersOptions extends Record<string, unknown> {
  config: SecurityHeadersConfig;
}

/** Content-Security-Policy directives: name -> sources, in header order. */
export type CspDirectives = Record<string, string[]>;

/** HSTS lifetime when PUBLIC_URL is https, s (one year). */
export const HSTS_MAX_AGE_S = 31_536_000;

/** The http(s) origin of an absolute URL or URL template; null for relative URLs and other schemes. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    // Relative (same origin, covered by 'self') or a host with a placeholder: nothing to add.
    return null;
  }
}

/**
 * Origins of the deployment's map: the online roadmap's style URL (OpenFreeMap by default, whose style, TileJSON,
 * tiles, sprites and glyphs are all on https://tiles.openfreemap.org), the MAP_STYLES style URLs and the
 * TRAFFIC_TILE_URL template, de-duplicated. A style's tiles, glyphs and sprites are assumed to live on its style's
 * origin; one that loads from elsewhere needs that origin added here.
 */
export function mapOrigins(config: Pick<SecurityHeadersConfig, 'roadmapStyleUrl' | 'mapStyles' | 'trafficTileUrl'>): string[] {
  const urls = [config.roadmapStyleUrl, ...config.mapStyles.map((s) => s.url), config.trafficTileUrl];
  const origins = urls.flatMap((url) => (url ? [originOf(url)] : [])).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

/** The WebSocket origin of PUBLIC_URL (ws: for http, wss: for https), for the live feed. */
export function webSocketOrigin(publicUrl: string): string | null {
  const origin = originOf(publicUrl);
  return origin ? origin.replace(/^http/, 'ws') : null;
}

/**
 * The Content-Security-Policy of every response, derived once at start. What the built web app loads:
 * - scripts only from our origin: index.html has no inline script; MapLibre's and pdf.js' workers are same-origin
 *   `.mjs` assets. No 'unsafe-eval' and no 'wasm-unsafe-eval': zod runs jitless in the browser
 *   (apps/fleet-web/src/app/zod-jitless.ts); pdf.js 4.8 only evaluates PostScript (type 4) functions and only
 *   instantiates WebAssembly (its JPEG 2000 decoder) for JPX images, neither of which the PDFs built by pdf-lib
 *   contain (in such a PDF pdf.js would interpret the function instead, and leave the JPX image out).
 * - `worker-src blob:`: workers built from in-memory code (MapLibre's default worker when no worker URL is set, pdf.js'
 *   wrapper for a worker on another origin); the built app starts both from files.
 * - `connect-src`: the API, the live WebSocket (Chromium counts a same-origin ws: as 'self'; the PUBLIC_URL one is
 *   named for browsers that do not), the offline basemap's TileJSON and tiles (same origin), and the online roadmap,
 *   the configured map styles and traffic tiles, fetched by MapLibre's worker; blob: for reading back what the app itself made (a receipt file
 *   opened from a blob: URL, exported images).
 * - `img-src`: data: for the favicon, MapLibre's control icons and the map image export (modern-screenshot draws
 *   the map through a data: SVG), blob: for receipt photo previews, `https:` for users' photos and company logos
 *   (external URLs), and the map origins for an http one.
 * - `style-src 'unsafe-inline'`: React `style` attributes, MapLibre's and Radix's inline positioning, and the loading
 *   screen's `<style>` in index.html. Styles cannot run script, so script injection stays closed.
 * - `frame-src blob:`: the PDF preview falls back to the browser's viewer in a blob: iframe when pdf.js fails.
 * - `frame-ancestors 'none'`: no other site may frame the app (clickjacking).
 */
export function buildContentSecurityPolicy(config: SecurityHeadersConfig): CspDirectives {
  const map = mapOrigins(config);
  const ws = webSocketOrigin(config.publicUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", 'blob:', ...(ws ? [ws] : []), ...map],
    'img-src': ["'self'", 'data:', 'blob:', ...map, 'https:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The Content-Security-Policy of the built Storybook (`/storybook/`, web-app-plugin.ts), looser than the app's and on
 * that prefix only: its manager and preview pages start with inline scripts (their globals), the manager frames the
 * preview (`iframe.html`, same origin: frame-src and frame-ancestors 'self', X-Frame-Options SAMEORIGIN), and the map
 * stories start MapLibre's worker and read the offline basemap of the same server. Nothing loads from elsewhere.
 */
export function buildStorybookContentSecurityPolicy(): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", 'blob:', 'data:'],
    'img-src': ["'self'", 'data:', 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The CSP directives as the header text. */
export function formatContentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Browser security headers on every response (API JSON, the web app's files, errors, 404s) through @fastify/helmet:
 * the CSP above, `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (password reset links carry a
 * one-time token in their path), `Cross-Origin-Opener-Policy: same-origin`, `X-Frame-Options: DENY` for browsers
 * without frame-ancestors, and HSTS only when PUBLIC_URL is https. Cross-Origin-Embedder-Policy stays off: users'
 * external photos and map tiles do not send CORP headers. Register it before the routes: its onRequest hook runs
 * first, so the headers are on the raw response even when a later hook or handler fails.
 */
export const securityHeadersPlugin = globalPlugin<SecurityHeadersOptions>('fleet-security-headers', async (app, { config }) => {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // includeSubDomains would force https on other hosts of the deployment's domain, which this app does not own.
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
  });
});
