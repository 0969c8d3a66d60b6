import { MAINTENANCE_LIMITS, serviceProgramInputSchema, type ServiceProgram, type ServiceProgramInput } from '@fleet/domain';
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { Button, TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { ASSET_FIELDS, GROUP_FIELDS, firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from '../alerts/form-dialog';
import { newTask, programBodyOf, programDraftOf, type ProgramDraft, type TaskDraft } from './schedule-logic';
import { TextAreaField } from './work-order-chips';
import { footError } from './work-order-logic';

const FIELDS = ['name', 'description', 'tasks', 'assetIds', 'groupIds', 'notifyWeb', 'emails'] as const;

/** Props of {@link ServiceProgramDialog}. */
export interface ServiceProgramDialogProps {
  open: boolean;
  /** The program to edit; null creates one. */
  program: ServiceProgram | null;
  /** The assets it may cover (with their group, for the picker). */
  assets: readonly { assetId: number; assetName: string; assetGroup: string }[];
  /** The company's groups. */
  groups: readonly { id: number; name: string }[];
  onSubmit: (program: ServiceProgramInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

function TaskRow({ task, index, errors, onChange, onRemove }: { task: TaskDraft; index: number; errors: FieldErrors; onChange: (t: TaskDraft) => void; onRemove?: () => void }) {
  const errorOf = (field: string) => firstErrorOf(errors, `tasks.${index}.${field}`);
  const field = (key: keyof Omit<TaskDraft, 'id'>, label: string, testId: string, inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <TextField label={label} inputMode={inputMode} value={task[key]} onChange={(e) => onChange({ ...task, [key]: e.target.value })} error={errorOf(key)} data-testid={`program-task-${testId}`} />
  );
  return (
    <fieldset className="maintenance-program-task" data-testid="program-task-row">
      <legend>Task {index + 1}</legend>
      <div className="maintenance-form__row">
        <TextField label="Task" value={task.name} onChange={(e) => onChange({ ...task, name: e.target.value })} error={errorOf('name')} placeholder="Engine oil and filter" data-testid="program-task-name" />
        {onRemove ? (
          <Button size="sm" variant="ghost" className="maintenance-program-task__remove" onClick={onRemove} aria-label={`Remove task ${index + 1}`} data-testid="program-task-remove">
            Remove
          </Button>
        ) : null}
      </div>
      <div className="maintenance-form__row">
        {field('everyKm', 'Every, km', 'km', 'decimal')}
        {field('everyHours', 'Every, engine hours', 'hours', 'decimal')}
        {field('everyMonths', 'Every, months', 'months')}
      </div>
      <div className="maintenance-form__row">
        {field('noticeKm', 'Notice, km', 'notice-km', 'decimal')}
        {field('noticeHours', 'Notice, engine hours', 'notice-hours', 'decimal')}
        {field('noticeDays', 'Notice, days', 'notice-days')}
      </div>
    </fieldset>
  );
}

/**
 * Creates or changes a service program (Administrators): its name and description, its tasks (each every N km,
 * engine hours or months, whichever comes first, told its notice before), the assets and groups it covers, and who
 * is told. A kept task keeps its schedules; a removed task's schedules go.
 */
export function ServiceProgramDialog({ open, program, assets, groups, onSubmit, onCancel, submitting = false, serverErrors = {} }: ServiceProgramDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<ProgramDraft>(open ? (program?.id ?? 'new') : 'closed', () => programDraftOf(program));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const setTask = (i: number, t: TaskDraft) => set('tasks', draft.tasks.map((x, k) => (k === i ? t : x)));
  const removesKept = program !== null && program.tasks.some((t) => !draft.tasks.some((d) => d.id === t.id));
  return (
    <FormDialog open={open} title={program ? `Edit ${program.name}` : 'New service program'} testId="program-form" onCancel={onCancel} onSubmit={() => submitChecked(serviceProgramInputSchema, programBodyOf(draft), setErrors, onSubmit)}>
      <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errorOf('name')} placeholder="Heavy truck A-service" data-testid="program-name-input" />
      <TextAreaField label="Description" value={draft.description} onChange={(e) => set('description', e.target.value)} error={errorOf('description')} data-testid="program-description" />
      <div className="admin-form__group maintenance-program-tasks" data-testid="program-tasks">
        <span className="settings-form__label">Tasks: each is due at whichever of its intervals comes first</span>
        {draft.tasks.map((t, i) => (
          <TaskRow key={t.id ?? `new-${i}`} task={t} index={i} errors={shown} onChange={(next) => setTask(i, next)} onRemove={draft.tasks.length > 1 ? () => set('tasks', draft.tasks.filter((_, k) => k !== i)) : undefined} />
        ))}
        {shown['tasks'] ? <p className="admin-form__error">{shown['tasks']}</p> : null}
        {removesKept ? <p className="muted" data-testid="program-task-removed-hint">A removed task's schedules are removed with it when you save.</p> : null}
        <Button size="sm" variant="secondary" disabled={draft.tasks.length >= MAINTENANCE_LIMITS.tasksMax} onClick={() => set('tasks', [...draft.tasks, newTask()])} data-testid="program-task-add">
          Add task
        </Button>
      </div>
      <div className="admin-form__group">
        <span className="settings-form__label">Assets and groups it covers (a group: each of its assets, now and later)</span>
        <GroupedMultiSelect options={assets} fields={ASSET_FIELDS} value={draft.assetIds} onChange={(ids: OptionValue[]) => set('assetIds', ids.map(Number))} placeholder="Select assets" ariaLabel="Assets" width={420} testId="program-assets" />
        <GroupedMultiSelect
          options={groups.map((g) => ({ ...g, kind: 'Asset groups' }))}
          fields={GROUP_FIELDS}
          value={draft.groupIds}
          onChange={(ids: OptionValue[]) => set('groupIds', ids.map(Number))}
          placeholder="Select groups"
          ariaLabel="Groups"
          width={420}
          testId="program-groups"
        />
        {errorOf('assetIds') ?? errorOf('groupIds') ? <p className="admin-form__error">{errorOf('assetIds') ?? errorOf('groupIds')}</p> : null}
      </div>
      <label className="admin-form__check">
        <input type="checkbox" checked={draft.notifyWeb} onChange={(e) => set('notifyWeb', e.target.checked)} data-testid="program-web" /> Alert in the web app when a schedule is due soon, due and overdue
      </label>
      <TextField label="E-mail to (comma-separated)" value={draft.emails} onChange={(e) => set('emails', e.target.value)} error={errorOf('emails')} data-testid="program-emails" />
      <FormActions formError={footError(shown, FIELDS)} onCancel={onCancel} submitting={submitting} testId="program" />
    </FormDialog>
  );
}
