import { MAINTENANCE_TEXTS as T, TREAD_LIMIT_MM, type Tire } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { useState } from 'react';
import { moneyText } from './maintenance-format';
import { TIRE_STATUS_COLORS, comparePositions, TIRE_STATUS_LABELS, TREAD_LEVEL_STYLES, kmText, mmText, treadLevel, tireName } from './tire-view';
import { ListTable } from '../admin/list-table';

/** Which tires the register shows. */
export type TireStatusFilter = Tire['status'] | '';

/** Props of {@link TireTable}. */
export interface TireTableProps {
  tires: readonly Tire[];
  /** The status shown first. @default '' (all) */
  initialStatus?: TireStatusFilter;
  onAdd: () => void;
  onEdit: (tire: Tire) => void;
  /** A tire's serial clicked: its figures and history. */
  onOpen: (tire: Tire) => void;
  /** Fit a tire in stock to the asset chosen above (its name in `fitTo`); absent: no Fit buttons. */
  onFit?: (tire: Tire) => void;
  fitTo?: string;
}

const STATUSES: Tire['status'][] = ['stock', 'fitted', 'retired'];
const ORDER: Record<Tire['status'], number> = { fitted: 0, stock: 1, retired: 2 };

/** The register's order: fitted (by asset and position), then the stock, then the retired, each by serial. */
export function registerOrder(a: Tire, b: Tire): number {
  return (
    ORDER[a.status] - ORDER[b.status] ||
    (a.assetName ?? '').localeCompare(b.assetName ?? '') ||
    comparePositions(a.position, b.position) ||
    a.serial.localeCompare(b.serial, 'en', { numeric: true })
  );
}

/**
 * The tire register: every tire (in stock, fitted, retired) with where it is and what it ran (km, cost per 1,000 km,
 * tread, km left to the legal limit), filtered by status; Add tire, Edit, and Fit for the tires in stock.
 */
export function TireTable({ tires, initialStatus = '', onAdd, onEdit, onOpen, onFit, fitTo }: TireTableProps) {
  const [status, setStatus] = useState<TireStatusFilter>(initialStatus);
  const rows = tires.filter((t) => status === '' || t.status === status).sort(registerOrder);
  const count = (s: Tire['status']) => tires.filter((t) => t.status === s).length;
  const add = (
    <Button size="sm" onClick={onAdd} data-testid="tire-new">
      {T.newTire}
    </Button>
  );
  return (
    <section className="maintenance-tire-register" aria-label="Tire register" data-testid="tire-register">
      <div className="maintenance-toolbar">
        <label>
          Show{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as TireStatusFilter)} data-testid="tire-status-filter">
            <option value="">All tires</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {TIRE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <span className="muted" data-testid="tire-counts">
          {count('stock')} in stock · {count('fitted')} fitted · {count('retired')} retired
        </span>
        {tires.length > 0 ? <span className="maintenance-toolbar__end">{add}</span> : null}
      </div>
      {tires.length === 0 ? (
        <EmptyState title="No tires in the register" description="Add the tires you buy: they wait in stock until you fit them to a position of an asset on the diagram above." action={add} />
      ) : (
        <ListTable caption="Tire register" head={['Serial', 'Tire', 'Status', 'Asset and position', 'Km run', 'Cost / 1,000 km', 'Tread', `Km left to ${TREAD_LIMIT_MM} mm`]} actions testId="tire-table">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={9} className="muted" data-testid="tire-none">
                No tire is {TIRE_STATUS_LABELS[status as Tire['status']].toLowerCase()}: show all tires, or add one.
              </td>
            </tr>
          ) : (
            rows.map((t) => (
              <tr key={t.id} data-testid="tire-row" data-tire-id={t.id} data-status={t.status}>
                <td>
                  <button type="button" className="maintenance-tire-link" onClick={() => onOpen(t)} data-testid="tire-open">
                    {t.serial}
                  </button>
                </td>
                <td>{tireName(t)}</td>
                <td>
                  <span className="maintenance-chip" style={{ background: TIRE_STATUS_COLORS[t.status] }} data-testid="tire-status">
                    {TIRE_STATUS_LABELS[t.status]}
                  </span>
                </td>
                <td>{t.status === 'fitted' ? `${t.assetName ?? '—'}, ${t.position}` : '—'}</td>
                <td>{kmText(t.figures.kmRun)}</td>
                <td>{moneyText(t.figures.costPer1000Km)}</td>
                <td data-testid="tire-tread">
                  <span className="maintenance-tire-legend__swatch" style={{ background: TREAD_LEVEL_STYLES[treadLevel(t)].color }} />
                  {mmText(t.figures.treadLastMm)}
                </td>
                <td>{kmText(t.figures.kmLeft)}</td>
                <td className="maintenance-tire-register__actions">
                  {onFit && t.status === 'stock' ? (
                    <Button size="sm" variant="secondary" onClick={() => onFit(t)} data-testid="tire-row-fit">
                      {fitTo ? `Fit to ${fitTo}` : 'Fit'}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => onEdit(t)} data-testid="tire-edit">
                    Edit
                  </Button>
                </td>
              </tr>
            ))
          )}
        </ListTable>
      )}
    </section>
  );
}
