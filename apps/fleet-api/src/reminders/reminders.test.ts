import { REMINDER_TEXTS, addMonths, localDateKey, type Alert, type Reminder, type ReminderCompletion } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openLiveClient, type LiveTestClient } from '../testing/live-client';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const ZONE = 'Asia/Kuala_Lumpur';

describe('reminders: states by date and distance, alerts as they fall due, completion', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let given: number[];
  let hidden: number;
  let today: string;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    given = await demoVisibleAssetIds(t.database.db);
    hidden = (await t.database.db.selectFrom('assets').select('id').orderBy('id').execute()).map((a) => a.id).find((id) => !given.includes(id))!;
    today = localDateKey(t.clock.now(), ZONE);
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await t.close();
  });

  const roadTax = (overrides: Record<string, unknown> = {}) => ({ kind: 'road-tax', title: 'Road tax', assetId: given[0], dueDate: today, repeatMonths: 12, noticeDays: 14, emails: ['fleet@demo.test'], ...overrides });
  const inDays = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('refuses a bad reminder with the texts of the spec', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [roadTax({ title: '' }), REMINDER_TEXTS.titleRequired],
      [roadTax({ dueDate: null }), REMINDER_TEXTS.dueRequired],
      [roadTax({ dueDate: '2026-02-30' }), REMINDER_TEXTS.dateInvalid],
      [roadTax({ groupId: 1 }), REMINDER_TEXTS.targetRequired],
      [roadTax({ kind: 'tax' }), REMINDER_TEXTS.kindInvalid],
      [roadTax({ repeatMonths: 0 }), REMINDER_TEXTS.repeatInvalid],
      [roadTax({ everyKm: -5 }), REMINDER_TEXTS.everyKmInvalid],
    ];
    for (const [body, message] of cases) {
      const r = await call(t.app, 'POST', '/v2/reminders', { token: admin, body });
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect((await call<{ reminders: Reminder[] }>(t.app, 'GET', '/v2/reminders', { token: admin })).body.reminders).toEqual([]);
  });

  it('a road tax due in 10 days is due soon: an alert live, by e-mail and in the inbox, once', async () => {
    const socket = await openLiveClient(t.app);
    clients.push(socket);
    socket.hello(demo);
    await socket.waitFor((m) => m.type === 'snapshot');
    const created = await call<{ reminders: Reminder[]; message: string }>(t.app, 'POST', '/v2/reminders', { token: admin, body: roadTax({ dueDate: inDays(10) }) });
    expect(created.status).toBe(200);
    expect(created.body.reminders[0]).toMatchObject({ state: 'due-soon', daysLeft: 10, assetId: given[0], dueDate: inDays(10) });
    const told = await socket.waitFor((m) => m.type === 'alert');
    expect(told).toMatchObject({ type: 'alert', alert: { type: 'reminder', severity: 'info', assetId: given[0] } });
    const sentence = (told as { alert: Alert }).alert.sentence;
    expect(sentence).toMatch(/^Road tax due soon: .+ \(in 10 days\)$/);
    await vi.waitFor(() => expect(t.mails.some((m) => m.kind === 'alert' && m.email === 'fleet@demo.test' && m.subject.includes(sentence))).toBe(true), { timeout: 10_000 });
    // Checking again tells nothing new.
    expect(await t.app.fleet.reminders.check()).toEqual([]);
    const inbox = await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?from=${t.clock.now() - 3_600_000}&to=${t.clock.now() + 3_600_000}`, { token: demo });
    expect(inbox.body.alerts.map((a) => a.sentence)).toContain(sentence);
  });

  it('is overdue after the date (a critical alert), and a completion moves it a year on', async () => {
    const { socket, from } = { socket: clients[0]!, from: clients[0]!.messages.length };
    const late = await call<{ reminders: Reminder[] }>(t.app, 'POST', '/v2/reminders', { token: admin, body: roadTax({ title: 'Inspection', kind: 'inspection', dueDate: inDays(-1) }) });
    const tax = late.body.reminders[0]!;
    expect(tax).toMatchObject({ state: 'overdue', daysLeft: -1 });
    const told = await socket.waitFor((m) => m.type === 'alert' && m.alert.sentence.startsWith('Inspection'), 5_000, from);
    expect(told).toMatchObject({ alert: { severity: 'critical', sentence: expect.stringMatching(/^Inspection overdue: .+ \(1 day ago\)$/) } });
    const doneOn = today;
    const done = await call<{ reminder: Reminder; message: string }>(t.app, 'POST', `/v2/reminders/${tax.id}/complete`, { token: admin, body: { doneOn, odometerKm: null, cost: 120.5, note: 'Passed' } });
    expect(done.body).toMatchObject({ message: REMINDER_TEXTS.completed('Inspection'), reminder: { state: 'ok', dueDate: addMonths(doneOn, 12), lastDoneOn: doneOn } });
    const history = await call<{ completions: ReminderCompletion[] }>(t.app, 'GET', `/v2/reminders/${tax.id}/completions`, { token: demo });
    expect(history.body.completions).toEqual([expect.objectContaining({ doneOn, cost: 120.5, note: 'Passed', by: expect.any(String) })]);
  });

  it('by distance: due soon within the notice of the reading, from the odometer the asset reports', async () => {
    // The asset reports 19,650 km on its odometer (its offset is 0).
    await t.app.fleet.ingest.ingest([{ assetId: given[1]!, time: t.clock.now(), lat: 3.06, lng: 101.49, speed: 0, heading: 0, ignition: false, odometer: 19_650 }]);
    const service = await call<{ reminders: Reminder[] }>(t.app, 'POST', '/v2/reminders', {
      token: admin,
      body: { kind: 'service', title: 'Oil change', assetId: given[1], everyKm: 10_000, startKm: 10_000, noticeKm: 500 },
    });
    expect(service.body.reminders[0]).toMatchObject({ state: 'due-soon', nextKm: 20_000, kmLeft: 350, odometerKm: 19_650 });
    // Without a start reading the interval starts at the odometer now.
    const fromNow = await call<{ reminders: Reminder[] }>(t.app, 'POST', '/v2/reminders', { token: admin, body: { kind: 'service', title: 'Tyres', assetId: given[1], everyKm: 40_000 } });
    expect(fromNow.body.reminders[0]).toMatchObject({ nextKm: 59_650, state: 'ok' });
  });

  it('one per asset of a group for Administrators; Clients see and change only their assets', async () => {
    const group = await t.database.db.selectFrom('assets').select(['group_id']).where('id', '=', hidden).executeTakeFirstOrThrow();
    const members = await t.database.db.selectFrom('assets').select('id').where('group_id', '=', group.group_id).where('deleted_at', 'is', null).execute();
    const saved = await call<{ reminders: Reminder[]; message: string }>(t.app, 'POST', '/v2/reminders', { token: admin, body: roadTax({ assetId: null, groupId: group.group_id, title: 'Insurance', kind: 'insurance', dueDate: inDays(200) }) });
    expect(saved.body.reminders).toHaveLength(members.length);
    expect(saved.body.message).toBe(REMINDER_TEXTS.saved(members.length));
    const seen = (await call<{ reminders: Reminder[] }>(t.app, 'GET', '/v2/reminders', { token: demo })).body.reminders;
    expect(seen.every((r) => given.includes(r.assetId))).toBe(true);
    const hiddenOne = saved.body.reminders.find((r) => r.assetId === hidden)!;
    expect((await call(t.app, 'GET', `/v2/reminders/${hiddenOne.id}/completions`, { token: demo })).status).toBe(404);
    // A Client may not add for a group, nor for an asset they do not see.
    expect((await call(t.app, 'POST', '/v2/reminders', { token: demo, body: roadTax({ assetId: null, groupId: group.group_id }) })).status).toBe(400);
    expect((await call(t.app, 'POST', '/v2/reminders', { token: demo, body: roadTax({ assetId: hidden }) })).status).toBe(404);
  });
  it('by engine hours: the meter the ingest keeps from the ignition, plus the asset\'s offset; completing moves it 250 h on', async () => {
    const genset = given[2]!;
    // Three hours with the ignition on, a report every 5 minutes, then off: 3 h 05 min of engine time (the step
    // after the last report with the ignition on counts); a silence of 20 minutes with it on would not.
    const start = t.clock.now() - 4 * 3_600_000;
    const on = Array.from({ length: 37 }, (_, i) => ({ assetId: genset, time: start + i * 300_000, lat: 3.06, lng: 101.49, speed: 0, heading: 0, ignition: true }));
    await t.app.fleet.ingest.ingest(on.slice(0, 20));
    await t.app.fleet.ingest.ingest(on.slice(20));
    await t.app.fleet.ingest.ingest([{ assetId: genset, time: start + 37 * 300_000, lat: 3.06, lng: 101.49, speed: 0, heading: 0, ignition: false }]);
    await t.app.fleet.ingest.ingest([{ assetId: genset, time: start + 37 * 300_000 + 1_200_000, lat: 3.06, lng: 101.49, speed: 0, heading: 0, ignition: true }]);
    await t.app.fleet.ingest.ingest([{ assetId: genset, time: start + 37 * 300_000 + 2_400_000, lat: 3.06, lng: 101.49, speed: 0, heading: 0, ignition: false }]);
    await t.database.db.updateTable('assets').set({ engine_hours_offset_h: 1_240 }).where('id', '=', genset).execute();
    const oil = await call<{ reminders: Reminder[] }>(t.app, 'POST', '/v2/reminders', {
      token: admin,
      body: { kind: 'service', title: 'Oil change', assetId: genset, everyHours: 250, startHours: 1_000, noticeHours: 25, dueDate: inDays(180), repeatMonths: 6 },
    });
    expect(oil.status).toBe(200);
    expect(oil.body.reminders[0]).toMatchObject({ state: 'due-soon', nextHours: 1_250, engineHours: 1_243.1, hoursLeft: 6.9, daysLeft: 180 });
    // Told at once (the save checks the company's reminders), on the alert channels.
    const period = `from=${t.clock.now() - 86_400_000}&to=${t.clock.now() + 86_400_000}`;
    await vi.waitFor(async () => {
      const inbox = (await call<{ alerts: Alert[] }>(t.app, 'GET', `/v2/alerts?${period}`, { token: admin })).body.alerts;
      expect(inbox.map((a) => a.sentence)).toContainEqual(expect.stringMatching(/^Oil change due soon: .+ \(in 180 days, in 7 engine h\)$/));
    });
    const done = await call<{ reminder: Reminder }>(t.app, 'POST', `/v2/reminders/${oil.body.reminders[0]!.id}/complete`, { token: admin, body: { doneOn: today } });
    expect(done.body.reminder).toMatchObject({ state: 'ok', nextHours: 1_493.1, dueDate: addMonths(today, 6) });
    const history = await call<{ completions: ReminderCompletion[] }>(t.app, 'GET', `/v2/reminders/${oil.body.reminders[0]!.id}/completions`, { token: admin });
    expect(history.body.completions[0]).toMatchObject({ engineHours: 1_243.1 });
    // Without a start reading the interval starts at the meter now; an engine-hours start needs its interval.
    expect((await call<{ reminders: Reminder[] }>(t.app, 'POST', '/v2/reminders', { token: admin, body: { kind: 'service', title: 'Belt', assetId: genset, everyHours: 1_000 } })).body.reminders[0]).toMatchObject({ nextHours: 2_243.1 });
    expect((await call(t.app, 'POST', '/v2/reminders', { token: admin, body: { kind: 'service', title: 'Belt', assetId: genset, dueDate: today, startHours: 5 } })).body).toMatchObject({ error: REMINDER_TEXTS.startHoursWithoutInterval });
  });
});
