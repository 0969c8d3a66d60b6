import {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  isWorkOrderOpen,
  type MaintenanceAsset,
  type WorkOrder,
  type WorkOrderComplete,
  type WorkOrderInput,
  type WorkOrderPriority,
  type WorkOrderSource,
  type WorkOrderStatus,
} from '@fleet/domain';
import { fromLocalInputValue, toLocalInputValue } from '../reports/report-period';
import { draftLines, linesOf, type LineDraft } from './lines-editor';
import { numberOrNull } from './maintenance-format';

// The work orders' pure logic: what the board and the list show, and the forms' drafts and bodies.

/** How the work orders show: a column per status, or one table. */
export type WorkOrderView = 'board' | 'list';

/** What the work orders are narrowed to: an asset, and words found in their number, title, asset, people or notes. */
export interface WorkOrderFilter {
  assetId?: number;
  text: string;
}

/** The work orders of the filter's asset whose number, title, asset, description, assignee, vendor or schedule hold every word of its text. */
export function filterWorkOrders(orders: readonly WorkOrder[], filter: WorkOrderFilter): WorkOrder[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return orders.filter((o) => {
    if (filter.assetId !== undefined && o.assetId !== filter.assetId) return false;
    if (words.length === 0) return true;
    const haystack = [o.number, o.title, o.assetName, o.description, o.assignee, o.vendor, o.scheduleTitle ?? ''].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

const PRIORITY_RANK: Record<WorkOrderPriority, number> = Object.fromEntries(WORK_ORDER_PRIORITIES.map((p, i) => [p.priority, i])) as Record<WorkOrderPriority, number>;

/**
 * The order of a column: open work first by priority (urgent first) then oldest first (the longest waiting on top);
 * closed work by the most recently closed first.
 */
export function compareWorkOrders(a: WorkOrder, b: WorkOrder): number {
  if (isWorkOrderOpen(a.status) || isWorkOrderOpen(b.status)) {
    return PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] || a.openedAt - b.openedAt || a.id - b.id;
  }
  return (b.completedAt ?? b.openedAt) - (a.completedAt ?? a.openedAt) || b.id - a.id;
}

/** The board's columns: every status (in the domain's order), each with its work orders sorted. */
export function boardColumns(orders: readonly WorkOrder[]): { status: WorkOrderStatus; orders: WorkOrder[] }[] {
  return WORK_ORDER_STATUSES.map((status) => ({ status, orders: orders.filter((o) => o.status === status).sort(compareWorkOrders) }));
}

/** The list's rows: open work first (as on the board), then closed work, most recently closed first. */
export function listOrder(orders: readonly WorkOrder[]): WorkOrder[] {
  return [...orders].sort((a, b) => Number(isWorkOrderOpen(b.status)) - Number(isWorkOrderOpen(a.status)) || compareWorkOrders(a, b));
}

/** "45 min", "5 h", "3 d", "6 wk": a span as a card shows it. */
export function spanText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days < 28 ? `${days} d` : `${Math.floor(days / 7)} wk`;
}

/** A work order's age: "open 3 d" while it is open, "took 5 h" once completed, "cancelled" when cancelled. */
export function ageText(order: Pick<WorkOrder, 'status' | 'openedAt' | 'completedAt'>, now: number): string {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'completed') return `took ${spanText((order.completedAt ?? now) - order.openedAt)}`;
  return `open ${spanText(now - order.openedAt)}`;
}

/** Whether an open work order is past its due date (company date `today`, YYYY-MM-DD). */
export function isPastDue(order: Pick<WorkOrder, 'status' | 'dueDate'>, today: string): boolean {
  return isWorkOrderOpen(order.status) && order.dueDate !== null && order.dueDate < today;
}

/** The open work order (open, in progress, waiting for parts) of a schedule's reminder, if any. */
export function openOrderOf(orders: readonly WorkOrder[], reminderId: number): WorkOrder | undefined {
  return orders.find((o) => o.reminderId === reminderId && isWorkOrderOpen(o.status));
}

