import { describe, expect, it } from 'vitest';
import { WORK_ORDER_STATUSES, canMoveWorkOrder, downtimeHours, isWorkOrderOpen, lineAmount, linesCost, recordCost, workOrderNumber } from './work-orders';

describe('work orders', () => {
  it('moves between the open statuses, never to completed by a move, and reopens only a cancelled one', () => {
    expect(canMoveWorkOrder('open', 'in-progress')).toBe(true);
    expect(canMoveWorkOrder('in-progress', 'waiting-parts')).toBe(true);
    expect(canMoveWorkOrder('waiting-parts', 'in-progress')).toBe(true);
    expect(canMoveWorkOrder('cancelled', 'open')).toBe(true);
    for (const from of WORK_ORDER_STATUSES) expect(canMoveWorkOrder(from, 'completed')).toBe(false);
    for (const to of WORK_ORDER_STATUSES) expect(canMoveWorkOrder('completed', to)).toBe(false);
    expect(canMoveWorkOrder('cancelled', 'in-progress')).toBe(false);
    expect(isWorkOrderOpen('waiting-parts')).toBe(true);
    expect(isWorkOrderOpen('cancelled')).toBe(false);
  });

  it('numbers orders as people quote them', () => {
    expect(workOrderNumber(7)).toBe('WO-0007');
    expect(workOrderNumber(12345)).toBe('WO-12345');
  });

  it('costs lines to the sen, parts and labour apart, and a lump sum only without lines', () => {
    const lines = [
      { type: 'part' as const, description: 'Oil filter', partNumber: '15601-78020', quantity: 2, unitCost: 38.455 },
      { type: 'part' as const, description: 'Engine oil 15W-40', partNumber: '', quantity: 18.5, unitCost: 21.9 },
      { type: 'labour' as const, description: 'Mechanic', partNumber: '', quantity: 1.5, unitCost: 80 },
    ];
    expect(lineAmount(lines[0]!)).toBe(76.91);
    expect(linesCost(lines)).toEqual({ parts: 482.06, labour: 120, total: 602.06 });
    expect(recordCost(lines, 9999)).toBe(602.06);
    expect(recordCost([], 1234.567)).toBe(1234.57);
    expect(recordCost([], null)).toBe(0);
  });

  it('counts downtime from the start of the work (else the opening) to the completion', () => {
    const h = 3_600_000;
    expect(downtimeHours({ openedAt: 0, startedAt: 2 * h, completedAt: 7.25 * h })).toBe(5.3);
    expect(downtimeHours({ openedAt: 0, startedAt: null, completedAt: 4 * h })).toBe(4);
    expect(downtimeHours({ openedAt: 0, startedAt: null, completedAt: null })).toBe(0);
    expect(downtimeHours({ openedAt: 5 * h, startedAt: null, completedAt: 4 * h })).toBe(0);
  });
});
