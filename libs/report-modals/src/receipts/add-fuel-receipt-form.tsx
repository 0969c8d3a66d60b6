import { DEFAULT_UNITS, MESSAGES, convertRefuelTime, fromDisplay, receiptInfoSchema, type Quantity, type ReceiptInfo, type UnitPreferences } from '@fleet/domain';
import { GroupedMultiSelect, SingleSelect, type OptionValue } from '@fleet/select-kit';
import { Button, TextField } from '@fleet/ui';
import { useState, type FormEvent } from 'react';
import { changeAmount, type AmountField, type ReceiptAmounts } from './receipt-amounts';
import { FilesField } from './files-field';
import type { ReceiptFileOpener } from './receipt-file-link';
import { RECEIPT_TEXTS } from './receipt-texts';
import { useReceiptUploads, type ReceiptUploader } from './use-receipt-uploads';
import './add-fuel-receipt-form.css';

/** A vehicle of the form's list (an asset selection item). */
export interface ReceiptVehicle {
  assetId: number;
  assetName: string;
  assetGroup: string;
}

/** A maintenance asset, the alternative to a vehicle. */
export interface ReceiptMaintenanceAsset {
  id: number;
  name: string;
}

/** A refuel event the form can start from (SPEC §3). */
export interface RefuelEventPrefill {
  assetId?: number | string | null;
  address?: string | null;
  refuelVolume?: number | string | null;
  fuelPrice?: number | string | null;
  refuelPrice?: number | string | null;
  /** 'D/M/YYYY | HH:mm[:ss]' */
  refuelTime?: string | null;
}

/** Props of {@link AddFuelReceiptForm}. */
export interface AddFuelReceiptFormProps {
  vehicles: readonly ReceiptVehicle[];
  maintenanceAssets: readonly ReceiptMaintenanceAsset[];
  prefill?: RefuelEventPrefill | null;
  /** Uploads one file (progress 0..1) and resolves to its URL. */
  upload: ReceiptUploader;
  /** Called with the validated receipt (the `receiptInfo` of POST receipts/submit); a rejection's message is shown. */
  onSubmit: (receiptInfo: ReceiptInfo) => Promise<void>;
  onCancel: () => void;
  /**
   * Opens an uploaded file's link that was clicked (e.g. fetches it with the session's bearer and shows it in a new
   * tab); the links always point to the plain stored URL. @default none: the plain link opens in a new tab
   */
  onOpenFile?: ReceiptFileOpener;
  /**
   * The company's units: with US gallons the volume and the price per volume are typed (and prefilled from a report
   * row) in gallons, and sent in litres as the receipt stores them. @default metric
   */
  units?: UnitPreferences;
}

/** A typed amount in the company's units as the metric text the receipt schema reads (anything else as typed). */
function metricText(text: string, quantity: Quantity, units: UnitPreferences): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return text;
  return String(Math.round(fromDisplay(quantity, value, units) * 1000) / 1000);
}

