import { datePartsIn } from '@fleet/domain';

const QUARTER_HOUR = 900_000;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `formatPointTime` ('DD/MM/YYYY|HH:mm:ss' in the zone) for many instants: the zone's offset is looked up once per
 * quarter hour (offsets change on quarter hours at most), the rest is arithmetic.
 */
export function pointTimeFormatter(timeZone: string): (t: number) => string {
  const offsets = new Map<number, number>();
  return (t) => {
    const q = Math.floor(t / QUARTER_HOUR);
    let offset = offsets.get(q);
    if (offset === undefined) {
      const p = datePartsIn(q * QUARTER_HOUR, timeZone);
      offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - q * QUARTER_HOUR;
      offsets.set(q, offset);
    }
    const d = new Date(t + offset);
    return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}|${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
}
