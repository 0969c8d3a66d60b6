import { REMINDER_KINDS, completeReminderSchema, reminderInputSchema, type AssetSummary, type CompleteReminder, type Reminder, type ReminderInput, type ReminderKind } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import { useState } from 'react';
import type { FieldErrors } from '../admin/field-errors';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormActions } from '../admin/form-actions';
import { FormDialog } from './form-dialog';

/** A number field's text as the schema reads it: empty is null, anything else a number (NaN when not one). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

interface ReminderDraft {
  kind: ReminderKind;
  title: string;
  target: string;
  dueDate: string;
  repeatMonths: string;
  everyKm: string;
  startKm: string;
  noticeDays: string;
  noticeKm: string;
  everyHours: string;
  startHours: string;
  noticeHours: string;
  notifyWeb: boolean;
  emails: string;
}

const draftOf = (reminder: Reminder | null): ReminderDraft => ({
  kind: reminder?.kind ?? 'road-tax',
  title: reminder?.title ?? 'Road tax',
  target: reminder ? `asset:${reminder.assetId}` : '',
  dueDate: reminder?.dueDate ?? '',
  repeatMonths: reminder?.repeatMonths === null || reminder?.repeatMonths === undefined ? (reminder ? '' : '12') : String(reminder.repeatMonths),
  everyKm: reminder?.everyKm === null || reminder?.everyKm === undefined ? '' : String(reminder.everyKm),
  startKm: reminder?.nextKm !== null && reminder?.nextKm !== undefined && reminder.everyKm !== null ? String(reminder.nextKm - reminder.everyKm) : '',
  noticeDays: String(reminder?.noticeDays ?? 14),
  noticeKm: String(reminder?.noticeKm ?? 500),
  everyHours: reminder?.everyHours === null || reminder?.everyHours === undefined ? '' : String(reminder.everyHours),
  startHours: reminder?.nextHours !== null && reminder?.nextHours !== undefined && reminder.everyHours !== null ? String(Math.round((reminder.nextHours - reminder.everyHours) * 10) / 10) : '',
  noticeHours: String(reminder?.noticeHours ?? 25),
  notifyWeb: reminder?.notifyWeb ?? true,
  emails: (reminder?.emails ?? []).join(', '),
});

/** Props of {@link ReminderDialog}. */
export interface ReminderDialogProps {
  open: boolean;
  reminder: Reminder | null;
  assets: readonly AssetSummary[];
  /** The company's groups (Administrators: one reminder per asset of the group); null for Clients. */
  groups: readonly { id: number; name: string }[] | null;
  onSubmit: (reminder: ReminderInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

/**
 * Adds or edits a reminder: what (kind, title), for which asset (or group, new ones only), when (a due date and its
 * repeat, a distance interval from a reading, or both: whichever comes first), how early (notice), and who is told.
 */
export function ReminderDialog({ open, reminder, assets, groups, onSubmit, onCancel, submitting = false, serverErrors = {} }: ReminderDialogProps) {
  const { draft, setDraft, set, errors, setErrors } = useFormDraft<ReminderDraft>(reminder?.id ?? 'new', () => draftOf(reminder));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);

  const submit = () => {
    const [kind, id] = draft.target.split(':');
    const body: ReminderInput = {
      kind: draft.kind,
      title: draft.title,
      assetId: kind === 'asset' ? Number(id) : null,
      groupId: kind === 'group' ? Number(id) : null,
      dueDate: draft.dueDate.trim() === '' ? null : draft.dueDate.trim(),
      repeatMonths: numberOrNull(draft.repeatMonths),
      everyKm: numberOrNull(draft.everyKm),
      startKm: numberOrNull(draft.startKm),
      noticeDays: Number(draft.noticeDays),
      noticeKm: Number(draft.noticeKm),
      everyHours: numberOrNull(draft.everyHours),
      startHours: numberOrNull(draft.startHours),
      noticeHours: Number(draft.noticeHours),
      notifyWeb: draft.notifyWeb,
      emails: draft.emails
        .split(/[,;\s]+/)
        .map((e) => e.trim())
        .filter(Boolean),
    };
    submitChecked(reminderInputSchema, body, setErrors, onSubmit);
  };

  return (
    <FormDialog open={open} title={reminder ? 'Edit reminder' : 'New reminder'} testId="reminder-form" onCancel={onCancel} onSubmit={submit}>
        <label className="settings-form__label">
          Kind{' '}
          <select
            value={draft.kind}
            onChange={(e) => {
              const next = e.target.value as ReminderKind;
              const label = REMINDER_KINDS.find((k) => k.kind === next)?.label ?? '';
              setDraft((d) => ({ ...d, kind: next, title: REMINDER_KINDS.some((k) => k.label === d.title) || d.title === '' ? label : d.title }));
            }}
            data-testid="reminder-kind"
          >
            {REMINDER_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <TextField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={errorOf('title')} data-testid="reminder-title" />
        <label className="settings-form__label">
          For{' '}
          <select value={draft.target} disabled={reminder !== null} onChange={(e) => set('target', e.target.value)} data-testid="reminder-target">
            <option value="">Choose an asset{groups ? ' or a group' : ''}</option>
            <optgroup label="Assets">
              {assets.map((a) => (
                <option key={a.assetId} value={`asset:${a.assetId}`}>
                  {a.assetName}
                </option>
              ))}
            </optgroup>
            {groups && groups.length > 0 ? (
              <optgroup label="Groups (one reminder per asset)">
                {groups.map((g) => (
                  <option key={g.id} value={`group:${g.id}`}>
                    {g.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </label>
        {errorOf('assetId') ?? errorOf('groupId') ? <p className="admin-form__error">{errorOf('assetId') ?? errorOf('groupId')}</p> : null}
        <div className="alert-rule__hours">
          <TextField label="Due date" type="date" value={draft.dueDate} onChange={(e) => set('dueDate', e.target.value)} error={errorOf('dueDate')} data-testid="reminder-due" />
          <TextField label="Repeat, months" inputMode="numeric" value={draft.repeatMonths} onChange={(e) => set('repeatMonths', e.target.value)} error={errorOf('repeatMonths')} data-testid="reminder-repeat" />
        </div>
        <div className="alert-rule__hours">
          <TextField label="Every, km" inputMode="decimal" value={draft.everyKm} onChange={(e) => set('everyKm', e.target.value)} error={errorOf('everyKm')} data-testid="reminder-every-km" />
          <TextField label="From reading, km (empty: now)" inputMode="decimal" value={draft.startKm} onChange={(e) => set('startKm', e.target.value)} error={errorOf('startKm')} data-testid="reminder-start-km" />
        </div>
        <div className="alert-rule__hours">
          <TextField label="Every, engine hours" inputMode="decimal" value={draft.everyHours} onChange={(e) => set('everyHours', e.target.value)} error={errorOf('everyHours')} data-testid="reminder-every-hours" />
          <TextField label="From reading, h (empty: now)" inputMode="decimal" value={draft.startHours} onChange={(e) => set('startHours', e.target.value)} error={errorOf('startHours')} data-testid="reminder-start-hours" />
        </div>
        <div className="alert-rule__hours">
          <TextField label="Notice, days" inputMode="numeric" value={draft.noticeDays} onChange={(e) => set('noticeDays', e.target.value)} error={errorOf('noticeDays')} data-testid="reminder-notice-days" />
          <TextField label="Notice, km" inputMode="decimal" value={draft.noticeKm} onChange={(e) => set('noticeKm', e.target.value)} error={errorOf('noticeKm')} data-testid="reminder-notice-km" />
          <TextField label="Notice, engine hours" inputMode="decimal" value={draft.noticeHours} onChange={(e) => set('noticeHours', e.target.value)} error={errorOf('noticeHours')} data-testid="reminder-notice-hours" />
        </div>
        <label className="admin-form__check">
          <input type="checkbox" checked={draft.notifyWeb} onChange={(e) => set('notifyWeb', e.target.checked)} data-testid="reminder-web" /> Alert in the web app when due soon, due and overdue
        </label>
        <TextField label="E-mail to (comma-separated)" value={draft.emails} onChange={(e) => set('emails', e.target.value)} error={errorOf('emails')} data-testid="reminder-emails" />
        <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="reminder" />
    </FormDialog>
  );
}

/** Props of {@link CompleteReminderDialog}. */
export interface CompleteReminderDialogProps {
  reminder: Reminder | null;
  /** The company's date today (the default completion date). */
  today: string;
  onSubmit: (completion: CompleteReminder) => void;
  onCancel: () => void;
  submitting?: boolean;
}

/** Records a completion: its date, the odometer and engine hours then (empty: the asset's meters now), the cost and a note. */
export function CompleteReminderDialog({ reminder, today, onSubmit, onCancel, submitting = false }: CompleteReminderDialogProps) {
  const [doneOn, setDoneOn] = useState(today);
  const [odometer, setOdometer] = useState('');
  const [hours, setHours] = useState('');
  const [cost, setCost] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const body: CompleteReminder = { doneOn, odometerKm: numberOrNull(odometer), engineHours: numberOrNull(hours), cost: numberOrNull(cost), note };
    submitChecked(completeReminderSchema, body, setErrors, onSubmit);
  };
  return (
    <FormDialog open={reminder !== null} title={reminder ? `Complete ${reminder.title}: ${reminder.assetName}` : ''} testId="reminder-complete-form" onCancel={onCancel} onSubmit={submit}>
        <TextField label="Done on" type="date" value={doneOn} onChange={(e) => setDoneOn(e.target.value)} error={errors['doneOn']} data-testid="reminder-done-on" />
        <TextField
          label={`Odometer, km${reminder?.odometerKm !== null && reminder?.odometerKm !== undefined ? ` (now ${reminder.odometerKm})` : ''}`}
          inputMode="decimal"
          value={odometer}
          onChange={(e) => setOdometer(e.target.value)}
          error={errors['odometerKm']}
          data-testid="reminder-done-odometer"
        />
        <TextField
          label={`Engine hours${reminder?.engineHours !== null && reminder?.engineHours !== undefined ? ` (now ${reminder.engineHours})` : ''}`}
          inputMode="decimal"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          error={errors['engineHours']}
          data-testid="reminder-done-hours"
        />
        <TextField label="Cost" inputMode="decimal" value={cost} onChange={(e) => setCost(e.target.value)} error={errors['cost']} data-testid="reminder-done-cost" />
        <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} error={errors['note']} data-testid="reminder-done-note" />
        <FormActions formError={errors['form']} onCancel={onCancel} submitting={submitting} testId="reminder-done" submitLabel="Complete" />
    </FormDialog>
  );
}
