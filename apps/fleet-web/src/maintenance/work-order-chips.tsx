import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUS_STYLES, type WorkOrderPriority, type WorkOrderStatus } from '@fleet/domain';
import { useId, type TextareaHTMLAttributes } from 'react';

/** The colours of the priorities (low and normal quiet, high and urgent loud). */
export const PRIORITY_COLORS: Record<WorkOrderPriority, string> = { low: '#90A4AE', normal: '#546E7A', high: '#FB8C00', urgent: '#E53935' };

/** A priority's label ("Urgent"). */
export const priorityLabel = (p: WorkOrderPriority) => WORK_ORDER_PRIORITIES.find((x) => x.priority === p)?.label ?? p;

/** A work order's status as a coloured chip. */
export function StatusChip({ status }: { status: WorkOrderStatus }) {
  const style = WORK_ORDER_STATUS_STYLES[status];
  return (
    <span className="maintenance-chip" style={{ background: style.color }} data-status={status} data-testid="wo-status">
      {style.label}
    </span>
  );
}

/** A work order's priority as a coloured chip. */
export function PriorityChip({ priority }: { priority: WorkOrderPriority }) {
  return (
    <span className="maintenance-chip" style={{ background: PRIORITY_COLORS[priority] }} data-priority={priority} data-testid="wo-priority-chip">
      {priorityLabel(priority)}
    </span>
  );
}

/** A labelled multi-line field with its error (as TextField for one line). */
export function TextAreaField({ label, error, ...rest }: { label: string; error?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className="fleet-field">
      <label className="fleet-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="fleet-field__input" rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
      {error ? (
        <span id={`${id}-error`} className="fleet-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
