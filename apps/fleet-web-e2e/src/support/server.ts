import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A running fleet-api with its own empty data folder. */
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A running fleet-api on a data folder the caller owns (not removed on stop). */
export interface ServerProcess extends RunningServer {
  /** The process id. */
  pid: number;
  /** SIGKILL: no shutdown, no flush; resolves once the process is gone. */
  kill: () => Promise<void>;
}

/**
 * Starts the built server (dist/apps/fleet-api/main.js) on a free port with the embedded database in `dataDir` (kept
 * on stop, so a second start finds the first one's files) plus any extra environment; resolves once /v2/health
 * answers, within `timeoutMs`.
 */
export async function startServerAt(dataDir: string, env: Record<string, string> = {}, timeoutMs = 90_000): Promise<ServerProcess> {
  // A caller that must know the address before the start (e.g. to register it with an identity provider) picks it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/apps/fleet-api/main.js'], {
    cwd: repoRoot,
    // One day of simulated history (instead of 30) keeps the first start and the machine's two cores free for the
    // browser; the simulator still drives the fleet live. A test file signs the demo user in once per test, often more
    // than the 10 sign-ins per account and minute a real server allows; the limits are tested in the server's suite
    // (security/rate-limits.test.ts), so the browser tests raise them tenfold.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      FLEET_DATA_DIR: dataDir,
      FLEET_DEMO: '1',
      LOG_LEVEL: 'info',
      FLEET_BACKFILL_DAYS: '1',
      OSMAND_PORT: '0',
      TELTONIKA_PORT: '0',
      GT06_PORT: '0',
      H02_PORT: '0',
      JT808_PORT: '0',
      WATCH_PORT: '0',
      AUTH_RATE_LIMIT_FACTOR: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) throw new Error(`Server exited with ${child.exitCode ?? child.signalCode}:\n${out}`);
    try {
      const r = await fetch(`${url}/v2/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become healthy in ${timeoutMs / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? 0,
    output: () => out,
    kill: async () => {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!gone()) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (!gone()) child.kill('SIGKILL');
      }
    },
  };
}

/**
 * Starts the built server (dist/apps/fleet-api/main.js) on a free port with a fresh embedded database and the demo
 * fleet, plus any extra environment; resolves once /v2/health answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-e2e-'));
  let server: ServerProcess;
  try {
    server = await startServerAt(dataDir, env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    port: server.port,
    dataDir,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
