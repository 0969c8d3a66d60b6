import { useAssetGroups, useAssets, useCompleteReminder, useDeleteReminder, useReminderCompletions, useReminders, useSaveReminder } from '@fleet/api';
import { MAINTENANCE_TEXTS, REMINDER_STATES, REMINDER_STATE_STYLES, REMINDER_TEXTS, describeLeft, reminderKindLabel, type Reminder, type ReminderInput, type ReminderState } from '@fleet/domain';
import { Button, EmptyState, PageHeader } from '@fleet/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useConfirmDelete, useEditDialog } from '../admin/edit-dialog-state';
import { usePermissions } from './access';
import { CompleteReminderDialog, ReminderDialog } from './reminder-dialogs';
import './alerts.css';
import { EditDeleteButtons, PermissionHint } from '../admin/form-actions';
import { ListTable, ListError } from '../admin/list-table';

function StateBadge({ state }: { state: ReminderState }) {
  const style = REMINDER_STATE_STYLES[state];
  return (
    <span className="alert-severity" style={{ background: style.color }} data-state={state} data-testid="reminder-state">
      {style.label}
    </span>
  );
}

/** "2026-12-04 (in 10 days) · 20,000 km (in 350 km) · 1,250 engine h (in 7 engine h)": when a reminder is due. */
function dueText(r: Reminder): string {
  const parts: string[] = [];
  const none = { daysLeft: null, kmLeft: null, hoursLeft: null };
  if (r.dueDate) parts.push(`${r.dueDate}${r.daysLeft !== null ? ` (${describeLeft({ ...none, daysLeft: r.daysLeft })})` : ''}`);
  if (r.nextKm !== null) parts.push(`${Math.round(r.nextKm).toLocaleString('en-US')} km${r.kmLeft !== null ? ` (${describeLeft({ ...none, kmLeft: r.kmLeft })})` : ''}`);
  if (r.nextHours !== null) parts.push(`${r.nextHours.toLocaleString('en-US')} engine h${r.hoursLeft !== null ? ` (${describeLeft({ ...none, hoursLeft: r.hoursLeft })})` : ''}`);
  return parts.join(' · ');
}

