import { workOrderCompleteSchema, workOrderInputSchema } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ASSETS, FIXTURE_NOW, FIXTURE_ORDERS, FIXTURE_ZONE, HOUR_MS, workOrder } from './work-order-fixtures';
import {
  ageText,
  boardColumns,
  completionBodyOf,
  completionDraftOf,
  filterWorkOrders,
  footError,
  isPastDue,
  listOrder,
  openOrderOf,
  spanText,
  workOrderBodyOf,
  workOrderDraftOf,
} from './work-order-logic';

describe('work order board', () => {
  it('puts each work order in its status column: open work urgent first then oldest, closed work latest first', () => {
    const orders = [
      workOrder(1, { priority: 'normal', openedAt: 100 }),
      workOrder(2, { priority: 'urgent', openedAt: 300 }),
      workOrder(3, { priority: 'normal', openedAt: 50 }),
      workOrder(4, { status: 'completed', completedAt: 1_000 }),
      workOrder(5, { status: 'completed', completedAt: 2_000 }),
    ];
    const columns = boardColumns(orders);
    expect(columns.map((c) => c.status)).toEqual(['open', 'in-progress', 'waiting-parts', 'completed', 'cancelled']);
    expect(columns[0]!.orders.map((o) => o.id)).toEqual([2, 3, 1]);
    expect(columns[3]!.orders.map((o) => o.id)).toEqual([5, 4]);
    expect(columns[4]!.orders).toEqual([]);
    expect(listOrder(orders).map((o) => o.id)).toEqual([2, 3, 1, 5, 4]);
  });

  it('narrows to an asset and to every word typed, in number, title, asset, people and schedule', () => {
    expect(filterWorkOrders(FIXTURE_ORDERS, { assetId: 2, text: '' }).map((o) => o.id)).toEqual([2, 6]);
    expect(filterWorkOrders(FIXTURE_ORDERS, { text: 'rahim belt' }).map((o) => o.id)).toEqual([3]);
    expect(filterWorkOrders(FIXTURE_ORDERS, { text: 'wo-0004' }).map((o) => o.id)).toEqual([4]);
    expect(filterWorkOrders(FIXTURE_ORDERS, { text: 'A-SERVICE' }).map((o) => o.id)).toEqual([1]);
    expect(filterWorkOrders(FIXTURE_ORDERS, { assetId: 3, text: 'brake' })).toEqual([]);
  });

  it('tells the age of open work and how long completed work took', () => {
    expect(spanText(45 * 60_000)).toBe('45 min');
    expect(spanText(5 * HOUR_MS)).toBe('5 h');
    expect(spanText(47 * HOUR_MS)).toBe('47 h');
    expect(spanText(3 * 24 * HOUR_MS)).toBe('3 d');
    expect(spanText(43 * 24 * HOUR_MS)).toBe('6 wk');
    expect(spanText(-5)).toBe('0 min');
    expect(ageText(workOrder(1, { openedAt: FIXTURE_NOW - 3 * 24 * HOUR_MS }), FIXTURE_NOW)).toBe('open 3 d');
    expect(ageText(workOrder(1, { status: 'completed', openedAt: 0, completedAt: 6 * HOUR_MS }), FIXTURE_NOW)).toBe('took 6 h');
    expect(ageText(workOrder(1, { status: 'cancelled' }), FIXTURE_NOW)).toBe('cancelled');
  });

  it('marks open work past its due date (company date), never closed work', () => {
    expect(isPastDue(workOrder(1, { dueDate: '2026-11-23' }), '2026-11-24')).toBe(true);
    expect(isPastDue(workOrder(1, { dueDate: '2026-11-24' }), '2026-11-24')).toBe(false);
    expect(isPastDue(workOrder(1, { status: 'completed', dueDate: '2026-11-01' }), '2026-11-24')).toBe(false);
    expect(isPastDue(workOrder(1), '2026-11-24')).toBe(false);
  });

  it("finds a schedule's open work order, not a completed or cancelled one", () => {
    const orders = [workOrder(1, { reminderId: 9, status: 'completed' }), workOrder(2, { reminderId: 9, status: 'cancelled' }), workOrder(3, { reminderId: 9, status: 'waiting-parts' })];
    expect(openOrderOf(orders, 9)?.id).toBe(3);
    expect(openOrderOf(orders.slice(0, 2), 9)).toBeUndefined();
  });
});

