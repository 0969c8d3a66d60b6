import {
  MAINTENANCE_TEXTS as T,
  REMINDER_TEXTS,
  addMonths,
  localDateKey,
  type CostViewResponse,
  type MaintenanceAsset,
  type MaintenanceRecordOut,
  type Reminder,
  type ReportResult,
  type ServiceProgram,
  type Tire,
  type TireEventOut,
  type WorkOrder,
  type WorkOrderEvent,
} from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const ZONE = 'Asia/Kuala_Lumpur';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The maintenance area as a fleet manager uses it, through the API: a generator without a tracker and its meters, a
 * document's expiry told as a reminder, a service program whose schedules follow the live odometer, a work order from
 * a due schedule completed into the service record (the schedule moves on), tires fitted, rotated and removed with
 * their figures, and the cost of ownership; each figure read back from the reports that show it.
 */
describe('maintenance', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let truck: number;
  let hidden: number;
  let generator: number;
  let today: string;

  const get = <B>(url: string, token = admin) => call<B>(t.app, 'GET', url, { token });
  const post = <B>(url: string, body: unknown, token = admin) => call<B>(t.app, 'POST', url, { token, body });
  const put = <B>(url: string, body: unknown, token = admin) => call<B>(t.app, 'PUT', url, { token, body });
  const inDays = (days: number) => localDateKey(t.clock.now() + days * DAY, ZONE);
  const assetRow = async (id: number) => (await get<{ assets: MaintenanceAsset[] }>('/v2/maintenance/assets')).body.assets.find((a) => a.assetId === id)!;
  /** The truck reports `km` on its odometer (the real ingest path), a minute later. */
  const drive = async (km: number) => {
    t.clock.advance(60_000);
    await t.app.fleet.ingest.ingest([{ assetId: truck, time: t.clock.now(), lat: 3.06, lng: 101.49, speed: 50, ignition: true, odometer: km }]);
  };
  /** Time passes (the sessions sign in again: their tokens expire). */
  const wait = async (ms: number) => {
    t.clock.advance(ms);
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    const given = await demoVisibleAssetIds(t.database.db);
    const trucks = await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').execute();
    truck = trucks.map((a) => a.id).find((id) => given.includes(id))!;
    hidden = (await t.database.db.selectFrom('assets').select('id').orderBy('id').execute()).map((a) => a.id).find((id) => !given.includes(id))!;
    today = localDateKey(t.clock.now(), ZONE);
    await drive(52_000);
  });
  afterAll(() => t.close());

  it('adds a generator without a tracker with its engine hours; readings go forward only; a tracker meter is not typed', async () => {
    const created = await post<{ asset: MaintenanceAsset; message: string }>('/v2/maintenance/assets', { name: 'Generator Denyo DCA-45', type: 'machine', engineHours: 1_200 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe(T.assetSaved('Generator Denyo DCA-45'));
    expect(created.body.asset).toMatchObject({ tracked: false, engineHours: { value: 1_200, source: 'manual' }, odometer: { value: null, source: null }, tireLayout: 'two-axle' });
    generator = created.body.asset.assetId;
    // A Client may not add assets.
    expect((await post('/v2/maintenance/assets', { name: 'Forklift', type: 'machine' }, demo)).status).toBe(403);

    const later = await post<{ asset: MaintenanceAsset }>(`/v2/maintenance/assets/${generator}/meters`, { time: t.clock.now(), engineHours: 1_210.5 });
    expect(later.body.asset.engineHours.value).toBe(1_210.5);
    const back = await post<{ error: string; field: string }>(`/v2/maintenance/assets/${generator}/meters`, { time: t.clock.now(), engineHours: 1_100 });
    expect(back.status).toBe(400);
    expect(back.body.error).toMatch(/^The engine hours cannot go back: the last reading was 1,210.5 on /);
    expect((await post<{ error: string }>(`/v2/maintenance/assets/${generator}/meters`, { time: t.clock.now() })).body.error).toBe(T.meterRequired);
    const tracked = await post<{ error: string }>(`/v2/maintenance/assets/${truck}/meters`, { time: t.clock.now(), odometerKm: 1 });
    expect(tracked.status).toBe(409);
    expect(tracked.body.error).toBe(T.meterFromTracker('odometer'));
    const readings = await get<{ readings: { engineHours: number }[] }>(`/v2/maintenance/assets/${generator}/meters`);
    expect(readings.body.readings.map((r) => r.engineHours)).toEqual([1_210.5, 1_200]);
  });

  it('a road tax expiring in 20 days is due soon through its reminder, which follows the document', async () => {
    const doc = await post<{ record: MaintenanceRecordOut }>('/v2/maintenance/records', {
      kind: 'd',
      assetId: truck,
      documentType: 'road-tax',
      title: 'Road tax 2026/27',
      reference: 'LKM-88231',
      issuedOn: inDays(-345),
      expiryDate: inDays(20),
      cost: 1_850,
      vendor: 'JPJ',
    });
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    expect(doc.body.record).toMatchObject({ kind: 'd', documentType: 'road-tax', expiryDate: inDays(20), reminderState: 'due-soon', cost: 1_850 });
    const reminders = (await get<{ reminders: Reminder[] }>('/v2/reminders', demo)).body.reminders;
    const told = reminders.find((r) => r.recordId === doc.body.record.id)!;
    expect(told).toMatchObject({ kind: 'road-tax', title: 'Road tax 2026/27', dueDate: inDays(20), state: 'due-soon', daysLeft: 20 });
    const edit = await put<{ error: string }>(`/v2/reminders/${told.id}`, { kind: 'road-tax', title: 'x', assetId: truck, dueDate: inDays(30) });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe(REMINDER_TEXTS.managedByDocument);
    // The renewal supersedes it: its reminder is done.
    await post('/v2/maintenance/records', { kind: 'd', assetId: truck, documentType: 'road-tax', title: 'Road tax 2027/28', issuedOn: inDays(15), expiryDate: inDays(380), cost: 1_850 });
    expect((await get<{ reminders: Reminder[] }>('/v2/reminders')).body.reminders.find((r) => r.id === told.id)?.state).toBe('done');
    // The form's texts for what is wrong.
    const bad = await post<{ error: string }>('/v2/maintenance/records', { kind: 'd', assetId: truck, documentType: 'road-tax', title: 'x', issuedOn: inDays(0), expiryDate: inDays(-1) });
    expect(bad.body.error).toBe(T.expiryBeforeIssue);
    expect((await post('/v2/maintenance/records', { kind: 'd', assetId: hidden, documentType: 'permit', title: 'x', issuedOn: today }, demo)).status).toBe(404);
  });

  let program: ServiceProgram;
  it('a service program makes one schedule per task and asset; it turns due soon as the truck drives', async () => {
    const saved = await post<{ program: ServiceProgram; message: string }>('/v2/maintenance/programs', {
      name: 'Heavy truck A-service',
      tasks: [
        { name: 'Engine oil and filter', everyMonths: 6, everyKm: 10_000, noticeKm: 500, noticeDays: 14 },
        { name: 'Oil change (generator)', everyHours: 250, everyMonths: 6, noticeHours: 25 },
      ],
      assetIds: [truck, generator],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    program = saved.body.program;
    const withIds = await post<{ error: string }>('/v2/maintenance/programs', { name: 'Copied', tasks: program.tasks });
    expect(withIds.status).toBe(400);
    expect(withIds.body.error).toBe(T.newTaskWithId);
    expect(program.coveredAssetIds).toEqual([truck, generator].sort((a, b) => a - b));
    const schedules = (await get<{ reminders: Reminder[] }>('/v2/reminders')).body.reminders.filter((r) => r.programName === 'Heavy truck A-service');
    expect(schedules).toHaveLength(4);
    const oil = schedules.find((r) => r.assetId === truck && r.title === 'Engine oil and filter')!;
    expect(oil).toMatchObject({ kind: 'service', nextKm: 62_000, dueDate: addMonths(today, 6), repeatMonths: 6, state: 'ok', kmLeft: 10_000 });
    const gen = schedules.find((r) => r.assetId === generator && r.title === 'Oil change (generator)')!;
    expect(gen).toMatchObject({ nextHours: 1_460.5, engineHours: 1_210.5 });
    // Managed by the program, not in the reminders page.
    expect((await call<{ error: string }>(t.app, 'DELETE', `/v2/reminders/${oil.id}`, { token: admin })).body.error).toBe(REMINDER_TEXTS.managedBySchedule('Heavy truck A-service'));

    await drive(61_600);
    const row = await assetRow(truck);
    expect(row.due.dueSoon).toBe(1);
    const now = (await get<{ reminders: Reminder[] }>('/v2/reminders')).body.reminders.find((r) => r.id === oil.id)!;
    expect(now).toMatchObject({ state: 'due-soon', kmLeft: 400 });
    // Changing the interval moves the schedule from the same start.
    const changed = await put<{ program: ServiceProgram }>(`/v2/maintenance/programs/${program.id}`, {
      name: 'Heavy truck A-service',
      tasks: program.tasks.map((task) => ({ ...task, ...(task.name === 'Engine oil and filter' ? { everyKm: 15_000 } : {}) })),
      assetIds: [truck, generator],
    });
    expect(changed.status).toBe(200);
    expect((await get<{ reminders: Reminder[] }>('/v2/reminders')).body.reminders.find((r) => r.id === oil.id)).toMatchObject({ nextKm: 67_000, state: 'ok' });
    await put(`/v2/maintenance/programs/${program.id}`, { name: 'Heavy truck A-service', tasks: program.tasks, assetIds: [truck, generator] });
    expect((await get<{ reminders: Reminder[] }>('/v2/reminders')).body.reminders.find((r) => r.id === oil.id)).toMatchObject({ nextKm: 62_000, state: 'due-soon' });
  });

  let order: WorkOrder;
  it('opens a work order from the due schedule, moves it, and completes it into the service record; the schedule resets', async () => {
    const oil = (await get<{ reminders: Reminder[] }>('/v2/reminders')).body.reminders.find((r) => r.assetId === truck && r.title === 'Engine oil and filter')!;
    const opened = await post<{ workOrder: WorkOrder; message: string }>('/v2/maintenance/work-orders', { assetId: truck, source: 'schedule', reminderId: oil.id, title: 'Engine oil and filter', assignee: 'Rahim (workshop)' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    order = opened.body.workOrder;
    expect(order).toMatchObject({ number: 'WO-0001', status: 'open', source: 'schedule', scheduleTitle: 'Engine oil and filter (Heavy truck A-service)', total: 0 });
    const twice = await post<{ error: string }>('/v2/maintenance/work-orders', { assetId: truck, source: 'schedule', reminderId: oil.id, title: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(T.scheduleHasOpenOrder('WO-0001'));
    const wrong = await post<{ error: string }>(`/v2/maintenance/work-orders/${order.id}/status`, { status: 'completed' });
    expect(wrong.status).toBe(400);

    await wait(HOUR);
    expect((await post<{ workOrder: WorkOrder }>(`/v2/maintenance/work-orders/${order.id}/status`, { status: 'in-progress' })).body.workOrder.startedAt).toBe(t.clock.now());
    await post(`/v2/maintenance/work-orders/${order.id}/status`, { status: 'waiting-parts', note: 'Filter on order' });
    await wait(3 * HOUR);
    await drive(61_650);
    const early = await post<{ error: string; field: string }>(`/v2/maintenance/work-orders/${order.id}/complete`, { completedAt: order.openedAt - HOUR });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ field: 'completedAt', error: expect.stringMatching(/^The completion must be after the work order was opened \(/) });
    const done = await post<{ workOrder: WorkOrder; message: string }>(`/v2/maintenance/work-orders/${order.id}/complete`, {
      completedAt: t.clock.now(),
      lines: [
        { type: 'part', description: 'Oil filter', partNumber: '15607-2190', quantity: 1, unitCost: 58.5 },
        { type: 'part', description: 'Engine oil 15W-40', quantity: 28, unitCost: 19.9 },
        { type: 'labour', description: 'Mechanic', quantity: 1.5, unitCost: 80 },
      ],
      vendor: 'Shah Alam Motor Works',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(T.workOrderCompleted('WO-0001'));
    order = done.body.workOrder;
    expect(order).toMatchObject({ status: 'completed', parts: 615.7, labour: 120, total: 735.7, downtimeH: 3, odometerKm: 61_650 });
    const history = await get<{ events: WorkOrderEvent[] }>(`/v2/maintenance/work-orders/${order.id}`);
    expect(history.body.events.map((e) => e.to)).toEqual(['open', 'in-progress', 'waiting-parts', 'completed']);
    // The service record, written once, read-only where it was written.
    const records = (await get<{ records: MaintenanceRecordOut[] }>(`/v2/maintenance/records?assetId=${truck}&kind=s`)).body.records;
    const record = records.find((r) => r.workOrderId === order.id)!;
    expect(record).toMatchObject({ title: 'Engine oil and filter', cost: 735.7, odometerKm: 61_650, vendor: 'Shah Alam Motor Works', workOrderNumber: 'WO-0001' });
    expect((await call<{ error: string }>(t.app, 'DELETE', `/v2/maintenance/records/${record.id}`, { token: admin })).body.error).toBe(T.workOrderRecordReadOnly);
    // The schedule starts again from the completion's reading.
    expect((await get<{ reminders: Reminder[] }>('/v2/reminders')).body.reminders.find((r) => r.id === order.reminderId)).toMatchObject({ nextKm: 71_650, state: 'ok', lastDoneOn: localDateKey(t.clock.now(), ZONE) });
    expect((await post(`/v2/maintenance/work-orders/${order.id}/status`, { status: 'open' })).status).toBe(409);
    // The Maintenance Log shows it with its work order.
    const log = await get<ReportResult>(`/v2/reports/maintenance-log?assets=${truck}&from=${t.clock.now() - DAY}&to=${t.clock.now() + 1}`);
    expect(log.body.rows.find((r) => r['workOrder'] === 'WO-0001')).toMatchObject({ kind: 'Service', cost: 735.7, vendor: 'Shah Alam Motor Works' });
  });

  it('a Client reports a defect on a truck they see, never on one they do not', async () => {
    const defect = await post<{ workOrder: WorkOrder }>('/v2/maintenance/work-orders', { assetId: truck, source: 'defect', title: 'Brake warning light', description: 'Comes on when braking downhill', priority: 'high' }, demo);
    expect(defect.status, JSON.stringify(defect.body)).toBe(200);
    expect(defect.body.workOrder).toMatchObject({ number: 'WO-0002', source: 'defect', priority: 'high', openedBy: 'Demo User' });
    expect((await post<{ error: string }>('/v2/maintenance/work-orders', { assetId: truck, source: 'defect', title: 'x' }, demo)).body.error).toBe(T.defectRequired);
    expect((await post('/v2/maintenance/work-orders', { assetId: hidden, title: 'x' }, demo)).status).toBe(404);
    const mine = (await get<{ workOrders: WorkOrder[] }>('/v2/maintenance/work-orders', demo)).body.workOrders;
    expect(mine.every((w) => w.assetId !== hidden)).toBe(true);
  });

  it('fits, rotates, inspects and removes tires; each tire keeps its history and figures; the Tire Cost Analysis reads them', async () => {
    const add = async (serial: string, cost: number) => (await post<{ tire: Tire }>('/v2/maintenance/tires', { serial, brand: 'Michelin', model: 'X Multi Z', size: '295/80R22.5', cost, treadNewMm: 17 })).body.tire;
    const a = await add('MX-1001', 1_500);
    const b = await add('MX-1002', 1_400);
    expect((await post<{ error: string }>('/v2/maintenance/tires', { serial: 'mx-1001', brand: 'X', size: '1' })).body.error).toBe(T.serialTaken);
    const fit = (tire: Tire, position: string) => post<{ tire: Tire; error?: string }>(`/v2/maintenance/tires/${tire.id}/fit`, { assetId: truck, position, time: t.clock.now(), treadMm: 17 });
    expect((await fit(a, '1L')).body.tire).toMatchObject({ status: 'fitted', assetId: truck, position: '1L' });
    expect((await fit(b, '1L')).body.error).toBe(T.positionTaken('Axle 1 left', 'MX-1001'));
    expect((await fit(b, '4L')).body.error).toBe(T.positionInvalid);
    await fit(b, '1R');

    await wait(10 * DAY);
    await drive(66_650);
    const rotated = await post<{ tires: Tire[]; message: string }>(`/v2/maintenance/assets/${truck}/tire-rotation`, {
      time: t.clock.now(),
      moves: [
        { tireId: a.id, to: '1R' },
        { tireId: b.id, to: '1L' },
      ],
      labourCost: 40,
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.message).toBe(T.rotationSaved(2));
    expect(rotated.body.tires.map((tire) => [tire.serial, tire.position])).toEqual([['MX-1002', '1L'], ['MX-1001', '1R']]);
    expect((await post<{ error: string }>(`/v2/maintenance/assets/${truck}/tire-rotation`, { time: t.clock.now(), moves: [{ tireId: a.id, to: '1L' }] })).body.error).toBe(T.positionTaken('Axle 1 left', 'MX-1002'));
    const twice = await post<{ error: string }>(`/v2/maintenance/assets/${truck}/tire-rotation`, { time: t.clock.now(), moves: [{ tireId: a.id, to: 'S1' }, { tireId: a.id, to: '2LO' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(T.rotationTireTwice);

    await wait(10 * DAY);
    await drive(71_650);
    await post(`/v2/maintenance/tires/${a.id}/inspect`, { time: t.clock.now(), treadMm: 15 });
    const removed = await post<{ tire: Tire }>(`/v2/maintenance/tires/${b.id}/remove`, { time: t.clock.now(), treadMm: 14, reason: 'Puncture', labourCost: 25 });
    expect(removed.body.tire).toMatchObject({ status: 'stock', position: null, figures: { kmRun: 10_000, treadLastMm: 14, costPer1000Km: 140, wearMmPer1000Km: 0.3 } });
    const history = await get<{ tire: Tire; events: TireEventOut[] }>(`/v2/maintenance/tires/${a.id}`);
    expect(history.body.events.map((e) => [e.kind, e.position, e.fromPosition])).toEqual([
      ['inspected', '1R', null],
      ['rotated', '1R', '1L'],
      ['fitted', '1L', null],
    ]);
    expect(history.body.tire.figures).toMatchObject({ kmRun: 10_000, treadLastMm: 15, costPer1000Km: 150 });
    const before = await post<{ error: string }>(`/v2/maintenance/tires/${a.id}/inspect`, { time: t.clock.now() - 30 * DAY, treadMm: 16 });
    expect(before.body.error).toMatch(/^Tire MX-1001 has a later event/);

    const report = await get<ReportResult>(`/v2/reports/tire-cost-analysis?assets=${truck}&from=${t.clock.now() - 30 * DAY}&to=${t.clock.now() + 1}`);
    expect(report.body.rows.map((r) => [r['title'], r['position'], r['kmRun'], r['costPer1000Km']])).toEqual([
      ['Michelin X Multi Z 295/80R22.5 #MX-1001', 'Axle 1 left, Axle 1 right', 10_000, 150],
      ['Michelin X Multi Z 295/80R22.5 #MX-1002', 'Axle 1 right, Axle 1 left', 10_000, 140],
    ]);
    // Fits carry the price, the rotation and the removal their labour: t records in the Maintenance Log.
    const log = await get<ReportResult>(`/v2/reports/maintenance-log?assets=${truck}&from=${t.clock.now() - 30 * DAY}&to=${t.clock.now() + 1}`);
    const tires = log.body.rows.filter((r) => r['kind'] === 'Tire').map((r) => r['cost']);
    expect(tires).toEqual([1_500, 1_400, 40, 25]);
  });

  it('the cost of ownership adds fuel, tolls and maintenance per month, and divides by km and engine hours', async () => {
    const from = t.clock.now() - 40 * DAY;
    const to = t.clock.now() + HOUR;
    const view = await get<CostViewResponse>(`/v2/maintenance/costs?from=${from}&to=${to}&assetIds=${truck},${generator}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const row = view.body.assets.find((a) => a.assetId === truck)!;
    // Each kind adds up the records of the period (the work order's 735.70 among the services, the fits, the
    // rotation and the removal among the tires, the renewed road tax among the documents), as the records list shows them.
    const records = (await get<{ records: MaintenanceRecordOut[] }>(`/v2/maintenance/records?assetId=${truck}&from=${from}&to=${to}`)).body.records;
    const sum = (kind: string) => Math.round(records.filter((r) => r.kind === kind).reduce((a, r) => a + r.cost, 0) * 100) / 100;
    expect(records.some((r) => r.cost === 735.7 && r.kind === 's')).toBe(true);
    expect(row.figures.service).toBe(sum('s'));
    expect(row.figures.tire).toBe(2_965);
    expect(sum('t')).toBe(2_965);
    expect(row.figures.document).toBe(sum('d'));
    expect(row.figures.document).toBeGreaterThanOrEqual(1_850);
    expect(row.figures.maintenance).toBe(Math.round((row.figures.service + row.figures.tire + row.figures.document) * 100) / 100);
    expect(row.figures.costPerKm).toBe(row.figures.km ? Math.round((row.figures.total / row.figures.km) * 1000) / 1000 : null);
    expect(Object.keys(view.body.byMonth)).toEqual(view.body.months);
    expect(view.body.total.total).toBe(Math.round(view.body.assets.reduce((s, a) => s + a.figures.total, 0) * 100) / 100);
    // The generator's hours from its readings: 10.5 h in the period.
    expect(view.body.assets.find((a) => a.assetId === generator)!.figures.engineHours).toBe(10.5);
    expect((await get<{ error: string }>(`/v2/maintenance/costs?from=${to}&to=${from}`)).body.error).toBe(T.costPeriodInvalid);
    expect((await get(`/v2/maintenance/costs?from=${from}&to=${to}&assetIds=${hidden}`, demo)).status).toBe(404);
  });
});
