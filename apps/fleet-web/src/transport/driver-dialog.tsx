import { driverInputSchema, type Driver, type DriverInput } from '@fleet/domain';
import { ReceiptFileLink, type ReceiptFileOpener, type ReceiptUploader } from '@fleet/report-modals';
import { Button, DIALOG_CLASS_NAMES, TextField } from '@fleet/ui';
import { useId, useState } from 'react';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { TextAreaField } from '../maintenance/work-order-chips';
import { footError } from '../maintenance/work-order-logic';
import { SelectField } from './select-field';
import { DialogFrame } from '../alerts/form-dialog';

const FIELDS = ['name', 'phone', 'licenceClass', 'licenceExpiry', 'driverKey', 'assetId', 'photoUrl', 'notes', 'active'] as const;

/** Props of {@link DriverDialog}. */
export interface DriverDialogProps {
  open: boolean;
  /** The driver to change; null adds one. */
  driver: Driver | null;
  /** The vehicles a driver may be assigned to. */
  vehicles: readonly { assetId: number; assetName: string }[];
  /** Uploads the driver's photo. */
  upload: ReceiptUploader;
  onOpenFile?: ReceiptFileOpener;
  onSubmit: (driver: DriverInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

interface DriverDraft {
  name: string;
  phone: string;
  licenceClass: string;
  /** YYYY-MM-DD or ''. */
  licenceExpiry: string;
  driverKey: string;
  assetId: string;
  photoUrl: string | null;
  notes: string;
  active: boolean;
}

const draftOf = (d: Driver | null): DriverDraft => ({
  name: d?.name ?? '',
  phone: d?.phone ?? '',
  licenceClass: d?.licenceClass ?? '',
  licenceExpiry: d?.licenceExpiry ?? '',
  driverKey: d?.driverKey ?? '',
  assetId: d?.assetId ? String(d.assetId) : '',
  photoUrl: d?.photoUrl ?? null,
  notes: d?.notes ?? '',
  active: d?.active ?? true,
});

/** The body of a driver's draft (empty optional fields are null). */
export function driverBodyOf(d: DriverDraft): DriverInput {
  return {
    name: d.name,
    phone: d.phone,
    licenceClass: d.licenceClass,
    licenceExpiry: d.licenceExpiry.trim() === '' ? null : d.licenceExpiry.trim(),
    driverKey: d.driverKey.trim() === '' ? null : d.driverKey.trim(),
    assetId: d.assetId === '' ? null : Number(d.assetId),
    photoUrl: d.photoUrl,
    notes: d.notes,
    active: d.active,
  };
}

function PhotoField({ url, onChange, upload, onOpenFile }: { url: string | null; onChange: (url: string | null) => void; upload: ReceiptUploader; onOpenFile?: ReceiptFileOpener }) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const choose = (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, error: null });
    upload(file, () => {}).then(
      (r) => {
        setState({ busy: false, error: null });
        onChange(r.url);
      },
      (e: unknown) => setState({ busy: false, error: e instanceof Error ? e.message : 'The photo could not be uploaded.' }),
    );
  };
  return (
    <div className="fleet-field">
      <label className="fleet-field__label" htmlFor={id}>
        Photo
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={state.busy}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="driver-photo"
      />
      {state.busy ? <span className="muted">Uploading…</span> : null}
      {url ? (
        <span className="transport-photo" data-testid="driver-photo-file">
          <ReceiptFileLink url={url} onOpenFile={onOpenFile}>
            {url.split('/').pop()}
          </ReceiptFileLink>{' '}
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} data-testid="driver-photo-remove">
            Remove
          </Button>
        </span>
      ) : null}
      {state.error ? (
        <span className="fleet-field__error" role="alert">
          {state.error}
        </span>
      ) : null}
    </div>
  );
}

function DriverForm({ driver, vehicles, upload, onOpenFile, onSubmit, onCancel, submitting = false, serverErrors = {} }: DriverDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<DriverDraft>(driver?.id ?? 'new', () => draftOf(driver));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  return (
    <form
      className={`${DIALOG_CLASS_NAMES.body} admin-form`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submitChecked(driverInputSchema, driverBodyOf(draft), setErrors, onSubmit);
      }}
    >
      <div className="transport-form__row">
        <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errorOf('name')} data-testid="driver-name" />
        <TextField label="Phone" value={draft.phone} onChange={(e) => set('phone', e.target.value)} error={errorOf('phone')} data-testid="driver-phone" />
      </div>
      <div className="transport-form__row">
        <TextField label="Licence class" value={draft.licenceClass} onChange={(e) => set('licenceClass', e.target.value)} error={errorOf('licenceClass')} placeholder="D, E, GDL…" data-testid="driver-licence-class" />
        <TextField label="Licence expiry" type="date" value={draft.licenceExpiry} onChange={(e) => set('licenceExpiry', e.target.value)} error={errorOf('licenceExpiry')} data-testid="driver-licence-expiry" />
      </div>
      <div className="transport-form__row">
        <TextField label="Driver key" value={draft.driverKey} onChange={(e) => set('driverKey', e.target.value)} error={errorOf('driverKey')} hint="The iButton or card number the vehicle's reader reports" data-testid="driver-key" />
        <SelectField label="Assigned vehicle" value={draft.assetId} onChange={(v) => set('assetId', v)} error={errorOf('assetId')} testId="driver-vehicle">
          <option value="">None</option>
          {vehicles.map((v) => (
            <option key={v.assetId} value={v.assetId}>
              {v.assetName}
            </option>
          ))}
        </SelectField>
      </div>
      <PhotoField url={draft.photoUrl} onChange={(url) => set('photoUrl', url)} upload={upload} onOpenFile={onOpenFile} />
      <TextAreaField label="Notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} error={errorOf('notes')} data-testid="driver-notes" />
      <label className="admin-form__check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} data-testid="driver-active" /> Active (offered on new trips)
      </label>
      <FormActions formError={footError(shown, FIELDS)} onCancel={onCancel} submitting={submitting} testId="driver" />
    </form>
  );
}

/** Adds or changes a driver (Administrators): name, phone, licence class and expiry, driver key, assigned vehicle, photo, notes. */
export function DriverDialog(props: DriverDialogProps) {
  return (
    <DialogFrame open={props.open} title={props.driver ? `Change ${props.driver.name}` : 'New driver'} width={640} testId="driver-form" onClose={props.onCancel}>
      {props.open ? <DriverForm {...props} /> : null}
    </DialogFrame>
  );
}
