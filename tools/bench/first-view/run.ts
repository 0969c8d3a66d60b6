/**
 * First view: from clicking Sign in to the fleet on the Monitor map (and to the rows of the Monitor table), measured
 * with the browser's own clock in Debian's Chromium, cold (server just restarted, empty browser cache) and warm
 * (same browser, signed out and in again).
 *
 *   npx tsx --conditions=@fleet/source tools/bench/first-view/run.ts                          # this checkout's build (dist/)
 *   npx tsx --conditions=@fleet/source tools/bench/first-view/run.ts --baseline ../old-build  # and another built checkout, with ratios
 *   options: --rounds N (default 3), --keep (leave the data folders), --assets N (this build only: a demo of N assets,
 *   FLEET_DEMO_ASSETS, and the Monitor's frame time over 10 s of live updates once every asset is drawn)
 *
 * Each checkout must be built (`npx nx run-many -t build -p fleet-web fleet-api`). The server runs from the
 * checkout's dist/ on 127.0.0.1 with its own embedded database and the demo fleet (one day of history); the data folder
 * is seeded once, then every round restarts the server so that its caches are cold.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const rounds = Number(option('--rounds') ?? 3);
const baselineDir = option('--baseline');
const keep = process.argv.includes('--keep');
const demoAssets = option('--assets');
/** How long frame times are sampled with a large demo, ms. */
const FRAME_SAMPLE_MS = 10_000;

/** Chromium as the browser tests run it (WebGL through SwiftShader, no network of its own). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One measured sign-in. */
interface Sample {
  /** Sign-in click to the first asset drawn, ms (map only). */
  firstMs: number | null;
  /** Sign-in click to every live asset drawn (map) or the table's rows shown (table), ms. */
  doneMs: number;
  /** Bytes the browser received after the click (transfer sizes; 0 for files from its cache). */
  bytes: number;
  /** Requests after the click. */
  requests: number;
}

interface Target {
  name: string;
  dir: string;
  /** Extra environment of its server (a larger demo). */
  env?: Record<string, string>;
  /** Sample the Monitor's frame times once every asset is drawn. */
  frames?: boolean;
}

