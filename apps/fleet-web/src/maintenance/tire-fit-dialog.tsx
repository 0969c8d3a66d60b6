import { MAINTENANCE_TEXTS as T, tireFitSchema, type MaintenanceAsset, type Tire, type TirePosition } from '@fleet/domain';
import { Button, EmptyState, TextField } from '@fleet/ui';
import { FormDialog } from '../alerts/form-dialog';
import type { FieldErrors } from '../admin/field-errors';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormActions } from '../admin/form-actions';
import { toLocalInputValue } from '../reports/report-period';
import { numberOrNull } from './maintenance-format';
import { instantOfInput, mmText, odometerStart, timeError, tireName } from './tire-view';

/** What a fit sends (useFitTire's variables). */
export interface TireFitBody {
  tireId: number;
  assetId: number;
  position: string;
  time: number;
  odometerKm: number | null;
  treadMm: number | null;
  labourCost: number;
}

/** Where a tire is fitted: the asset and one of its empty positions (null: chosen in the form), and the tire when chosen already. */
export interface TireFitTarget {
  asset: Pick<MaintenanceAsset, 'assetId' | 'assetName' | 'odometer'>;
  position: TirePosition | null;
  tireId?: number;
}

/** The tread a fit starts from: the tire's last reading, else its tread when new. */
const treadStart = (tire: Tire | undefined): string => {
  const mm = tire?.figures.treadLastMm ?? tire?.treadNewMm ?? null;
  return mm === null ? '' : String(mm);
};

/** Props of {@link FitTireDialog}. */
export interface FitTireDialogProps {
  /** The asset and its empty position; the dialog is open while given. */
  target: TireFitTarget | null;
  /** The tires in stock. */
  stock: readonly Tire[];
  /** The asset's empty positions, offered when the target names none. */
  freePositions?: readonly TirePosition[];
  /** The user's zone: the time typed is read in it. */
  timeZone: string;
  /** The time the form starts at, ms. @default now */
  now?: number;
  onSubmit: (fit: TireFitBody) => void;
  onCancel: () => void;
  /** Add a tire to the stock (shown when it is empty). */
  onAddTire?: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

interface FitDraft {
  tireId: string;
  position: string;
  time: string;
  odometer: string;
  tread: string;
  labour: string;
}

/**
 * Fits a tire from the stock at an empty position: which tire, when (in the user's zone), the odometer then (from the
 * asset's meter), the tread measured and the labour. Its first fit carries its price to the asset's costs.
 */
export function FitTireDialog({ target, stock, freePositions = [], timeZone, now, onSubmit, onCancel, onAddTire, submitting = false, serverErrors = {} }: FitTireDialogProps) {
  const key = target ? `${target.asset.assetId}:${target.position?.code ?? ''}:${target.tireId ?? ''}` : 'none';
  const start = stock.find((t) => t.id === target?.tireId);
  const { draft, setDraft, set, errors, setErrors } = useFormDraft<FitDraft>(key, () => ({
    tireId: start ? String(start.id) : '',
    position: target?.position?.code ?? '',
    time: toLocalInputValue(now ?? Date.now(), timeZone),
    odometer: odometerStart(target?.asset.odometer.value),
    tread: treadStart(start),
    labour: '',
  }));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const chosen = stock.find((t) => String(t.id) === draft.tireId) ?? null;

  const choose = (tireId: string) => {
    const tread = treadStart(stock.find((t) => String(t.id) === tireId));
    // What was typed stays.
    setDraft((d) => ({ ...d, tireId, tread: d.tread === '' ? tread : d.tread }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'tireId')));
  };

