import { MAINTENANCE_TEXTS as T, tireInputSchema, type Tire, type TireInput } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import { FormDialog } from '../alerts/form-dialog';
import type { FieldErrors } from '../admin/field-errors';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormActions } from '../admin/form-actions';
import { numberOrNull } from './maintenance-format';

interface TireDraft {
  serial: string;
  brand: string;
  model: string;
  size: string;
  cost: string;
  vendor: string;
  purchasedOn: string;
  treadNewMm: string;
  notes: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

const draftOf = (tire: Tire | null): TireDraft => ({
  serial: tire?.serial ?? '',
  brand: tire?.brand ?? '',
  model: tire?.model ?? '',
  size: tire?.size ?? '',
  cost: text(tire?.cost),
  vendor: tire?.vendor ?? '',
  purchasedOn: tire?.purchasedOn ?? '',
  treadNewMm: text(tire?.treadNewMm),
  notes: tire?.notes ?? '',
});

/** Props of {@link TireFormDialog}. */
export interface TireFormDialogProps {
  open: boolean;
  /** The tire edited; null adds one (to the stock). */
  tire: Tire | null;
  onSubmit: (tire: TireInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

/** Adds a tire bought to the stock, or edits one: its serial, brand, model, size, price, vendor, purchase date and tread when new. */
export function TireFormDialog({ open, tire, onSubmit, onCancel, submitting = false, serverErrors = {} }: TireFormDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<TireDraft>(tire?.id ?? 'new', () => draftOf(tire));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const submit = () => {
    const body: TireInput = {
      serial: draft.serial,
      brand: draft.brand,
      model: draft.model,
      size: draft.size,
      cost: numberOrNull(draft.cost) ?? 0,
      vendor: draft.vendor,
      purchasedOn: draft.purchasedOn.trim() === '' ? null : draft.purchasedOn.trim(),
      treadNewMm: numberOrNull(draft.treadNewMm),
      notes: draft.notes,
    };
    submitChecked(tireInputSchema, body, setErrors, onSubmit);
  };
  return (
    <FormDialog open={open} title={tire ? `Edit tire ${tire.serial}` : T.newTire} testId="tire-form" onCancel={onCancel} onSubmit={submit}>
      <div className="maintenance-form__row">
        <TextField label="Serial number" value={draft.serial} onChange={(e) => set('serial', e.target.value)} error={errorOf('serial')} data-testid="tire-serial" autoFocus />
        <TextField label="Size" placeholder="295/80R22.5" value={draft.size} onChange={(e) => set('size', e.target.value)} error={errorOf('size')} data-testid="tire-size" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Brand" value={draft.brand} onChange={(e) => set('brand', e.target.value)} error={errorOf('brand')} data-testid="tire-brand" />
        <TextField label="Model" value={draft.model} onChange={(e) => set('model', e.target.value)} error={errorOf('model')} data-testid="tire-model" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Price, RM" inputMode="decimal" value={draft.cost} onChange={(e) => set('cost', e.target.value)} error={errorOf('cost')} data-testid="tire-cost" />
        <TextField label="Tread when new, mm" inputMode="decimal" value={draft.treadNewMm} onChange={(e) => set('treadNewMm', e.target.value)} error={errorOf('treadNewMm')} data-testid="tire-tread-new" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Vendor" value={draft.vendor} onChange={(e) => set('vendor', e.target.value)} error={errorOf('vendor')} data-testid="tire-vendor" />
        <TextField label="Bought on" type="date" value={draft.purchasedOn} onChange={(e) => set('purchasedOn', e.target.value)} error={errorOf('purchasedOn')} data-testid="tire-purchased-on" />
      </div>
      <TextField label="Notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} error={errorOf('notes')} data-testid="tire-notes" />
      <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="tire" />
    </FormDialog>
  );
}
