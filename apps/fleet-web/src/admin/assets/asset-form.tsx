import {
  ASSET_TYPES,
  ASSET_TYPE_NAMES,
  DEFAULT_ICON_TYPE,
  FIELD_LIMITS,
  FUEL_TYPES,
  FUEL_TYPE_NAMES,
  assetInputSchema,
  type AdminAsset,
  type AdminAssetGroup,
  type AssetInput,
} from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { useState, type FormEvent } from 'react';
import './admin-assets.css';

/** Props of {@link AssetForm}. */
export interface AssetFormProps {
  /** The asset to edit; absent: a new one. */
  asset?: AdminAsset;
  groups: readonly AdminAssetGroup[];
  /** Called with a valid body (checked by the same schema as the server). */
  onSubmit: (input: AssetInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  /** The server's refusal (409 duplicate, taken tracker), shown under the form. */
  serverError?: string | null;
}

type Field = 'name' | 'type' | 'groupId' | 'plate' | 'iconType' | 'deviceIdentifier' | 'fuelTankL' | 'fuelType' | 'speedLimitKmh' | 'profile' | 'min' | 'max' | 'implementWidthM' | 'odometerOffsetKm' | 'engineHoursOffsetH';
type Values = Record<Field, string>;

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

function initialValues(asset?: AdminAsset): Values {
  const range = asset?.temperatureRange;
  return {
    name: asset?.name ?? '',
    type: asset?.type ?? 'truck',
    groupId: text(asset?.groupId),
    plate: asset?.plate ?? '',
    iconType: asset?.iconType ?? DEFAULT_ICON_TYPE,
    deviceIdentifier: asset?.deviceIdentifier ?? '',
    fuelTankL: text(asset?.fuelTankL),
    fuelType: asset?.fuelType ?? '',
    speedLimitKmh: text(asset?.speedLimitKmh),
    profile: range?.profile ?? '',
    min: range?.profile === 'custom' ? String(range.min) : '',
    max: range?.profile === 'custom' ? String(range.max) : '',
    implementWidthM: text(asset?.implementWidthM),
    odometerOffsetKm: text(asset?.odometerOffsetKm ?? 0),
    engineHoursOffsetH: text(asset?.engineHoursOffsetH ?? 0),
  };
}

/** A number field: empty is `empty`, a decimal comma is read as a point, anything else is NaN (the schema names it). */
const num = (v: string, empty: null | number) => (v.trim() === '' ? empty : Number(v.trim().replace(',', '.')));

/** The API body of the form's values. */
export function toAssetInput(v: Values): Record<string, unknown> {
  return {
    name: v.name,
    type: v.type,
    groupId: v.groupId === '' ? null : Number(v.groupId),
    plate: v.plate.trim() === '' ? null : v.plate,
    iconType: v.iconType.trim() || DEFAULT_ICON_TYPE,
    deviceIdentifier: v.deviceIdentifier.trim() === '' ? null : v.deviceIdentifier,
    fuelTankL: num(v.fuelTankL, null),
    fuelType: v.fuelType === '' ? null : v.fuelType,
    speedLimitKmh: num(v.speedLimitKmh, null),
    temperatureRange: v.profile === '' ? null : v.profile === 'custom' ? { profile: 'custom', min: num(v.min, null), max: num(v.max, null) } : { profile: v.profile },
    implementWidthM: num(v.implementWidthM, null),
    odometerOffsetKm: num(v.odometerOffsetKm, 0),
    engineHoursOffsetH: num(v.engineHoursOffsetH, 0),
  };
}

/** The field a schema issue belongs to. */
function fieldOf(path: readonly PropertyKey[]): Field {
  const [first, second] = path;
  if (first === 'temperatureRange') return second === 'min' ? 'min' : second === 'max' ? 'max' : 'profile';
  return (first as Field) ?? 'name';
}

/**
 * Adds or edits an asset: every field the administration sets up, checked with the server's own schema on submit,
 * each message beside its field. Controlled by its section (submitting, the server's error).
 */
export function AssetForm({ asset, groups, onSubmit, onCancel, submitting = false, serverError }: AssetFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(asset));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = assetInputSchema.safeParse(toAssetInput(values));
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[fieldOf(issue.path)] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(toAssetInput(values) as AssetInput);
  };
  const field = (name: Field, label: string, props: Record<string, unknown> = {}) => (
    <TextField label={label} value={values[name]} onChange={set(name)} error={errors[name]} data-testid={`asset-${name}`} {...props} />
  );
  const select = (name: Field, label: string, options: readonly { value: string; label: string }[]) => (
    <label className="admin-select">
      <span className="admin-select__label">{label}</span>
      <select value={values[name]} onChange={set(name)} aria-invalid={errors[name] ? true : undefined} data-testid={`asset-${name}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[name] ? (
        <span className="admin-form__error" role="alert">
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
  return (
    <form className="admin-form" onSubmit={submit} noValidate data-testid="asset-form">
      <div className="admin-form__grid">
        {field('name', 'Name', { required: true, maxLength: FIELD_LIMITS.assetNameMax + 1, autoFocus: true })}
        {select('type', 'Type', ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_NAMES[t] })))}
        {select('groupId', 'Group', [{ value: '', label: 'No group' }, ...groups.map((g) => ({ value: String(g.groupId), label: g.name }))])}
        {field('plate', 'Plate / registration', { maxLength: FIELD_LIMITS.plateMax + 1 })}
        {field('deviceIdentifier', 'Device identifier', { hint: 'The IMEI or id on the tracker’s label; empty: no tracker yet.', maxLength: FIELD_LIMITS.deviceIdentifierMax + 1 })}
        {field('iconType', 'Icon', { maxLength: FIELD_LIMITS.iconTypeMax + 1 })}
        {field('fuelTankL', 'Fuel tank (L)', { inputMode: 'decimal' })}
        {select('fuelType', 'Fuel type', [{ value: '', label: 'Not set' }, ...FUEL_TYPES.map((f) => ({ value: f, label: FUEL_TYPE_NAMES[f] }))])}
        {field('speedLimitKmh', 'Speed limit (km/h)', { inputMode: 'decimal', hint: 'Empty: the company’s limit.' })}
        {select('profile', 'Temperature range', [
          { value: '', label: 'Default (chilled 2-8 °C)' },
          { value: 'frozen', label: 'Frozen (-25 to -15 °C)' },
          { value: 'chilled', label: 'Chilled (2 to 8 °C)' },
          { value: 'custom', label: 'Custom' },
        ])}
        {values.profile === 'custom' ? field('min', 'Lowest (°C)', { inputMode: 'decimal' }) : null}
        {values.profile === 'custom' ? field('max', 'Highest (°C)', { inputMode: 'decimal' }) : null}
        {field('implementWidthM', 'Implement width (m)', { inputMode: 'decimal' })}
        {field('odometerOffsetKm', 'Odometer offset (km)', { inputMode: 'decimal', hint: 'Added to the tracker’s odometer to match the dashboard.' })}
        {field('engineHoursOffsetH', 'Engine hours offset (h)', { inputMode: 'decimal' })}
      </div>
      {serverError ? (
        <p className="admin-form__error" role="alert" data-testid="asset-form-error">
          {serverError}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} data-testid="asset-save">
          {asset ? 'Save asset' : 'Add asset'}
        </Button>
      </div>
    </form>
  );
}
