import { PALETTE, STATUS_FILTERS, type StatusFilterKey } from '@fleet/domain';

/** One entry of the status filter: its key and palette colour (hex and colour name). */
export interface StatusFilterEntry {
  key: StatusFilterKey;
  colorName: (typeof STATUS_FILTERS)[number]['color'];
  /** Hex colour from PALETTE. */
  color: string;
}

/** The five entries in display order: All primary, Move success, Idle warning, Park danger, Inactive dark. */
export const STATUS_FILTER_ENTRIES: readonly StatusFilterEntry[] = STATUS_FILTERS.map((f) => ({
  key: f.key,
  colorName: f.color,
  color: PALETTE[f.color],
}));

/**
 * The entries of the compact (dropdown) status filter. SPEC §4: "in the dropdown the entry is omitted when the filter
 * type's first value is key". The entry left out is the 'All' entry: with a key filter type the dropdown chooses
 * among the statuses themselves.
 */
export function statusDropdownEntries(filterType: readonly string[] = []): readonly StatusFilterEntry[] {
  return filterType[0] === 'key' ? STATUS_FILTER_ENTRIES.filter((e) => e.key !== 'All') : STATUS_FILTER_ENTRIES;
}

/** True when two selections hold the same keys (order ignored). */
export function sameStatusSelection(a: readonly StatusFilterKey[], b: readonly StatusFilterKey[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((k) => set.has(k));
}