/** Where a new work order comes from: by hand, a defect report, or a due schedule (its reminder, asset and task). */
export type WorkOrderOrigin =
  | { source: 'manual'; assetId?: number }
  | { source: 'defect'; assetId?: number }
  | { source: 'schedule'; assetId: number; reminderId: number; title: string; programName: string };

/** The fields of a work order as its form edits them. */
export interface WorkOrderDraft {
  /** '' until an asset is chosen. */
  assetId: string;
  title: string;
  description: string;
  priority: WorkOrderPriority;
  assignee: string;
  vendor: string;
  /** YYYY-MM-DD or ''. */
  dueDate: string;
  lines: LineDraft[];
}

/** The draft of a work order (to edit), or of a new one from its origin (a defect is high priority by default). */
export function workOrderDraftOf(order: WorkOrder | null, origin: WorkOrderOrigin = { source: 'manual' }): WorkOrderDraft {
  if (order) {
    return {
      assetId: String(order.assetId),
      title: order.title,
      description: order.description,
      priority: order.priority,
      assignee: order.assignee,
      vendor: order.vendor,
      dueDate: order.dueDate ?? '',
      lines: draftLines(order.lines),
    };
  }
  return {
    assetId: origin.assetId === undefined ? '' : String(origin.assetId),
    title: origin.source === 'schedule' ? origin.title : '',
    description: '',
    priority: origin.source === 'defect' ? 'high' : 'normal',
    assignee: '',
    vendor: '',
    dueDate: '',
    lines: [],
  };
}

/** The body a draft sends: its source and schedule stay those of the work order (or of its origin, new). */
export function workOrderBodyOf(draft: WorkOrderDraft, from: { source: WorkOrderSource; reminderId: number | null }): WorkOrderInput {
  return {
    assetId: draft.assetId === '' ? Number.NaN : Number(draft.assetId),
    source: from.source,
    reminderId: from.reminderId,
    title: draft.title,
    description: draft.description,
    priority: draft.priority,
    assignee: draft.assignee,
    vendor: draft.vendor,
    dueDate: draft.dueDate.trim() === '' ? null : draft.dueDate.trim(),
    lines: linesOf(draft.lines),
  };
}

/** A completion as its form edits it; times as datetime-local values in the user's zone. */
export interface CompletionDraft {
  completedAt: string;
  odometerKm: string;
  engineHours: string;
  /** Empty: computed by the server from the start (or opening) to the completion. */
  downtimeH: string;
  lines: LineDraft[];
  vendor: string;
  notes: string;
}

/** The completion's draft: now, the asset's meters now, the work order's lines and vendor. */
export function completionDraftOf(order: WorkOrder, asset: Pick<MaintenanceAsset, 'odometer' | 'engineHours'> | undefined, now: number, timeZone: string): CompletionDraft {
  const meter = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(Math.round(v * 10) / 10));
  return {
    completedAt: toLocalInputValue(now, timeZone),
    odometerKm: meter(asset?.odometer.value),
    engineHours: meter(asset?.engineHours.value),
    downtimeH: '',
    lines: draftLines(order.lines),
    vendor: order.vendor,
    notes: '',
  };
}

/** The completion a draft sends (a time that is not one is NaN: the schema says so). */
export function completionBodyOf(draft: CompletionDraft, files: readonly string[], timeZone: string): WorkOrderComplete {
  return {
    completedAt: fromLocalInputValue(draft.completedAt, timeZone) ?? Number.NaN,
    odometerKm: numberOrNull(draft.odometerKm),
    engineHours: numberOrNull(draft.engineHours),
    downtimeH: numberOrNull(draft.downtimeH),
    lines: linesOf(draft.lines),
    vendor: draft.vendor,
    notes: draft.notes,
    files: [...files],
  };
}

/** The messages of fields a form does not show (the server named another field): at the form's foot, with its own. */
export function footError(shown: Record<string, string>, fields: readonly string[]): string | undefined {
  const own = shown['form'];
  if (own) return own;
  return Object.entries(shown).find(([k]) => !fields.some((f) => k === f || k.startsWith(`${f}.`)))?.[1];
}
