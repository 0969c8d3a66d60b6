#!/usr/bin/env node
// The outside consumer as a test: `node examples/outside-consumer/test.mjs` (from anywhere), after the libraries were
// built and packed (`npx nx run-many -t build` and `node tools/lib-build/check-packages.mjs`, which write
// dist/packages/fleet-<name>-0.1.0.tgz).
//   1. installs this folder's package.json (the tarballs + their peers from the registry cache) unless the installed
//      tarballs are the current ones, and checks the installed packages' contract (the stylesheets their modules import
//      are kept by their `sideEffects`);
//   2. bundles src/main.tsx with esbuild (build.mjs: only this folder's node_modules, no warnings, no package sources)
//      and type-checks it against the packages' declarations, side by side;
//   3. serves dist/ on 127.0.0.1 and drives Debian's chromium (playwright-core, software WebGL): the map draws the
//      assets, Play moves the track's marker, the PDF and the workbook are built and read back in Node, a group of the
//      grouped multi-select chooses its members, the report grid shows its rows, the packages' CSS applies, and the
//      page logs no error.
// Exits non-zero on any failure; prints the timings.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, relative, sep } from 'node:path';
import { build, here, outDir } from './build.mjs';

const repoRoot = join(here, '../..');
const started = performance.now();
const timings = [];
const failures = [];
const passes = [];
let phaseStart = performance.now();
const phase = (name) => {
  const now = performance.now();
  timings.push([name, (now - phaseStart) / 1000]);
  phaseStart = now;
};
const check = (ok, what, detail = '') => {
  (ok ? passes : failures).push(ok ? what : `${what}${detail ? `: ${detail}` : ''}`);
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}${!ok && detail ? `: ${detail}` : ''}`);
  return ok;
};
function finish() {
  const total = (performance.now() - started) / 1000;
  console.log('\n--- outside consumer: summary ---');
  for (const [name, s] of timings) console.log(`${name.padEnd(28)} ${s.toFixed(1).padStart(6)} s`);
  console.log(`${'total'.padEnd(28)} ${total.toFixed(1).padStart(6)} s`);
  console.log(`${passes.length} checks passed, ${failures.length} failed`);
  for (const f of failures) console.log(`  FAIL ${f}`);
  process.exit(failures.length ? 1 : 0);
}

// --- 1. install -------------------------------------------------------------------------------------------------------

const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const tarballs = Object.entries(pkg.dependencies)
  .filter(([, spec]) => spec.startsWith('file:'))
  .map(([name, spec]) => ({ name, path: join(here, spec.slice('file:'.length)) }));
const missing = tarballs.filter((t) => !existsSync(t.path));
if (missing.length) {
  check(false, 'tarballs present', `${missing.map((t) => relative(repoRoot, t.path)).join(', ')} missing: run \`npx nx run-many -t build\` and \`node tools/lib-build/check-packages.mjs\``);
  finish();
}
const stampFile = join(here, 'node_modules', '.outside-consumer-stamp');
const hash = createHash('sha256').update(readFileSync(join(here, 'package.json')));
for (const t of tarballs) hash.update(readFileSync(t.path));
const stamp = hash.digest('hex');
const installed = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (installed) {
  console.log('install: up to date with the tarballs');
} else {
  // npm sees the same `file:` spec and version after a rebuild and would keep the old files: the @fleet packages go
  // first (the rest of node_modules stays, so a reinstall takes seconds).
  rmSync(join(here, 'node_modules', '@fleet'), { recursive: true, force: true });
  rmSync(join(here, 'node_modules', '.package-lock.json'), { force: true });
  console.log('install: npm install --no-package-lock --no-audit --no-fund --prefer-offline');
  const npm = spawnSync('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: here, stdio: 'inherit' });
  if (!check(npm.status === 0, 'npm install of the tarballs', `exit ${npm.status}`)) finish();
  writeFileSync(stampFile, stamp);
}
phase(installed ? 'install (cached)' : 'install');

// The contract of each installed @fleet package: what an outside bundler relies on.
const require = createRequire(join(here, 'package.json'));
function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesOf(join(dir, name)) : [join(dir, name)]));
}
/** Whether package.json `sideEffects` keeps a file (a path relative to the package). */
function keptBySideEffects(sideEffects, file) {
  if (sideEffects === undefined || sideEffects === true) return true;
  if (sideEffects === false) return false;
  return sideEffects.some((glob) => {
    const re = new RegExp(
      `^${glob
        .replace(/^\.\//, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '<ANY>')
        .replace(/\*/g, '[^/]*')
        .replace(/<ANY>/g, '(?:.*/)?')}$`,
    );
    return re.test(file) || (!glob.includes('/') && re.test(file.split('/').pop()));
  });
}
for (const { name } of tarballs) {
  const dir = join(here, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const dropped = [];
  for (const file of filesOf(join(dir, 'dist')).filter((f) => f.endsWith('.js'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*['"](\.[^'"]+\.css)['"]/g)) {
      const css = relative(dir, join(file, '..', m[1])).split(sep).join('/');
      if (!keptBySideEffects(manifest.sideEffects, css)) dropped.push(`${relative(dir, file)} imports ${m[1]}`);
    }
  }
  check(
    dropped.length === 0,
    `${name}: package.json "sideEffects" keeps the stylesheets its modules import`,
    `"sideEffects": ${JSON.stringify(manifest.sideEffects)} while ${dropped.join('; ')} (webpack/Rspack drop such imports)`,
  );
}

// --- 2. build and type-check (side by side) ---------------------------------------------------------------------------

const tsc = new Promise((resolve) => {
  const child = spawn(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(here, 'tsconfig.json'), '--listFiles'], { cwd: here });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.on('close', (code) => resolve({ code, out }));
});
let built;
try {
  built = await build();
} catch (e) {
  check(false, 'esbuild bundle of src/main.tsx', e.message ?? String(e));
}
const typed = await tsc;
if (built) {
  check(built.warnings.length === 0, 'esbuild: no warnings', built.warnings.join('\n'));
  const sources = built.inputs.filter((f) => /node_modules\/@fleet\/[^/]+\/src\//.test(f));
  check(sources.length === 0, 'bundle takes the packages\' dist, never their sources', sources.slice(0, 5).join(', '));
  const fleet = new Set(built.inputs.map((f) => /node_modules\/(@fleet\/[^/]+)\//.exec(f)?.[1]).filter(Boolean));
  check(fleet.size >= 9, 'bundle contains the nine @fleet packages', [...fleet].join(', '));
  const css = readFileSync(join(outDir, 'assets/main.css'), 'utf8');
  for (const [pkgName, cls] of [['map-kit', '.fleet-map-view'], ['select-kit', '.fleet-select-trigger'], ['report-grid', '.report-grid__pinned-last'], ['ui', '.fleet-button'], ['maplibre-gl', '.maplibregl-map']]) {
    check(css.includes(cls), `main.css has ${pkgName}'s stylesheet (${cls})`);
  }
  const js = built.outputs.filter((o) => o.file.endsWith('.js'));
  console.log(`  bundle: ${js.length} JS files (${js.filter((o) => o.file.includes('chunks/')).length} chunks), ${Math.round(js.reduce((s, o) => s + o.bytes, 0) / 1024)} kB JS, ${Math.round(css.length / 1024)} kB CSS`);
}
const typeErrors = typed.out.split('\n').filter((l) => l.includes('error TS'));
check(typed.code === 0, 'tsc: src/main.tsx type-checks against the packages\' declarations', typeErrors.slice(0, 10).join('\n') || typed.out.slice(0, 2000));
const foreign = typed.out.split('\n').filter((l) => l.startsWith('/') && !l.startsWith(here + sep));
check(foreign.length === 0, 'tsc read no declaration outside this folder', foreign.slice(0, 5).join(', '));
phase('build + typecheck');
if (!built) finish();

// --- 3. the browser ----------------------------------------------------------------------------------------------------

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const notFound = [];
const served = new Set();
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  served.add(path);
  const file = normalize(join(outDir, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(outDir + sep) || !existsSync(file) || statSync(file).isDirectory()) {
    notFound.push(path);
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const { chromium } = await import('playwright-core');
const browser = await chromium
  .launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // As the e2e tests (apps/fleet-web-e2e/src/support/browser.ts): WebGL on SwiftShader, nothing off the machine.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  })
  .catch((e) => {
    check(false, `launch of ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`, e.message);
    server.close();
    finish();
  });
const pageErrors = [];
const artefacts = join(repoRoot, 'test-results', 'outside-consumer');
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(`console.error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => pageErrors.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) pageErrors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  const step = async (what, fn) => {
    try {
      await fn();
    } catch (e) {
      check(false, what, (e.message ?? String(e)).split('\n').slice(0, 6).join('\n'));
    }
  };
  await page.goto(url);

  await step('map', async () => {
    await page.locator('.fleet-map-view canvas.maplibregl-canvas').waitFor({ state: 'visible', timeout: 15_000 });
    const assetCount = await page.evaluate(() => window.__consumer.assetCount);
    await page.waitForFunction((n) => window.__fleetMap?.drawnAssetCount() === n, assetCount, { timeout: 30_000 }).catch(() => {});
    const map = await page.evaluate(() => {
      const hooks = window.__fleetMap;
      if (!hooks) return null;
      // The first asset (BKA 1001 at 3.085, 101.47): picked where the map projects it.
      const p = hooks.map.project([101.47, 3.085]);
      return { drawn: hooks.drawnAssetCount(), ids: hooks.renderedAssetIds().sort((a, b) => a - b), picked: hooks.pickAssetsAt(p.x, p.y), styleLoaded: hooks.map.isStyleLoaded(), style: hooks.map.getStyle().name };
    });
    check(map !== null, 'map: MapView exposes window.__fleetMap (testHooks via MapDefaultsContext)');
    if (!map) return;
    check(map.drawn === assetCount, `map: drawnAssetCount() is the ${assetCount} assets`, `got ${map.drawn}`);
    check(JSON.stringify(map.ids) === JSON.stringify([1, 2, 3, 4, 5]), 'map: renderedAssetIds() are assets 1..5', JSON.stringify(map.ids));
    check(map.picked.includes(1), 'map: pickAssetsAt() at asset 1\'s position finds it (deck.gl drew it on WebGL)', JSON.stringify(map.picked));
    check(map.style === 'outside-consumer' && map.styleLoaded, 'map: the consumer\'s style (served beside the page) is loaded, MapLibre\'s worker ran from the given workerUrl', `${map.style} loaded=${map.styleLoaded}`);
    const view = await page.locator('[data-testid="map-view"]').evaluate((el) => ({ isolation: getComputedStyle(el).isolation, basemap: el.getAttribute('data-basemap') }));
    check(view.isolation === 'isolate', 'map: map-kit\'s stylesheet applies (.fleet-map-view isolation)', view.isolation);
    check(view.basemap === 'online', 'map: no fallback to the offline basemap', view.basemap);
  });

  await step('playback', async () => {
    const pos = page.getByTestId('playback-position');
    const before = await pos.evaluate((el) => ({ t: Number(el.dataset.t), lng: Number(el.dataset.lng) }));
    await page.getByTestId('play').click();
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="playback-position"]').dataset.t) > t, before.t, { timeout: 5000 });
    const moving = await pos.evaluate((el) => ({ t: Number(el.dataset.t), lng: Number(el.dataset.lng), playing: el.dataset.playing }));
    check(moving.t > before.t && moving.lng > before.lng, 'playback: Play advances the time and moves the point east', `${JSON.stringify(before)} -> ${JSON.stringify(moving)}`);
    // 30 minutes of track at 600x: done in about 3 s, stopped at the end.
    await page.waitForFunction(() => document.querySelector('[data-testid="playback-position"]').dataset.playing === 'false', null, { timeout: 10_000 });
    const end = await pos.textContent();
    check(/point 31 of 31/.test(end ?? ''), 'playback: the player stops at the track\'s last point', end);
  });

  await step('pdf', async () => {
    await page.getByTestId('build-pdf').click();
    await page.waitForFunction(() => window.__consumer.pdf || window.__consumer.errors.length, null, { timeout: 30_000 });
    const pdf = await page.evaluate(() => window.__consumer.pdf);
    if (!check(Boolean(pdf), 'pdf: buildPdf resolved', await page.evaluate(() => window.__consumer.errors.join('; ')))) return;
    const bytes = Buffer.from(pdf.base64, 'base64');
    check(bytes.length === pdf.byteLength && bytes.subarray(0, 5).toString('latin1') === '%PDF-', 'pdf: the bytes start with %PDF-', bytes.subarray(0, 8).toString('latin1'));
    check(pdf.pages >= 1, 'pdf: pdf.js (export-kit\'s createPdfJsLoader, its worker from workerSrc) reads at least one page', String(pdf.pages));
    // pdf-lib writes the page objects into compressed object streams: read back with the repository's pdf-lib.
    const { PDFDocument } = createRequire(join(repoRoot, 'package.json'))('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    const raw = bytes.toString('latin1');
    check(doc.getPageCount() >= 1 && doc.getTitle() === 'Outside consumer trip', 'pdf: read back in Node (pdf-lib): pages and title', `${doc.getPageCount()} pages, title ${doc.getTitle()}, /Type /Page in plain text: ${/\/Type\s*\/Page\b/.test(raw)}`);
  });

  await step('excel', async () => {
    await page.getByTestId('build-xlsx').click();
    await page.waitForFunction(() => window.__consumer.xlsx || window.__consumer.errors.length, null, { timeout: 30_000 });
    const xlsx = await page.evaluate(() => window.__consumer.xlsx);
    if (!check(Boolean(xlsx), 'excel: buildWorkbook resolved', await page.evaluate(() => window.__consumer.errors.join('; ')))) return;
    const bytes = Buffer.from(xlsx.base64, 'base64');
    check(bytes.subarray(0, 2).toString('latin1') === 'PK', 'excel: the bytes are a zip (xlsx)');
    const ExcelJS = createRequire(join(repoRoot, 'package.json'))('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes);
    const ws = wb.getWorksheet('Sheet1');
    const row = (n) => (ws?.getRow(n).values ?? []).slice(1);
    check(row(1)[0] === 'Outside consumer trip', 'excel: header row', JSON.stringify(row(1)));
    check(JSON.stringify(row(2)) === JSON.stringify(['Asset', 'Time', 'Speed (km/h)', 'Address']), 'excel: column labels', JSON.stringify(row(2)));
    check(ws?.getRow(2).font?.bold === true, 'excel: labels bold');
    const first = row(3);
    check(first[0] === 'BKA 1001' && first[2] === 45 && first[3] === 'Persiaran Kayangan, Shah Alam', 'excel: first data row (speed stays a number)', JSON.stringify(first));
    check(ws?.actualRowCount === 2 + 4, 'excel: 4 data rows', String(ws?.actualRowCount));
  });

  await step('grouped multi-select', async () => {
    const trigger = page.getByTestId('multi-select-trigger');
    // A button's defaults are inline-block, centred text and no fixed height: these come from selects.css.
    const triggerStyle = await trigger.evaluate((el) => {
      const s = getComputedStyle(el);
      return { display: s.display, alignItems: s.alignItems, height: s.height, fontSize: s.fontSize };
    });
    check(
      triggerStyle.display.endsWith('flex') && triggerStyle.alignItems === 'center' && triggerStyle.height === '32px' && triggerStyle.fontSize === '13px',
      'select: select-kit\'s stylesheet applies (.fleet-select-trigger flex, 32 px high, 13 px)',
      JSON.stringify(triggerStyle),
    );
    await trigger.click();
    const menu = page.getByTestId('multi-select-menu');
    await menu.waitFor({ timeout: 5000 });
    const groups = await menu.getByTestId('multi-select-group').evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    check(JSON.stringify(groups) === JSON.stringify(['North hub', 'South hub', 'Workshop']), 'select: the menu lists the three groups', JSON.stringify(groups));
    check((await menu.evaluate((el) => getComputedStyle(el).display)) === 'flex', 'select: the menu is styled (.fleet-select-menu flex)');
    await menu.locator('[data-testid="multi-select-group"][data-group="South hub"] [data-testid="multi-select-group-checkbox"]').click();
    await page.getByText('2 selected: BKB 2001, BKB 2002').waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    const chips = await page.getByTestId('multi-select-chip').allTextContents();
    check(JSON.stringify(chips) === JSON.stringify(['BKB 2001', 'BKB 2002']), 'select: clicking the South hub group chooses its two members (chips)', JSON.stringify(chips));
  });

  await step('report grid', async () => {
    const rows = page.getByTestId('report-grid-row');
    await rows.first().waitFor({ timeout: 5000 });
    const texts = await rows.allTextContents();
    check(texts.length === 4 && texts.every((t) => t.includes('BKA 1001')), 'report grid: the 4 rows are shown', `${texts.length} rows`);
    const pinned = await page.locator('[data-testid="report-grid"] .report-grid__pinned-last').first().evaluate((el) => getComputedStyle(el).boxShadow);
    check(pinned.includes('inset'), 'report grid: report-grid\'s stylesheet applies (.report-grid__pinned-last shadow)', pinned);
  });

  mkdirSync(artefacts, { recursive: true });
  await page.screenshot({ path: join(artefacts, 'page.png') });
  await context.close();
} finally {
  await browser.close();
  server.close();
}
check(pageErrors.length === 0, 'browser: no page errors, console errors or failed requests', pageErrors.slice(0, 10).join('\n'));
check(notFound.length === 0, 'server: every file the page asked for exists', notFound.join(', '));
// The workers came from the URLs the app passed (workerUrl, workerSrc), not from a bundled fallback.
check(served.has('/assets/maplibre-gl-worker.mjs'), 'server: MapLibre\'s worker was loaded from the given workerUrl');
check(served.has('/assets/pdf.worker.min.mjs'), 'server: pdf.js\'s worker was loaded from the given workerSrc');
const fallback = [...served].filter((p) => /\/chunks\/pdf\.worker/.test(p));
check(fallback.length === 0, 'server: pdf.js\'s bundled main-thread worker chunk was not loaded', fallback.join(', '));
phase('browser');
console.log(`  screenshot: ${relative(repoRoot, join(artefacts, 'page.png'))}`);
finish();
