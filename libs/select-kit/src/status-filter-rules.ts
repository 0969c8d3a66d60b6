import type { StatusFilterKey } from '@fleet/domain';

/** The four statuses that 'All' stands for. */
export const FILTER_STATUSES = ['Move', 'Idle', 'Park', 'Inactive'] as const satisfies readonly StatusFilterKey[];

/**
 * v2 (multi-select) toggle of one filter entry. Choosing All selects all four statuses; deselecting any status
 * removes All; selecting the fourth re-adds All. Returns the new selection in display order.
 */
export function toggleStatusV2(selected: readonly StatusFilterKey[], key: StatusFilterKey): StatusFilterKey[] {
  const set = new Set(expandStatusSelectionV2(selected));
  if (key === 'All') {
    if (set.has('All')) return [];
    return ['All', ...FILTER_STATUSES];
  }
  if (set.has(key)) {
    set.delete(key);
    set.delete('All');
  } else {
    set.add(key);
    if (FILTER_STATUSES.every((s) => set.has(s))) set.add('All');
  }
  return (['All', ...FILTER_STATUSES] as StatusFilterKey[]).filter((k) => set.has(k));
}

/**
 * A v2 selection as the filter shows it: All stands for the four statuses (a selection kept as ['All'], e.g. from v1
 * or a default, shows all four chosen), and the four statuses together are All. Display order.
 */
export function expandStatusSelectionV2(selected: readonly StatusFilterKey[]): StatusFilterKey[] {
  const set = new Set(selected);
  if (set.has('All') || FILTER_STATUSES.every((s) => set.has(s))) return ['All', ...FILTER_STATUSES];
  return FILTER_STATUSES.filter((s) => set.has(s));
}

/** v1 (single) choice: exactly one option; returns null when it equals the current one (no event is emitted). */
export function chooseStatusV1(current: StatusFilterKey, key: StatusFilterKey): StatusFilterKey | null {
  return key === current ? null : key;
}

/** Whether an asset status short form passes the selection. */
export function passesStatusFilter(selected: readonly StatusFilterKey[], status: StatusFilterKey): boolean {
  return selected.includes('All') || selected.includes(status);
}
