import { describeLeft, type Reminder, type ReminderState, type ServiceProgram, type ServiceProgramInput, type ServiceTask } from '@fleet/domain';
import { numberOrNull } from './maintenance-format';

// The schedules' pure logic: which reminders are schedules and how urgent, how an interval reads, and the program
// form's draft and body.

const STATE_RANK: Record<ReminderState, number> = { overdue: 0, due: 1, 'due-soon': 2, ok: 3, done: 4 };

/**
 * How far a schedule is from due, in its notices: the least of days, km and engine hours left each over its notice
 * (below 0: past due; 1: it turns due soon). Infinity when it is due by nothing.
 */
export function urgency(r: Pick<Reminder, 'daysLeft' | 'kmLeft' | 'hoursLeft' | 'noticeDays' | 'noticeKm' | 'noticeHours'>): number {
  const left = [
    r.daysLeft === null ? null : r.daysLeft / Math.max(r.noticeDays, 1),
    r.kmLeft === null ? null : r.kmLeft / Math.max(r.noticeKm, 1),
    r.hoursLeft === null ? null : r.hoursLeft / Math.max(r.noticeHours, 1),
  ].filter((v): v is number => v !== null);
  return left.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...left);
}

/** The maintenance schedules (reminders of a program's task), most urgent first: by state, then by how near, then by asset. */
export function dueSchedules(reminders: readonly Reminder[]): Reminder[] {
  return reminders
    .filter((r) => r.serviceTaskId !== null)
    .sort((a, b) => STATE_RANK[a.state] - STATE_RANK[b.state] || urgency(a) - urgency(b) || a.assetName.localeCompare(b.assetName) || a.title.localeCompare(b.title));
}

/** "2026-12-04 (in 10 days) · 20,000 km (in 350 km) · 1,250 engine h (in 7 engine h)": when a schedule is due. */
export function scheduleDueText(r: Pick<Reminder, 'dueDate' | 'daysLeft' | 'nextKm' | 'kmLeft' | 'nextHours' | 'hoursLeft'>): string {
  const parts: string[] = [];
  const none = { daysLeft: null, kmLeft: null, hoursLeft: null };
  if (r.dueDate) parts.push(`${r.dueDate}${r.daysLeft !== null ? ` (${describeLeft({ ...none, daysLeft: r.daysLeft })})` : ''}`);
  if (r.nextKm !== null) parts.push(`${Math.round(r.nextKm).toLocaleString('en-US')} km${r.kmLeft !== null ? ` (${describeLeft({ ...none, kmLeft: r.kmLeft })})` : ''}`);
  if (r.nextHours !== null) parts.push(`${r.nextHours.toLocaleString('en-US')} engine h${r.hoursLeft !== null ? ` (${describeLeft({ ...none, hoursLeft: r.hoursLeft })})` : ''}`);
  return parts.join(' · ') || '—';
}

const join = (parts: readonly string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`);

/** "every 10,000 km or 6 months, whichever comes first": a task's interval. */
export function intervalText(t: Pick<ServiceTask, 'everyMonths' | 'everyKm' | 'everyHours'>): string {
  const parts = [
    t.everyKm !== null ? `${t.everyKm.toLocaleString('en-US')} km` : null,
    t.everyHours !== null ? `${t.everyHours.toLocaleString('en-US')} engine hours` : null,
    t.everyMonths !== null ? `${t.everyMonths} month${t.everyMonths === 1 ? '' : 's'}` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return '—';
  return `every ${join(parts)}${parts.length > 1 ? ', whichever comes first' : ''}`;
}

/** "told 14 days or 500 km before": a task's notice (of the intervals it has). */
export function noticeText(t: Pick<ServiceTask, 'everyMonths' | 'everyKm' | 'everyHours' | 'noticeDays' | 'noticeKm' | 'noticeHours'>): string {
  const parts = [
    t.everyMonths !== null ? `${t.noticeDays} day${t.noticeDays === 1 ? '' : 's'}` : null,
    t.everyKm !== null ? `${t.noticeKm.toLocaleString('en-US')} km` : null,
    t.everyHours !== null ? `${t.noticeHours.toLocaleString('en-US')} engine h` : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? '' : `told ${join(parts)} before`;
}

/** "Hino 500, Axia and 3 more": names, the first three then a count; `none` when there are none. */
export function namesText(names: readonly string[], none: string): string {
  if (names.length === 0) return none;
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

/** A program's task as its form edits it. */
export interface TaskDraft {
  /** The task's id when it is kept (its schedules stay); absent for a new task. */
  id?: number;
  name: string;
  everyMonths: string;
  everyKm: string;
  everyHours: string;
  noticeDays: string;
  noticeKm: string;
  noticeHours: string;
}

/** A program as its form edits it. */
export interface ProgramDraft {
  name: string;
  description: string;
  tasks: TaskDraft[];
  assetIds: number[];
  groupIds: number[];
  notifyWeb: boolean;
  emails: string;
}

/** A new task: every 6 months with the usual notices. */
export const newTask = (): TaskDraft => ({ name: '', everyMonths: '6', everyKm: '', everyHours: '', noticeDays: '14', noticeKm: '500', noticeHours: '25' });

const text = (v: number | null) => (v === null ? '' : String(v));

/** The draft of a program (to edit), or of a new one with one empty task. */
export function programDraftOf(program: ServiceProgram | null): ProgramDraft {
  if (!program) return { name: '', description: '', tasks: [newTask()], assetIds: [], groupIds: [], notifyWeb: true, emails: '' };
  return {
    name: program.name,
    description: program.description,
    tasks: program.tasks.map((t) => ({
      id: t.id,
      name: t.name,
      everyMonths: text(t.everyMonths),
      everyKm: text(t.everyKm),
      everyHours: text(t.everyHours),
      noticeDays: String(t.noticeDays),
      noticeKm: String(t.noticeKm),
      noticeHours: String(t.noticeHours),
    })),
    assetIds: [...program.assetIds],
    groupIds: [...program.groupIds],
    notifyWeb: program.notifyWeb,
    emails: program.emails.join(', '),
  };
}

/** A required number field: empty is NaN (the schema then says so). */
const required = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The body a program's draft sends. */
export function programBodyOf(draft: ProgramDraft): ServiceProgramInput {
  return {
    name: draft.name,
    description: draft.description,
    tasks: draft.tasks.map((t) => ({
      ...(t.id !== undefined ? { id: t.id } : {}),
      name: t.name,
      everyMonths: numberOrNull(t.everyMonths),
      everyKm: numberOrNull(t.everyKm),
      everyHours: numberOrNull(t.everyHours),
      noticeDays: required(t.noticeDays),
      noticeKm: required(t.noticeKm),
      noticeHours: required(t.noticeHours),
    })),
    assetIds: draft.assetIds,
    groupIds: draft.groupIds,
    notifyWeb: draft.notifyWeb,
    emails: draft.emails
      .split(/[,;\s]+/)
      .map((e) => e.trim())
      .filter(Boolean),
  };
}
