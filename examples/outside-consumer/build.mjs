#!/usr/bin/env node
// The consumer's own bundler config (esbuild, no Vite, no path aliases, no `@fleet/source` condition): bundles
// src/main.tsx for the browser into dist/ (ESM, code splitting for the packages' dynamic imports, the stylesheets
// the packages import emitted as dist/assets/main.css), copies MapLibre's and pdf.js's worker scripts beside it and
// hands their URLs to the app, writes index.html and the tiny offline map style.
//
// Every bare import must resolve inside this folder's node_modules: a package that forgot to declare a dependency
// would otherwise be rescued by the repository's node_modules two folders up. Warnings are errors too (e.g. a
// package's stylesheet dropped because its package.json says `"sideEffects": false`).
//
// `node build.mjs` prints a JSON summary on its last line when run directly; test.mjs imports `build()`.
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = dirname(fileURLToPath(import.meta.url));
export const outDir = join(here, 'dist');
const ownModules = join(here, 'node_modules') + sep;
const require = createRequire(join(here, 'package.json'));

/** A file of an installed package (resolved from this folder only). */
function packageFile(pkg, file) {
  return join(dirname(require.resolve(`${pkg}/package.json`, { paths: [here] })), file);
}

/** Refuses bare imports that resolve outside this folder's node_modules. */
const ownNodeModulesOnly = {
  name: 'own-node-modules-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner') return undefined;
      const result = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'inner' });
      if (result.errors.length || result.external || !result.path) return result;
      if (!result.path.startsWith(ownModules)) {
        return {
          errors: [
            {
              text: `"${args.path}" (imported by ${relative(here, args.importer)}) resolves outside the consumer's node_modules, to ${result.path}: an undeclared dependency?`,
            },
          ],
        };
      }
      return result;
    });
  },
};

/** The offline map style: a background and a GeoJSON polygon (Shah Alam), nothing fetched. */
export const MAP_STYLE = {
  version: 8,
  name: 'outside-consumer',
  sources: {
    area: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [101.45, 3.03],
              [101.55, 3.03],
              [101.55, 3.1],
              [101.45, 3.1],
              [101.45, 3.03],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#eef2e6' } },
    { id: 'area', type: 'fill', source: 'area', paint: { 'fill-color': '#cfe3f5', 'fill-opacity': 0.8 } },
  ],
};

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>@fleet packages: outside consumer</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="./assets/main.css" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./assets/main.js"></script>
  </body>
</html>
`;

/** Builds dist/; returns the time taken, the output files and sizes, the warnings and the bundled files. */
export async function build() {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  const assets = join(outDir, 'assets');
  mkdirSync(assets, { recursive: true });
  // The worker scripts are copied as they are; the app gets their URLs (relative to the page) at build time.
  copyFileSync(packageFile('maplibre-gl', 'dist/maplibre-gl-worker.mjs'), join(assets, 'maplibre-gl-worker.mjs'));
  copyFileSync(packageFile('pdfjs-dist', 'build/pdf.worker.min.mjs'), join(assets, 'pdf.worker.min.mjs'));
  const result = await esbuild.build({
    absWorkingDir: here,
    entryPoints: { main: 'src/main.tsx' },
    outdir: assets,
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    sourcemap: false,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'files/[name]-[hash]',
    loader: { '.png': 'file', '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' },
    define: {
      'process.env.NODE_ENV': '"production"',
      __MAPLIBRE_WORKER_URL__: JSON.stringify('./assets/maplibre-gl-worker.mjs'),
      __PDFJS_WORKER_URL__: JSON.stringify('./assets/pdf.worker.min.mjs'),
      __MAP_STYLE_URL__: JSON.stringify('./map-style.json'),
    },
    plugins: [ownNodeModulesOnly],
    logLevel: 'silent',
  });
  writeFileSync(join(outDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(outDir, 'map-style.json'), JSON.stringify(MAP_STYLE));
  const outputs = Object.entries(result.metafile.outputs).map(([file, o]) => ({ file: relative(outDir, join(here, file)), bytes: o.bytes }));
  const warnings = result.warnings.map((w) => `${w.location ? `${w.location.file}:${w.location.line}: ` : ''}${w.text}${w.notes.map((n) => ` (${n.text})`).join('')}`);
  return { ms: Math.round(performance.now() - started), outputs, warnings, inputs: Object.keys(result.metafile.inputs) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const r = await build();
    for (const o of r.outputs) console.log(`${String(Math.round(o.bytes / 1024)).padStart(6)} kB  ${o.file}`);
    for (const w of r.warnings) console.error(`warning: ${w}`);
    console.log(`built in ${r.ms} ms`);
    if (r.warnings.length) process.exit(1);
  } catch (e) {
    // esbuild already formatted its errors in e.message.
    console.error(e.message ?? e);
    process.exit(1);
  }
}
