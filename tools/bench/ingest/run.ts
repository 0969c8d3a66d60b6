// One piece on purpose: one benchmark run (server start, simulated devices, measurement, report) read top to bottom.
/**
 * P6 as devices really send: one position per message, each device waiting for its acknowledgement (sent after the
 * commit) before the next, from thousands of connections at once: half OsmAnd / Traccar Client over HTTP keep-alive,
 * half Teltonika Codec 8 over TCP. The built server (dist/apps/fleet-api/main.js) runs in its own process on a fresh
 * PostgreSQL database with N registered devices, once with the group commit (the default) and once with one
 * transaction per message (INGEST_GROUP_COMMIT_MS=off, the path before it), in the same run.
 *
 *   npx tsx --conditions=@fleet/source tools/bench/ingest/run.ts
 *   options: --connections N (default 2000), --seconds S per measurement (default 15), --rates 2000,5000,10000
 *   (messages/s offered in the open-loop runs), --modes group,off, --profile DIR (a CPU profile of the server per
 *   mode), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Printed per mode: the capacity (every device sends again as soon as it is acknowledged), then for each offered
 * rate the acknowledged rate and the acknowledgement latency (p50, p99; from the send to the answer), the CPU of the
 * server process and of PostgreSQL per 1,000 positions, and the positions found in the database (never fewer than
 * acknowledged). Ratios compare the group commit with one transaction per message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codec8Packet, imeiHandshake } from '@fleet/telemetry/testing';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const CONNECTIONS = Number(option('--connections', '2000'));
const SECONDS = Number(option('--seconds', '15'));
const RATES = option('--rates', '2000,5000,10000').split(',').map(Number);
const MODES = option('--modes', 'group,off').split(',') as Mode[];
/** --profile DIR: the server writes a V8 CPU profile per mode there (open it in Chrome's DevTools). */
const PROFILE_DIR = option('--profile', '');
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRACCAR = 8000;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ on Linux). */
const HZ = 100;

