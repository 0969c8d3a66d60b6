import { clientInputSchema, transporterInputSchema, type AssetSummary, type Client, type ClientInput, type Transporter, type TransporterInput } from '@fleet/domain';
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { ASSET_FIELDS, firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from '../alerts/form-dialog';
import { TextAreaField } from '../maintenance/work-order-chips';
import { footError } from '../maintenance/work-order-logic';

/** A client's or a transporter's fields as the form edits them, with the ids it groups (sites or vehicles). */
interface PartnerDraft {
  name: string;
  contact: string;
  phone: string;
  email: string;
  notes: string;
  ids: number[];
  active: boolean;
}

const draftOf = (p: Omit<PartnerDraft, 'ids'> | null, ids: number[]): PartnerDraft => ({
  name: p?.name ?? '',
  contact: p?.contact ?? '',
  phone: p?.phone ?? '',
  email: p?.email ?? '',
  notes: p?.notes ?? '',
  ids,
  active: p?.active ?? true,
});

/** The fields a client and a transporter share: name, contact, phone, e-mail, notes, active. */
function PartnerFields({ draft, set, errors, prefix }: { draft: PartnerDraft; set: <K extends keyof PartnerDraft>(k: K, v: PartnerDraft[K]) => void; errors: FieldErrors; prefix: string }) {
  const errorOf = (field: string) => firstErrorOf(errors, field);
  return (
    <>
      <div className="transport-form__row">
        <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errorOf('name')} data-testid={`${prefix}-name`} />
        <TextField label="Contact" value={draft.contact} onChange={(e) => set('contact', e.target.value)} error={errorOf('contact')} data-testid={`${prefix}-contact`} />
      </div>
      <div className="transport-form__row">
        <TextField label="Phone" value={draft.phone} onChange={(e) => set('phone', e.target.value)} error={errorOf('phone')} data-testid={`${prefix}-phone`} />
        <TextField label="E-mail" type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} error={errorOf('email')} data-testid={`${prefix}-email`} />
      </div>
      <TextAreaField label="Notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} error={errorOf('notes')} data-testid={`${prefix}-notes`} />
      <label className="admin-form__check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} data-testid={`${prefix}-active`} /> Active (offered on new trips)
      </label>
    </>
  );
}

/** Props shared by the client and transporter dialogs. */
interface PartnerDialogProps<I> {
  open: boolean;
  onSubmit: (body: I) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

/** Props of {@link ClientDialog}. */
export interface ClientDialogProps extends PartnerDialogProps<ClientInput> {
  /** The client to change; null adds one. */
  client: Client | null;
  /** The company's POIs (a client's sites). */
  pois: readonly { id: number; name: string }[];
}

const POI_FIELDS = { group: 'kind', text: 'name', value: 'id' } as const;
const CLIENT_FIELDS = ['name', 'contact', 'phone', 'email', 'notes', 'poiIds', 'active'] as const;

/** Adds or changes a client (Administrators): its contact and its delivery sites (the company's POIs). */
export function ClientDialog({ open, client, pois, onSubmit, onCancel, submitting = false, serverErrors = {} }: ClientDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<PartnerDraft>(open ? (client?.id ?? 'new') : 'closed', () => draftOf(client, client?.sites.map((s) => s.poiId) ?? []));
  const shown = { ...errors, ...serverErrors };
  const { ids, ...rest } = draft;
  return (
    <FormDialog open={open} title={client ? `Change ${client.name}` : 'New client'} testId="client-form" onCancel={onCancel} onSubmit={() => submitChecked(clientInputSchema, { ...rest, poiIds: ids }, setErrors, onSubmit)}>
      <PartnerFields draft={draft} set={set} errors={shown} prefix="client" />
      <div className="admin-form__group">
        <span className="fleet-field__label">Sites</span>
        <GroupedMultiSelect
          options={pois.map((p) => ({ ...p, kind: 'POIs' }))}
          fields={POI_FIELDS}
          value={draft.ids}
          onChange={(v: OptionValue[]) => set('ids', v.map(Number))}
          placeholder="Choose the client's sites"
          ariaLabel="Sites"
          width={540}
          testId="client-sites"
        />
        {firstErrorOf(shown, 'poiIds') ? <p className="admin-form__error">{firstErrorOf(shown, 'poiIds')}</p> : null}
      </div>
      <FormActions formError={footError(shown, CLIENT_FIELDS)} onCancel={onCancel} submitting={submitting} testId="client" />
    </FormDialog>
  );
}

/** Props of {@link TransporterDialog}. */
export interface TransporterDialogProps extends PartnerDialogProps<TransporterInput> {
  /** The transporter to change; null adds one. */
  transporter: Transporter | null;
  /** The vehicles the user sees, by group. */
  vehicles: readonly AssetSummary[];
}

const TRANSPORTER_FIELDS = ['name', 'contact', 'phone', 'email', 'notes', 'assetIds', 'active'] as const;

/** Adds or changes a transporter (Administrators): a carrier or subcontractor, its contact and its vehicles. */
export function TransporterDialog({ open, transporter, vehicles, onSubmit, onCancel, submitting = false, serverErrors = {} }: TransporterDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<PartnerDraft>(open ? (transporter?.id ?? 'new') : 'closed', () => draftOf(transporter, transporter?.assetIds ?? []));
  const shown = { ...errors, ...serverErrors };
  const { ids, ...rest } = draft;
  return (
    <FormDialog
      open={open}
      title={transporter ? `Change ${transporter.name}` : 'New transporter'}
      testId="transporter-form"
      onCancel={onCancel}
      onSubmit={() => submitChecked(transporterInputSchema, { ...rest, assetIds: ids }, setErrors, onSubmit)}
    >
      <PartnerFields draft={draft} set={set} errors={shown} prefix="transporter" />
      <div className="admin-form__group">
        <span className="fleet-field__label">Vehicles</span>
        <GroupedMultiSelect
          options={vehicles}
          fields={ASSET_FIELDS}
          value={draft.ids}
          onChange={(v: OptionValue[]) => set('ids', v.map(Number))}
          placeholder="Choose its vehicles"
          ariaLabel="Vehicles"
          width={540}
          testId="transporter-vehicles"
        />
        {firstErrorOf(shown, 'assetIds') ? <p className="admin-form__error">{firstErrorOf(shown, 'assetIds')}</p> : null}
      </div>
      <FormActions formError={footError(shown, TRANSPORTER_FIELDS)} onCancel={onCancel} submitting={submitting} testId="transporter" />
    </FormDialog>
  );
}