const VEHICLE_FIELDS = { group: 'assetGroup', text: 'assetName', value: 'assetId' } as const;
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** 'YYYY-MM-DD HH:mm:ss' (or the refuel event's 'D/M/YYYY | HH:mm') as a datetime-local value. */
export function toDateTimeLocal(value: string | null | undefined): string {
  if (!value) return '';
  const converted = convertRefuelTime(value) ?? value;
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(converted) ? converted.replace(' ', 'T') : '';
}

/** A datetime-local value as the receipt's 'YYYY-MM-DD HH:mm:ss'. */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const [date, time = ''] = value.split('T');
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date} ${h}:${m}:${s.slice(0, 2)}`;
}

/**
 * Add Fuel Receipt (SPEC §2, §5): a vehicle (single select grouped by asset group) or a maintenance asset, volume,
 * price per litre and total price (the missing one of the three is computed), time, location and up to 10 files
 * (images and PDF, 10 MB each; refusals name the file; images get a 150 px thumbnail). Submitting validates with
 * `receiptInfoSchema` and shows its message verbatim; submit waits while uploads are pending.
 */
export function AddFuelReceiptForm({ vehicles, maintenanceAssets, prefill, upload, onSubmit, onCancel, onOpenFile, units = DEFAULT_UNITS }: AddFuelReceiptFormProps) {
  const gallons = units.volume === 'gal';
  const prefillId = Number(prefill?.assetId);
  const [vehicleIds, setVehicleIds] = useState<OptionValue[]>(() =>
    Number.isFinite(prefillId) && vehicles.some((v) => v.assetId === prefillId) ? [prefillId] : [],
  );
  const [fmsId, setFmsId] = useState<OptionValue | null>(null);
  const [amounts, setAmounts] = useState<ReceiptAmounts>(() => ({
    fuel: text(prefill?.refuelVolume),
    priceperliter: text(prefill?.fuelPrice),
    price: text(prefill?.refuelPrice),
  }));
  const [auto, setAuto] = useState<AmountField | null>(null);
  const [time, setTime] = useState(() => toDateTimeLocal(prefill?.refuelTime));
  const [location, setLocation] = useState(() => text(prefill?.address));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const uploads = useReceiptUploads(upload);

  const fmsOptions = maintenanceAssets.map((a) => ({ value: a.id, label: a.name }));
  const onAmount = (field: AmountField) => (value: string) => {
    const next = changeAmount(amounts, auto, field, value);
    setAmounts(next.amounts);
    setAuto(next.auto);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploads.pending || submitting) return;
    const parsed = receiptInfoSchema.safeParse({
      assetId: vehicleIds,
      fmsAssetId: fmsId === null ? [] : [fmsId],
      fuel: metricText(amounts.fuel, 'volume', units),
      priceperliter: metricText(amounts.priceperliter, 'pricePerVolume', units),
      price: amounts.price,
      time: fromDateTimeLocal(time),
      location,
      files: uploads.urls,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.receiptRequired);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MESSAGES.receiptAddFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="fleet-receipt-form" data-testid="receipt-form" noValidate onSubmit={(e) => void submit(e)} onChange={() => setError(null)}>
      <div className="fleet-receipt-form__grid">
        <div className="fleet-field">
          <span className="fleet-field__label">Vehicle</span>
          <GroupedMultiSelect
            single
            options={vehicles}
            fields={VEHICLE_FIELDS}
            value={vehicleIds}
            onChange={setVehicleIds}
            placeholder="Select vehicle"
            ariaLabel="Vehicle"
            width={280}
            testId="receipt-vehicle"
          />
        </div>
        <div className="fleet-field">
          <span className="fleet-field__label">Maintenance Asset</span>
          <div className="fleet-receipt-form__inline">
            <SingleSelect options={fmsOptions} value={fmsId} onChange={(v) => setFmsId(v)} placeholder="Select maintenance asset" ariaLabel="Maintenance Asset" width={240} testId="receipt-fms" />
            {fmsId !== null ? (
              <Button variant="ghost" size="sm" onClick={() => setFmsId(null)} aria-label="Clear maintenance asset" data-testid="receipt-fms-clear">
                ×
              </Button>
            ) : null}
          </div>
        </div>
        <TextField label={gallons ? 'Volume (gal)' : 'Volume (L)'} type="number" inputMode="decimal" min={0} step="0.01" value={amounts.fuel} onChange={(e) => onAmount('fuel')(e.target.value)} data-testid="receipt-volume" />
        <TextField
          label={gallons ? 'Price per Gallon (RM)' : 'Price per Litre (RM)'}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={amounts.priceperliter}
          onChange={(e) => onAmount('priceperliter')(e.target.value)}
          data-testid="receipt-priceperliter"
        />
        <TextField label="Total Price (RM)" type="number" inputMode="decimal" min={0} step="0.01" value={amounts.price} onChange={(e) => onAmount('price')(e.target.value)} data-testid="receipt-price" />
        <TextField label="Time" type="datetime-local" step={1} value={time} onChange={(e) => setTime(e.target.value)} data-testid="receipt-time" />
        <div className="fleet-receipt-form__wide">
          <TextField label="Location" value={location} onChange={(e) => setLocation(e.target.value)} data-testid="receipt-location" />
        </div>
        <FilesField uploads={uploads} onOpenFile={onOpenFile} />
      </div>
      {error ? (
        <p className="fleet-receipt-form__error" role="alert" data-testid="receipt-error">
          {error}
        </p>
      ) : null}
      <div className="fleet-receipt-form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={submitting} data-testid="receipt-cancel">
          {RECEIPT_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={submitting} disabled={uploads.pending} data-testid="receipt-submit">
          {uploads.pending ? RECEIPT_TEXTS.uploading : RECEIPT_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
