#!/usr/bin/env node
// Builds one library for publishing: `node tools/lib-build/build-lib.mjs libs/<name>`.
// TypeScript emits ESM JavaScript, declarations and both source maps into libs/<name>/dist, module by module (the
// app's bundler tree-shakes them); tsc-alias then writes every relative import as a full file path (`./x.js`), as
// Node's ESM resolution and every bundler accept; the stylesheets the modules import are copied beside them.
// Other @fleet packages resolve to their built types (tsconfig.lib.json drops the `@fleet/source` condition), so
// the libraries they import are built first (Nx `dependsOn: ['^build']`).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { replaceTscAliasPaths } from 'tsc-alias';

const dir = resolve(process.argv[2] ?? '.');
const started = performance.now();
const src = join(dir, 'src');
const dist = join(dir, 'dist');
const configFile = join(dir, 'tsconfig.lib.json');
rmSync(dist, { recursive: true, force: true });

const tsc = spawnSync(process.execPath, [join(import.meta.dirname, '../../node_modules/typescript/bin/tsc'), '-p', configFile], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

await replaceTscAliasPaths({ configFile, outDir: dist, resolveFullPaths: true, resolveFullExtension: '.js' });

/** Files under a folder, recursively. */
const filesOf = (folder) => readdirSync(folder).flatMap((name) => (statSync(join(folder, name)).isDirectory() ? filesOf(join(folder, name)) : [join(folder, name)]));

// The stylesheets the modules import, beside them.
for (const path of filesOf(src)) if (path.endsWith('.css')) cpSync(path, join(dist, relative(src, path)));
// TypeScript keeps a module's side-effect imports in its declarations; a stylesheet carries no types, and a
// declaration importing one fails to resolve for TypeScript users of the package.
for (const path of filesOf(dist)) {
  if (!path.endsWith('.d.ts')) continue;
  const text = readFileSync(path, 'utf8');
  const stripped = text.replace(/^import ['"][^'"]+\.css['"];\r?\n/gm, '');
  if (stripped !== text) writeFileSync(path, stripped);
}
console.log(`${relative(process.cwd(), dist)} built in ${Math.round(performance.now() - started)} ms`);
