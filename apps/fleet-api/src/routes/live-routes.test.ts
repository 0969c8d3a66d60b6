import { LIVE_CLOSE_CODES, MESSAGES, type LiveAsset, type LiveServerMessage, type PositionInput } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveClient, type LiveTestClient } from '../testing/live-client';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

type Delta = Extract<LiveServerMessage, { type: 'delta' }>;
type Snapshot = Extract<LiveServerMessage, { type: 'snapshot' }>;

describe('WebSocket /v2/live', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let headOffice: number[];
  let given: number[];
  const clients: LiveTestClient[] = [];
  const open = async () => {
    const c = await openLiveClient(t.app);
    clients.push(c);
    return c;
  };
  const report = (assetId: number, speed: number, dt = 0): PositionInput => ({ assetId, time: t.clock.now() + dt, lat: 3.068, lng: 101.495, speed, heading: 90, ignition: speed > 0 });
  const isDelta = (m: LiveServerMessage): m is Delta => m.type === 'delta';
  let tick = 0;
  /** Reports at a new device time each call, ms. */
  const ingest = (...reports: [assetId: number, speed: number][]) => {
    tick += 1000;
    return t.app.fleet.ingest.ingest(reports.map(([id, speed]) => report(id, speed, tick)));
  };

  beforeAll(async () => {
    t = await createTestApp({ deps: { liveTiming: { helloTimeoutMs: 300, flushIntervalMs: 100, sessionCheckMs: 60_000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    const assets = await t.database.db
      .selectFrom('assets as a')
      .innerJoin('asset_groups as g', 'g.id', 'a.group_id')
      .select(['a.id', 'g.name'])
      .orderBy('a.id')
      .execute();
    headOffice = assets.filter((a) => a.name === 'Head Office').map((a) => a.id);
    given = assets.filter((a) => a.name !== 'Head Office').map((a) => a.id);
    await ingest([headOffice[0]!, 0], [given[0]!, 30], [given[1]!, 0]);
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await t.close();
  });

  it('closes with 4401 without a hello in time, and on a bad token', async () => {
    const silent = await open();
    expect((await silent.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
    const bad = await open();
    bad.hello('not-a-token');
    expect(await bad.closed).toMatchObject({ code: LIVE_CLOSE_CODES.unauthorized });
    expect(bad.messages).toEqual([{ type: 'error', error: MESSAGES.notAuthorized, code: 'UNAUTHORIZED' }]);
    const garbage = await open();
    garbage.socket.send('hello?');
    expect((await garbage.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it('sends a snapshot, then deltas of ingested changes, only of the assets the user may see', async () => {
    const c = await open();
    c.hello(demo);
    const snapshot = (await c.waitFor((m) => m.type === 'snapshot')) as Snapshot;
    expect(snapshot.assets.map((a) => a.assetId).sort()).toEqual([given[0], given[1]].sort());
    expect(snapshot.assets.find((a) => a.assetId === given[0])).toMatchObject({ status: 'Moving', speed: 30, lat: 3.068, lng: 101.495 });
    const from = c.messages.length;
    await ingest([headOffice[0]!, 50], [given[2]!, 45]);
    const delta = (await c.waitFor(isDelta, 5000, from)) as Delta;
    expect(delta.seq).toBeGreaterThan(snapshot.seq);
    expect(delta.assets).toEqual([expect.objectContaining({ assetId: given[2], speed: 45, status: 'Moving' })]);

    // The Administrator sees Head Office too.
    const a = await open();
    a.hello(admin);
    const adminSnapshot = (await a.waitFor((m) => m.type === 'snapshot')) as Snapshot;
    expect(adminSnapshot.assets.map((x) => x.assetId)).toContain(headOffice[0]);
    await c.close();
    await a.close();
  });

  it('coalesces many updates of one asset for a client that does not read: the newest state arrives', async () => {
    const c = await open();
    c.hello(admin);
    await c.waitFor((m) => m.type === 'snapshot');
    c.socket.pause();
    const id = given[3]!;
    for (let speed = 1; speed <= 40; speed += 1) await ingest([id, speed]);
    const from = c.messages.length;
    c.socket.resume();
    await c.waitFor((m) => isDelta(m) && m.assets.some((a) => a.assetId === id && a.speed === 40), 5000, from);
    const deltas = c.messages.filter(isDelta);
    const mentions = deltas.flatMap((d) => d.assets).filter((a) => a.assetId === id);
    // 40 ingests arrive as fewer deltas (at most one per 100 ms), each naming the asset at most once.
    expect(mentions.length).toBeLessThan(40);
    for (const d of deltas) expect(new Set(d.assets.map((x) => x.assetId)).size).toBe(d.assets.length);
    expect(mentions.at(-1)?.speed).toBe(40);
    await c.close();
  });

  it('resumes with lastSeq: only the missed deltas while the ring buffer covers them, else a snapshot', async () => {
    const first = await open();
    first.hello(demo);
    await first.waitFor((m) => m.type === 'snapshot');
    let from = first.messages.length;
    await ingest([given[4]!, 10]);
    const seen = (await first.waitFor(isDelta, 5000, from)) as Delta;
    await first.close();

    await ingest([given[5]!, 20]);
    await ingest([given[4]!, 11], [headOffice[1]!, 60]);
    await ingest([given[4]!, 12]);

    const back = await open();
    back.hello(demo, seen.seq);
    const missed = (await back.waitFor(() => true)) as Delta;
    expect(missed.type).toBe('delta');
    expect(missed.seq).toBeGreaterThan(seen.seq);
    expect(missed.assets.map((a: LiveAsset) => [a.assetId, a.speed]).sort()).toEqual(
      [
        [given[4], 12],
        [given[5], 20],
      ].sort(),
    );
    // Still live afterwards.
    from = back.messages.length;
    await ingest([given[6]!, 33]);
    expect(((await back.waitFor(isDelta, 5000, from)) as Delta).assets[0]).toMatchObject({ assetId: given[6], speed: 33 });
    await back.close();

    const ancient = await open();
    ancient.hello(demo, 5);
    expect((await ancient.waitFor(() => true)).type).toBe('snapshot');
    await ancient.close();
  });

  it('closes with 4403 on logout', async () => {
    const session = await loginAs(t.app, 'demo', 'demo');
    const c = await open();
    c.hello(session.accessToken);
    await c.waitFor((m) => m.type === 'snapshot');
    expect((await call(t.app, 'POST', '/v2/api/auth/logout', { token: session.accessToken })).status).toBe(200);
    expect(await c.closed).toMatchObject({ code: LIVE_CLOSE_CODES.sessionEnded });
    expect(c.messages.at(-1)).toEqual({ type: 'error', error: MESSAGES.sessionExpired, code: 'SESSION_REVOKED' });
  });

  it('closes with 4403 without one of the live page keys; GET /live/assets answers 403 the same way', async () => {
    const db = t.database.db;
    await db.updateTable('users').set({ pages: JSON.stringify(['playback', 'reports']) }).where('username', '=', 'demo').execute();
    try {
      const c = await open();
      c.hello(demo);
      expect(await c.closed).toEqual({ code: LIVE_CLOSE_CODES.sessionEnded, reason: 'You do not have access to Map View' });
      const r = await call(t.app, 'GET', '/v2/live/assets', { token: demo });
      expect(r).toMatchObject({ status: 403, body: { success: false, error: 'You do not have access to Map View', code: 'NO_PAGE_ACCESS' } });
    } finally {
      await db.updateTable('users').set({ pages: JSON.stringify(['tableview']) }).where('username', '=', 'demo').execute();
    }
    const c = await open();
    c.hello(demo);
    expect((await c.waitFor(() => true)).type).toBe('snapshot');
    await c.close();
  });

  it('GET /live/assets: the HTTP snapshot with the feed sequence number', async () => {
    const r = await call<{ success: boolean; seq: number; assets: LiveAsset[] }>(t.app, 'GET', '/v2/live/assets', { token: demo });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(typeof r.body.seq).toBe('number');
    expect(r.body.assets.length).toBeGreaterThan(3);
    expect(r.body.assets.some((a) => headOffice.includes(a.assetId))).toBe(false);
    expect((await call(t.app, 'GET', '/v2/live/assets')).status).toBe(401);
    // /v2/live without a WebSocket upgrade: the API's JSON 404.
    expect(await call(t.app, 'GET', '/v2/live')).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } });
  });
});