/** Intervals between animation frames over `ms` on the Monitor map with live updates arriving, ms each. */
async function frameTimes(page: Page, ms: number): Promise<number[]> {
  // A string: tsx would wrap a compiled function's named helpers in one the page does not have.
  return page.evaluate(`new Promise((done) => {
    const out = [];
    let last = performance.now();
    const end = last + ${ms};
    requestAnimationFrame(function frame(now) {
      out.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(frame);
      else done(out);
    });
  })`) as Promise<number[]>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => done(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Servers still running, stopped when the benchmark ends or is interrupted. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130));
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Starts `dir`'s built server on the data folder; resolves once /v2/health answers. */
async function startServer(dir: string, dataDir: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/apps/fleet-api/main.js'], {
    cwd: dir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      FLEET_DATA_DIR: dataDir,
      FLEET_DEMO: '1',
      FLEET_BACKFILL_DAYS: '1',
      OSMAND_PORT: '0',
      TELTONIKA_PORT: '0',
      GT06_PORT: '0',
      H02_PORT: '0',
      JT808_PORT: '0',
      WATCH_PORT: '0',
      MQTT_URL: undefined,
      AUTH_RATE_LIMIT_FACTOR: '100',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  void exited.then(() => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 900_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
    try {
      if ((await fetch(`${url}/v2/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy after 900 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Runs in every page before the app: turns the app's test hooks on, marks the sign-in click, and marks, once the frames
 * showing it are on screen, the first asset drawn, every live asset drawn (markers and cluster members) and the
 * table's first rows. All marks are on the page's own performance timeline. Plain JavaScript in a string: tsx would
 * wrap the named functions of a compiled function in a helper the page does not have.
 */
const INSTRUMENT = `
  localStorage.setItem('fleetTestHooks', '1');
  document.addEventListener('click', function (e) {
    var t = e.target;
    if (t && t.closest && t.closest('[data-testid="login-submit"]')) performance.mark('bench:sign-in');
  }, true);
  var marked = {};
  var frames = {};
  // A state counts once the frames that draw it are on screen: it holds in one animation frame, the layers draw it in
  // that frame or the next, and the frame after that starts only once those were committed (for WebGL canvases, after
  // their pixels were read back). The mark is that later frame's time.
  function mark(name, holds) {
    if (marked[name] || performance.getEntriesByName('bench:sign-in').length === 0) return;
    if (frames[name] === undefined) {
      if (!holds) return;
      frames[name] = 0;
    }
    frames[name] += 1;
    if (frames[name] < 3) return;
    marked[name] = true;
    performance.mark(name);
  }
  function tick() {
    var map = window.__fleetMap, live = window.__fleetLive;
    var drawn = map && map.drawnAssetCount ? map.drawnAssetCount() : 0;
    var size = live ? live.size : 0;
    mark('bench:first-drawn', drawn > 0);
    mark('bench:all-drawn', size > 0 && drawn >= size);
    var table = document.querySelector('[data-testid="live-table"]');
    mark('bench:table', Boolean(table && Number(table.getAttribute('data-rows')) > 0 && document.querySelector('[data-testid="live-table-row"]')));
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
`;

/** Signs in through the form on /login?to=<path> and returns the page's own timings of that sign-in. */
async function signIn(page: Page, url: string, path: string, done: 'bench:all-drawn' | 'bench:table'): Promise<Sample> {
  // A large demo keeps a just-restarted server busy catching up its simulation: slow, not a failure.
  await page.goto(`${url}/login?to=${encodeURIComponent(path)}`, { timeout: 180_000 });
  await page.getByTestId('login-username').fill('demo');
  await page.getByTestId('login-password').fill('demo');
  await page.getByTestId('login-submit').click();
  try {
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, done, { timeout: 120_000, polling: 50 });
  } catch (error) {
    const state = await page.evaluate(() => {
      const w = window as unknown as { __fleetMap?: { drawnAssetCount?: () => number }; __fleetLive?: { size: number } };
      return { url: location.href, drawn: w.__fleetMap?.drawnAssetCount?.(), live: w.__fleetLive?.size, marks: performance.getEntriesByType('mark').map((m) => m.name) };
    });
    throw new Error(`${done} never came: ${JSON.stringify(state)}`, { cause: error });
  }
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate((doneName) => {
    const marks: Record<string, number> = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
    const click = marks['bench:sign-in']!;
    const first = marks['bench:first-drawn'];
    const end = marks[doneName]!;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime >= click && r.startTime <= end);
    return {
      firstMs: first === undefined ? null : first - click,
      doneMs: end - click,
      bytes: resources.reduce((sum, r) => sum + r.transferSize, 0),
      requests: resources.length,
    };
  }, done);
}

/**
 * Signs out by forgetting the session the way the app keeps it, keeping the browser's HTTP cache. The app is left
 * first (a refresh in flight would store its tokens again), and the storage cleared from a page of the origin that is
 * not the app.
 */
async function forgetSession(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${url}/v2/health`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId: 'Asia/Kuala_Lumpur' });
  await context.addInitScript(INSTRUMENT);
  return context;
}

interface Results {
  /** Frame intervals on the Monitor map after the cold sign-in, ms (large demo only). */
  frames: number[];
  mapCold: Sample[];
  mapWarm: Sample[];
  tableCold: Sample[];
  tableWarm: Sample[];
}

async function measure(target: Target, browser: Browser): Promise<Results> {
  if (!existsSync(join(target.dir, 'dist/apps/fleet-api/main.js'))) throw new Error(`${target.dir} is not built (dist/apps/fleet-api/main.js)`);
  const dataDir = mkdtempSync(join(tmpdir(), `fleet-first-view-${target.name}-`));
  const results: Results = { frames: [], mapCold: [], mapWarm: [], tableCold: [], tableWarm: [] };
  try {
    const t0 = Date.now();
    await (await startServer(target.dir, dataDir, target.env)).stop();
    console.log(`${target.name}: demo data seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (let round = 0; round < rounds; round++) {
      // Map: server just restarted, a new browser profile; then signed out and in again in the same browser.
      let server = await startServer(target.dir, dataDir, target.env);
      let context = await newContext(browser);
      let page = await context.newPage();
      results.mapCold.push(await signIn(page, server.url, '/monitor/map', 'bench:all-drawn'));
      if (target.frames) results.frames.push(...(await frameTimes(page, FRAME_SAMPLE_MS)));
      await forgetSession(page, server.url);
      results.mapWarm.push(await signIn(page, server.url, '/monitor/map', 'bench:all-drawn'));
      await context.close();
      await server.stop();
      // Table: the same, opening the Monitor's table view.
      server = await startServer(target.dir, dataDir, target.env);
      context = await newContext(browser);
      page = await context.newPage();
      results.tableCold.push(await signIn(page, server.url, '/monitor/table', 'bench:table'));
      await forgetSession(page, server.url);
      results.tableWarm.push(await signIn(page, server.url, '/monitor/table', 'bench:table'));
      await context.close();
      await server.stop();
      const last = (s: Sample[]) => `${s[s.length - 1]!.doneMs.toFixed(0)} ms`;
      console.log(`${target.name} round ${round + 1}: map cold ${last(results.mapCold)}, warm ${last(results.mapWarm)}; table cold ${last(results.tableCold)}, warm ${last(results.tableWarm)}`);
    }
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function summary(samples: Sample[]): { ms: number; firstMs: number | null; kb: number; requests: number } {
  const firsts = samples.map((s) => s.firstMs).filter((x): x is number => x !== null);
  return {
    ms: median(samples.map((s) => s.doneMs)),
    firstMs: firsts.length ? median(firsts) : null,
    kb: median(samples.map((s) => s.bytes)) / 1024,
    requests: median(samples.map((s) => s.requests)),
  };
}

async function main(): Promise<void> {
  const targets: Target[] = [{ name: 'this build', dir: repoRoot, ...(demoAssets ? { env: { FLEET_DEMO_ASSETS: demoAssets }, frames: true } : {}) }];
  if (baselineDir) targets.push({ name: 'baseline', dir: resolve(baselineDir) });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const all = new Map<string, Results>();
  try {
    for (const target of targets) all.set(target.name, await measure(target, browser));
  } finally {
    await browser.close();
  }

  const rows: [string, Exclude<keyof Results, 'frames'>, string][] = [
    ['sign-in -> every asset on the Monitor map, cold', 'mapCold', '<= 2 s'],
    ['sign-in -> every asset on the Monitor map, warm', 'mapWarm', '<= 1 s'],
    ['sign-in -> rows of the Monitor table, cold', 'tableCold', ''],
    ['sign-in -> rows of the Monitor table, warm', 'tableWarm', '<= 1 s'],
  ];
  console.log(`\nFirst view (median of ${rounds}; browser's own clock, Chromium 1400x900${demoAssets ? `; this build with ${demoAssets} demo assets` : ''})`);
  for (const [label, key, target] of rows) {
    const ours = summary(all.get('this build')![key]);
    const first = ours.firstMs === null ? '' : `, first asset ${ours.firstMs.toFixed(0)} ms`;
    let line = `${label}: ${ours.ms.toFixed(0)} ms${first}, ${ours.kb.toFixed(0)} KB in ${ours.requests} requests${target ? ` (target ${target})` : ''}`;
    const base = all.get('baseline');
    if (base) {
      const b = summary(base[key]);
      line += `\n    baseline ${b.ms.toFixed(0)} ms, ${b.kb.toFixed(0)} KB in ${b.requests} requests -> ${(b.ms / ours.ms).toFixed(1)}x faster, ${(b.kb / Math.max(ours.kb, 1)).toFixed(1)}x fewer bytes`;
    }
    console.log(line);
  }
  const frames = all.get('this build')!.frames.sort((a, b) => a - b);
  if (frames.length > 0) {
    const at = (q: number) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))]!;
    console.log(
      `Monitor map frame time with ${demoAssets} assets and live updates (${frames.length} frames over ${rounds} x ${FRAME_SAMPLE_MS / 1000} s): ` +
        `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, longest ${frames[frames.length - 1]!.toFixed(0)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
