import { STATUS_FILTERS, STATUS_SHORT, type AssetStatus, type ColorName } from '@fleet/domain';
import { Badge } from './badge';

/** Palette colour of an asset status, as the status filter shows it (Move success, Idle warning, ...). */
export function statusColorName(status: AssetStatus): ColorName {
  const short = STATUS_SHORT[status];
  return STATUS_FILTERS.find((f) => f.key === short)?.color ?? 'secondary';
}

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  status: AssetStatus;
}

/** An asset's status (Moving, Idling, Parked, Inactive) in its colour. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <Badge color={statusColorName(status)} data-status={status}>
      {status}
    </Badge>
  );
}
