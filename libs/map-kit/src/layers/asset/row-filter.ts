import type { LiveAsset } from '@fleet/domain';
import type { LiveStore } from '@fleet/live-store';
import type { AssetFilter } from './asset-meta';

/** The rows that pass the filter: store slots in slot order (the first `count`), or null for "every slot". */
export interface FilteredRows {
  rows: Int32Array | null;
  count: number;
  /** Changes whenever `rows` changes content. */
  key: number;
}

/**
 * Keeps the compact list of slots that pass the asset filter. The filter is evaluated for every asset only when
 * `filterKey` or the store's slot layout changes; after a delta only the changed slots are re-evaluated, and the
 * list is rebuilt (a typed loop, no filter calls) only when one of them flipped.
 */
export interface RowFilter {
  update(store: LiveStore, filter: AssetFilter | undefined, filterKey: string | undefined): FilteredRows;
}

/** Creates a row filter. */
export function createRowFilter(): RowFilter {
  let pass = new Uint8Array(0);
  let rows = new Int32Array(0);
  let count = 0;
  let key = 0;
  let lastFilterKey: string | undefined;
  let lastHadFilter = false;
  let lastLayout = -1;
  let lastVersion = -1;
  let lastSize = -1;
  const result: FilteredRows = { rows: null, count: 0, key: 0 };

  function compact(size: number): void {
    if (rows.length < size) rows = new Int32Array(Math.max(size, rows.length * 2));
    let n = 0;
    for (let slot = 0; slot < size; slot++) if (pass[slot]) rows[n++] = slot;
    count = n;
    key += 1;
  }

  return {
    update(store, filter, filterKey) {
      const columns = store.columns();
      const size = columns.count;
      const layout = columns.layoutVersion ?? columns.version;
      if (!filter) {
        if (lastHadFilter || layout !== lastLayout || size !== lastSize) key += 1;
        lastHadFilter = false;
        lastLayout = layout;
        lastSize = size;
        lastVersion = columns.version;
        result.rows = null;
        result.count = size;
        result.key = key;
        return result;
      }
      const full = !lastHadFilter || filterKey !== lastFilterKey || layout !== lastLayout || size !== lastSize || columns.version > lastVersion + 1;
      if (full) {
        if (pass.length < size) pass = new Uint8Array(Math.max(size, pass.length * 2));
        const all = store.all();
        for (let slot = 0; slot < size; slot++) pass[slot] = filter(all[slot] as LiveAsset) ? 1 : 0;
        compact(size);
      } else if (columns.version !== lastVersion) {
        let flipped = false;
        for (let i = 0; i < columns.changedCount; i++) {
          const slot = columns.changedSlots[i]!;
          const asset = store.get(columns.ids[slot]!);
          const next = asset && filter(asset) ? 1 : 0;
          if (pass[slot] !== next) {
            pass[slot] = next;
            flipped = true;
          }
        }
        if (flipped) compact(size);
      }
      lastHadFilter = true;
      lastFilterKey = filterKey;
      lastLayout = layout;
      lastSize = size;
      lastVersion = columns.version;
      result.rows = rows;
      result.count = count;
      result.key = key;
      return result;
    },
  };
}
