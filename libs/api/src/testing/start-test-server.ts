import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A real fleet-api process for integration tests. */
export interface TestServer {
  /** API base with prefix, e.g. http://127.0.0.1:40123/v2 */
  baseUrl: string;
  /** What the server printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Starts `npx tsx --conditions=@fleet/source apps/fleet-api/src/main.ts` from the repo root on a free port with a fresh data folder, the demo
 * tenant and the given extra environment, and waits until GET /v2/health answers (at most `startTimeoutMs`).
 */
export async function startTestServer(env: Record<string, string> = {}, startTimeoutMs = 120_000): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-api-test-'));
  let output = '';
  const child: ChildProcess = spawn('npx', ['tsx', '--conditions=@fleet/source', 'apps/fleet-api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FLEET_DATA_DIR: dataDir, FLEET_DEMO: '1', LOG_LEVEL: 'warn', OSMAND_PORT: '0', TELTONIKA_PORT: '0', GT06_PORT: '0', H02_PORT: '0', JT808_PORT: '0', WATCH_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so that stop() ends npx, tsx and node together.
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}/v2`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new Error(`fleet-api exited before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return { baseUrl, output: () => output, stop };
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`fleet-api did not answer /v2/health within ${startTimeoutMs} ms:\n${output}`);
}