function Completions({ reminderId }: { reminderId: number }) {
  const completions = useReminderCompletions(reminderId);
  if (!completions.data) return null;
  if (completions.data.length === 0) return <p className="muted">Not completed yet.</p>;
  return (
    <ul className="reminder-history" data-testid="reminder-history">
      {completions.data.map((c) => (
        <li key={c.id}>
          {c.doneOn}
          {c.odometerKm !== null ? ` at ${c.odometerKm.toLocaleString('en-US')} km` : ''}
          {c.engineHours !== null ? ` at ${c.engineHours.toLocaleString('en-US')} engine h` : ''}
          {c.cost !== null ? `, cost ${c.cost.toFixed(2)}` : ''}
          {c.note ? `: ${c.note}` : ''}
          {c.by ? <span className="muted"> ({c.by})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * /reminders: road tax, insurance, inspections, licences, permits and services per asset, by date and/or distance,
 * with their state today (company date) and their completions; they raise alerts as they fall due.
 */
export function RemindersPage() {
  const { isAdmin, can } = usePermissions();
  const reminders = useReminders();
  const assets = useAssets();
  const groups = useAssetGroups({ enabled: isAdmin });
  const save = useSaveReminder();
  const complete = useCompleteReminder();
  const remove = useDeleteReminder();
  const [filter, setFilter] = useState<ReminderState | 'attention' | ''>('');
  const { editing, edit, dialog } = useEditDialog(save, (reminder: ReminderInput, current: Reminder | null) => ({ reminder, ...(current ? { reminderId: current.id } : {}) }));
  const { ask, confirm } = useConfirmDelete(remove, (r: Reminder) => `Delete the reminder ${r.title} of ${r.assetName} and its history?`);
  const [completing, setCompleting] = useState<Reminder | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const all = reminders.data?.reminders ?? [];
  const rows = all.filter((r) => (filter === '' ? true : filter === 'attention' ? r.state === 'due-soon' || r.state === 'due' || r.state === 'overdue' : r.state === filter));
  const count = (state: ReminderState) => all.filter((r) => r.state === state).length;

  return (
    <div className="page">
      <PageHeader title={REMINDER_TEXTS.title} subtitle="Road tax, insurance, inspections and services: told before they are due." />
      <div className="alert-inbox__filters">
        <label>
          Show{' '}
          <select value={filter} onChange={(e) => setFilter(e.target.value as ReminderState | 'attention' | '')} data-testid="reminder-filter">
            <option value="">All</option>
            <option value="attention">Needs attention</option>
            {REMINDER_STATES.map((s) => (
              <option key={s} value={s}>
                {REMINDER_STATE_STYLES[s].label}
              </option>
            ))}
          </select>
        </label>
        <span className="alert-inbox__open" data-testid="reminder-counts">
          {reminders.data ? `${count('overdue')} overdue · ${count('due')} due · ${count('due-soon')} due soon` : ''}
        </span>
        {can('events:add') ? (
          <Button size="sm" onClick={() => edit(null)} data-testid="reminder-new">
            {REMINDER_TEXTS.newReminder}
          </Button>
        ) : (
          <PermissionHint permission="events:add" />
        )}
      </div>
      {reminders.isError ? (
        <ListError error={reminders.error} />
      ) : reminders.data && all.length === 0 ? (
        <EmptyState title={REMINDER_TEXTS.noReminders} description="A reminder is due on a date, at an odometer reading, or whichever comes first." />
      ) : (
        <ListTable caption={REMINDER_TEXTS.title} head={['State', 'Reminder', 'Asset', 'Due', 'Repeats', 'Last done']} actions testId="reminder-table">
          {rows.map((r) => (
            <tr key={r.id} data-testid="reminder-row" data-reminder-id={r.id}>
              <td>
                <StateBadge state={r.state} />
              </td>
              <td>
                <button type="button" className="link-button" onClick={() => setOpen(open === r.id ? null : r.id)} aria-expanded={open === r.id}>
                  {r.title}
                </button>
                <span className="muted"> ({reminderKindLabel(r.kind)})</span>
                {r.programName !== null ? (
                  <div className="muted" data-testid="reminder-source">
                    <Link to="/maintenance" search={{ tab: 'schedules' }}>
                      {MAINTENANCE_TEXTS.programFromSchedule(r.programName)}
                    </Link>
                  </div>
                ) : r.recordId !== null ? (
                  <div className="muted" data-testid="reminder-source">
                    <Link to="/maintenance" search={{ tab: 'records', asset: r.assetId }}>
                      From a document in Maintenance
                    </Link>
                  </div>
                ) : null}
                {open === r.id ? <Completions reminderId={r.id} /> : null}
              </td>
              <td>{r.assetName}</td>
              <td data-testid="reminder-due-text">{dueText(r)}</td>
              <td>{[r.repeatMonths !== null ? `every ${r.repeatMonths} months` : null, r.everyKm !== null ? `every ${r.everyKm.toLocaleString('en-US')} km` : null, r.everyHours !== null ? `every ${r.everyHours.toLocaleString('en-US')} engine h` : null].filter(Boolean).join(', ') || 'once'}</td>
              <td>{r.lastDoneOn ?? '—'}</td>
              <td className="alert-row__links">
                {can('events:update') && r.state !== 'done' ? (
                  <Button size="sm" variant="secondary" onClick={() => setCompleting(r)} data-testid="reminder-complete">
                    {REMINDER_TEXTS.complete}
                  </Button>
                ) : null}
                {/* A schedule's or a document's reminder is changed where it comes from (Maintenance). */}
                {r.serviceTaskId === null && r.recordId === null ? (
                  <EditDeleteButtons canEdit={can('events:update')} canDelete={can('events:delete')} onEdit={() => edit(r)} onDelete={() => ask(r)} testId="reminder" />
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <ReminderDialog {...dialog} reminder={editing} assets={assets.data ?? []} groups={isAdmin ? (groups.data ?? []).map((g) => ({ id: g.groupId, name: g.name })) : null} />
      <CompleteReminderDialog
        key={completing?.id ?? 'none'}
        reminder={completing}
        today={reminders.data?.today ?? ''}
        submitting={complete.isPending}
        onCancel={() => setCompleting(null)}
        onSubmit={(completion) =>
          completing &&
          complete.mutate(
            { reminderId: completing.id, completion },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setCompleting(null);
              },
              onError: (e) => toast.error(e.message),
            },
          )
        }
      />
      <ConfirmDialog {...confirm} title="Delete reminder" />
    </div>
  );
}
