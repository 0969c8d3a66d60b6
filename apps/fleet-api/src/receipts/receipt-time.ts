import { instantOf } from '@fleet/domain';

/**
 * A receipt time as ms since epoch: ms as given; 'YYYY-MM-DD HH:mm[:ss]' (what `convertRefuelTime` gives, a wall
 * time without a zone) in the caller's time zone; other text as ISO 8601 with its own offset. NaN when unreadable.
 * The web sends instants (ms); wall-clock text is read in the user's zone, never the server's.
 */
export function receiptTimeMs(value: number | string, timeZone: string): number {
  if (typeof value === 'number') return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (m) {
    const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
    return instantOf({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! }, timeZone);
  }
  return Date.parse(value);
}
