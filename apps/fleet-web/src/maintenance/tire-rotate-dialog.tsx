import { tirePositions, tireRotationSchema, type MaintenanceAsset, type RotationMove, type Tire, type TireLayout } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import { FormDialog } from '../alerts/form-dialog';
import type { FieldErrors } from '../admin/field-errors';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormActions } from '../admin/form-actions';
import { toLocalInputValue } from '../reports/report-period';
import { numberOrNull } from './maintenance-format';
import { comparePositions, instantOfInput, mmText, odometerStart, rotationMoves, rotationProblem, timeError } from './tire-view';

/** What a rotation sends (useRotateTires's variables less the asset). */
export interface TireRotationBody {
  time: number;
  moves: RotationMove[];
  odometerKm: number | null;
  labourCost: number;
  note: string;
}

/** Props of {@link RotateTiresDialog}. */
export interface RotateTiresDialogProps {
  open: boolean;
  asset: Pick<MaintenanceAsset, 'assetId' | 'assetName' | 'odometer'> & { tireLayout: TireLayout };
  /** The tires fitted to the asset. */
  fitted: readonly Tire[];
  /** The user's zone: the time typed is read in it. */
  timeZone: string;
  /** The time the form starts at, ms. @default now */
  now?: number;
  onSubmit: (rotation: TireRotationBody) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

interface RotationDraft {
  /** Target position by tire id. */
  targets: Record<number, string>;
  time: string;
  odometer: string;
  labour: string;
  note: string;
}

const byPosition = (a: Tire, b: Tire) => comparePositions(a.position, b.position);

/**
 * Moves tires of one asset at once: each fitted tire with its target position (it stays unless told), checked as the
 * server checks it (checkRotation: no two tires to one position, no target that keeps its tire) before it is sent;
 * when (in the user's zone), the odometer, the labour and a note.
 */
export function RotateTiresDialog({ open, asset, fitted, timeZone, now, onSubmit, onCancel, submitting = false, serverErrors = {} }: RotateTiresDialogProps) {
  const positions = tirePositions(asset.tireLayout);
  const tires = [...fitted].sort(byPosition);
  const { draft, setDraft, set, errors, setErrors } = useFormDraft<RotationDraft>(open ? `${asset.assetId}` : 'closed', () => ({
    targets: Object.fromEntries(fitted.map((t) => [t.id, t.position ?? ''])),
    time: toLocalInputValue(now ?? Date.now(), timeZone),
    odometer: odometerStart(asset.odometer.value),
    labour: '',
    note: '',
  }));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const moves = rotationMoves(tires, draft.targets);
  const problem = rotationProblem(tires, moves, asset.tireLayout);

  const target = (tire: Tire, to: string) => {
    setDraft((d) => ({ ...d, targets: { ...d.targets, [tire.id]: to } }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'moves' && !k.startsWith('moves.'))));
  };

  const submit = () => {
    const body: TireRotationBody = { time: instantOfInput(draft.time, timeZone), moves, odometerKm: numberOrNull(draft.odometer), labourCost: numberOrNull(draft.labour) ?? 0, note: draft.note };
    const extra: FieldErrors = {};
    if (problem) extra['moves'] = problem.message;
    const late = Number.isFinite(body.time) ? timeError(body.time) : undefined;
    if (late) extra['time'] = late;
    submitChecked(tireRotationSchema, body, setErrors, onSubmit, extra);
  };

  const movesError = errorOf('moves');
  return (
    <FormDialog open={open} title={`Rotate tires: ${asset.assetName}`} testId="tire-rotate-form" onCancel={onCancel} onSubmit={submit}>
      <div className="admin-table maintenance-tire-rotation">
        <table>
          <caption className="visually-hidden">Where each tire goes</caption>
          <thead>
            <tr>
              <th scope="col">Tire</th>
              <th scope="col">Now at</th>
              <th scope="col">Goes to</th>
            </tr>
          </thead>
          <tbody>
            {tires.map((t) => {
              const to = draft.targets[t.id] ?? t.position ?? '';
              const faulty = movesError !== undefined && problem?.position !== undefined && (to === problem.position || t.position === problem.position);
              return (
                <tr key={t.id} data-testid="tire-rotate-row" data-moved={to !== t.position}>
                  <td>
                    {t.serial} <span className="muted">{mmText(t.figures.treadLastMm)}</span>
                  </td>
                  <td>{t.position}</td>
                  <td>
                    <select value={to} onChange={(e) => target(t, e.target.value)} aria-label={`${t.serial} goes to`} aria-invalid={faulty || undefined} data-testid={`tire-rotate-target-${t.serial}`}>
                      {positions.map((p) => (
                        <option key={p.code} value={p.code}>
                          {p.code === t.position ? `${p.code}: stays` : `${p.code}: ${p.label}`}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted" data-testid="tire-rotate-summary">
        {moves.length === 0 ? 'Choose where the tires go: each stays unless told.' : `${moves.length} tire${moves.length === 1 ? '' : 's'} move: ${moves.map((m) => `${tires.find((t) => t.id === m.tireId)?.position} → ${m.to}`).join(', ')}.`}
      </p>
      {movesError ? (
        <p className="admin-form__error" role="alert" data-testid="tire-rotate-error">
          {movesError}
        </p>
      ) : null}
      <div className="maintenance-form__row">
        <TextField label="Rotated at" type="datetime-local" value={draft.time} onChange={(e) => set('time', e.target.value)} error={errorOf('time')} hint={timeZone} data-testid="tire-rotate-time" />
        <TextField label="Odometer, km" inputMode="decimal" value={draft.odometer} onChange={(e) => set('odometer', e.target.value)} error={errorOf('odometerKm')} data-testid="tire-rotate-odometer" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Labour, RM" inputMode="decimal" value={draft.labour} onChange={(e) => set('labour', e.target.value)} error={errorOf('labourCost')} data-testid="tire-rotate-labour" />
        <TextField label="Note" value={draft.note} onChange={(e) => set('note', e.target.value)} error={errorOf('note')} data-testid="tire-rotate-note" />
      </div>
      <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="tire-rotate" submitLabel="Rotate" />
    </FormDialog>
  );
}
