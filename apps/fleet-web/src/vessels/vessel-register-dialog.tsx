import { GEAR_LABELS, GEAR_TYPES, vesselRegisterInputSchema, type GearType, type Vessel, type VesselRegisterInput } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { DialogForm, DialogFrame } from '../alerts/form-dialog';
import { footError } from '../maintenance/work-order-logic';
import { SelectField } from '../transport/select-field';

const FIELDS = ['registration', 'callSign', 'mmsi', 'gearType', 'lengthM', 'homePort', 'agency', 'published'] as const;

/** Props of {@link VesselRegisterDialog}. */
export interface VesselRegisterDialogProps {
  /** The vessel whose register is edited; null: closed. */
  vessel: Vessel | null;
  onSubmit: (input: VesselRegisterInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

interface Draft {
  registration: string;
  callSign: string;
  mmsi: string;
  gearType: GearType;
  lengthM: string;
  homePort: string;
  agency: string;
  published: boolean;
}

const draftOf = (v: Vessel | null): Draft => ({
  registration: v?.registration ?? '',
  callSign: v?.callSign ?? '',
  mmsi: v?.mmsi ?? '',
  gearType: v?.gearType ?? 'none',
  lengthM: v?.lengthM === null || v?.lengthM === undefined ? '' : String(v.lengthM),
  homePort: v?.homePort ?? '',
  agency: v?.agency ?? '',
  published: v?.published ?? false,
});

/** The register body of a draft (an empty length is unknown: null; anything else a number the schema checks). */
export function registerBodyOf(d: Draft): VesselRegisterInput {
  return { ...d, lengthM: d.lengthM.trim() === '' ? null : Number(d.lengthM) };
}

function RegisterForm({ vessel, onSubmit, onCancel, submitting = false, serverErrors = {} }: VesselRegisterDialogProps & { vessel: Vessel }) {
  const { draft, set, errors, setErrors } = useFormDraft<Draft>(vessel.assetId, () => draftOf(vessel));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  return (
    <DialogForm onSubmit={() => submitChecked(vesselRegisterInputSchema, registerBodyOf(draft), setErrors, onSubmit)}>
      <div className="transport-form__row">
        <TextField label="Registration number" value={draft.registration} onChange={(e) => set('registration', e.target.value)} error={errorOf('registration')} data-testid="vessel-registration" />
        <TextField label="Call sign" value={draft.callSign} onChange={(e) => set('callSign', e.target.value)} error={errorOf('callSign')} data-testid="vessel-call-sign" />
      </div>
      <div className="transport-form__row">
        <TextField label="MMSI" value={draft.mmsi} inputMode="numeric" onChange={(e) => set('mmsi', e.target.value)} error={errorOf('mmsi')} placeholder="9 digits" data-testid="vessel-mmsi" />
        <SelectField label="Gear type" value={draft.gearType} onChange={(v) => set('gearType', v as GearType)} error={errorOf('gearType')} testId="vessel-gear">
          {GEAR_TYPES.map((g) => (
            <option key={g} value={g}>
              {GEAR_LABELS[g]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="transport-form__row">
        <TextField label="Length (m)" value={draft.lengthM} inputMode="decimal" onChange={(e) => set('lengthM', e.target.value)} error={errorOf('lengthM')} data-testid="vessel-length" />
        <TextField label="Home port" value={draft.homePort} onChange={(e) => set('homePort', e.target.value)} error={errorOf('homePort')} data-testid="vessel-home-port" />
      </div>
      <TextField label="Owner / agency" value={draft.agency} onChange={(e) => set('agency', e.target.value)} error={errorOf('agency')} data-testid="vessel-agency" />
      <label className="vessel-check">
        <input type="checkbox" checked={draft.published} onChange={(e) => set('published', e.target.checked)} data-testid="vessel-published" /> Show on the public vessel page (name, gear, length, home port and a
        delayed position)
      </label>
      <FormActions formError={footError(shown, FIELDS)} onCancel={onCancel} submitting={submitting} testId="vessel-register" />
    </DialogForm>
  );
}

/** A vessel's register entry (Administrators): registration, call sign, MMSI, gear, length, home port, owner / agency, public. */
export function VesselRegisterDialog(props: VesselRegisterDialogProps) {
  return (
    <DialogFrame open={props.vessel !== null} title={props.vessel ? `Vessel register · ${props.vessel.name}` : ''} testId="vessel-register-dialog" onClose={props.onCancel} width={640}>
      {props.vessel ? <RegisterForm {...props} vessel={props.vessel} /> : null}
    </DialogFrame>
  );
}
