import { ALERT_TEXTS, type Alert, type AlertRule, type LiveServerMessage } from '@fleet/domain';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountMailer } from '../mail/account-mailer';
import { openLiveClient, type LiveTestClient } from '../testing/live-client';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

describe('alerts: rules, the engine behind ingest, live delivery, e-mail and the inbox', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let given: number[];
  let hidden: number;
  const received: { to: string; body: string }[] = [];
  let smtp: SMTPServer;
  const clients: LiveTestClient[] = [];

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
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const quiet = { info: () => undefined, warn: () => undefined };
    t = await createTestApp({
      deps: { mailer: createAccountMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Fleet <alerts@fleet.test>', log: quiet, logLinks: false }) },
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
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
      body: rule({ assetIds: [given[0]], emails: ['ops@acme.test'] }),
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(ALERT_TEXTS.ruleSaved('Truck overspeed'));
    const [adminSocket, demoSocket] = [await live(admin), await live(demo)];
    await spell(given[0]!);
    // Not watched: no alert.
    await spell(given[1]!);
    const toAdmin = (await adminSocket.waitFor(isAlert)) as Extract<LiveServerMessage, { type: 'alert' }>;
    const toDemo = (await demoSocket.waitFor(isAlert)) as Extract<LiveServerMessage, { type: 'alert' }>;
    expect(toAdmin.alert).toMatchObject({ assetId: given[0], type: 'overspeed', severity: 'critical', ruleName: 'Truck overspeed', state: 'open' });
    expect(toDemo.alert.id).toBe(toAdmin.alert.id);
    expect(toAdmin.alert.sentence).toMatch(/^Overspeed: .+ at 1\d\d km\/h$/);
    expect(received.map((m) => m.to)).toEqual(['ops@acme.test']);
    const mail = received[0]!.body.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain(`Subject: [Critical] ${toAdmin.alert.sentence}`);
    expect(mail).toContain(`/alerts?alert=${toAdmin.alert.id}`);
    expect(mail).toContain('(Asia/Kuala_Lumpur)');

    const inbox = await call<{ alerts: Alert[]; open: number }>(t.app, 'GET', `/v2/alerts?${period()}`, { token: demo });
    expect(inbox.body.alerts.map((a) => a.id)).toEqual([toAdmin.alert.id]);
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
});
