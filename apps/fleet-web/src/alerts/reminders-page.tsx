import { isApiError, useAssetGroups, useAssets, useCompleteReminder, useDeleteReminder, useReminderCompletions, useReminders, useSaveReminder } from '@fleet/api';
import { REMINDER_STATES, REMINDER_STATE_STYLES, REMINDER_TEXTS, describeLeft, reminderKindLabel, type Reminder, type ReminderState } from '@fleet/domain';
import { Button, EmptyState, PageHeader } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { serverFieldError } from '../admin/field-errors';
import { roleAtom, userInfoAtom } from '../session/session-atoms';
import { CompleteReminderDialog, ReminderDialog } from './reminder-dialogs';
import './alerts.css';

function StateBadge({ state }: { state: ReminderState }) {
  const style = REMINDER_STATE_STYLES[state];
  return (
    <span className="alert-severity" style={{ background: style.color }} data-state={state} data-testid="reminder-state">
      {style.label}
    </span>
  );
}

/** "2026-12-04 (in 10 days) · 20,000 km (in 350 km)": when a reminder is due. */
function dueText(r: Reminder): string {
  const parts: string[] = [];
  if (r.dueDate) parts.push(`${r.dueDate}${r.daysLeft !== null ? ` (${describeLeft({ daysLeft: r.daysLeft, kmLeft: null })})` : ''}`);
  if (r.nextKm !== null) parts.push(`${Math.round(r.nextKm).toLocaleString('en-US')} km${r.kmLeft !== null ? ` (${describeLeft({ daysLeft: null, kmLeft: r.kmLeft })})` : ''}`);
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
  const role = useAtomValue(roleAtom);
  const user = useAtomValue(userInfoAtom);
  const isAdmin = role === 'Administrator';
  const permissions: readonly string[] = user?.permissions ?? [];
  const can = (p: string) => isAdmin || permissions.includes(p);
  const reminders = useReminders();
  const assets = useAssets();
  const groups = useAssetGroups({ enabled: isAdmin });
  const save = useSaveReminder();
  const complete = useCompleteReminder();
  const remove = useDeleteReminder();
  const [filter, setFilter] = useState<ReminderState | 'attention' | ''>('');
  const [editing, setEditing] = useState<Reminder | null | undefined>(undefined);
  const [completing, setCompleting] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
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
          <Button size="sm" onClick={() => setEditing(null)} data-testid="reminder-new">
            {REMINDER_TEXTS.newReminder}
          </Button>
        ) : null}
      </div>
      {reminders.isError ? (
        <p className="admin-form__error" role="alert">
          {reminders.error.message}
        </p>
      ) : reminders.data && all.length === 0 ? (
        <EmptyState title={REMINDER_TEXTS.noReminders} description="A reminder is due on a date, at an odometer reading, or whichever comes first." />
      ) : (
        <div className="admin-table" data-testid="reminder-table">
          <table>
            <caption className="visually-hidden">{REMINDER_TEXTS.title}</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Reminder</th>
                <th scope="col">Asset</th>
                <th scope="col">Due</th>
                <th scope="col">Repeats</th>
                <th scope="col">Last done</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
                    {open === r.id ? <Completions reminderId={r.id} /> : null}
                  </td>
                  <td>{r.assetName}</td>
                  <td data-testid="reminder-due-text">{dueText(r)}</td>
                  <td>{[r.repeatMonths !== null ? `every ${r.repeatMonths} months` : null, r.everyKm !== null ? `every ${r.everyKm.toLocaleString('en-US')} km` : null].filter(Boolean).join(', ') || 'once'}</td>
                  <td>{r.lastDoneOn ?? '—'}</td>
                  <td className="alert-row__links">
                    {can('events:update') && r.state !== 'done' ? (
                      <Button size="sm" variant="secondary" onClick={() => setCompleting(r)} data-testid="reminder-complete">
                        {REMINDER_TEXTS.complete}
                      </Button>
                    ) : null}
                    {can('events:update') ? (
                      <Button size="sm" variant="ghost" onClick={() => setEditing(r)} data-testid="reminder-edit">
                        Edit
                      </Button>
                    ) : null}
                    {can('events:delete') ? (
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(r)} data-testid="reminder-delete">
                        Delete
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReminderDialog
        open={editing !== undefined}
        reminder={editing ?? null}
        assets={assets.data ?? []}
        groups={isAdmin ? (groups.data ?? []).map((g) => ({ id: g.groupId, name: g.name })) : null}
        submitting={save.isPending}
        serverErrors={isApiError(save.error) ? serverFieldError(save.error) : {}}
        onCancel={() => {
          setEditing(undefined);
          save.reset();
        }}
        onSubmit={(reminder) =>
          save.mutate(
            { reminder, ...(editing ? { reminderId: editing.id } : {}) },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setEditing(undefined);
              },
            },
          )
        }
      />
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
      <ConfirmDialog
        open={deleting !== null}
        title="Delete reminder"
        message={deleting ? `Delete the reminder ${deleting.title} of ${deleting.assetName} and its history?` : ''}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              setDeleting(null);
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </div>
  );
}