type Mode = 'group' | 'off';
const MODE_LABEL: Record<Mode, string> = { group: 'group commit', off: 'one transaction per message' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

async function admin(text: string, url = PG_URL): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** CPU seconds used so far by process `pid` (user + system). */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / HZ;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every PostgreSQL process on the machine (the bench's database is the busy one). */
function postgresCpu(): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!readFileSync(`/proc/${name}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    total += cpuOf(Number(name));
  }
  return total;
}

interface Server {
  child: ChildProcess;
  url: string;
  osmandPort: number;
  teltonikaPort: number;
  dbUrl: string;
  stop: () => Promise<void>;
}

/** Starts the built server on a fresh database with `devices` registered devices (d0…, IMEIs 35…). */
async function startServer(mode: Mode, devices: number): Promise<Server> {
  const name = `fleet_ingest_bench_${Math.random().toString(36).slice(2, 10)}`;
  await admin(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${name}`;
  const [port, osmandPort, teltonikaPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-ingest-bench-'));
  let out = '';
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=ingest-${mode}.cpuprofile`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/apps/fleet-api/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      PORT: String(port),
      FLEET_DATA_DIR: dataDir,
      FLEET_DEMO: '0',
      FLEET_SIMULATOR: '0',
      LOG_LEVEL: 'warn',
      OSMAND_PORT: String(osmandPort),
      TELTONIKA_PORT: String(teltonikaPort),
      GT06_PORT: 'off',
      H02_PORT: 'off',
      JT808_PORT: 'off',
      WATCH_PORT: 'off',
      TELTONIKA_MAX_CONNECTIONS_PER_ADDRESS: String(devices + 10),
      INGEST_GROUP_COMMIT_MS: mode === 'off' ? 'off' : '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${out}`);
    if (Date.now() > until) throw new Error(`the server did not start:\n${out}`);
    try {
      if ((await fetch(`${url}/v2/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await admin(
    `with t as (insert into tenants (name) values ('Bench') returning id),
     a as (insert into assets (tenant_id, name, type, unit_id) select t.id, 'Truck ' || i, 'truck', 'B' || i from t, generate_series(0, ${devices - 1}) i returning id, tenant_id, unit_id)
     insert into devices (tenant_id, identifier, protocol, asset_id)
       select tenant_id, case when substr(unit_id, 2)::int % 2 = 0 then 'd' || substr(unit_id, 2) else (350000000000000 + substr(unit_id, 2)::int)::text end,
         case when substr(unit_id, 2)::int % 2 = 0 then 'osmand' else 'teltonika' end, id from a`,
    dbUrl.toString(),
  );
  return {
    child,
    url,
    osmandPort,
    teltonikaPort,
    dbUrl: dbUrl.toString(),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** One simulated device: sends one position and resolves when it is acknowledged (the latency in ms). */
interface Device {
  send(time: number, k: number): Promise<number>;
  close(): void;
}

/**
 * An OsmAnd device (even index): GET /?id=…&lat=…&lon=…&timestamp=<ms> on its own keep-alive connection, written and
 * read as raw HTTP/1.1 (Node's HTTP client would cost the load generator more CPU than the server spends).
 */
async function osmandDevice(port: number, index: number): Promise<Device> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  socket.setNoDelay(true);
  let buffer: Buffer = Buffer.alloc(0);
  let waiting: { resolve: (status: number) => void; reject: (e: Error) => void } | undefined;
  socket.on('data', (d: Buffer) => {
    buffer = buffer.length === 0 ? d : Buffer.concat([buffer, d]);
    const head = buffer.indexOf('\r\n\r\n');
    if (head < 0) return;
    const headers = buffer.subarray(0, head).toString('latin1');
    const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
    if (buffer.length < head + 4 + length) return;
    buffer = buffer.subarray(head + 4 + length);
    const w = waiting;
    waiting = undefined;
    w?.resolve(Number(headers.slice(9, 12)));
  });
  socket.on('error', (e) => waiting?.reject(e));
  socket.on('close', () => waiting?.reject(new Error('OsmAnd connection closed')));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    async send(time, k) {
      const t0 = performance.now();
      const path = `/?id=d${index}&lat=${(3 + (index % 100) * 0.01).toFixed(5)}&lon=${(101 + k * 0.0001).toFixed(5)}&timestamp=${time}&speed=${((40 + (k % 20)) / 1.852).toFixed(2)}&bearing=90`;
      const answered = new Promise<number>((resolve, reject) => (waiting = { resolve, reject }));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
      const status = await answered;
      if (status !== 200) throw new Error(`OsmAnd answered ${status}`);
      return performance.now() - t0;
    },
    close() {
      socket.destroy();
    },
  };
}

/** A Teltonika device (odd index): IMEI handshake once, then one Codec 8 record per packet, waiting for its ack. */
async function teltonikaDevice(port: number, index: number): Promise<Device> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  socket.setNoDelay(true);
  let waiting: ((data: Buffer) => void) | undefined;
  let failed: ((e: Error) => void) | undefined;
  socket.on('data', (d: Buffer) => waiting?.(d));
  socket.on('error', (e) => failed?.(e));
  socket.on('close', () => failed?.(new Error('Teltonika connection closed')));
  const next = () =>
    new Promise<Buffer>((resolve, reject) => {
      waiting = resolve;
      failed = reject;
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const accepted = next();
  socket.write(imeiHandshake(String(350000000000000 + index)));
  if ((await accepted)[0] !== 1) throw new Error(`IMEI ${index} refused`);
  return {
    async send(time, k) {
      const t0 = performance.now();
      const ack = next();
      socket.write(codec8Packet([{ time, lat: 3 + (index % 100) * 0.01, lng: 101 + k * 0.0001, speed: 40 + (k % 20), angle: 90 }]));
      await ack;
      return performance.now() - t0;
    },
    close() {
      socket.destroy();
    },
  };
}

interface Measure {
  acked: number;
  seconds: number;
  latencies: number[];
  serverCpu: number;
  pgCpu: number;
  /** CPU seconds of this process (the simulated devices). */
  clientCpu: number;
  errors: number;
}

/**
 * Runs every device for `seconds`: with `rate`, each sends at its share of it (a message every devices/rate s, or
 * at once when the previous was acknowledged late); without, each sends again as soon as it is acknowledged.
 */
async function drive(devices: readonly Device[], serverPid: number, seconds: number, rate: number | null, clock: { last: number[]; k: number[] }): Promise<Measure> {
  const latencies: number[] = [];
  let acked = 0;
  let errors = 0;
  const cpu0 = cpuOf(serverPid);
  const pg0 = postgresCpu();
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  const interval = rate ? (devices.length / rate) * 1000 : 0;
  await Promise.all(
    devices.map(async (device, i) => {
      // Spread the first sends over one interval.
      let due = t0 + (rate ? Math.random() * interval : 0);
      while (performance.now() < until) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (performance.now() >= until) break;
        const time = Math.max(Date.now(), (clock.last[i] ?? 0) + 1);
        clock.last[i] = time;
        const k = (clock.k[i] = (clock.k[i] ?? 0) + 1);
        try {
          latencies.push(await device.send(time, k));
          acked += 1;
        } catch {
          errors += 1;
        }
        due += interval;
        if (due < performance.now()) due = performance.now();
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const client = process.cpuUsage(client0);
  return { acked, seconds: elapsed, latencies, serverCpu: cpuOf(serverPid) - cpu0, pgCpu: postgresCpu() - pg0, clientCpu: (client.user + client.system) / 1e6, errors };
}

const pct = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

interface Row {
  label: string;
  rate: number;
  p50: number;
  p99: number;
  serverCpuPerK: number;
  pgCpuPerK: number;
  /** Cores busy during the run: server, PostgreSQL, the simulated devices (the machine has 2). */
  cores: { server: number; pg: number; devices: number };
  errors: number;
}

function summarize(label: string, m: Measure): Row {
  const sorted = [...m.latencies].sort((a, b) => a - b);
  const k = Math.max(1, m.acked) / 1000;
  return {
    label,
    rate: m.acked / m.seconds,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    serverCpuPerK: m.serverCpu / k,
    pgCpuPerK: m.pgCpu / k,
    cores: { server: m.serverCpu / m.seconds, pg: m.pgCpu / m.seconds, devices: m.clientCpu / m.seconds },
    errors: m.errors,
  };
}

function print(mode: Mode, row: Row): void {
  console.log(
    `  ${MODE_LABEL[mode].padEnd(28)} ${row.label.padEnd(22)} ${fmt(row.rate).padStart(7)}/s acked (x${(row.rate / TRACCAR).toFixed(2)} Traccar's 8,000/s)` +
      `  p50 ${row.p50.toFixed(0).padStart(4)} ms  p99 ${row.p99.toFixed(0).padStart(5)} ms  CPU per 1,000: server ${row.serverCpuPerK.toFixed(2)} s, PostgreSQL ${row.pgCpuPerK.toFixed(2)} s` +
      `  cores busy: server ${row.cores.server.toFixed(2)}, PostgreSQL ${row.cores.pg.toFixed(2)}, devices ${row.cores.devices.toFixed(2)}` +
      (row.errors > 0 ? `  (${row.errors} failed)` : ''),
  );
}

async function runMode(mode: Mode): Promise<Row[]> {
  const server = await startServer(mode, CONNECTIONS);
  const devices: Device[] = [];
  try {
    // Connections open a hundred at a time, as a fleet's trackers come online.
    const opening: Promise<Device>[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      opening.push(i % 2 === 0 ? osmandDevice(server.osmandPort, i) : teltonikaDevice(server.teltonikaPort, i));
      if (opening.length % 100 === 0) await Promise.all(opening.slice(-100));
    }
    devices.push(...(await Promise.all(opening)));
    const clock = { last: [] as number[], k: [] as number[] };
    const pid = server.child.pid ?? 0;
    // Warm-up: every device once (the server's device cache, the database's plans).
    let acked = (await drive(devices, pid, 3, null, clock)).acked;
    const rows: Row[] = [];
    const measure = async (label: string, rate: number | null) => {
      const m = await drive(devices, pid, SECONDS, rate, clock);
      acked += m.acked;
      const row = summarize(label, m);
      print(mode, row);
      rows.push(row);
    };
    await measure('capacity (closed loop)', null);
    for (const rate of RATES) await measure(`offered ${fmt(rate)}/s`, rate);
    const stored = Number((await admin('select count(*)::int as n from positions', server.dbUrl)).rows[0]?.n ?? 0);
    const verdict = stored >= acked ? 'every acknowledged position is stored' : `${fmt(acked - stored)} ACKNOWLEDGED POSITIONS MISSING`;
    console.log(`  ${MODE_LABEL[mode].padEnd(28)} acknowledged ${fmt(acked)}, in the database ${fmt(stored)}: ${verdict}`);
    return rows;
  } finally {
    for (const d of devices) d.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log(`P6 device messages: ${fmt(CONNECTIONS)} connections (half OsmAnd HTTP keep-alive, half Teltonika TCP), one position per message, ${SECONDS} s per measurement, PostgreSQL`);
  const results = new Map<Mode, Row[]>();
  for (const mode of MODES) results.set(mode, await runMode(mode));
  const group = results.get('group');
  const off = results.get('off');
  if (group && off) {
    console.log('  group commit vs one transaction per message:');
    group.forEach((g, i) => {
      const o = off[i];
      if (!o) return;
      console.log(
        `    ${g.label.padEnd(22)} acked x${(g.rate / o.rate).toFixed(2)}, p99 x${(g.p99 / o.p99).toFixed(2)}, server CPU per 1,000 x${(g.serverCpuPerK / o.serverCpuPerK).toFixed(2)}, PostgreSQL CPU per 1,000 x${(g.pgCpuPerK / o.pgCpuPerK).toFixed(2)}`,
      );
    });
  }
  console.log('  goal: >= 10,000 messages/s acknowledged after commit, p99 < 250 ms');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
