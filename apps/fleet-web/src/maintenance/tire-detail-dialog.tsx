import { TREAD_LIMIT_MM, formatRangeTime, tirePositionLabel, type Tire, type TireEventOut } from '@fleet/domain';
import { Button, DIALOG_CLASS_NAMES } from '@fleet/ui';
import { useState } from 'react';
import { moneyText } from './maintenance-format';
import { TIRE_EVENT_LABELS, TIRE_STATUS_LABELS, TREAD_LEVEL_STYLES, eventPositionText, kmText, mmText, newestFirst, treadLevel, tireName, wearText } from './tire-view';
import { DialogFrame } from '../alerts/form-dialog';

/** Props of {@link TireDetailDialog}. */
export interface TireDetailDialogProps {
  /** The tire shown; the dialog is open while given. */
  tire: Tire | null;
  /** Its history (any order; shown newest first); undefined while it loads. */
  events: readonly TireEventOut[] | undefined;
  /** Why the history could not be read. */
  historyError?: string | null;
  /** The user's zone: times show in it. */
  timeZone: string;
  /** Start with the history open. @default false */
  showHistory?: boolean;
  onInspect: (tire: Tire) => void;
  onRemove: (tire: Tire) => void;
  onEdit: (tire: Tire) => void;
  onClose: () => void;
}

function History({ events, error, timeZone }: { events: readonly TireEventOut[] | undefined; error?: string | null; timeZone: string }) {
  if (error) {
    return (
      <p className="admin-form__error" role="alert">
        {error}
      </p>
    );
  }
  if (!events) return <p className="muted">Loading the history…</p>;
  if (events.length === 0) return <p className="muted">Nothing happened to this tire yet: fit it to a position of an asset.</p>;
  return (
    <div className="admin-table maintenance-tire-history" data-testid="tire-history-table">
      <table>
        <caption className="visually-hidden">History, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Event</th>
            <th scope="col">Asset</th>
            <th scope="col">Position</th>
            <th scope="col">Odometer</th>
            <th scope="col">Tread</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(events).map((e) => (
            <tr key={e.id} data-testid="tire-history-row" data-kind={e.kind}>
              <td>{formatRangeTime(e.time, timeZone)}</td>
              <td>
                {TIRE_EVENT_LABELS[e.kind]}
                {e.reason ? <span className="muted"> ({e.reason})</span> : null}
              </td>
              <td>{e.assetName}</td>
              <td title={e.fromPosition ? `${tirePositionLabel(e.fromPosition)} to ${tirePositionLabel(e.position)}` : tirePositionLabel(e.position)}>{eventPositionText(e)}</td>
              <td>{kmText(e.odometerKm)}</td>
              <td>{mmText(e.treadMm)}</td>
              <td>{e.by ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A tire: where it is, what it cost and what it ran (km, cost per 1,000 km, tread, wear, km left to the legal limit at
 * that wear), with Inspect and Remove while fitted, Edit, and its history (fitted, rotated, removed, inspected).
 */
export function TireDetailDialog({ tire, events, historyError, timeZone, showHistory = false, onInspect, onRemove, onEdit, onClose }: TireDetailDialogProps) {
  const [history, setHistory] = useState(showHistory);
  const f = tire?.figures;
  const level = treadLevel(tire);
  const facts: [string, string, string][] = tire
    ? [
        ['status', 'Status', TIRE_STATUS_LABELS[tire.status]],
        ['where', 'On', tire.status === 'fitted' ? `${tire.assetName ?? '—'}, ${tirePositionLabel(tire.position ?? '')} (${tire.position})` : '—'],
        ['km', 'Km run', kmText(f!.kmRun)],
        ['cost', 'Cost per 1,000 km', moneyText(f!.costPer1000Km)],
        ['tread', 'Tread', `${mmText(f!.treadLastMm)} (new ${mmText(f!.treadStartMm)})`],
        ['wear', 'Wear', wearText(f!.wearMmPer1000Km)],
        ['left', `Km left to ${TREAD_LIMIT_MM} mm`, kmText(f!.kmLeft)],
        ['price', 'Price', `${moneyText(tire.cost)}${tire.vendor ? `, ${tire.vendor}` : ''}${tire.purchasedOn ? `, bought ${tire.purchasedOn}` : ''}`],
      ]
    : [];
  return (
    <DialogFrame open={tire !== null} title={tire ? `Tire ${tire.serial}: ${tireName(tire)}` : ''} width={720} testId="tire-detail" onClose={onClose}>
      {tire ? (
        <div className={DIALOG_CLASS_NAMES.body}>
          <dl className="maintenance-tire-facts">
            {facts.map(([key, term, value]) => (
              <div key={key}>
                <dt>{term}</dt>
                <dd data-testid={`tire-detail-${key}`}>
                  {key === 'tread' ? <span className="maintenance-tire-legend__swatch" style={{ background: TREAD_LEVEL_STYLES[level].color }} /> : null}
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {tire.notes ? <p className="muted">{tire.notes}</p> : null}
          <div className="admin-form__actions maintenance-tire-detail__actions">
            {tire.status === 'fitted' ? (
              <>
                <Button size="sm" onClick={() => onInspect(tire)} data-testid="tire-inspect">
                  Inspect
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onRemove(tire)} data-testid="tire-remove">
                  Remove
                </Button>
              </>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => setHistory(!history)} aria-expanded={history} data-testid="tire-history">
              History
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onEdit(tire)} data-testid="tire-detail-edit">
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose} data-testid="tire-detail-close">
              Close
            </Button>
          </div>
          {history ? <History events={events} error={historyError} timeZone={timeZone} /> : null}
        </div>
      ) : null}
    </DialogFrame>
  );
}
