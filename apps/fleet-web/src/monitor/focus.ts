/**
 * The asset the card shows and the map follows, after the selection changed: a newly added asset (the last one
 * added), else the current one while it stays selected, else the last selected, else none.
 */
export function focusAfterSelection(prev: readonly number[], next: readonly number[], focus: number | null): number | null {
  const before = new Set(prev);
  const added = next.filter((id) => !before.has(id));
  if (added.length > 0) return added[added.length - 1] ?? null;
  if (focus !== null && next.includes(focus)) return focus;
  return next.length > 0 ? (next[next.length - 1] ?? null) : null;
}
