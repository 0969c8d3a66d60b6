import { ALERT_TEXTS, WEBHOOK_HEADERS, type Alert, type AlertRule, type LiveServerMessage } from '@fleet/domain';
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertDeliveries, webhookSignature } from './alert-deliveries';
import { createAccountMailer } from '../mail/account-mailer';
import { openLiveClient, type LiveTestClient } from '../testing/live-client';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

describe('alerts: rules, the engine behind ingest, live delivery, e-mail and the inbox', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let given: number[];
  let hidden: number;
  let smtp: TestSmtp;
  const clients: LiveTestClient[] = [];
  // A real HTTP receiver of the webhooks: it refuses the first call it gets (500), then takes them.
  const hooks: { headers: IncomingMessage['headers']; body: string }[] = [];
  let hookCalls = 0;
  let receiver: Server;
  let hookUrl = '';

  // Two minutes at 120 km/h: one overspeed spell (over the company's 80 km/h + tolerance for longer than the minimum).
  let clockBase = 0;
  const speeding = (assetId: number, startMs: number) =>
    Array.from({ length: 13 }, (_, i) => ({ assetId, time: startMs + i * 10_000, lat: 3.06 + i * 2e-3, lng: 101.49, speed: 120, heading: 0, ignition: true }));
  const slow = (assetId: number, atMs: number) => [{ assetId, time: atMs, lat: 3.09, lng: 101.49, speed: 10, heading: 0, ignition: true }];
  const spell = async (assetId: number) => {
    clockBase += 10 * 60_000;
    await t.app.fleet.ingest.ingest([...speeding(assetId, clockBase), ...slow(assetId, clockBase + 140_000)]);
    await t.app.fleet.alerts.drain();
  };
  const rule = (overrides: Record<string, unknown> = {}) => ({ name: 'Truck overspeed', eventTypes: ['overspeed'], severity: 'critical', cooldownMinutes: 0, ...overrides });
  const period = () => `from=${clockBase - 86_400_000}&to=${clockBase + 86_400_000}`;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const quiet = { info: () => undefined, warn: () => undefined };
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        hookCalls += 1;
        if (hookCalls === 1) {
          res.writeHead(500).end('busy');
          return;
        }
        hooks.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fleet-hook`;
    t = await createTestApp({
      config: { alertDelivery: { allowPrivateWebhooks: true, webhookTimeoutMs: 2_000, retryBaseMs: 50, maxAttempts: 3 } },
      deps: { mailer: createAccountMailer({ smtpUrl: smtp.url, from: 'Fleet <alerts@fleet.test>', log: quiet, logLinks: false }) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    clockBase = t.clock.now() - 7 * 86_400_000;
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    given = await demoVisibleAssetIds(t.database.db);
    const all = await t.database.db.selectFrom('assets').select('id').orderBy('id').execute();
    hidden = all.map((a) => a.id).find((id) => !given.includes(id))!;
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await t.close();
    await smtp.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  const live = async (token: string) => {
    const c = await openLiveClient(t.app);
    clients.push(c);
    c.hello(token);
    await c.waitFor((m) => m.type === 'snapshot');
    return c;
  };
  const isAlert = (m: LiveServerMessage): m is Extract<LiveServerMessage, { type: 'alert' }> => m.type === 'alert';

  it('refuses a bad rule with the texts of the spec and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [rule({ name: '  ' }), ALERT_TEXTS.nameRequired],
      [rule({ eventTypes: [] }), ALERT_TEXTS.typesRequired],
      [rule({ eventTypes: ['teleport'] }), ALERT_TEXTS.typeInvalid],
      [rule({ days: [] }), ALERT_TEXTS.daysRequired],
      [rule({ fromMinute: 1440 }), ALERT_TEXTS.minuteInvalid],
      [rule({ cooldownMinutes: -1 }), ALERT_TEXTS.cooldownInvalid],
      [rule({ emails: ['not-mail'] }), ALERT_TEXTS.emailInvalid],
      [rule({ notifyWeb: false }), ALERT_TEXTS.channelRequired],
    ];
    for (const [body, message] of cases) {
      const r = await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body });
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect((await call<{ rules: AlertRule[] }>(t.app, 'GET', '/v2/alerts/rules', { token: admin })).body.rules).toEqual([]);
  });

  it("limits a Client's rule to assets the Client may see", async () => {
    expect((await call(t.app, 'POST', '/v2/alerts/rules', { token: demo, body: rule() })).body).toMatchObject({ error: ALERT_TEXTS.clientScope });
    expect((await call(t.app, 'POST', '/v2/alerts/rules', { token: demo, body: rule({ assetIds: [hidden] }) })).status).toBe(404);
  });

  it('raises an alert for an overspeed on a watched asset: live to the sockets that may see it, by e-mail, in the inbox', async () => {
    const created = await call<{ rule: AlertRule; message: string }>(t.app, 'POST', '/v2/alerts/rules', {
      token: admin,
      body: rule({ assetIds: [given[0]], emails: ['ops@acme.test'], webhookUrl: hookUrl }),
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(ALERT_TEXTS.ruleSaved('Truck overspeed'));
    const secret = created.body.rule.webhookSecret!;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const [adminSocket, demoSocket] = [await live(admin), await live(demo)];
    await spell(given[0]!);
    // Not watched: no alert.
    await spell(given[1]!);
    const toAdmin = (await adminSocket.waitFor(isAlert)) as Extract<LiveServerMessage, { type: 'alert' }>;
    const toDemo = (await demoSocket.waitFor(isAlert)) as Extract<LiveServerMessage, { type: 'alert' }>;
    expect(toAdmin.alert).toMatchObject({ assetId: given[0], type: 'overspeed', severity: 'critical', ruleName: 'Truck overspeed', state: 'open' });
    expect(toDemo.alert.id).toBe(toAdmin.alert.id);
    expect(toAdmin.alert.sentence).toMatch(/^Overspeed: .+ at 1\d\d km\/h$/);
    await vi.waitFor(() => expect(smtp.received.map((m) => m.to)).toEqual(['ops@acme.test']), { timeout: 10_000 });
    const mail = smtp.received[0]!.body.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain(`Subject: [Critical] ${toAdmin.alert.sentence}`);
    expect(mail).toContain(`/alerts?alert=${toAdmin.alert.id}`);
    expect(mail).toContain('(Asia/Kuala_Lumpur)');

    // The webhook: refused once (500), delivered on the next try, signed with the rule's secret.
    await vi.waitFor(() => expect(hooks).toHaveLength(1), { timeout: 10_000 });
    const hook = hooks[0]!;
    const timestamp = String(hook.headers[WEBHOOK_HEADERS.timestamp]);
    expect(hook.headers[WEBHOOK_HEADERS.signature]).toBe(webhookSignature(secret, timestamp, hook.body));
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'alert', alert: { id: toAdmin.alert.id, sentence: toAdmin.alert.sentence, assetId: given[0] } });

    const inbox = await call<{ alerts: Alert[]; open: number }>(t.app, 'GET', `/v2/alerts?${period()}`, { token: demo });
    expect(inbox.body.alerts.map((a) => a.id)).toEqual([toAdmin.alert.id]);
    // The delivery log: the e-mail at the first try, the webhook at the second.
    await vi.waitFor(async () => {
      const log = (await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period()}`, { token: admin })).body.alerts[0]!.deliveries;
      expect(log).toEqual([
        expect.objectContaining({ channel: 'email', target: 'ops@acme.test', state: 'delivered', attempts: 1 }),
        expect.objectContaining({ channel: 'webhook', target: hookUrl, state: 'delivered', attempts: 2, lastStatus: 204 }),
      ]);
    });
    expect(inbox.body.open).toBe(1);

    const ack = await call<{ ids: number[]; message: string }>(t.app, 'POST', '/v2/alerts/acknowledge', { token: demo, body: { ids: [toAdmin.alert.id], comment: 'Driver called' } });
    expect(ack.body).toMatchObject({ ids: [toAdmin.alert.id], message: ALERT_TEXTS.acknowledged(1) });
    for (const socket of [adminSocket, demoSocket]) {
      expect(await socket.waitFor((m) => m.type === 'alerts-acknowledged')).toEqual({ type: 'alerts-acknowledged', ids: [toAdmin.alert.id] });
    }
    const after = await call<{ alerts: Alert[]; open: number }>(t.app, 'GET', `/v2/alerts?${period()}&state=acknowledged`, { token: admin });
    expect(after.body.open).toBe(0);
    expect(after.body.alerts[0]).toMatchObject({ state: 'acknowledged', comment: 'Driver called', acknowledgedBy: expect.any(String) });
    // Acknowledging again changes nothing.
    expect((await call<{ ids: number[] }>(t.app, 'POST', '/v2/alerts/acknowledge', { token: admin, body: { ids: [toAdmin.alert.id] } })).body.ids).toEqual([]);
  });

  it("keeps a hidden asset's alerts from a Client: not live, not in the inbox, not acknowledgeable", async () => {
    await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ name: 'Head office', assetIds: [hidden] }) });
    const demoSocket = await live(demo);
    const from = demoSocket.messages.length;
    await spell(hidden);
    const inbox = await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period()}`, { token: admin });
    const hiddenAlert = inbox.body.alerts.find((a) => a.assetId === hidden)!;
    expect(hiddenAlert).toBeDefined();
    expect((await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period()}`, { token: demo })).body.alerts.some((a) => a.assetId === hidden)).toBe(false);
    expect((await call(t.app, 'GET', `/v2/alerts?${period()}&assets=${hidden}`, { token: demo })).status).toBe(404);
    expect((await call<{ ids: number[] }>(t.app, 'POST', '/v2/alerts/acknowledge', { token: demo, body: { ids: [hiddenAlert.id] } })).body.ids).toEqual([]);
    expect(demoSocket.messages.slice(from).some(isAlert)).toBe(false);
  });

  it('stays silent outside its calendar and within its cool-down', async () => {
    const { rules } = (await call<{ rules: AlertRule[] }>(t.app, 'GET', '/v2/alerts/rules', { token: admin })).body;
    const first = rules.find((r) => r.name === 'Truck overspeed')!;
    const count = async () => (await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period()}&assets=${given[0]}`, { token: admin })).body.alerts.length;
    const before = await count();
    // A window that never holds the spells' times: nothing.
    const spellMinute = (at: number) => {
      const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
      return Number(parts.find((p) => p.type === 'hour')!.value) * 60 + Number(parts.find((p) => p.type === 'minute')!.value);
    };
    const next = clockBase + 10 * 60_000;
    const outside = (spellMinute(next) + 120) % 1440;
    await call(t.app, 'PUT', `/v2/alerts/rules/${first.id}`, { token: admin, body: rule({ assetIds: [given[0]], fromMinute: outside, toMinute: (outside + 60) % 1440 }) });
    await spell(given[0]!);
    expect(await count()).toBe(before);
    // Every day, all day, a 60-minute cool-down: two spells 10 minutes apart, hours after the last alert, make one.
    clockBase += 3 * 3_600_000;
    await call(t.app, 'PUT', `/v2/alerts/rules/${first.id}`, { token: admin, body: rule({ assetIds: [given[0]], cooldownMinutes: 60 }) });
    await spell(given[0]!);
    await spell(given[0]!);
    expect(await count()).toBe(before + 1);
  });

  it('lets a Client change only the rules they made, with the permission to', async () => {
    const adminRule = (await call<{ rules: AlertRule[] }>(t.app, 'GET', '/v2/alerts/rules', { token: admin })).body.rules.find((r) => r.name === 'Truck overspeed')!;
    // The demo Client may add rules (events:add) but not delete them.
    expect((await call(t.app, 'DELETE', `/v2/alerts/rules/${adminRule.id}`, { token: demo })).status).toBe(403);
    await t.database.db.updateTable('users').set({ permissions: JSON.stringify(['events:add', 'events:delete']) }).where('username', '=', 'demo').execute();
    const own = await call<{ rule: AlertRule }>(t.app, 'POST', '/v2/alerts/rules', { token: demo, body: rule({ name: 'Mine', assetIds: [given[2]] }) });
    expect(own.status).toBe(200);
    const listed = (await call<{ rules: AlertRule[] }>(t.app, 'GET', '/v2/alerts/rules', { token: demo })).body.rules;
    expect(listed.map((r) => r.name)).toEqual(['Mine']);
    expect((await call(t.app, 'DELETE', `/v2/alerts/rules/${adminRule.id}`, { token: demo })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/v2/alerts/rules/${own.body.rule.id}`, { token: demo })).body).toMatchObject({ message: ALERT_TEXTS.ruleDeleted('Mine') });
  });

  it('refuses a webhook at a private or loopback address unless allowed, and gives up after the last try', async () => {
    const quiet = { error: () => undefined, warn: () => undefined };
    const strict = new AlertDeliveries({ db: t.database.db, now: Date.now, mailer: { canSend: true, send: async () => undefined }, publicUrl: 'http://x', allowPrivateWebhooks: false, webhookTimeoutMs: 500, retryBaseMs: 10, maxAttempts: 2, timeZoneOf: async () => 'UTC', log: quiet });
    for (const url of ['http://127.0.0.1:9/x', 'http://localhost/x', 'http://10.1.2.3/x', 'http://192.168.0.9/x', 'http://[::1]/x']) expect(await strict.refusal(url), url).toBe(ALERT_TEXTS.webhookPrivate);
    expect(await strict.refusal('https://93.184.216.34/hook')).toBeNull();
    // Through the API too (this app allows private addresses for its receiver; a strict one refuses them).
    const bad = await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ name: 'Bad hook', assetIds: [given[0]], webhookUrl: 'ftp://example.com/x' }) });
    expect(bad.body).toMatchObject({ error: ALERT_TEXTS.webhookInvalid });

    // The app's own worker rests; these two workers take the rows below.
    await t.app.fleet.alertDeliveries.stop();
    const db = t.database.db;
    const alert = await db.selectFrom('alerts').select(['id', 'tenant_id']).orderBy('id').executeTakeFirstOrThrow();
    const add = (target: string) => db.insertInto('alert_deliveries').values({ tenant_id: alert.tenant_id, alert_id: alert.id, channel: 'webhook', target, secret: 's', next_at: new Date() }).execute();
    const row = (target: string) => db.selectFrom('alert_deliveries').selectAll().where('target', '=', target).executeTakeFirstOrThrow();
    // A private address: failed at once, not tried again.
    await add('http://127.0.0.1:9/private');
    expect(await strict.pass()).toBe(1);
    expect(await row('http://127.0.0.1:9/private')).toMatchObject({ state: 'failed', attempts: 1, last_error: ALERT_TEXTS.webhookPrivate });
    // A receiver that is not there: tried again after the back-off, failed after the last try.
    const lenient = new AlertDeliveries({ db, now: Date.now, mailer: { canSend: true, send: async () => undefined }, publicUrl: 'http://x', allowPrivateWebhooks: true, webhookTimeoutMs: 500, retryBaseMs: 10, maxAttempts: 2, timeZoneOf: async () => 'UTC', log: quiet });
    await add('http://127.0.0.1:9/closed');
    expect(await lenient.pass()).toBe(1);
    expect(await row('http://127.0.0.1:9/closed')).toMatchObject({ state: 'pending', attempts: 1 });
    await new Promise((r) => setTimeout(r, 30));
    expect(await lenient.pass()).toBe(1);
    expect(await row('http://127.0.0.1:9/closed')).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('tells once when an asset has not reported for the rule\'s hours, and again after its next silence', async () => {
    const quiet = given[3]!;
    const hours = (n: number) => n * 3_600_000;
    await t.app.fleet.ingest.ingest([{ assetId: quiet, time: t.clock.now() - hours(3), lat: 3.1, lng: 101.6, speed: 0, heading: 0, ignition: false }]);
    const created = await call<{ rule: AlertRule }>(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ name: 'Silent', eventTypes: ['inactive'], inactiveHours: 2, assetIds: [quiet], severity: 'warning' }) });
    expect(created.body.rule).toMatchObject({ eventTypes: ['inactive'], inactiveHours: 2 });
    const first = await t.app.fleet.alerts.checkInactive();
    expect(first).toEqual([expect.objectContaining({ assetId: quiet, type: 'inactive', severity: 'warning', time: t.clock.now() - hours(1), sentence: expect.stringMatching(/^Inactive: .+ has not reported for 2 h$/) })]);
    expect(await t.app.fleet.alerts.checkInactive()).toEqual([]);
    // It reports again, then falls silent for another 2 hours: a new alert.
    await t.app.fleet.ingest.ingest([{ assetId: quiet, time: t.clock.now(), lat: 3.1, lng: 101.6, speed: 0, heading: 0, ignition: false }]);
    expect(await t.app.fleet.alerts.checkInactive()).toEqual([]);
    t.clock.advance(hours(2));
    try {
      expect((await t.app.fleet.alerts.checkInactive()).map((a) => a.assetId)).toEqual([quiet]);
    } finally {
      t.clock.advance(-hours(2));
    }
    expect((await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ eventTypes: ['inactive'], inactiveHours: 0 }) })).body).toMatchObject({ error: ALERT_TEXTS.inactiveHoursInvalid });
  });

  it('raises an alert for an SOS the tracker reports itself, with the rule\'s severity', async () => {
    const watched = given[4]!;
    await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ name: 'Panic button', eventTypes: ['sos', 'harsh-braking'], assetIds: [watched], severity: 'critical' }) });
    clockBase += 10 * 60_000;
    await t.app.fleet.ingest.ingest([
      { assetId: watched, time: clockBase, lat: 3.2, lng: 101.6, speed: 30, heading: 0, ignition: true },
      { assetId: watched, time: clockBase + 10_000, lat: 3.2, lng: 101.6, speed: 28, heading: 0, ignition: true, attributes: { alarm: 'sos' } },
      { assetId: watched, time: clockBase + 20_000, lat: 3.2, lng: 101.6, speed: 0, heading: 0, ignition: true, attributes: { alarm: 'jamming' } },
    ]);
    await t.app.fleet.alerts.drain();
    const inbox = await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period()}&types=sos,jamming`, { token: admin });
    expect(inbox.body.alerts.map((a) => [a.type, a.severity, a.assetId, a.time])).toEqual([['sos', 'critical', watched, clockBase + 10_000]]);
    expect(inbox.body.alerts[0]!.sentence).toMatch(/^SOS: /);
  });
  it('tells once when a speed stays over the rule\'s own limit for its seconds, and again in the next spell', async () => {
    const fast = given[5]!;
    await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ name: 'Over 90 for 30 s', eventTypes: ['speeding'], speedLimitKph: 90, speedingSeconds: 30, assetIds: [fast] }) });
    clockBase += 10 * 60_000;
    const at = (s: number, speed: number) => ({ assetId: fast, time: clockBase + s * 1000, lat: 3.1 + s * 1e-4, lng: 101.6, speed, heading: 0, ignition: true });
    // 20 s over the limit, a dip to 85, then 40 s over (up to 104 km/h), then slow: one alert, 30 s into the second spell.
    await t.app.fleet.ingest.ingest([at(0, 95), at(10, 99), at(20, 97), at(30, 85), at(40, 96), at(50, 104), at(60, 100)]);
    await t.app.fleet.ingest.ingest([at(70, 98), at(80, 60)]);
    await t.app.fleet.alerts.drain();
    const list = async () => (await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period()}&types=speeding`, { token: admin })).body.alerts;
    expect((await list()).map((a) => [a.assetId, a.time, a.sentence])).toEqual([[fast, clockBase + 70_000, expect.stringMatching(/^Speeding for a time: .+ over 90 km\/h for 30 s \(up to 104 km\/h\)$/)]]);
    // The next spell tells again (no cool-down in this rule); the state survives in the database between batches.
    await t.app.fleet.ingest.ingest([at(200, 120)]);
    await t.app.fleet.ingest.ingest([at(215, 121)]);
    await t.app.fleet.ingest.ingest([at(230, 119)]);
    await t.app.fleet.alerts.drain();
    expect((await list()).map((a) => a.time)).toEqual([clockBase + 230_000, clockBase + 70_000]);
    expect((await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ eventTypes: ['speeding'], speedLimitKph: 301 }) })).body).toMatchObject({ error: ALERT_TEXTS.speedLimitInvalid });
  });

  it("tells when a temperature stays out of the asset's own range (as the Temperature report judges it) or the rule's", async () => {
    const reefer = given[6]!;
    expect((await call(t.app, 'PUT', `/v2/assets/${reefer}/temperature-range`, { token: admin, body: { range: { profile: 'frozen' } } })).status).toBe(200);
    const own = await call<{ rule: AlertRule }>(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ name: 'Cold chain', eventTypes: ['temperature'], temperatureMinutes: 3, assetIds: [reefer] }) });
    expect(own.body.rule).toMatchObject({ temperatureMinC: null, temperatureMaxC: null, temperatureMinutes: 3 });
    clockBase += 10 * 60_000;
    const at = (min: number, temperature: number | null) => ({ assetId: reefer, time: clockBase + min * 60_000, lat: 3.1, lng: 101.6, speed: 40, heading: 0, ignition: true, temperature });
    // -18 °C is in the frozen range (-25 to -15 °C); -12 for 2 min is not long enough; from minute 4, -10 then -9 (no reading at 5).
    await t.app.fleet.ingest.ingest([at(0, -18), at(1, -12), at(2, -13), at(3, -17), at(4, -10), at(5, null), at(6, -9), at(7, -11), at(8, -16)]);
    await t.app.fleet.alerts.drain();
    const list = async () => (await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period()}&types=temperature`, { token: admin })).body.alerts;
    expect((await list()).map((a) => [a.time, a.sentence])).toEqual([[clockBase + 7 * 60_000, expect.stringMatching(/^Temperature out of range: .+ at -9 °C for 3 min \(range -25 °C to -15 °C\)$/)]]);
    // A rule of its own range: 2 to 4 °C, at once.
    await call(t.app, 'PUT', `/v2/alerts/rules/${own.body.rule.id}`, { token: admin, body: rule({ name: 'Cold chain', eventTypes: ['temperature'], temperatureMinC: -20, temperatureMaxC: -17, temperatureMinutes: 0, assetIds: [reefer] }) });
    await t.app.fleet.ingest.ingest([at(20, -18), at(21, -16.5)]);
    await t.app.fleet.alerts.drain();
    expect((await list())[0]).toMatchObject({ time: clockBase + 21 * 60_000, sentence: expect.stringMatching(/at -16.5 °C \(range -20 °C to -17 °C\)$/) });
    const refused = await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ eventTypes: ['temperature'], temperatureMinC: 5 }) });
    expect(refused.body).toMatchObject({ error: ALERT_TEXTS.temperatureBoth });
  });

  it('tells once when an asset stays in a watched POI longer than the rule\'s minutes; leaving ends the stay', async () => {
    const visitor = given[7]!;
    const square = (lng: number, lat: number): [number, number][] => [[lng, lat], [lng + 0.01, lat], [lng + 0.01, lat + 0.01], [lng, lat + 0.01], [lng, lat]];
    const poi = await call<{ poi: { id: number } }>(t.app, 'POST', '/v2/settings/poi', { token: admin, body: { name: 'Dwell Yard', coords: square(102.2, 2.2) } });
    expect(poi.status).toBe(200);
    const poiId = poi.body.poi.id;
    expect((await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ eventTypes: ['poi-dwell'], poiIds: [999_999] }) })).body).toMatchObject({ error: ALERT_TEXTS.poiUnknown });
    await call(t.app, 'POST', '/v2/alerts/rules', { token: admin, body: rule({ name: 'Yard stay', eventTypes: ['poi-dwell'], dwellMinutes: 20, poiIds: [poiId], assetIds: [visitor] }) });
    const now = t.clock.now();
    const at = (min: number, inside: boolean) => ({ assetId: visitor, time: now + min * 60_000, lat: inside ? 2.205 : 2.5, lng: 102.205, speed: 0, heading: 0, ignition: false });
    await t.app.fleet.ingest.ingest([at(-30, false), at(-15, true)]);
    await t.app.fleet.alerts.drain();
    // 15 minutes inside: not yet.
    expect(await t.app.fleet.alerts.checkDwells()).toEqual([]);
    t.clock.advance(5 * 60_000);
    try {
      const told = await t.app.fleet.alerts.checkDwells();
      expect(told.map((a) => [a.assetId, a.type, a.time, a.sentence])).toEqual([[visitor, 'poi-dwell', now + 5 * 60_000, expect.stringMatching(/^POI dwell: .+ in Dwell Yard for 20 min$/)]]);
      // Once per stay; leaving and coming back starts a new one.
      expect(await t.app.fleet.alerts.checkDwells()).toEqual([]);
      await t.app.fleet.ingest.ingest([at(6, false)]);
      await t.app.fleet.alerts.drain();
      expect(await t.database.db.selectFrom('alert_episodes').select('subject').where('asset_id', '=', visitor).execute()).toEqual([]);
    } finally {
      t.clock.advance(-5 * 60_000);
    }
  });
});
