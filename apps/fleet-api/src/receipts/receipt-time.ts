/** Offset of the product's default time zone (Asia/Kuala_Lumpur, no daylight saving). */
const DEFAULT_OFFSET = '+08:00';

/**
 * A receipt time as ms since epoch: ms as given; 'YYYY-MM-DD HH:mm[:ss]' (what `convertRefuelTime` gives) as wall
 * time in the default time zone; other text as ISO. NaN when unreadable.
 */
export function receiptTimeMs(value: number | string): number {
  if (typeof value === 'number') return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (m) return Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}${DEFAULT_OFFSET}`);
  return Date.parse(value);
}
