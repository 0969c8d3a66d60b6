import {
  WORK_ORDER_SOURCES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_STYLES,
  canMoveWorkOrder,
  formatRangeTime,
  isWorkOrderOpen,
  lineAmount,
  workOrderInputSchema,
  type WorkOrder,
  type WorkOrderEvent,
  type WorkOrderInput,
  type WorkOrderStatus,
} from '@fleet/domain';
import { Button, DIALOG_CLASS_NAMES, TextField } from '@fleet/ui';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { submitChecked, useFormDraft } from '../admin/form-draft';
import { meterText, moneyText } from './maintenance-format';
import { PriorityChip, StatusChip, priorityLabel } from './work-order-chips';
import { WORK_ORDER_FIELDS, WorkOrderFields } from './work-order-dialog';
import { ageText, footError, workOrderBodyOf, workOrderDraftOf, type WorkOrderDraft } from './work-order-logic';

/** A status a work order is moved to by a button (completion has its own dialog). */
export type MoveStatus = Exclude<WorkOrderStatus, 'completed'>;

/** The label of the button that moves to a status. */
const MOVE_LABELS: Record<MoveStatus, string> = { open: 'Reopen', 'in-progress': 'Start work', 'waiting-parts': 'Waiting for parts', cancelled: 'Cancel work order' };

/** Props of {@link WorkOrderDetailDialog}. */
export interface WorkOrderDetailDialogProps {
  /** The work order shown; null: closed. */
  order: WorkOrder | null;
  /** Its status history, oldest first; undefined while it loads. */
  events: readonly WorkOrderEvent[] | undefined;
  assets: readonly { assetId: number; assetName: string }[];
  timeZone: string;
  /** ms since epoch (its age). */
  now: number;
  onSave: (workOrder: WorkOrderInput) => void;
  saving?: boolean;
  /** The server's messages of the last save. */
  serverErrors?: FieldErrors;
  onMove: (status: MoveStatus, note: string) => void;
  moving?: boolean;
  /** Opens the completion. */
  onComplete: () => void;
  onClose: () => void;
}

