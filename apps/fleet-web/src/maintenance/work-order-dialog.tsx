import { MAINTENANCE_TEXTS, WORK_ORDER_PRIORITIES, workOrderInputSchema, type WorkOrderInput, type WorkOrderPriority } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import { useId } from 'react';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from '../alerts/form-dialog';
import { LinesEditor } from './lines-editor';
import { TextAreaField } from './work-order-chips';
import { footError, workOrderBodyOf, workOrderDraftOf, type WorkOrderDraft, type WorkOrderOrigin } from './work-order-logic';

/** The fields the work order form shows (a server message naming another goes to the form's foot). */
export const WORK_ORDER_FIELDS = ['assetId', 'title', 'description', 'priority', 'assignee', 'vendor', 'dueDate', 'lines'] as const;

/** Props of {@link WorkOrderFields}. */
export interface WorkOrderFieldsProps {
  draft: WorkOrderDraft;
  set: <K extends keyof WorkOrderDraft>(key: K, value: WorkOrderDraft[K]) => void;
  /** Messages by field (the schema's, then the server's). */
  errors: FieldErrors;
  assets: readonly { assetId: number; assetName: string }[];
  /** The asset cannot change (an existing work order, or one opened from a schedule). */
  assetFixed: boolean;
  /** A defect report: its description is what is wrong, and required. */
  defect: boolean;
}

/** A work order's fields: asset, title, description, priority, assignee, vendor, due date, and its parts and labour. */
export function WorkOrderFields({ draft, set, errors, assets, assetFixed, defect }: WorkOrderFieldsProps) {
  const errorOf = (field: string) => firstErrorOf(errors, field);
  const id = useId();
  return (
    <>
      <div className="fleet-field">
        <label className="fleet-field__label" htmlFor={`${id}-asset`}>
          Asset
        </label>
        <select id={`${id}-asset`} className="fleet-field__input" value={draft.assetId} disabled={assetFixed} onChange={(e) => set('assetId', e.target.value)} aria-invalid={errorOf('assetId') ? true : undefined} data-testid="wo-asset">
          <option value="">Choose an asset</option>
          {assets.map((a) => (
            <option key={a.assetId} value={a.assetId}>
              {a.assetName}
            </option>
          ))}
        </select>
        {errorOf('assetId') ? (
          <span className="fleet-field__error" role="alert">
            {errorOf('assetId')}
          </span>
        ) : null}
      </div>
      <TextField label={defect ? 'Defect (short)' : 'Title'} value={draft.title} onChange={(e) => set('title', e.target.value)} error={errorOf('title')} placeholder={defect ? 'Brake warning light' : 'Replace front brake pads'} data-testid="wo-title" />
      <TextAreaField label={defect ? 'What is wrong, when it happens' : 'Description'} value={draft.description} onChange={(e) => set('description', e.target.value)} error={errorOf('description')} data-testid="wo-description" />
      <div className="maintenance-form__row">
        <div className="fleet-field">
          <label className="fleet-field__label" htmlFor={`${id}-priority`}>
            Priority
          </label>
          <select id={`${id}-priority`} className="fleet-field__input" value={draft.priority} onChange={(e) => set('priority', e.target.value as WorkOrderPriority)} data-testid="wo-priority">
            {WORK_ORDER_PRIORITIES.map((p) => (
              <option key={p.priority} value={p.priority}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Due date" type="date" value={draft.dueDate} onChange={(e) => set('dueDate', e.target.value)} error={errorOf('dueDate')} data-testid="wo-due" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Assigned to" value={draft.assignee} onChange={(e) => set('assignee', e.target.value)} error={errorOf('assignee')} placeholder="Mechanic or workshop" data-testid="wo-assignee" />
        <TextField label="Vendor" value={draft.vendor} onChange={(e) => set('vendor', e.target.value)} error={errorOf('vendor')} placeholder="Outside workshop, if any" data-testid="wo-vendor" />
      </div>
      <LinesEditor lines={draft.lines} onChange={(lines) => set('lines', lines)} errors={Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('lines')))} testId="wo-lines" />
      {errorOf('lines') && !Object.keys(errors).some((k) => k.startsWith('lines.')) ? <p className="admin-form__error">{errorOf('lines')}</p> : null}
    </>
  );
}

/** Props of {@link WorkOrderDialog}. */
export interface WorkOrderDialogProps {
  open: boolean;
  /** By hand, a defect report, or a due schedule (its asset, reminder and task). */
  origin: WorkOrderOrigin;
  assets: readonly { assetId: number; assetName: string }[];
  onSubmit: (workOrder: WorkOrderInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

const titleOf = (origin: WorkOrderOrigin) =>
  origin.source === 'defect' ? MAINTENANCE_TEXTS.reportDefect : origin.source === 'schedule' ? `Open work order: ${origin.title}` : MAINTENANCE_TEXTS.newWorkOrder;

/**
 * Opens a work order: by hand, from a defect (what is wrong is required; high priority unless told otherwise) or from a
 * due schedule (its asset fixed, its task as the title). Messages show beside the fields, the server's too.
 */
export function WorkOrderDialog({ open, origin, assets, onSubmit, onCancel, submitting = false, serverErrors = {} }: WorkOrderDialogProps) {
  const key = open ? `${origin.source}:${origin.assetId ?? ''}:${origin.source === 'schedule' ? origin.reminderId : ''}` : 'closed';
  const { draft, set, errors, setErrors } = useFormDraft<WorkOrderDraft>(key, () => workOrderDraftOf(null, origin));
  const shown = { ...errors, ...serverErrors };
  const submit = () =>
    submitChecked(workOrderInputSchema, workOrderBodyOf(draft, { source: origin.source, reminderId: origin.source === 'schedule' ? origin.reminderId : null }), setErrors, onSubmit);
  return (
    <FormDialog open={open} title={titleOf(origin)} testId={origin.source === 'defect' ? 'wo-defect-form' : 'wo-form'} onCancel={onCancel} onSubmit={submit}>
      {origin.source === 'schedule' ? <p className="muted">{MAINTENANCE_TEXTS.programFromSchedule(origin.programName)}: completing the work order completes the schedule and moves it to its next due.</p> : null}
      {origin.source === 'defect' ? <p className="muted">Say what is wrong and when it shows; the workshop takes it from here.</p> : null}
      <WorkOrderFields draft={draft} set={set} errors={shown} assets={assets} assetFixed={origin.source === 'schedule'} defect={origin.source === 'defect'} />
      <FormActions formError={footError(shown, WORK_ORDER_FIELDS)} onCancel={onCancel} submitting={submitting} testId="wo" submitLabel={origin.source === 'defect' ? 'Report' : 'Open work order'} />
    </FormDialog>
  );
}