  const submit = () => {
    if (!target) return;
    const body: TireFitBody = {
      tireId: Number(draft.tireId),
      assetId: target.asset.assetId,
      position: draft.position,
      time: instantOfInput(draft.time, timeZone),
      odometerKm: numberOrNull(draft.odometer),
      treadMm: numberOrNull(draft.tread),
      labourCost: numberOrNull(draft.labour) ?? 0,
    };
    const extra: FieldErrors = {};
    if (!chosen) extra['tireId'] = 'Choose a tire from the stock.';
    const late = Number.isFinite(body.time) ? timeError(body.time) : undefined;
    if (late) extra['time'] = late;
    if (body.odometerKm === null && target.asset.odometer.value === null) extra['odometerKm'] = T.odometerRequiredForTires;
    submitChecked(tireFitSchema, body, setErrors, onSubmit, extra);
  };

  const tireError = errorOf('tireId') ? (
    <p className="admin-form__error" role="alert" data-testid="tire-fit-tire-error">
      {errorOf('tireId')}
    </p>
  ) : null;
  const title = !target ? '' : target.position ? `Fit a tire: ${target.asset.assetName}, ${target.position.label} (${target.position.code})` : `Fit a tire: ${target.asset.assetName}`;
  return (
    <FormDialog open={target !== null} title={title} testId="tire-fit-form" onCancel={onCancel} onSubmit={submit}>
      {stock.length === 0 ? (
        <>
          <EmptyState
            title="No tire in stock"
            description="Add the tire to the register first: it waits in stock until it is fitted."
            action={
              onAddTire ? (
                <Button size="sm" onClick={onAddTire} data-testid="tire-fit-add">
                  {T.newTire}
                </Button>
              ) : undefined
            }
          />
          {tireError}
        </>
      ) : (
        <>
          <label className="settings-form__label">
            Tire{' '}
            <select value={draft.tireId} onChange={(e) => choose(e.target.value)} aria-invalid={errorOf('tireId') ? true : undefined} data-testid="tire-fit-tire">
              <option value="">Choose a tire in stock</option>
              {stock.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.serial}: {tireName(t)}
                  {t.figures.kmRun > 0 ? ` (used, ${mmText(t.figures.treadLastMm)})` : ''}
                </option>
              ))}
            </select>
          </label>
          {tireError}
          {target && !target.position ? (
            <label className="settings-form__label">
              Position{' '}
              <select value={draft.position} onChange={(e) => set('position', e.target.value)} aria-invalid={errorOf('position') ? true : undefined} data-testid="tire-fit-position">
                <option value="">{freePositions.length === 0 ? 'No empty position: remove or move a tire first' : 'Choose an empty position'}</option>
                {freePositions.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.code}: {p.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {errorOf('position') ? (
            <p className="admin-form__error" role="alert" data-testid="tire-fit-position-error">
              {errorOf('position')}
            </p>
          ) : null}
          <div className="maintenance-form__row">
            <TextField label="Fitted at" type="datetime-local" value={draft.time} onChange={(e) => set('time', e.target.value)} error={errorOf('time')} hint={timeZone} data-testid="tire-fit-time" />
            <TextField
              label="Odometer, km"
              inputMode="decimal"
              value={draft.odometer}
              onChange={(e) => set('odometer', e.target.value)}
              error={errorOf('odometerKm')}
              hint={target?.asset.odometer.value === null ? 'The asset has no reading: give the dashboard figure.' : 'The asset’s meter now; change it for a past fit.'}
              data-testid="tire-fit-odometer"
            />
          </div>
          <div className="maintenance-form__row">
            <TextField label="Tread depth, mm" inputMode="decimal" value={draft.tread} onChange={(e) => set('tread', e.target.value)} error={errorOf('treadMm')} data-testid="tire-fit-tread" />
            <TextField label="Labour, RM" inputMode="decimal" value={draft.labour} onChange={(e) => set('labour', e.target.value)} error={errorOf('labourCost')} data-testid="tire-fit-labour" />
          </div>
        </>
      )}
      <FormActions formError={shown['form'] ?? shown['assetId']} onCancel={onCancel} submitting={submitting} testId="tire-fit" submitLabel="Fit" />
    </FormDialog>
  );
}