describe('work order form', () => {
  it('starts a defect at high priority and a schedule with its task as the title; sends the source and reminder', () => {
    expect(workOrderDraftOf(null, { source: 'defect', assetId: 2 })).toMatchObject({ assetId: '2', priority: 'high', title: '' });
    const draft = workOrderDraftOf(null, { source: 'schedule', assetId: 1, reminderId: 31, title: 'Engine oil and filter', programName: 'Heavy truck A-service' });
    expect(draft).toMatchObject({ assetId: '1', title: 'Engine oil and filter', priority: 'normal' });
    const body = workOrderBodyOf({ ...draft, dueDate: '2026-12-01', lines: [{ type: 'part', description: 'Oil filter', partNumber: '15607', quantity: '1', unitCost: '58.5' }] }, { source: 'schedule', reminderId: 31 });
    expect(body).toMatchObject({ assetId: 1, source: 'schedule', reminderId: 31, dueDate: '2026-12-01', lines: [{ quantity: 1, unitCost: 58.5 }] });
    expect(workOrderInputSchema.safeParse(body).success).toBe(true);
  });

  it('edits a work order as stored; no asset chosen is refused by the schema', () => {
    const order = FIXTURE_ORDERS[2]!;
    const draft = workOrderDraftOf(order);
    expect(draft).toMatchObject({ assetId: '1', title: order.title, priority: 'high', assignee: 'Rahim (workshop)', dueDate: '' });
    expect(draft.lines).toHaveLength(2);
    expect(workOrderBodyOf(draft, order)).toMatchObject({ source: 'manual', reminderId: null, dueDate: null, lines: order.lines });
    const none = workOrderBodyOf(workOrderDraftOf(null), { source: 'manual', reminderId: null });
    expect(Number.isNaN(none.assetId)).toBe(true);
    expect(workOrderInputSchema.safeParse(none).success).toBe(false);
  });

  it("prefills a completion with now (the user's zone), the asset's meters and the work order's lines", () => {
    const order = FIXTURE_ORDERS[2]!;
    const draft = completionDraftOf(order, FIXTURE_ASSETS[0], FIXTURE_NOW, FIXTURE_ZONE);
    expect(draft).toMatchObject({ completedAt: '2026-11-24T10:00', odometerKm: '61650', engineHours: '4210.5', downtimeH: '', vendor: '' });
    expect(draft.lines).toHaveLength(2);
    const body = completionBodyOf({ ...draft, completedAt: '2026-11-24T09:30', downtimeH: '' }, ['/v2/uploads/t1/invoice.pdf'], FIXTURE_ZONE);
    expect(body).toMatchObject({ completedAt: FIXTURE_NOW - 30 * 60_000, odometerKm: 61_650, engineHours: 4_210.5, downtimeH: null, files: ['/v2/uploads/t1/invoice.pdf'] });
    expect(workOrderCompleteSchema.safeParse(body).success).toBe(true);
    expect(completionDraftOf(order, FIXTURE_ASSETS[2], FIXTURE_NOW, FIXTURE_ZONE)).toMatchObject({ odometerKm: '', engineHours: '1210.5' });
    expect(completionDraftOf(order, undefined, FIXTURE_NOW, FIXTURE_ZONE)).toMatchObject({ odometerKm: '', engineHours: '' });
    expect(Number.isNaN(completionBodyOf({ ...draft, completedAt: '' }, [], FIXTURE_ZONE).completedAt)).toBe(true);
  });

  it("puts a server's message of a field the form does not show at its foot", () => {
    expect(footError({ form: 'Refused' }, ['title'])).toBe('Refused');
    expect(footError({ reminderId: 'Open already' }, ['title'])).toBe('Open already');
    expect(footError({ title: 'Required', 'lines.0.quantity': 'Bad' }, ['title', 'lines'])).toBeUndefined();
  });
});
