// Bundles the server into dist/apps/fleet-api/main.js, and the export worker beside it (export-worker.js, started by
// reports/report-jobs.ts): our workspace packages (@fleet/*) are bundled from source, every other package stays
// external and is loaded from node_modules at run time.
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const outdir = resolve(repoRoot, 'dist/apps/fleet-api');

/** Marks bare imports external unless they name a workspace package. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fleet/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: resolve(here, 'src/main.ts'), 'export-worker': resolve(here, 'src/reports/export-worker.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  // Our packages from their sources (their `exports` under the @fleet/source condition), not their built dist.
  conditions: ['@fleet/source'],
  plugins: [externalDependencies],
  // CommonJS code inside the bundle may call require(); ESM has none, so define one.
  banner: { js: "import { createRequire as __fleetCreateRequire } from 'node:module'; const require = __fleetCreateRequire(import.meta.url);" },
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`fleet-api built: ${resolve(outdir, 'main.js')} (${Math.round(bytes / 1024)} KiB with map, ${Math.round(performance.now() - started)} ms)`);
