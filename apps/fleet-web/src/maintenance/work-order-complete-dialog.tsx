import { downtimeHours, workOrderCompleteSchema, type MaintenanceAsset, type WorkOrder, type WorkOrderComplete } from '@fleet/domain';
import { FilesField, useReceiptUploads, type ReceiptFileOpener, type ReceiptUploader } from '@fleet/report-modals';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft, pendingUploadErrors } from '../admin/form-draft';
import { fromLocalInputValue } from '../reports/report-period';
import { LinesEditor } from './lines-editor';
import { meterText } from './maintenance-format';
import { TextAreaField } from './work-order-chips';
import { completionBodyOf, completionDraftOf, footError, type CompletionDraft } from './work-order-logic';
import { DialogFrame, DialogForm } from '../alerts/form-dialog';

/** The fields the completion form shows (a server message naming another goes to the form's foot). */
const FIELDS = ['completedAt', 'odometerKm', 'engineHours', 'downtimeH', 'lines', 'vendor', 'notes'] as const;

/** Props of {@link CompleteWorkOrderDialog}. */
export interface CompleteWorkOrderDialogProps {
  /** The work order to complete; null: closed. */
  order: WorkOrder | null;
  /** Its asset (its meters now prefill the readings). */
  asset: Pick<MaintenanceAsset, 'odometer' | 'engineHours'> | undefined;
  /** The user's zone: the completion time is typed in it. */
  timeZone: string;
  /** ms since epoch: the default completion time. */
  now: number;
  /** Uploads a file of the completion (the invoice, the job card). */
  upload: ReceiptUploader;
  onOpenFile?: ReceiptFileOpener;
  onSubmit: (completion: WorkOrderComplete) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

function CompletionForm({ order, asset, timeZone, now, upload, onOpenFile, onSubmit, onCancel, submitting = false, serverErrors = {} }: CompleteWorkOrderDialogProps & { order: WorkOrder }) {
  const { draft, set, errors, setErrors } = useFormDraft<CompletionDraft>(order.id, () => completionDraftOf(order, asset, now, timeZone));
  const uploads = useReceiptUploads(upload);
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const at = fromLocalInputValue(draft.completedAt, timeZone);
  const computed = at === null ? null : downtimeHours({ openedAt: order.openedAt, startedAt: order.startedAt, completedAt: at });
  const submit = () => {
    const extra = pendingUploadErrors(uploads);
    submitChecked(workOrderCompleteSchema, completionBodyOf(draft, uploads.urls, timeZone), setErrors, onSubmit, extra);
  };
  return (
    <DialogForm onSubmit={submit}>
      <p className="muted">Completing writes the service record of {order.assetName}{order.reminderId !== null ? ' and moves its schedule on from these readings' : ''}. It cannot be undone.</p>
      <TextField label={`Completed at (${timeZone})`} type="datetime-local" value={draft.completedAt} onChange={(e) => set('completedAt', e.target.value)} error={errorOf('completedAt')} data-testid="wo-complete-at" />
      <div className="maintenance-form__row">
        <TextField
          label="Odometer, km"
          inputMode="decimal"
          value={draft.odometerKm}
          onChange={(e) => set('odometerKm', e.target.value)}
          error={errorOf('odometerKm')}
          hint={asset && asset.odometer.value !== null ? `Now ${meterText(asset.odometer, 'km')}` : 'Empty: the asset\'s reading now'}
          data-testid="wo-complete-odometer"
        />
        <TextField
          label="Engine hours"
          inputMode="decimal"
          value={draft.engineHours}
          onChange={(e) => set('engineHours', e.target.value)}
          error={errorOf('engineHours')}
          hint={asset && asset.engineHours.value !== null ? `Now ${meterText(asset.engineHours, 'h')}` : 'Empty: the asset\'s reading now'}
          data-testid="wo-complete-hours"
        />
        <TextField
          label="Downtime, hours"
          inputMode="decimal"
          value={draft.downtimeH}
          onChange={(e) => set('downtimeH', e.target.value)}
          error={errorOf('downtimeH')}
          placeholder={computed !== null ? String(computed) : ''}
          hint={`Empty: computed${computed !== null ? ` (${computed} h)` : ''}, from ${order.startedAt !== null ? 'the start of work' : 'the opening'} to the completion`}
          data-testid="wo-complete-downtime"
        />
      </div>
      <LinesEditor lines={draft.lines} onChange={(lines) => set('lines', lines)} errors={Object.fromEntries(Object.entries(shown).filter(([k]) => k.startsWith('lines')))} testId="wo-complete-lines" />
      <TextField label="Vendor" value={draft.vendor} onChange={(e) => set('vendor', e.target.value)} error={errorOf('vendor')} data-testid="wo-complete-vendor" />
      <TextAreaField label="Notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} error={errorOf('notes')} data-testid="wo-complete-notes" />
      <FilesField uploads={uploads} onOpenFile={onOpenFile} testId="wo-complete" />
      {errorOf('files') ? (
        <p className="admin-form__error" role="alert" data-testid="wo-complete-files-error">
          {errorOf('files')}
        </p>
      ) : null}
      <FormActions formError={footError(shown, [...FIELDS, 'files'])} onCancel={onCancel} submitting={submitting} testId="wo-complete" submitLabel="Complete work order" />
    </DialogForm>
  );
}

/**
 * Completes a work order: when (in the user's zone), at which odometer and engine hours (the asset's meters now by
 * default), its downtime (empty: computed), its final parts and labour, vendor, notes and files (invoice, job card).
 */
export function CompleteWorkOrderDialog(props: CompleteWorkOrderDialogProps) {
  const { order, onCancel } = props;
  return (
    <DialogFrame open={order !== null} title={order ? `Complete ${order.number}: ${order.title}` : 'Complete work order'} width={720} testId="wo-complete-form" onClose={onCancel}>
      {order ? <CompletionForm key={order.id} {...props} order={order} /> : null}
    </DialogFrame>
  );
}
