#!/usr/bin/env node
// `npm start`: installs dependencies when they are missing, builds the web app and the server (Nx caches both), then
// runs the server on PORT (default 7750) with the embedded database in FLEET_DATA_DIR (default ./data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const t0 = Date.now();

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
}

const lock = `${root}/package-lock.json`;
const installed = `${root}/node_modules/.package-lock.json`;
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

console.log('Building the web app and the server...');
run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'fleet-web', 'fleet-api', '--outputStyle=static']);
console.log(`Ready to start after ${((Date.now() - t0) / 1000).toFixed(1)} s.`);

const server = spawn(process.execPath, ['dist/apps/fleet-api/main.js'], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
