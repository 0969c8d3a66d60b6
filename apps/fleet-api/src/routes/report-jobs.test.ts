import { ERROR_CODES, type PositionInput, type ReportJob } from '@fleet/domain';
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_LOST_TEXT, STALE_JOB_MS } from '../reports/report-jobs';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const SEC = 1_000;

/** PDF exports built on the server as jobs: start, progress, file, cancel (here and from another instance), limits. */
describe('report PDF jobs', () => {
  let t: TestApp;
  let admin: { accessToken: string };
  let demo: { accessToken: string };
  let truckId: number;
  let t0: number;
  const dir = mkdtempSync(join(tmpdir(), 'report-jobs-'));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    const visible = await demoVisibleAssetIds(t.database.db);
    truckId = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').where('id', 'in', visible).orderBy('id').executeTakeFirstOrThrow()).id;
    // 6,000 positions, one every 10 s: a History of 6,000 rows.
    t0 = t.clock.now() - 6_000 * 10 * SEC - 60 * SEC;
    const batch: PositionInput[] = [];
    for (let i = 0; i < 6_000; i++) {
      batch.push({ assetId: truckId, time: t0 + i * 10 * SEC, lat: 3.0 + (i % 600) * 0.0005, lng: 101.5 + Math.floor(i / 600) * 0.001, speed: 30 + (i % 40), ignition: true, fuelLitres: 200, fuelPercent: 50, voltage: 13.5, odometer: 1000 + i * 0.08 });
    }
    await t.app.fleet.ingest.ingest(batch);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const period = () => `assets=${truckId}&from=${new Date(t0 - SEC).toISOString()}&to=${new Date(t.clock.now()).toISOString()}`;
  const start = (query = period(), token = admin.accessToken) => call<ReportJob & { code?: string; error?: string }>(t.app, 'POST', `/v2/reports/history/pdf?${query}`, { token });
  const job = (id: string, token = admin.accessToken) => call<ReportJob & { code?: string }>(t.app, 'GET', `/v2/report-jobs/${id}`, { token });
  const cancel = (id: string, token = admin.accessToken) => call<ReportJob>(t.app, 'DELETE', `/v2/report-jobs/${id}`, { token });
  /** Polls the job until it leaves `running`; returns every state seen. */
  async function settle(id: string): Promise<ReportJob[]> {
    const seen: ReportJob[] = [];
    for (let i = 0; i < 600; i++) {
      const r = await job(id);
      expect(r.status).toBe(200);
      seen.push(r.body);
      if (r.body.state !== 'running') return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${id} still running`);
  }

  it('builds the PDF of the report as the grid shows it, with its progress, and serves the file to its owner only', async () => {
    // The owner's live sockets are told of every step (the hub sends to that user's sockets only).
    const told = vi.spyOn(t.app.fleet.live.hub, 'reportJob');
    const started = await start(`${period()}&fields=time,speed,assetName&sort=speed&dir=desc`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ type: 'history', state: 'running', phase: 'report', done: 0 });
    expect(started.body.fileName).toMatch(/^History .+\.pdf$/);
    const id = started.body.jobId;
    // Nobody else sees it, not even the company's other users.
    expect((await job(id, demo.accessToken)).status).toBe(404);
    expect((await cancel(id, demo.accessToken)).status).toBe(404);

    const seen = await settle(id);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ state: 'done', phase: 'file', done: 6_000, total: 6_000, error: null });
    // Every progress seen only grows.
    const drawn = seen.filter((s) => s.phase === 'file').map((s) => s.done);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    const adminId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const steps = told.mock.calls.filter(([, job]) => job.jobId === id);
    expect(steps.every(([userId]) => userId === adminId)).toBe(true);
    expect(steps.at(-1)![1]).toEqual(last);
    expect(steps.some(([, job]) => job.phase === 'file' && job.state === 'running')).toBe(true);
    told.mockRestore();

    const file = await t.app.inject({ method: 'GET', url: `/v2/report-jobs/${id}/file`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(last.fileName));
    const path = join(dir, 'history.pdf');
    writeFileSync(path, file.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(text).toContain('Report Type: History');
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(50);
    // The grid's view: its three columns in order, fastest first.
    const header = text.split('\n').find((l) => l.includes('Time') && l.includes('Speed'))!;
    expect(header.indexOf('Time')).toBeLessThan(header.indexOf('Speed'));
    expect(header.indexOf('Speed')).toBeLessThan(header.indexOf('Asset'));
    expect(text).not.toContain('Address');
    const speeds = text.split('\n').map((l) => /\d{2}:\d{2}:\d{2}\s+(\d+)\s/.exec(l)?.[1]).filter(Boolean).map(Number);
    expect(speeds.length).toBe(6_000);
    expect(speeds[0]).toBe(69);
    expect(speeds.at(-1)).toBe(30);
    const other = await t.app.inject({ method: 'GET', url: `/v2/report-jobs/${id}/file`, headers: { authorization: `Bearer ${demo.accessToken}` } });
    expect(other.statusCode).toBe(404);
  });

  it('builds the Excel file of a big report as a job too: the same workbook as the direct download', async () => {
    const started = await call<ReportJob>(t.app, 'POST', `/v2/reports/history/xlsx?${period()}&fields=time,speed&sort=speed&dir=asc`, { token: admin.accessToken });
    expect(started.status).toBe(202);
    expect(started.body.fileName).toBe('History.xlsx');
    const seen = await settle(started.body.jobId);
    expect(seen.at(-1)).toMatchObject({ state: 'done', done: 6_000, total: 6_000 });
    const file = await t.app.inject({ method: 'GET', url: `/v2/report-jobs/${started.body.jobId}/file`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const direct = await t.app.inject({ method: 'GET', url: `/v2/reports/history/xlsx?${period()}&fields=time,speed&sort=speed&dir=asc`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    const read = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.getWorksheet('Sheet1')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const fromJob = await read(file.rawPayload);
    expect(fromJob).toHaveLength(4 + 6_000);
    expect(fromJob[3]).toEqual(['Time', 'Speed (km/h)']);
    expect(fromJob).toEqual(await read(direct.rawPayload));
  });

  it('cancels a running export: it stops, keeps no file, and a second cancel changes nothing', async () => {
    const started = await start();
    const id = started.body.jobId;
    const early = await t.app.inject({ method: 'GET', url: `/v2/report-jobs/${id}/file`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: ERROR_CODES.exportNotReady });
    const cancelled = await cancel(id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    await expect.poll(() => t.app.fleet && jobsRunning(), { timeout: 10_000 }).toBe(0);
    expect((await job(id)).body.state).toBe('cancelled');
    expect((await cancel(id)).body.state).toBe('cancelled');
    const row = await t.database.db.selectFrom('report_jobs').select(['file']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.file).toBeNull();
  });

  it('stops a job cancelled on another instance (its row says so) at its next heartbeat or progress', async () => {
    const started = await start();
    const id = started.body.jobId;
    await t.database.db.updateTable('report_jobs').set({ state: 'cancelled' }).where('id', '=', id).execute();
    await expect.poll(() => jobsRunning(), { timeout: 10_000 }).toBe(0);
    const row = await t.database.db.selectFrom('report_jobs').select(['state', 'file']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'cancelled', file: null });
  });

  it('allows two running exports per user, refuses a third with 429, and refuses bad requests before starting anything', async () => {
    const a = await start();
    const b = await start();
    expect([a.status, b.status]).toEqual([202, 202]);
    const c = await start();
    expect(c.status).toBe(429);
    expect(c.body.code).toBe(ERROR_CODES.tooManyExports);
    // Another user has their own allowance.
    const theirs = await start(`from=${new Date(t0).toISOString()}&to=${new Date(t.clock.now()).toISOString()}`, demo.accessToken);
    expect(theirs.status).toBe(202);
    for (const [id, token] of [[a.body.jobId, admin.accessToken], [b.body.jobId, admin.accessToken], [theirs.body.jobId, demo.accessToken]] as const) await cancel(id, token);

    const before = await t.database.db.selectFrom('report_jobs').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await start(`${period()}&fields=time,nonsense`)).body).toMatchObject({ code: ERROR_CODES.invalidInput, error: 'Unknown report fields: nonsense' });
    expect((await start(`assets=${truckId}&from=${new Date(t0).toISOString()}&to=${new Date(t0 + 40 * 86_400_000).toISOString()}`)).status).toBe(400);
    expect((await call(t.app, 'POST', `/v2/reports/nonsense/pdf?${period()}`, { token: admin.accessToken })).status).toBe(400);
    const after = await t.database.db.selectFrom('report_jobs').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Not a job id at all: nothing of that id is the caller's.
    expect((await job('not-a-job')).status).toBe(404);
  });

  it('reads a running job its server stopped hearing from as failed', async () => {
    const owner = await t.database.db.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const lost = await t.database.db
      .insertInto('report_jobs')
      .values({
        id: crypto.randomUUID(),
        tenant_id: owner.tenant_id,
        user_id: owner.id,
        report_type: 'history',
        file_name: 'History.pdf',
        state: 'running',
        phase: 'file',
        error: null,
        file: null,
        updated_at: new Date(t.clock.now() - STALE_JOB_MS - SEC),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await job(lost.id)).body).toMatchObject({ state: 'failed', error: JOB_LOST_TEXT });
    // It no longer counts against the user's two.
    const a = await start();
    const b = await start();
    expect([a.status, b.status]).toEqual([202, 202]);
    await cancel(a.body.jobId);
    await cancel(b.body.jobId);
  });

  function jobsRunning(): number {
    return t.app.fleet.reportJobs.size;
  }
});
