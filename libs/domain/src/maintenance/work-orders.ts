/**
 * Work orders: their statuses and the moves between them, where they come from, and the one definition of a work
 * order's (or a service's) cost from its parts and labour lines and of its downtime. Values only (no zod).
 */

/** The statuses of a work order, in the order the board shows them, with their labels and colours. */
export const WORK_ORDER_STATUSES = ['open', 'in-progress', 'waiting-parts', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_STATUS_STYLES: Record<WorkOrderStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: '#1E88E5' },
  'in-progress': { label: 'In progress', color: '#FB8C00' },
  'waiting-parts': { label: 'Waiting for parts', color: '#8E24AA' },
  completed: { label: 'Completed', color: '#43A047' },
  cancelled: { label: 'Cancelled', color: '#757575' },
};

/**
 * The moves a work order may make. Completion has its own call (it writes the service record), so `completed` is
 * reached only through it; a cancelled order may be reopened, a completed one is final (its record stands).
 */
const MOVES: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  open: ['in-progress', 'waiting-parts', 'cancelled'],
  'in-progress': ['open', 'waiting-parts', 'cancelled'],
  'waiting-parts': ['in-progress', 'open', 'cancelled'],
  completed: [],
  cancelled: ['open'],
};

/** Whether a work order may move from `from` to `to` by a status change (not by completion). */
export function canMoveWorkOrder(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** Whether a work order can still be completed (it is neither completed nor cancelled). */
export function isWorkOrderOpen(status: WorkOrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/** Where a work order came from. */
export const WORK_ORDER_SOURCES = { manual: 'By hand', schedule: 'Service schedule', defect: 'Defect report' } as const;
export type WorkOrderSource = keyof typeof WORK_ORDER_SOURCES;

/** How urgent a work order is, least first. */
export const WORK_ORDER_PRIORITIES = [
  { priority: 'low', label: 'Low' },
  { priority: 'normal', label: 'Normal' },
  { priority: 'high', label: 'High' },
  { priority: 'urgent', label: 'Urgent' },
] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number]['priority'];

/** A work order's number as people quote it: "WO-0042". */
export function workOrderNumber(n: number): string {
  return `WO-${String(n).padStart(4, '0')}`;
}

/** One line of parts or labour. */
export interface CostLine {
  type: 'part' | 'labour';
  description: string;
  /** The part's number; '' for labour. */
  partNumber: string;
  /** Parts: pieces; labour: hours. */
  quantity: number;
  /** RM per piece or per hour. */
  unitCost: number;
}

/** An amount of money rounded to the sen. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A line's amount, RM: quantity x unit cost, to the sen. */
export function lineAmount(line: Pick<CostLine, 'quantity' | 'unitCost'>): number {
  return roundMoney(line.quantity * line.unitCost);
}

/** Parts, labour and their total, RM: the sums of the lines' amounts (each to the sen, as on an invoice). */
export function linesCost(lines: readonly CostLine[]): { parts: number; labour: number; total: number } {
  let parts = 0;
  let labour = 0;
  for (const line of lines) {
    if (line.type === 'part') parts += lineAmount(line);
    else labour += lineAmount(line);
  }
  return { parts: roundMoney(parts), labour: roundMoney(labour), total: roundMoney(parts + labour) };
}

/**
 * A record's cost, RM: the total of its lines when it has any, else the amount given (a lump sum from an invoice
 * that lists no lines).
 */
export function recordCost(lines: readonly CostLine[], lumpSum: number | null): number {
  return lines.length > 0 ? linesCost(lines).total : roundMoney(lumpSum ?? 0);
}

/**
 * A work order's downtime, hours (one decimal): the time the asset stood in the workshop, from the first move to in
 * progress (or, never started, from its opening) to its completion; 0 when those times are missing or out of order.
 */
export function downtimeHours(times: { openedAt: number; startedAt: number | null; completedAt: number | null }): number {
  if (times.completedAt === null) return 0;
  const from = times.startedAt ?? times.openedAt;
  return times.completedAt > from ? Math.round(((times.completedAt - from) / 3_600_000) * 10) / 10 : 0;
}
