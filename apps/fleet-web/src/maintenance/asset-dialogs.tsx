import { ASSET_TYPES, TIRE_LAYOUTS, TIRE_LAYOUT_KEYS, maintenanceAssetInputSchema, meterReadingInputSchema, type MaintenanceAsset, type MaintenanceAssetInput, type MeterReadingInput, type TireLayout } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from '../alerts/form-dialog';
import { fromLocalInputValue, toLocalInputValue } from '../reports/report-period';
import { numberOrNull } from './maintenance-format';

/** The kinds of asset kept without a tracker, the likely ones first. */
const UNTRACKED_TYPES = ['machine', 'item', 'truck', 'car', 'boat'] as const satisfies readonly (typeof ASSET_TYPES)[number][];
const TYPE_LABELS: Record<(typeof UNTRACKED_TYPES)[number], string> = { machine: 'Machine (generator, forklift, excavator)', item: 'Item (trailer, container, tool)', truck: 'Truck', car: 'Car', boat: 'Boat' };

interface AssetDraft {
  name: string;
  type: (typeof UNTRACKED_TYPES)[number];
  groupId: string;
  plate: string;
  tireLayout: string;
  odometerKm: string;
  engineHours: string;
}

/** Props of {@link AddAssetDialog}. */
export interface AddAssetDialogProps {
  open: boolean;
  groups: readonly { id: number; name: string }[];
  onSubmit: (asset: MaintenanceAssetInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

/**
 * Adds an asset without a tracker (Administrators): its name, kind, group and plate, the axle layout of its tires,
 * and its meters as they read now (odometer and/or engine hours, entered by hand from then on).
 */
export function AddAssetDialog({ open, groups, onSubmit, onCancel, submitting = false, serverErrors = {} }: AddAssetDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<AssetDraft>(open ? 'open' : 'closed', () => ({ name: '', type: 'machine', groupId: '', plate: '', tireLayout: '', odometerKm: '', engineHours: '' }));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const submit = () => {
    const body: MaintenanceAssetInput = {
      name: draft.name,
      type: draft.type,
      groupId: draft.groupId === '' ? null : Number(draft.groupId),
      plate: draft.plate.trim() === '' ? null : draft.plate,
      tireLayout: draft.tireLayout === '' ? null : (draft.tireLayout as TireLayout),
      odometerKm: numberOrNull(draft.odometerKm),
      engineHours: numberOrNull(draft.engineHours),
    };
    submitChecked(maintenanceAssetInputSchema, body, setErrors, onSubmit);
  };
  return (
    <FormDialog open={open} title="Add asset without tracker" testId="maintenance-asset-form" onCancel={onCancel} onSubmit={submit}>
      <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errorOf('name')} data-testid="maintenance-asset-name" />
      <div className="maintenance-form__row">
        <label className="settings-form__label">
          Kind{' '}
          <select value={draft.type} onChange={(e) => set('type', e.target.value as AssetDraft['type'])} data-testid="maintenance-asset-type">
            {UNTRACKED_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label className="settings-form__label">
          Group{' '}
          <select value={draft.groupId} onChange={(e) => set('groupId', e.target.value)} data-testid="maintenance-asset-group">
            <option value="">Ungrouped</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="maintenance-form__row">
        <TextField label="Plate or serial (optional)" value={draft.plate} onChange={(e) => set('plate', e.target.value)} error={errorOf('plate')} data-testid="maintenance-asset-plate" />
        <label className="settings-form__label">
          Axle layout{' '}
          <select value={draft.tireLayout} onChange={(e) => set('tireLayout', e.target.value)} data-testid="maintenance-asset-layout">
            <option value="">The kind&apos;s default</option>
            {TIRE_LAYOUT_KEYS.map((k) => (
              <option key={k} value={k}>
                {TIRE_LAYOUTS[k].label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="maintenance-form__row">
        <TextField label="Odometer now, km" inputMode="decimal" value={draft.odometerKm} onChange={(e) => set('odometerKm', e.target.value)} error={errorOf('odometerKm')} data-testid="maintenance-asset-odometer" />
        <TextField label="Engine hours now" inputMode="decimal" value={draft.engineHours} onChange={(e) => set('engineHours', e.target.value)} error={errorOf('engineHours')} data-testid="maintenance-asset-hours" />
      </div>
      <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="maintenance-asset" submitLabel="Add asset" />
    </FormDialog>
  );
}

/** Props of {@link MeterReadingDialog}. */
export interface MeterReadingDialogProps {
  /** The asset read; null: closed. */
  asset: MaintenanceAsset | null;
  timeZone: string;
  /** The default time of the reading, ms (now). */
  now: number;
  onSubmit: (reading: MeterReadingInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

/**
 * A meter reading typed from the dashboard or the hour meter: when (the user's zone), the odometer and/or engine
 * hours the asset's tracker does not give, and a note. Meters only go forward (the server says so otherwise).
 */
export function MeterReadingDialog({ asset, timeZone, now, onSubmit, onCancel, submitting = false, serverErrors = {} }: MeterReadingDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft(asset?.assetId ?? 'none', () => ({ time: toLocalInputValue(now, timeZone), odometerKm: '', engineHours: '', note: '' }));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const byTracker = { odometer: asset?.odometer.source === 'tracker', hours: asset?.engineHours.source === 'tracker' };
  const submit = () => {
    const time = fromLocalInputValue(draft.time, timeZone);
    const body: MeterReadingInput = { time: time ?? Number.NaN, odometerKm: byTracker.odometer ? null : numberOrNull(draft.odometerKm), engineHours: byTracker.hours ? null : numberOrNull(draft.engineHours), note: draft.note };
    submitChecked(meterReadingInputSchema, body, setErrors, onSubmit);
  };
  const last = (value: number | null, unit: string) => (value === null ? '' : ` (last ${value.toLocaleString('en-US')} ${unit})`);
  return (
    <FormDialog open={asset !== null} title={asset ? `Meter reading: ${asset.assetName}` : ''} testId="meter-form" onCancel={onCancel} onSubmit={submit}>
      <TextField label={`Time (${timeZone})`} type="datetime-local" value={draft.time} onChange={(e) => set('time', e.target.value)} error={errorOf('time')} data-testid="meter-time" />
      <div className="maintenance-form__row">
        {byTracker.odometer ? (
          <p className="muted">The odometer comes from the tracker.</p>
        ) : (
          <TextField label={`Odometer, km${last(asset?.odometer.value ?? null, 'km')}`} inputMode="decimal" value={draft.odometerKm} onChange={(e) => set('odometerKm', e.target.value)} error={errorOf('odometerKm')} data-testid="meter-odometer" />
        )}
        {byTracker.hours ? (
          <p className="muted">Engine hours come from the tracker.</p>
        ) : (
          <TextField label={`Engine hours${last(asset?.engineHours.value ?? null, 'h')}`} inputMode="decimal" value={draft.engineHours} onChange={(e) => set('engineHours', e.target.value)} error={errorOf('engineHours')} data-testid="meter-hours" />
        )}
      </div>
      <TextField label="Note" value={draft.note} onChange={(e) => set('note', e.target.value)} error={errorOf('note')} data-testid="meter-note" />
      <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="meter" submitLabel="Save reading" />
    </FormDialog>
  );
}
