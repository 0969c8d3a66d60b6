#!/usr/bin/env node
// Checks every publishable library as its users would get it: `node tools/lib-build/check-packages.mjs` after the
// libraries were built (npx nx run-many -t build). For each one it
//   - packs it (`npm pack`) into dist/packages/, the tarballs the outside consumer (examples/outside-consumer) installs;
//   - runs publint (package.json fields, exports, files that are not packed) and "are the types wrong" (@arethetypeswrong/cli,
//     ESM profile: these packages are ES modules only) on the tarball;
//   - refuses bundler-specific code in the built JavaScript (`?url`/`?raw`/`?worker` imports, `import.meta.env`,
//     `import.meta.glob`): workers and asset URLs are options the app passes in;
//   - checks that every package its built JavaScript and declarations import is declared (dependencies or
//     peerDependencies);
//   - measures each entry point against its budget (size-limit, the "size-limit" field of its package.json).
// Prints a table of the packed sizes; exits non-zero when any check fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The libraries published as packages (demo-fleet stays inside the repository). */
export const PUBLISHED_LIBS = ['domain', 'live-store', 'telemetry', 'playback-engine', 'report-pdf', 'api', 'ui', 'select-kit', 'report-grid', 'playback-kit', 'export-kit', 'map-kit', 'report-modals'];
const packDir = join(root, 'dist/packages');
const only = process.argv.slice(2);
const libs = only.length ? PUBLISHED_LIBS.filter((l) => only.includes(l)) : PUBLISHED_LIBS;

const failures = [];
const fail = (lib, text) => failures.push(`${lib}: ${text}`);
const run = (cmd, args, cwd) => spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });

/** Files under a folder, recursively. */
function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`), or null for relative and Node's own. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const BUNDLER_ONLY = [
  [/import\.meta\.env\b/, 'import.meta.env'],
  [/import\.meta\.glob\b/, 'import.meta.glob'],
  [/from\s*['"][^'"]+\?(url|raw|worker|inline)['"]|import\(\s*['"][^'"]+\?(url|raw|worker|inline)['"]/, 'a ?url/?raw/?worker import'],
];
const IMPORT_RE = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

if (!only.length) rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
const sizes = [];
/** kB as npm and size-limit count them (1,000 bytes). */
const kb = (n) => (n === undefined ? '' : `${(n / 1000).toFixed(1)} kB`);

for (const lib of libs) {
  const dir = join(root, 'libs', lib);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const dist = join(dir, 'dist');
  try {
    statSync(join(dist, 'index.js'));
  } catch {
    fail(lib, 'not built (npx nx run-many -t build)');
    continue;
  }

  // Bundler-specific code and undeclared imports in what is published.
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), pkg.name]);
  const undeclared = new Set();
  for (const file of filesOf(dist).filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.js')) for (const [re, what] of BUNDLER_ONLY) if (re.test(text)) fail(lib, `${relative(dir, file)} uses ${what}`);
    for (const m of text.matchAll(IMPORT_RE)) {
      const name = packageOf(m[1] ?? m[2] ?? m[3]);
      // Types-only packages (`geojson`'s @types) come with the declarations' users' TypeScript setup.
      if (name && !declared.has(name) && !(file.endsWith('.d.ts') && declared.has(`@types/${name}`))) undeclared.add(`${name} (${relative(dir, file)})`);
    }
  }
  for (const u of undeclared) fail(lib, `imports ${u} without declaring it in dependencies or peerDependencies`);
  // A package whose modules import stylesheets must say so, or a bundler honouring `sideEffects` drops its styles.
  const styles = filesOf(dist).filter((f) => f.endsWith('.css'));
  const cssKept = Array.isArray(pkg.sideEffects) && pkg.sideEffects.some((pattern) => pattern.endsWith('.css'));
  if (styles.length && pkg.sideEffects !== true && !cssKept) fail(lib, `ships ${styles.length} stylesheet(s) but "sideEffects" does not list **/*.css`);

  // The tarball.
  const packed = run('npm', ['pack', '--json', '--pack-destination', packDir], dir);
  if (packed.status !== 0) {
    fail(lib, `npm pack failed: ${packed.stderr}`);
    continue;
  }
  const [info] = JSON.parse(packed.stdout);
  const tarball = join(packDir, info.filename);
  sizes.push({ lib, packed: info.size, unpacked: info.unpackedSize, files: info.entryCount });

  const lint = await publint({ pkgDir: dir, level: 'suggestion', strict: true, pack: 'npm' });
  for (const message of lint.messages) fail(lib, `publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`);

  // Entry points under the @fleet/source condition only are this repository's test helpers, not published ones;
  // stylesheets have no types.
  const internal = Object.entries(pkg.exports)
    .filter(([key, target]) => key.endsWith('.css') || (typeof target === 'object' && !target.default))
    .map(([key]) => key);
  const attwArgs = [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color', ...(internal.length ? ['--exclude-entrypoints', ...internal] : [])];
  const attw = run(join(root, 'node_modules/.bin/attw'), attwArgs, root);
  if (attw.status !== 0) fail(lib, `are the types wrong:\n${attw.stdout}${attw.stderr}`);

  if (pkg['size-limit']) {
    const size = run(join(root, 'node_modules/.bin/size-limit'), ['--json'], dir);
    let results = [];
    try {
      results = JSON.parse(size.stdout);
    } catch {
      fail(lib, `size-limit failed: ${size.stdout}${size.stderr}`);
    }
    for (const r of results) {
      const budget = pkg['size-limit'].find((e) => e.name === r.name)?.limit;
      sizes.push({ lib: `  ${r.name}`, gzip: r.size, budget });
      if (!r.passed) fail(lib, `entry "${r.name}" is ${kb(r.size)} gzip, over its budget of ${budget}`);
    }
  } else fail(lib, 'no size budget ("size-limit" in package.json)');
}

console.log('package / entry                   packed     unpacked   files   gzip (budget)');
for (const s of sizes) {
  console.log(`${s.lib.padEnd(32)} ${kb(s.packed).padStart(9)} ${kb(s.unpacked).padStart(11)} ${String(s.files ?? '').padStart(6)}   ${s.gzip !== undefined ? `${kb(s.gzip)} (${s.budget})` : ''}`);
}
if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\n${libs.length} packages packed into ${relative(root, packDir)}: publint, types, imports and size budgets pass.`);
