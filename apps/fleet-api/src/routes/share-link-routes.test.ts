import { ERROR_CODES, SHARE_LINK_TEXTS as T, type LiveLocation, type ShareLink, type ShareLinkCreated, type TransportTrip } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../auth/opaque-token';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const MIN = 60_000;
/** The longitude of the truck's i-th fix. */
const fixesLng = (i: number) => 101.4 + i * 0.005;
const MYDIN = { lat: 3.06638, lng: 101.481037, label: 'Mydin Wholesale' };

/**
 * Live-location share links through the API: made from an asset (or a trip) by whoever may see it, listed with their
 * states, revoked; the public answer holds the asset's name, type, position, destination and ETA and nothing else of
 * the company, says expired (410), revoked (410) or unknown (404), and is rate limited per address.
 */
describe('share links', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let truck: number;
  let truckName: string;
  let hidden: number;
  let link: ShareLinkCreated;

  const post = <B>(url: string, body: unknown, token = admin) => call<B>(t.app, 'POST', url, { token, body });
  const get = <B>(url: string, token = admin) => call<B>(t.app, 'GET', url, { token });
  /** The public endpoint, from its own address (the rate-limit test counts its own). */
  const open = async (token: string, remoteAddress = '203.0.113.7') => {
    const r = await t.app.inject({ method: 'GET', url: `/v2/live-location/${token}`, remoteAddress });
    return { status: r.statusCode, headers: r.headers, text: r.body, body: JSON.parse(r.body) as LiveLocation & { error: string; code: string } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    const given = await demoVisibleAssetIds(t.database.db);
    const trucks = await t.database.db.selectFrom('assets').select(['id', 'name']).where('type', '=', 'truck').orderBy('id').execute();
    const pick = trucks.find((a) => given.includes(a.id))!;
    truck = pick.id;
    truckName = pick.name;
    hidden = (await t.database.db.selectFrom('assets').select('id').orderBy('id').execute()).map((a) => a.id).find((id) => !given.includes(id))!;
    // The truck drives east at 40 km/h: its last report is its position on the page.
    const start = t.clock.now() - 10 * MIN;
    const fixes = Array.from({ length: 10 }, (_, i) => ({ assetId: truck, time: start + i * MIN, lat: 3.05, lng: fixesLng(i), speed: 40, heading: 90, ignition: true }));
    await t.app.fleet.ingest.ingest(fixes);
  });
  afterAll(() => t.close());

  it('makes a link for an asset the caller sees, shown once, stored as a hash, with an audit entry', async () => {
    const r = await post<ShareLinkCreated>(`/v2/assets/${truck}/share-links`, { expiresInS: 3_600, destination: MYDIN }, demo);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    link = r.body;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/live-location/${link.token}`);
    expect(link.message).toBe(T.created);
    expect(link.link).toMatchObject({ assetId: truck, tripId: null, state: 'active', expiresAt: t.clock.now() + 3_600_000, revokedAt: null, createdBy: 'Demo User', destination: MYDIN });
    const row = await t.database.db.selectFrom('share_links').selectAll().where('id', '=', link.link.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashOpaqueToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'object_kind', 'summary', 'details']).where('object_kind', '=', 'share-link').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', summary: expect.stringContaining(`Shared the live location of ${truckName} until `) });
    expect(JSON.stringify(audit)).not.toContain(link.token);
  });

  it('refuses what is out of bounds with the texts, and an asset the Client cannot see', async () => {
    const bad = async (body: unknown) => (await post<{ error: string; code: string }>(`/v2/assets/${truck}/share-links`, body)).body;
    expect(await bad({ expiresInS: 60 })).toMatchObject({ error: T.expiryInvalid, code: ERROR_CODES.invalidInput });
    expect(await bad({ expiresInS: 8 * 86_400 })).toMatchObject({ error: T.expiryInvalid });
    expect(await bad({ expiresInS: 3_600, destination: { lat: 95, lng: 101, label: 'x' } })).toMatchObject({ error: T.destinationInvalid });
    expect(await bad({ expiresInS: 3_600, destination: { lat: 3, lng: 101, label: '' } })).toMatchObject({ error: T.labelInvalid });
    expect((await post(`/v2/assets/${hidden}/share-links`, { expiresInS: 3_600 }, demo)).status).toBe(404);
    expect((await get(`/v2/assets/${hidden}/share-links`, demo)).status).toBe(404);
    expect((await call(t.app, 'POST', `/v2/assets/${truck}/share-links`, { body: { expiresInS: 3_600 } })).status).toBe(401);
    // The Administrator's link of an asset the Client cannot see: the Client can neither list nor revoke it.
    const other = await post<ShareLinkCreated>(`/v2/assets/${hidden}/share-links`, { expiresInS: 900 });
    expect(other.status).toBe(200);
    expect((await post(`/v2/share-links/${other.body.link.id}/revoke`, {}, demo)).status).toBe(404);
    expect((await open(other.body.token)).status).toBe(200);
  });

  it('answers the public page with the asset, its position, the destination and the ETA, and nothing else of the company', async () => {
    const r = await open(link.token);
    expect(r.status, r.text).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(Object.keys(r.body).sort()).toEqual(['asset', 'destination', 'eta', 'expiresAt', 'position', 'success', 'timeZone']);
    expect(r.body.asset).toEqual({ name: truckName, type: 'truck' });
    expect(r.body.position).toMatchObject({ lat: 3.05, lng: fixesLng(9), speed: 40, course: 90, time: t.clock.now() - MIN });
    expect(r.body.destination).toEqual(MYDIN);
    expect(r.body.eta?.distanceKm).toBeGreaterThan(0);
    expect(r.body.eta?.eta).toBeGreaterThan(t.clock.now());
    expect(r.body.timeZone).toBe('Asia/Kuala_Lumpur');
    // No other asset, no company name, no user, no ids.
    const names = (await t.database.db.selectFrom('assets').select(['name', 'unit_id']).where('id', '<>', truck).execute()).flatMap((a) => [a.name, a.unit_id].filter((x) => x.length > 3));
    const company = (await t.database.db.selectFrom('tenants').select('name').executeTakeFirstOrThrow()).name;
    for (const secret of [...names, company, 'Demo User', String(truck), String(link.link.id)]) expect(r.text, secret).not.toContain(`"${secret}"`);
    expect(r.text).not.toContain(company);
  });

  it('lists the asset links with their states, and says expired and revoked on the public page', async () => {
    const short = await post<ShareLinkCreated>(`/v2/assets/${truck}/share-links`, { expiresInS: 900 });
    let listed = await get<{ links: ShareLink[] }>(`/v2/assets/${truck}/share-links`, demo);
    expect(listed.body.links.map((l) => [l.id, l.state])).toEqual([[short.body.link.id, 'active'], [link.link.id, 'active']]);
    expect(JSON.stringify(listed.body)).not.toContain(link.token);

    const revoked = await post<{ link: ShareLink; message: string }>(`/v2/share-links/${link.link.id}/revoke`, {}, demo);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ message: T.revokedDone, link: { state: 'revoked', revokedAt: t.clock.now() } });
    expect(await open(link.token)).toMatchObject({ status: 410, body: { error: T.revoked, code: ERROR_CODES.shareLinkRevoked } });
    expect((await post<{ error: string }>(`/v2/share-links/${link.link.id}/revoke`, {}, demo))).toMatchObject({ status: 409, body: { error: T.revokeRefused } });

    t.clock.advance(15 * MIN);
    expect(await open(short.body.token)).toMatchObject({ status: 410, body: { error: T.expired, code: ERROR_CODES.shareLinkExpired } });
    // A revoked link stays revoked after its expiry.
    t.clock.advance(60 * MIN);
    // The access tokens are past their expiry too.
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    expect(await open(link.token)).toMatchObject({ status: 410, body: { code: ERROR_CODES.shareLinkRevoked } });
    listed = await get<{ links: ShareLink[] }>(`/v2/assets/${truck}/share-links`);
    expect(listed.body.links.map((l) => l.state)).toEqual(['expired', 'revoked']);
    expect((await post(`/v2/share-links/${short.body.link.id}/revoke`, {})).status).toBe(409);
  });

  it('says unknown (404) for a token no link has, malformed or not', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc']) expect(await open(token)).toMatchObject({ status: 404, body: { error: T.notFound, code: ERROR_CODES.notFound } });
  });

  it('makes a link from a trip: its vehicle heading for its last (or next) open stop', async () => {
    const stops = [
      { kind: 'pickup', lat: 3.068132, lng: 101.49539, address: 'Depot' },
      { kind: 'drop', lat: 3.06638, lng: 101.481037, address: 'Mydin' },
      { kind: 'drop', lat: 3.070348, lng: 101.487921, address: 'Cold store' },
    ];
    const trip = (await post<{ trip: TransportTrip }>('/v2/trips', { assetId: truck, stops })).body.trip;
    const last = await post<ShareLinkCreated>(`/v2/trips/${trip.id}/share-link`, { expiresInS: 3_600 });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.link).toMatchObject({ assetId: truck, tripId: trip.id, destination: { lat: 3.070348, lng: 101.487921, label: 'Cold store' } });
    const next = await post<ShareLinkCreated>(`/v2/trips/${trip.id}/share-link`, { expiresInS: 3_600, stop: 'next' });
    expect(next.body.link.destination?.label).toBe('Depot');
    expect((await post<{ error: string }>(`/v2/trips/${trip.id}/share-link`, { expiresInS: 3_600, stop: 'middle' })).body.error).toBe(T.stopInvalid);
    await post(`/v2/trips/${trip.id}/cancel`, { reason: 'Client called it off' });
    expect(await post<{ error: string }>(`/v2/trips/${trip.id}/share-link`, { expiresInS: 3_600 })).toMatchObject({ status: 409, body: { error: T.noOpenStop } });
    expect((await open(last.body.token)).body.destination?.label).toBe('Cold store');
  });

  it('limits the public endpoint per address', async () => {
    const token = 'B'.repeat(43);
    for (let i = 0; i < 120; i += 1) expect((await open(token, '198.51.100.9')).status).toBe(404);
    const limited = await open(token, '198.51.100.9');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ERROR_CODES.rateLimited);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await open(token, '198.51.100.10')).status).toBe(404);
  });
});
