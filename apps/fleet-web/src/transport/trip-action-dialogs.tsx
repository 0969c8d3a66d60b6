import { proofOfDeliverySchema, tripCancelSchema, type TransportTrip, type TripStop } from '@fleet/domain';
import { FilesField, useReceiptUploads, type ReceiptFileOpener, type ReceiptUploader } from '@fleet/report-modals';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft, pendingUploadErrors } from '../admin/form-draft';
import { DialogFrame, FormDialog, DialogForm } from '../alerts/form-dialog';
import { TextAreaField } from '../maintenance/work-order-chips';
import { footError } from '../maintenance/work-order-logic';
import { stopKindLabel } from './transport-format';

/** Props of {@link CancelTripDialog}. */
export interface CancelTripDialogProps {
  /** The trip to cancel; null: closed. */
  trip: TransportTrip | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  busy?: boolean;
  serverErrors?: FieldErrors;
}

/** Asks before cancelling a trip, with the reason (kept on the trip). */
export function CancelTripDialog({ trip, onConfirm, onCancel, busy = false, serverErrors = {} }: CancelTripDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<{ reason: string }>(trip?.id ?? 'none', () => ({ reason: '' }));
  const shown = { ...errors, ...serverErrors };
  return (
    <FormDialog
      open={trip !== null}
      title={trip ? `Cancel ${trip.number}?` : 'Cancel trip'}
      testId="trip-cancel-form"
      onCancel={onCancel}
      onSubmit={() => submitChecked(tripCancelSchema, { reason: draft.reason.trim() }, setErrors, (b) => onConfirm(b.reason))}
    >
      <p>{trip?.status === 'planned' ? 'The trip will not be dispatched.' : 'Its stops stop following the vehicle.'} A cancelled trip can be planned again.</p>
      <TextAreaField label="Reason" value={draft.reason} onChange={(e) => set('reason', e.target.value)} error={firstErrorOf(shown, 'reason')} placeholder="Why it is cancelled (the client, the vehicle…)" data-testid="trip-cancel-reason" />
      <FormActions formError={footError(shown, ['reason'])} onCancel={onCancel} submitting={busy} testId="trip-cancel-form" submitLabel="Cancel trip" />
    </FormDialog>
  );
}

/** What a proof of delivery sends. */
export interface ProofOfDelivery {
  files: string[];
  note: string;
  receivedBy: string;
}

/** Props of {@link ProofOfDeliveryDialog}. */
export interface ProofOfDeliveryDialogProps {
  /** The trip and its reached stop; null: closed. */
  target: { trip: TransportTrip; stop: TripStop } | null;
  /** Uploads a signature image or a photo. */
  upload: ReceiptUploader;
  onOpenFile?: ReceiptFileOpener;
  onSubmit: (pod: ProofOfDelivery) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

type PodTarget = NonNullable<ProofOfDeliveryDialogProps['target']>;

function PodForm({ target, upload, onOpenFile, onSubmit, onCancel, submitting = false, serverErrors = {} }: ProofOfDeliveryDialogProps & { target: PodTarget }) {
  const { stop } = target;
  const { draft, set, errors, setErrors } = useFormDraft<{ note: string; receivedBy: string }>(`${target.trip.id}:${stop.seq}`, () => ({ note: stop.pod?.note ?? '', receivedBy: stop.pod?.receivedBy ?? '' }));
  const uploads = useReceiptUploads(upload, stop.pod?.files ?? []);
  const shown = { ...errors, ...serverErrors };
  const submit = () => {
    const extra = pendingUploadErrors(uploads);
    submitChecked(proofOfDeliverySchema, { files: uploads.urls, note: draft.note.trim(), receivedBy: draft.receivedBy.trim() }, setErrors, onSubmit, extra);
  };
  return (
    <DialogForm onSubmit={submit}>
      <p className="muted">
        Stop {stop.seq}: {stopKindLabel(stop.kind)} at {stop.place}. A signature image or photos, or a note{stop.seq === target.trip.stops.length ? '; at the last stop it completes the trip' : ''}.
      </p>
      <TextField label="Received by" value={draft.receivedBy} onChange={(e) => set('receivedBy', e.target.value)} error={firstErrorOf(shown, 'receivedBy')} placeholder="The receiver's name" data-testid="trip-pod-received-by" />
      <TextAreaField label="Note" value={draft.note} onChange={(e) => set('note', e.target.value)} error={firstErrorOf(shown, 'note')} data-testid="trip-pod-note" />
      <FilesField uploads={uploads} onOpenFile={onOpenFile} testId="trip-pod-upload" />
      {firstErrorOf(shown, 'files') ? (
        <p className="admin-form__error" role="alert" data-testid="trip-pod-files-error">
          {firstErrorOf(shown, 'files')}
        </p>
      ) : null}
      <FormActions formError={footError(shown, ['files', 'note', 'receivedBy'])} onCancel={onCancel} submitting={submitting} testId="trip-pod" submitLabel="Save proof of delivery" />
    </DialogForm>
  );
}

/** The proof of delivery at a reached stop: who received the goods, a note, and a signature image or photos (uploaded). */
export function ProofOfDeliveryDialog(props: ProofOfDeliveryDialogProps) {
  const { target, onCancel } = props;
  return (
    <DialogFrame open={target !== null} title={target ? `Proof of delivery: ${target.trip.number}, stop ${target.stop.seq}` : 'Proof of delivery'} testId="trip-pod-form" onClose={onCancel}>
      {target ? <PodForm key={`${target.trip.id}:${target.stop.seq}`} {...props} target={target} /> : null}
    </DialogFrame>
  );
}
