import { TREAD_LIMIT_MM, tireInspectSchema, tirePositionLabel, tireRemoveSchema, type Tire } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import { FormDialog } from '../alerts/form-dialog';
import type { FieldErrors } from '../admin/field-errors';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormActions } from '../admin/form-actions';
import { toLocalInputValue } from '../reports/report-period';
import { numberOrNull } from './maintenance-format';
import { belowLimit, instantOfInput, mmText, odometerStart, timeError } from './tire-view';

/** What an inspection sends (useInspectTire's variables less the tire). */
export interface TireInspectBody {
  time: number;
  treadMm: number;
  odometerKm: number | null;
}

/** What a removal sends (useRemoveTire's variables less the tire). */
export interface TireRemoveBody {
  time: number;
  odometerKm: number | null;
  treadMm: number | null;
  reason: string;
  retire: boolean;
  labourCost: number;
}

/** Props shared by the dialogs of a fitted tire. */
interface FittedTireDialogProps<B> {
  /** The fitted tire; the dialog is open while given. */
  tire: Tire | null;
  /** Its asset's odometer now, km (the field's start). */
  odometerKm: number | null;
  /** The user's zone: the time typed is read in it. */
  timeZone: string;
  /** The time the form starts at, ms. @default now */
  now?: number;
  onSubmit: (body: B) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

const where = (tire: Tire | null) => (tire ? `${tire.serial}, ${tire.assetName ?? ''} ${tirePositionLabel(tire.position ?? '')}` : '');
const late = (time: number): FieldErrors => {
  const message = Number.isFinite(time) ? timeError(time) : undefined;
  return message ? { time: message } : {};
};

/** Records a tread depth reading of a fitted tire: when (in the user's zone), the depth and the odometer then. */
export function InspectTireDialog({ tire, odometerKm, timeZone, now, onSubmit, onCancel, submitting = false, serverErrors = {} }: FittedTireDialogProps<TireInspectBody>) {
  const { draft, set, errors, setErrors } = useFormDraft(tire?.id ?? 'none', () => ({ time: toLocalInputValue(now ?? Date.now(), timeZone), tread: '', odometer: odometerStart(odometerKm) }));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const submit = () => {
    const body = { time: instantOfInput(draft.time, timeZone), treadMm: numberOrNull(draft.tread) as number, odometerKm: numberOrNull(draft.odometer) };
    submitChecked(tireInspectSchema, body, setErrors, onSubmit, late(body.time));
  };
  return (
    <FormDialog open={tire !== null} title={`Tread reading: ${where(tire)}`} testId="tire-inspect-form" onCancel={onCancel} onSubmit={submit}>
      <p className="muted">Last reading {mmText(tire?.figures.treadLastMm)}; the legal minimum is {TREAD_LIMIT_MM} mm.</p>
      <div className="maintenance-form__row">
        <TextField label="Measured at" type="datetime-local" value={draft.time} onChange={(e) => set('time', e.target.value)} error={errorOf('time')} hint={timeZone} data-testid="tire-inspect-time" />
        <TextField label="Tread depth, mm" inputMode="decimal" value={draft.tread} onChange={(e) => set('tread', e.target.value)} error={errorOf('treadMm')} data-testid="tire-inspect-tread" autoFocus />
      </div>
      <TextField label="Odometer, km" inputMode="decimal" value={draft.odometer} onChange={(e) => set('odometer', e.target.value)} error={errorOf('odometerKm')} data-testid="tire-inspect-odometer" />
      <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="tire-inspect" />
    </FormDialog>
  );
}

/** Reasons a tire comes off, offered in the reason field. */
export const REMOVAL_REASONS = ['Worn out', 'Puncture', 'Sidewall damage', 'Irregular wear', 'Retread', 'Moved to another asset', 'Seasonal change'] as const;

/**
 * Takes a fitted tire off: when (in the user's zone), the odometer and tread then, why, whether it goes back to the
 * stock or is retired for good (offered when the tread is at the legal limit), and the labour.
 */
export function RemoveTireDialog({ tire, odometerKm, timeZone, now, onSubmit, onCancel, submitting = false, serverErrors = {} }: FittedTireDialogProps<TireRemoveBody>) {
  const { draft, set, setDraft, errors, setErrors } = useFormDraft(tire?.id ?? 'none', () => ({
    time: toLocalInputValue(now ?? Date.now(), timeZone),
    odometer: odometerStart(odometerKm),
    tread: '',
    reason: '',
    retire: belowLimit(tire?.figures.treadLastMm),
    labour: '',
  }));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const setTread = (tread: string) => {
    set('tread', tread);
    // A tire worn to the limit is retired unless told otherwise.
    if (belowLimit(numberOrNull(tread))) setDraft((d) => ({ ...d, retire: true }));
  };
  const submit = () => {
    const body: TireRemoveBody = {
      time: instantOfInput(draft.time, timeZone),
      odometerKm: numberOrNull(draft.odometer),
      treadMm: numberOrNull(draft.tread),
      reason: draft.reason,
      retire: draft.retire,
      labourCost: numberOrNull(draft.labour) ?? 0,
    };
    submitChecked(tireRemoveSchema, body, setErrors, onSubmit, late(body.time));
  };
  return (
    <FormDialog open={tire !== null} title={`Remove tire ${where(tire)}`} testId="tire-remove-form" onCancel={onCancel} onSubmit={submit}>
      <div className="maintenance-form__row">
        <TextField label="Removed at" type="datetime-local" value={draft.time} onChange={(e) => set('time', e.target.value)} error={errorOf('time')} hint={timeZone} data-testid="tire-remove-time" />
        <TextField label="Odometer, km" inputMode="decimal" value={draft.odometer} onChange={(e) => set('odometer', e.target.value)} error={errorOf('odometerKm')} data-testid="tire-remove-odometer" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Tread depth, mm" inputMode="decimal" value={draft.tread} onChange={(e) => setTread(e.target.value)} error={errorOf('treadMm')} data-testid="tire-remove-tread" />
        <TextField label="Labour, RM" inputMode="decimal" value={draft.labour} onChange={(e) => set('labour', e.target.value)} error={errorOf('labourCost')} data-testid="tire-remove-labour" />
      </div>
      <TextField label="Reason" list="tire-remove-reasons" value={draft.reason} onChange={(e) => set('reason', e.target.value)} error={errorOf('reason')} data-testid="tire-remove-reason" />
      <datalist id="tire-remove-reasons">
        {REMOVAL_REASONS.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <fieldset className="admin-form__group" data-testid="tire-remove-to">
        <legend>Then</legend>
        <label className="admin-form__check">
          <input type="radio" name="tire-remove-to" checked={!draft.retire} onChange={() => set('retire', false)} data-testid="tire-remove-stock" /> Back to the stock
        </label>
        <label className="admin-form__check">
          <input type="radio" name="tire-remove-to" checked={draft.retire} onChange={() => set('retire', true)} data-testid="tire-remove-retire" /> Retire it (scrapped, sold, or sent for retreading)
        </label>
      </fieldset>
      {draft.retire === false && belowLimit(numberOrNull(draft.tread) ?? tire?.figures.treadLastMm) ? (
        <p className="muted" data-testid="tire-remove-limit">
          At or below the legal {TREAD_LIMIT_MM} mm: it may not go on a vehicle again.
        </p>
      ) : null}
      <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="tire-remove" submitLabel="Remove" />
    </FormDialog>
  );
}
