/** A change-log entry (SPEC §3). */
export interface ChangeLogEntry {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  title: string;
  changes: string[];
}

/** The 'Latest System Updates' entries, newest first. */
export const CHANGE_LOG: readonly ChangeLogEntry[] = [
  {
    date: '2026-11-21',
    author: 'Fleet team',
    title: 'Table, Map and Hybrid views now live inside Monitor',
    changes: [
      'The Table, Map and Hybrid views are now reached inside the Monitor page.',
      'The individual Table, Map and Hybrid views were removed.',
    ],
  },
];

/** New entries = total minus seen, never below zero. */
export function countNewEntries(total: number, seen: number): number {
  return Math.max(0, total - Math.max(0, seen));
}

/** Whether the entry at this index (0 = newest) is unseen, given how many entries the user has seen. */
export function isEntryNew(index: number, total: number, seen: number): boolean {
  return index < countNewEntries(total, seen);
}
