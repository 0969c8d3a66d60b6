import { createServer, type Server } from 'node:http';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { takeCspViolations, type CspViolation } from './support/csp-violations';
import { startHarness } from './support/harness';
import { drawnAssetCount, jumpTo, livePositions, openMonitorMap } from './support/monitor';
import { freePort, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, browser, close } = await startHarness({ FLEET_BACKFILL_DAYS: '1' }));
});

afterAll(async () => {
  await close?.();
});

/** The CSP header as directive -> sources. */
function parseCsp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Polls the page's recorded violations until `done` holds for them (they arrive asynchronously), then takes them. */
async function violationsUntil(page: Page, done: (seen: CspViolation[]) => boolean): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  for (let i = 0; i < 50 && !done(seen); i++) {
    await page.waitForTimeout(100);
    seen.push(...takeCspViolations(page));
  }
  return seen;
}

describe('browser security headers', () => {
  it('sends the policy with the document, and the Monitor map works under it with no violation', async () => {
    const { context, page } = await newPage(browser);
    const sockets: WebSocket[] = [];
    page.on('websocket', (ws) => sockets.push(ws));
    const basemapFiles: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/basemap/')) basemapFiles.push(r.status());
    });

    const document = await page.goto(`${server.url}/login`);
    const headers = document!.headers();
    const csp = parseCsp(headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']?.[0]).toBe("'self'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();

    await openMonitorMap(page, server.url, 'demo', 'demo');
    // deck.gl draws the fleet, MapLibre's module worker loaded the offline basemap (the online roadmap cannot be reached
    // from the test browser), the live socket (ws: of the same origin, allowed by connect-src 'self') delivers.
    await page.waitForFunction(() => {
      const fleetMap = (window as unknown as { __fleetMap?: { map: { loaded(): boolean; isStyleLoaded(): boolean } } }).__fleetMap;
      return fleetMap?.map.loaded() === true && fleetMap.map.isStyleLoaded() === true;
    }, null, { timeout: 60_000 });
    // Close to an asset in Shah Alam (roads drawn from zoom 11): the fleet drawn there, as markers or (at night, parked at
    // their depot) a cluster.
    const near = Object.values(await livePositions(page)).find(([lng, lat]) => Math.abs(lng - 101.52) < 0.2 && Math.abs(lat - 3.07) < 0.2);
    const [lng, lat] = near ?? [101.52, 3.07];
    await page.waitForTimeout(1000);
    await expect
      .poll(
        async () => {
          await jumpTo(page, lng, lat, 14);
          await page.waitForTimeout(500);
          return drawnAssetCount(page);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(page.workers().map((w) => w.url()).some((url) => /\/assets\/maplibre-gl-worker-[\w-]+\.mjs$/.test(url))).toBe(true);
    expect(basemapFiles.length).toBeGreaterThanOrEqual(4);
    // TileJSON and tiles 200; a tile that holds nothing (open sea) 204.
    expect(basemapFiles.every((status) => status === 200 || status === 204)).toBe(true);
    expect(sockets.map((ws) => new URL(ws.url()).pathname)).toContain('/v2/live');
    expect(sockets.every((ws) => !ws.isClosed())).toBe(true);
    await screenshot(page, 'security-headers-monitor');

    expect(await violationsUntil(page, () => false)).toEqual([]);
    await context.close();
  });

  it('records violations in the page and in its workers (the guard every browser test relies on)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    // 127.0.0.2 is not in connect-src: both fetches are refused before any connection is made.
    await page.evaluate(() => {
      void fetch('http://127.0.0.2:9/from-page').catch(() => undefined);
      const code = "fetch('http://127.0.0.2:9/from-worker').catch(() => undefined);";
      new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    });
    const seen = await violationsUntil(page, (s) => s.some((v) => v.via === 'event') && s.some((v) => v.via === 'worker'));
    expect(seen).toContainEqual(expect.objectContaining({ via: 'event', directive: 'connect-src', blocked: 'http://127.0.0.2:9/from-page' }));
    expect(seen).toContainEqual(expect.objectContaining({ via: 'worker', directive: 'connect-src', blocked: 'http://127.0.0.2:9/from-worker' }));
    expect(seen.every((v) => v.directive === undefined || v.directive === 'connect-src')).toBe(true);
    await context.close();
  });

  it('cannot be framed by a page of another origin (frame-ancestors)', async () => {
    // A throwaway site on another port (another origin) framing the app, and one of its own pages as a control.
    const port = await freePort();
    const site: Server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        request.url === '/own'
          ? '<!doctype html><p id="own">own page</p>'
          : `<!doctype html><title>Other site</title><iframe id="app" src="${server.url}/login"></iframe><iframe id="control" src="/own"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
    const { context, page } = await newPage(browser);
    try {
      const appResponse = page.waitForResponse((r) => r.url() === `${server.url}/login`);
      await page.goto(`http://127.0.0.1:${port}/`);
      // The app answered (so the frame was not blocked for some other reason), with frame-ancestors 'none'.
      expect(parseCsp((await appResponse).headers()['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      await page.frameLocator('#control').locator('#own').waitFor();
      const seen = await violationsUntil(page, (s) => s.length > 0);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.text).toMatch(/frame-ancestors 'none'/);
      // The app's frame shows no app: the browser replaced the refused document by an error page.
      const appFrame = await (await page.$('#app'))!.contentFrame();
      expect(appFrame?.url()).not.toBe(`${server.url}/login`);
      expect(await page.frameLocator('#app').locator('#root').count()).toBe(0);
      await screenshot(page, 'security-headers-framed');
    } finally {
      await context.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
