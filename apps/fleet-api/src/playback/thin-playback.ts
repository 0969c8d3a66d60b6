/**
 * Thinning of a replayed route for display (pure). Keeps the first and last point, every event point and the points
 * right before and after it, whatever the budget; the rest of the budget (`maxPoints` minus those) is spread evenly in
 * time: for each of the equal time slots the first point at or after its middle.
 * @param times point times in ascending order, ms
 * @param isEvent whether point i is an event (a stop, an ignition change…)
 * @returns the indices to keep, ascending
 */
export function thinIndices(times: ArrayLike<number>, isEvent: (i: number) => boolean, maxPoints: number): number[] {
  const n = times.length;
  if (n <= maxPoints) return Array.from({ length: n }, (_, i) => i);
  const keep = new Uint8Array(n);
  let kept = 0;
  const mark = (i: number) => {
    if (i >= 0 && i < n && keep[i] === 0) {
      keep[i] = 1;
      kept++;
    }
  };
  mark(0);
  mark(n - 1);
  for (let i = 0; i < n; i++) {
    if (isEvent(i)) {
      mark(i - 1);
      mark(i);
      mark(i + 1);
    }
  }
  const budget = maxPoints - kept;
  if (budget > 0) {
    const start = times[0] as number;
    const slot = ((times[n - 1] as number) - start) / budget;
    let i = 0;
    for (let k = 0; k < budget; k++) {
      const target = start + (k + 0.5) * slot;
      while (i < n - 1 && (times[i] as number) < target) i++;
      mark(i);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i] === 1) out.push(i);
  return out;
}