function Lines({ order }: { order: WorkOrder }) {
  if (order.lines.length === 0) return <p className="muted">No parts or labour.</p>;
  return (
    <table className="maintenance-wo-lines" data-testid="wo-lines-readonly">
      <tbody>
        {order.lines.map((l, i) => (
          <tr key={i}>
            <td>{l.type === 'part' ? 'Part' : 'Labour'}</td>
            <td>
              {l.description}
              {l.partNumber ? <span className="muted"> ({l.partNumber})</span> : null}
            </td>
            <td>
              {l.quantity} × {moneyText(l.unitCost)}
            </td>
            <td className="maintenance-lines__amount">{moneyText(lineAmount(l))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ClosedDetails({ order, timeZone }: { order: WorkOrder; timeZone: string }) {
  return (
    <div className="maintenance-wo-detail__closed">
      <dl className="maintenance-wo-facts">
        <dt>Asset</dt>
        <dd>{order.assetName}</dd>
        <dt>Priority</dt>
        <dd>{priorityLabel(order.priority)}</dd>
        <dt>Assigned to</dt>
        <dd>{order.assignee || '—'}</dd>
        <dt>Vendor</dt>
        <dd>{order.vendor || '—'}</dd>
        <dt>Due date</dt>
        <dd>{order.dueDate ?? '—'}</dd>
      </dl>
      {order.description ? <p className="maintenance-wo-detail__text">{order.description}</p> : null}
      <Lines order={order} />
      {order.status === 'completed' ? (
        <div className="maintenance-wo-detail__completion" data-testid="wo-completion">
          <h3>Completed</h3>
          <dl className="maintenance-wo-facts">
            <dt>Completed at</dt>
            <dd>{order.completedAt !== null ? formatRangeTime(order.completedAt, timeZone) : '—'}</dd>
            <dt>Odometer</dt>
            <dd>{meterText({ value: order.odometerKm, source: null, at: null }, 'km')}</dd>
            <dt>Engine hours</dt>
            <dd>{meterText({ value: order.engineHours, source: null, at: null }, 'h')}</dd>
            <dt>Downtime</dt>
            <dd>{order.downtimeH !== null ? `${order.downtimeH} h` : '—'}</dd>
            <dt>Cost</dt>
            <dd>
              Parts {moneyText(order.parts)} · Labour {moneyText(order.labour)} · Total {moneyText(order.total)}
            </dd>
          </dl>
          {order.notes ? <p className="maintenance-wo-detail__text">{order.notes}</p> : null}
          {order.recordId !== null ? (
            <p className="muted" data-testid="wo-record">
              Its service record is written: see it in the Records tab{order.reminderId !== null ? '; its schedule moved on to its next due' : ''}.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function History({ events, timeZone }: { events: readonly WorkOrderEvent[] | undefined; timeZone: string }) {
  if (!events) return <p className="muted">Loading the history…</p>;
  return (
    <ol className="maintenance-wo-history" data-testid="wo-history">
      {events.map((e, i) => (
        <li key={i} data-testid="wo-event" data-to={e.to}>
          <span className="maintenance-wo-history__time">{formatRangeTime(e.at, timeZone)}</span> {e.from === null ? 'Opened' : `${WORK_ORDER_STATUS_STYLES[e.from].label} → ${WORK_ORDER_STATUS_STYLES[e.to].label}`}
          {e.by ? <span className="muted"> by {e.by}</span> : null}
          {e.note ? <span className="maintenance-wo-history__note">: {e.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function OpenForm({ order, assets, onSave, saving, serverErrors, onCancel }: { order: WorkOrder; assets: WorkOrderDetailDialogProps['assets']; onSave: (b: WorkOrderInput) => void; saving: boolean; serverErrors: FieldErrors; onCancel: () => void }) {
  const { draft, set, errors, setErrors } = useFormDraft<WorkOrderDraft>(order.id, () => workOrderDraftOf(order));
  const shown = { ...errors, ...serverErrors };
  return (
    <form
      className="admin-form maintenance-wo-detail__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submitChecked(workOrderInputSchema, workOrderBodyOf(draft, { source: order.source, reminderId: order.reminderId }), setErrors, onSave);
      }}
      data-testid="wo-edit-form"
    >
      <WorkOrderFields draft={draft} set={set} errors={shown} assets={assets} assetFixed defect={order.source === 'defect'} />
      <FormActions formError={footError(shown, WORK_ORDER_FIELDS)} onCancel={onCancel} submitting={saving} testId="wo" submitLabel="Save changes" />
    </form>
  );
}

/**
 * A work order: its fields and lines (editable while it is open), the moves its status may make (with an optional
 * note) and "Complete", its status history, and once completed what its completion wrote.
 */
export function WorkOrderDetailDialog({ order, events, assets, timeZone, now, onSave, saving = false, serverErrors = {}, onMove, moving = false, onComplete, onClose }: WorkOrderDetailDialogProps) {
  const [note, setNote] = useState('');
  const moves = order ? WORK_ORDER_STATUSES.filter((s): s is MoveStatus => s !== 'completed' && canMoveWorkOrder(order.status, s)) : [];
  return (
    <Dialog.Root open={order !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_CLASS_NAMES.overlay} />
        <Dialog.Content className={`${DIALOG_CLASS_NAMES.content} maintenance-wo-detail`} style={{ width: 760 }} data-testid="wo-detail" aria-describedby={undefined}>
          {order ? (
            <>
              <div className={DIALOG_CLASS_NAMES.header}>
                <Dialog.Title className={DIALOG_CLASS_NAMES.title}>
                  {order.number} · {order.title}
                </Dialog.Title>
              </div>
              <div className={DIALOG_CLASS_NAMES.body}>
                <div className="maintenance-wo-detail__head">
                  <StatusChip status={order.status} />
                  <PriorityChip priority={order.priority} />
                  <span>{order.assetName}</span>
                  <span className="muted">
                    {WORK_ORDER_SOURCES[order.source]}
                    {order.scheduleTitle ? `: ${order.scheduleTitle}` : ''}
                  </span>
                  <span className="muted" data-testid="wo-opened">
                    Opened {formatRangeTime(order.openedAt, timeZone)}
                    {order.openedBy ? ` by ${order.openedBy}` : ''} ({ageText(order, now)})
                  </span>
                </div>
                {isWorkOrderOpen(order.status) ? (
                  <OpenForm order={order} assets={assets} onSave={onSave} saving={saving} serverErrors={serverErrors} onCancel={onClose} />
                ) : (
                  <ClosedDetails order={order} timeZone={timeZone} />
                )}
                {moves.length > 0 || isWorkOrderOpen(order.status) ? (
                  <section className="maintenance-wo-detail__moves" data-testid="wo-moves" aria-label="Status">
                    <h3>Status</h3>
                    <TextField label="Note with the move (optional)" value={note} onChange={(e) => setNote(e.target.value)} placeholder="Filter on order from the dealer" data-testid="wo-move-note" />
                    <div className="maintenance-wo-detail__buttons">
                      {moves.map((s) => (
                        <Button
                          key={s}
                          size="sm"
                          variant={s === 'cancelled' ? 'danger' : 'secondary'}
                          disabled={moving}
                          onClick={() => {
                            onMove(s, note.trim());
                            setNote('');
                          }}
                          data-testid={`wo-move-${s}`}
                        >
                          {MOVE_LABELS[s]}
                        </Button>
                      ))}
                      {isWorkOrderOpen(order.status) ? (
                        <Button size="sm" onClick={onComplete} disabled={moving} data-testid="wo-complete">
                          Complete…
                        </Button>
                      ) : null}
                    </div>
                  </section>
                ) : null}
                <section aria-label="History">
                  <h3>History</h3>
                  <History events={events} timeZone={timeZone} />
                </section>
                {!isWorkOrderOpen(order.status) ? (
                  <div className="admin-form__actions">
                    <Button variant="secondary" onClick={onClose} data-testid="wo-close">
                      Close
                    </Button>
                  </div>
                ) : null}
              </div>
            </>
          ) : (
            <Dialog.Title className="visually-hidden">Work order</Dialog.Title>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
