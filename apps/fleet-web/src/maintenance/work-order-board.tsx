import { MAINTENANCE_TEXTS, WORK_ORDER_SOURCES, WORK_ORDER_STATUS_STYLES, isWorkOrderOpen, type WorkOrder } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { moneyText } from './maintenance-format';
import { PriorityChip, StatusChip } from './work-order-chips';
import { ageText, boardColumns, filterWorkOrders, isPastDue, listOrder, type WorkOrderFilter, type WorkOrderView } from './work-order-logic';
import { ListTable } from '../admin/list-table';

/** Cards a closed column (completed, cancelled) shows before "more in the list". */
export const CLOSED_COLUMN_CARDS = 10;

/** Props of {@link WorkOrdersView}. */
export interface WorkOrdersViewProps {
  /** Every work order the user sees (the view filters them). */
  orders: readonly WorkOrder[];
  /** The assets to filter by. */
  assets: readonly { assetId: number; assetName: string }[];
  filter: WorkOrderFilter;
  onFilterChange: (filter: WorkOrderFilter) => void;
  view: WorkOrderView;
  onViewChange: (view: WorkOrderView) => void;
  /** ms since epoch (the cards' age). */
  now: number;
  /** The company's date today, YYYY-MM-DD (past due dates). */
  today: string;
  onOpen: (order: WorkOrder) => void;
  /** "New work order" (manual) or "Report a defect". */
  onNew: (source: 'manual' | 'defect') => void;
}

function Card({ order, now, today, onOpen }: { order: WorkOrder; now: number; today: string; onOpen: (o: WorkOrder) => void }) {
  const late = isPastDue(order, today);
  return (
    <article className={`maintenance-wo-card maintenance-wo-card--${order.priority}`} data-testid="wo-card" data-status={order.status} data-number={order.number}>
      <button type="button" className="maintenance-wo-card__open" onClick={() => onOpen(order)} data-testid={`wo-open-${order.status}`}>
        <span className="maintenance-wo-card__number">{order.number}</span> <span className="maintenance-wo-card__title">{order.title}</span>
      </button>
      <div className="maintenance-wo-card__asset">{order.assetName}</div>
      <div className="maintenance-wo-card__meta">
        <PriorityChip priority={order.priority} />
        <span className="muted">{WORK_ORDER_SOURCES[order.source]}</span>
      </div>
      <div className="maintenance-wo-card__meta">
        <span>{order.assignee || <span className="muted">Unassigned</span>}</span>
        <span className="maintenance-wo-card__total">{moneyText(order.total)}</span>
      </div>
      <div className="maintenance-wo-card__meta muted">
        <span data-testid="wo-age">{ageText(order, now)}</span>
        {order.dueDate && isWorkOrderOpen(order.status) ? (
          <span className={late ? 'maintenance-wo-late' : undefined} data-testid={late ? 'wo-late' : undefined}>
            due {order.dueDate}
          </span>
        ) : null}
      </div>
    </article>
  );
}

