/**
 * Map benchmarks (P1, P2) and screenshots in Debian's Chromium, driven by playwright-core.
 *
 *   npx tsx --conditions=@fleet/source tools/bench/map/run.ts                 # build the page, run P1 and P2, print figures and ratios
 *   npx tsx --conditions=@fleet/source tools/bench/map/run.ts --screenshots   # also save PNGs of the Shah Alam (zoom 13) and Malaysia views
 *
 * The page (tools/bench/map/page) is built with Vite in production mode and served on 127.0.0.1 by Vite's preview
 * server, with the offline basemap (apps/fleet-web/public, and its tiles cut by apps/fleet-web/basemap/cli.ts into the
 * page's output). All measurements happen in ONE page, ours and the
 * baseline side by side, because absolute speed under SwiftShader (CPU WebGL) says little; the ratios are the result.
 */
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(here, '../../..');
const outDir = join(tmpdir(), 'fleet-bench-map');
const screenshotDir = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'fleet-map-screens');
const withScreenshots = process.argv.includes('--screenshots');
const onlyScreenshots = process.argv.includes('--screenshots-only');

/** Chromium flags that give WebGL2 through SwiftShader headless (never --disable-software-rasterizer). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type BenchApi = {
  ready(): Promise<void>;
  p1Ours(): Promise<{ ms: number; applyMs: number; paintedMs: number }>;
  p1Dom(): Promise<{ ms: number }>;
  p2Ours(rounds?: number): Promise<{ ms: number; applyMs: number; paintedMs: number; all: number[] }>;
  clear(): Promise<void>;
  p2GeoJson(rounds?: number): Promise<{ ms: number; syncMs: number; all: number[] }>;
};

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}x`;

async function waitForMap(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __bench?: unknown }).__bench), undefined, { timeout: 60_000 });
  await page.evaluate(() => (window as unknown as { __bench: BenchApi }).__bench.ready());
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = join(screenshotDir, `map-${name}.png`);
  await page.screenshot({ path: file });
  console.log(`screenshot: ${file}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  await build({
    root: join(here, 'page'),
    publicDir: join(repoRoot, 'apps/fleet-web/public'),
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  });
  // The offline basemap's vector tiles, as the web app's build makes them (the page's own build does not).
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'apps/fleet-web/basemap/cli.ts'), join(outDir, 'basemap')], { stdio: 'inherit' });
  const server = await preview({ root: join(here, 'page'), build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
  console.log(`page built and served at ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') console.error('console:', m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) console.error(`HTTP ${r.status()} ${r.url()}`);
    });

    if (!onlyScreenshots) {
      await page.goto(`${url}?mode=bench`);
      await waitForMap(page);
      const api = '(window.__bench)';
      // P1: first the cold run (shaders compile, icon atlas uploads), then the warm run, then the DOM baseline.
      const p1Cold = await page.evaluate(`${api}.p1Ours()`) as { ms: number; applyMs: number; paintedMs: number };
      const p1Warm = await page.evaluate(`${api}.p1Ours()`) as { ms: number; applyMs: number; paintedMs: number };
      if (withScreenshots) await shoot(page, 'bench-p1-10k');
      const p1Dom = await page.evaluate(`${api}.p1Dom()`) as { ms: number };
      console.log('\nP1  10,000 assets: data set -> all drawn');
      console.log(`  AssetLayer (deck.gl, binary attributes), cold: ${fmt(p1Cold.ms)} to afterRender, ${fmt(p1Cold.paintedMs)} to the next paint (store apply + layer update ${fmt(p1Cold.applyMs)})`);
      console.log(`  AssetLayer (deck.gl, binary attributes), warm: ${fmt(p1Warm.ms)} to afterRender, ${fmt(p1Warm.paintedMs)} to the next paint (store apply + layer update ${fmt(p1Warm.applyMs)})`);
      console.log(`  baseline: maplibre Marker DOM elements, 100 per 30 ms: ${fmt(p1Dom.ms)}`);
      console.log(`  ratio baseline / ours (afterRender): cold ${ratio(p1Dom.ms, p1Cold.ms)}, warm ${ratio(p1Dom.ms, p1Warm.ms)}; to the next paint: cold ${ratio(p1Dom.ms, p1Cold.paintedMs)}, warm ${ratio(p1Dom.ms, p1Warm.paintedMs)} (goal >= 30x)`);

      const p2Ours = await page.evaluate(`${api}.p2Ours(7)`) as { ms: number; applyMs: number; paintedMs: number; all: number[] };
      if (withScreenshots) await shoot(page, 'bench-p2-100k');
      await page.evaluate(`${api}.clear()`);
      const p2Geo = await page.evaluate(`${api}.p2GeoJson(3)`) as { ms: number; syncMs: number; all: number[] };
      console.log('\nP2  delta of 10,000 moved assets out of 100,000');
      console.log(`  live-store apply + deck.gl attribute update, to the next frame: ${fmt(p2Ours.ms)} median of ${p2Ours.all.length} (${fmt(p2Ours.paintedMs)} to the next paint; store apply + layer update ${fmt(p2Ours.applyMs)}); runs ${p2Ours.all.map((v) => v.toFixed(0)).join(', ')} ms`);
      console.log(`  baseline: GeoJSON source setData(all 100,000 features) until idle: ${fmt(p2Geo.ms)} median of ${p2Geo.all.length} (build + setData call ${fmt(p2Geo.syncMs)}); runs ${p2Geo.all.map((v) => v.toFixed(0)).join(', ')} ms`);
      console.log(`  ratio baseline / ours: ${ratio(p2Geo.ms, p2Ours.ms)}; to paint ${ratio(p2Geo.ms, p2Ours.paintedMs)} (goal >= 10x)`);
    }

    if (withScreenshots || onlyScreenshots) {
      for (const mode of ['shah-alam', 'shah-alam-clusters', 'shah-alam-closeup', 'malaysia']) {
        await page.goto(`${url}?mode=${mode}`);
        await waitForMap(page);
        await page.waitForTimeout(1500);
        await shoot(page, mode);
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
