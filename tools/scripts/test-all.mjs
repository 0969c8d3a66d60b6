#!/usr/bin/env node
// `npm test`: lint, typecheck and unit tests of every project, the device decoder fuzz, the builds (libraries, web, server), the
// published packages' checks, the Storybook build and its stories in Chromium, then the browser tests against
// the real server. Every step runs even when an earlier one failed; the exit code is non-zero when any failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' };
// In CI every task runs for real; locally Nx may replay a task whose inputs have not changed.
const cacheFlag = process.env.CI ? ['--skip-nx-cache'] : [];
const steps = [
  ['lint, typecheck, unit tests', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--outputStyle=static', ...cacheFlag]],
  ['device decoder fuzz (1,000,000 mutated frames)', 'npx', ['nx', 'run', 'telemetry:fuzz', '--outputStyle=static', '--skip-nx-cache']],
  // The app's build depends on every library's build (Nx `^build`): the packages are checked as they will be published.
  ['build web and server', 'npx', ['nx', 'run-many', '-t', 'build', '-p', 'fleet-web', 'fleet-api', '--outputStyle=static', ...cacheFlag]],
  ['packages: publint, types, size budgets', 'node', ['tools/lib-build/check-packages.mjs']],
  // An app outside the Nx graph installs the tarballs just packed, bundles them with esbuild and runs them in Chromium.
  ['outside consumer of the packed libraries', 'node', ['examples/outside-consumer/test.mjs']],
  ['storybook build', 'npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet', '--disable-telemetry']],
  // Every story (the map stories with WebGL on SwiftShader) as a test in Debian's chromium: vitest.storybook.config.ts.
  ['stories in Chromium', 'npx', ['vitest', 'run', '--config', 'vitest.storybook.config.ts']],
  ['browser tests', 'npx', ['nx', 'run', 'fleet-web-e2e:e2e', '--outputStyle=static', '--skip-nx-cache']],
];

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Browser tests need Debian\'s chromium: apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

const results = [];
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  results.push({ name, ok: r.status === 0, s: (Date.now() - t0) / 1000 });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
