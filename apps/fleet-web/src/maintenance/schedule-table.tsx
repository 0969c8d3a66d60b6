import { REMINDER_STATE_STYLES, WORK_ORDER_STATUS_STYLES, type Reminder, type WorkOrder } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { useState } from 'react';
import { scheduleDueText } from './schedule-logic';
import { openOrderOf } from './work-order-logic';
import { ListTable } from '../admin/list-table';

/** Props of {@link ScheduleTable}. */
export interface ScheduleTableProps {
  /** The schedules (reminders of a program's task), most urgent first (dueSchedules). */
  schedules: readonly Reminder[];
  /** The open work orders (a schedule with one links to it). */
  openOrders: readonly WorkOrder[];
  /** Whether any service program exists (what the empty table says to do). */
  hasPrograms: boolean;
  /** Opens a work order for a schedule. */
  onOpenWorkOrder: (schedule: Reminder) => void;
  /** Shows the work orders (the link of a schedule's open work order). */
  onShowWorkOrders: () => void;
}

/** Which schedules show: those that need attention (due soon, due, overdue), or all. */
type Show = 'attention' | 'all';
const needsAttention = (r: Reminder) => r.state === 'due-soon' || r.state === 'due' || r.state === 'overdue';

/**
 * The maintenance schedules, most urgent first: each task of a program on each asset it covers, with its state, when
 * it is due (date, km, engine hours and what is left), when it was last done, and "Open work order" — or the link to
 * the work order already open for it.
 */
export function ScheduleTable({ schedules, openOrders, hasPrograms, onOpenWorkOrder, onShowWorkOrders }: ScheduleTableProps) {
  const [show, setShow] = useState<Show>('all');
  const rows = show === 'all' ? schedules : schedules.filter(needsAttention);
  const count = (state: Reminder['state']) => schedules.filter((r) => r.state === state).length;
  if (schedules.length === 0) {
    return (
      <EmptyState
        title="No schedules yet"
        description={
          hasPrograms
            ? 'No program covers an asset yet: an Administrator assigns the programs to assets or groups, and each task becomes a schedule of each asset.'
            : 'An Administrator creates a service program (its tasks every N km, months or engine hours) and assigns it to assets or groups; each task then becomes a schedule here.'
        }
      />
    );
  }
  return (
    <div data-testid="schedule-table">
      <div className="maintenance-toolbar">
        <label>
          Show{' '}
          <select value={show} onChange={(e) => setShow(e.target.value as Show)} data-testid="schedule-filter">
            <option value="all">All schedules</option>
            <option value="attention">Needs attention</option>
          </select>
        </label>
        <span className="muted" data-testid="schedule-counts">
          {count('overdue')} overdue · {count('due')} due · {count('due-soon')} due soon
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="muted" data-testid="schedule-none">
          Nothing needs attention: every schedule is more than its notice away.
        </p>
      ) : (
        <ListTable caption="Maintenance schedules" head={['State', 'Asset', 'Task', 'Program', 'Due', 'Last done', 'Work order']}>
          {rows.map((r) => {
            const order = openOrderOf(openOrders, r.id);
            const style = REMINDER_STATE_STYLES[r.state];
            return (
              <tr key={r.id} data-testid="schedule-row" data-state={r.state} data-reminder-id={r.id}>
                <td>
                  <span className="maintenance-chip" style={{ background: style.color }} data-testid="schedule-state">
                    {style.label}
                  </span>
                </td>
                <td>{r.assetName}</td>
                <td>{r.title}</td>
                <td>{r.programName ?? '—'}</td>
                <td data-testid="schedule-due">{scheduleDueText(r)}</td>
                <td>{r.lastDoneOn ?? 'Not yet'}</td>
                <td>
                  {order ? (
                    <button type="button" className="maintenance-wo-link" onClick={onShowWorkOrders} data-testid="schedule-wo-link">
                      {order.number} ({WORK_ORDER_STATUS_STYLES[order.status].label.toLowerCase()})
                    </button>
                  ) : r.state !== 'done' ? (
                    <Button size="sm" variant={needsAttention(r) ? 'primary' : 'secondary'} onClick={() => onOpenWorkOrder(r)} data-testid="schedule-open-wo">
                      Open work order
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
    </div>
  );
}
