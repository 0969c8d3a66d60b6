import { LIVE_CLOSE_CODES, MESSAGES, poiAddedMessage, type LiveServerMessage, type SavePoiPayload } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deletePoi } from './delete-poi';
import { fetchLiveAssets } from './live-assets';
import { createLiveConnection, type LiveConnection, type LiveConnectionStatus, type LiveSocketConstructor } from './live-connection';
import { liveSocketUrl } from './live-url';
import { logout } from './logout';
import { fetchMapConfig } from './map-config';
import { fetchPois } from './pois';
import { savePoi } from './save-poi';
import { startTestServer, type TestServer } from './testing/start-test-server';
import { signInSession, type TestSession } from './testing/test-session';
import { fetchTraffic } from './traffic';

// One day of simulated history keeps the first start quick; the simulator then ticks live every second.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ FLEET_BACKFILL_DAYS: '1' });
});

afterAll(async () => {
  await server?.stop();
});

type Session = TestSession;
const signIn = (username: string, password: string) => signInSession(server.baseUrl, username, password);

/** A live connection over the `ws` package that records what happens. */
function open(session: Session, getToken: () => string | null = () => session.tokens.accessToken) {
  const messages: LiveServerMessage[] = [];
  const statuses: LiveConnectionStatus[] = [];
  const connection: LiveConnection = createLiveConnection({
    url: liveSocketUrl(server.baseUrl),
    getAccessToken: getToken,
    refreshAccessToken: () => session.client.refreshTokens(),
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    WebSocketImpl: WebSocket as unknown as LiveSocketConstructor,
  });
  return { connection, messages, statuses };
}

async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('live feed', () => {
  it('the socket sends the same snapshot as GET /live/assets, then deltas', async () => {
    const demo = await signIn('demo', 'demo');
    const http = await fetchLiveAssets(demo.client);
    expect(http.assets.length).toBeGreaterThan(10);
    const { connection, messages } = open(demo);
    const snapshot = await waitFor(() => messages.find((m) => m.type === 'snapshot'));
    expect(snapshot.type === 'snapshot' && snapshot.assets.map((a) => a.assetId).sort()).toEqual(http.assets.map((a) => a.assetId).sort());
    // The simulator moves the fleet: deltas follow with growing sequence numbers.
    const delta = await waitFor(() => messages.find((m) => m.type === 'delta'), 30_000);
    expect(delta.type === 'delta' && delta.seq).toBeGreaterThan(snapshot.type === 'snapshot' ? snapshot.seq - 1 : 0);
    expect(connection.lastSeq).toBeGreaterThan(0);
    connection.close();
  }, 60_000);

  it('a refused token (4401) is refreshed through the client and the feed resumes', async () => {
    const demo = await signIn('demo', 'demo');
    let first = true;
    const { connection, messages, statuses } = open(demo, () => {
      if (first) {
        first = false;
        return 'not-a-token';
      }
      return demo.tokens.accessToken;
    });
    await waitFor(() => messages.find((m) => m.type === 'snapshot'));
    expect(statuses.map((s) => s.state)).toContain('refreshing');
    expect(demo.expired).toBe(0);
    connection.close();
  }, 60_000);

  it('logout ends the feed with 4403', async () => {
    const demo = await signIn('demo', 'demo');
    const { messages, statuses } = open(demo);
    await waitFor(() => messages.find((m) => m.type === 'snapshot'));
    await logout(demo.client);
    const ended = await waitFor(() => statuses.find((s) => s.state === 'ended'), 40_000);
    expect(ended).toMatchObject({ state: 'ended', code: LIVE_CLOSE_CODES.sessionEnded });
  }, 60_000);
});

describe('map data calls', () => {
  it('reads the map configuration and the traffic segments', async () => {
    const demo = await signIn('demo', 'demo');
    const config = await fetchMapConfig(demo.client);
    expect(config.styles.map((s) => s.id)).toContain('roadmap');
    const segments = await fetchTraffic(demo.client);
    expect(Array.isArray(segments)).toBe(true);
    for (const s of segments.slice(0, 5)) expect(s.path.length).toBeGreaterThan(1);
  });

  it('lists, adds, updates and deletes POIs', async () => {
    const admin = await signIn('admin', 'admin');
    const before = await fetchPois(admin.client, admin.uid);
    const ring: [number, number][] = [
      [101.5, 3.07],
      [101.51, 3.07],
      [101.51, 3.08],
      [101.5, 3.07],
    ];
    const payload: SavePoiPayload = { name: 'Test Depot', coords: ring, groups: ['Depots'] };
    const added = await savePoi(admin.client, payload);
    expect(added.message).toBe(poiAddedMessage('Test Depot'));
    const updated = await savePoi(admin.client, { ...payload, id: added.poi.id, name: 'Test Depot 2' });
    expect(updated.message).toBe(MESSAGES.poiUpdated);
    expect(updated.poi.id).toBe(added.poi.id);
    const listed = await fetchPois(admin.client, admin.uid);
    expect(listed.pois.length).toBe(before.pois.length + 1);
    await expect(savePoi(admin.client, { ...payload, name: '  ' })).rejects.toMatchObject({ status: 400, message: MESSAGES.poiNameRequired });
    const deleted = await deletePoi(admin.client, added.poi.id);
    expect(deleted.message).toBe(MESSAGES.poiDeleted);
    expect((await fetchPois(admin.client, admin.uid)).pois.length).toBe(before.pois.length);
  });
});