function Board({ orders, now, today, onOpen, onMore }: { orders: readonly WorkOrder[]; now: number; today: string; onOpen: (o: WorkOrder) => void; onMore: () => void }) {
  return (
    <div className="maintenance-wo-board" data-testid="wo-board">
      {boardColumns(orders).map(({ status, orders: cards }) => {
        const capped = !isWorkOrderOpen(status) && cards.length > CLOSED_COLUMN_CARDS;
        return (
          <section key={status} className="maintenance-wo-board__column" data-testid={`wo-column-${status}`} aria-label={WORK_ORDER_STATUS_STYLES[status].label}>
            <h3 className="maintenance-wo-board__head" style={{ borderColor: WORK_ORDER_STATUS_STYLES[status].color }}>
              {WORK_ORDER_STATUS_STYLES[status].label} <span className="muted" data-testid={`wo-count-${status}`}>{cards.length}</span>
            </h3>
            {cards.length === 0 ? <p className="muted maintenance-wo-board__none">None</p> : null}
            {(capped ? cards.slice(0, CLOSED_COLUMN_CARDS) : cards).map((o) => (
              <Card key={o.id} order={o} now={now} today={today} onOpen={onOpen} />
            ))}
            {capped ? (
              <Button size="sm" variant="ghost" onClick={onMore} data-testid={`wo-more-${status}`}>
                {cards.length - CLOSED_COLUMN_CARDS} more in the list
              </Button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

function List({ orders, now, today, onOpen }: { orders: readonly WorkOrder[]; now: number; today: string; onOpen: (o: WorkOrder) => void }) {
  return (
    <ListTable caption={MAINTENANCE_TEXTS.tabs.workOrders} head={['Number', 'Status', 'Asset', 'Title', 'Priority', 'Assigned to', 'Source', 'Due', 'Total', 'Age']} testId="wo-list">
      {listOrder(orders).map((o) => (
        <tr key={o.id} data-testid="wo-row" data-status={o.status} data-number={o.number}>
          <td>
            <button type="button" className="maintenance-wo-link" onClick={() => onOpen(o)} data-testid={`wo-open-${o.status}`}>
              {o.number}
            </button>
          </td>
          <td>
            <StatusChip status={o.status} />
          </td>
          <td>{o.assetName}</td>
          <td>{o.title}</td>
          <td>
            <PriorityChip priority={o.priority} />
          </td>
          <td>{o.assignee || '—'}</td>
          <td>{WORK_ORDER_SOURCES[o.source]}</td>
          <td className={isPastDue(o, today) ? 'maintenance-wo-late' : undefined}>{o.dueDate ?? '—'}</td>
          <td>{moneyText(o.total)}</td>
          <td>{ageText(o, now)}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/**
 * The work orders: a board with a column per status (open, in progress, waiting for parts, completed, cancelled) or a
 * list, narrowed to an asset and words; "New work order" and "Report a defect"; a card or row opens its work order.
 */
export function WorkOrdersView({ orders, assets, filter, onFilterChange, view, onViewChange, now, today, onOpen, onNew }: WorkOrdersViewProps) {
  const shown = filterWorkOrders(orders, filter);
  const open = orders.filter((o) => isWorkOrderOpen(o.status)).length;
  const filtered = filter.assetId !== undefined || filter.text.trim() !== '';
  return (
    <div data-testid="wo-view">
      <div className="maintenance-toolbar">
        <label>
          Asset{' '}
          <select value={filter.assetId ?? ''} onChange={(e) => onFilterChange({ ...filter, assetId: e.target.value === '' ? undefined : Number(e.target.value) })} data-testid="wo-asset-filter">
            <option value="">All assets</option>
            {assets.map((a) => (
              <option key={a.assetId} value={a.assetId}>
                {a.assetName}
              </option>
            ))}
          </select>
        </label>
        <input type="search" aria-label="Search work orders" placeholder="Search number, title, assignee…" value={filter.text} onChange={(e) => onFilterChange({ ...filter, text: e.target.value })} data-testid="wo-search" />
        <div className="maintenance-wo-views" role="group" aria-label="View">
          <Button size="sm" variant={view === 'board' ? 'primary' : 'secondary'} aria-pressed={view === 'board'} onClick={() => onViewChange('board')} data-testid="wo-view-board">
            Board
          </Button>
          <Button size="sm" variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => onViewChange('list')} data-testid="wo-view-list">
            List
          </Button>
        </div>
        <span className="muted" data-testid="wo-counts">
          {open} open · {orders.length - open} closed
        </span>
        <div className="maintenance-toolbar__end">
          <Button size="sm" variant="secondary" onClick={() => onNew('defect')} data-testid="wo-defect">
            {MAINTENANCE_TEXTS.reportDefect}
          </Button>
          <Button size="sm" onClick={() => onNew('manual')} data-testid="wo-new">
            {MAINTENANCE_TEXTS.newWorkOrder}
          </Button>
        </div>
      </div>
      {orders.length === 0 ? (
        <EmptyState
          title="No work orders yet"
          description="Open one for a repair with “New work order”, let a driver's problem in with “Report a defect”, or open one from a due schedule in the Schedules tab. Completing it writes the service record."
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No work order matches"
          description="None of the work orders is of this asset or holds these words."
          action={
            <Button size="sm" variant="secondary" onClick={() => onFilterChange({ text: '' })} data-testid="wo-clear-filter">
              Show every work order
            </Button>
          }
        />
      ) : view === 'board' ? (
        <Board orders={shown} now={now} today={today} onOpen={onOpen} onMore={() => onViewChange('list')} />
      ) : (
        <List orders={shown} now={now} today={today} onOpen={onOpen} />
      )}
      {filtered && shown.length > 0 ? (
        <p className="muted" data-testid="wo-filtered">
          {shown.length} of {orders.length} work orders shown.
        </p>
      ) : null}
    </div>
  );
}
