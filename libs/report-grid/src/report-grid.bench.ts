// @vitest-environment node
import type { ReportRow } from '@fleet/domain';
import { bench, describe } from 'vitest';
import { applyView, buildSearchIndex, searchIndex, sortOrder } from './grid-engine';

// 1,000,000 rows x 10 columns; goal: search and sort under 200 ms each. Compare with the naive baselines below.
const N = 1_000_000;
const fields = ['assetName', 'time', 'speed', 'address', 'fuel', 'idling', 'input', 'volt', 'latitude', 'longitude'];
const streets = ['Jalan Sultan Ismail', 'Persiaran Kayangan', 'Jalan Klang Lama', 'Lebuhraya Persekutuan', 'Jalan Ampang'];
const rows: ReportRow[] = Array.from({ length: N }, (_, i) => ({
  assetName: `Truck ${i % 997}`,
  time: `${1 + (i % 28)}/1/2026 | ${String(i % 24).padStart(2, '0')}:00:00`,
  speed: (i * 7919) % 120,
  address: `${i % 50} ${streets[i % 5]}, Selangor`,
  fuel: ((i * 31) % 4000) / 10,
  idling: i % 2 === 0,
  input: i % 3 ? 'ON' : 'OFF',
  volt: 12 + (i % 20) / 10,
  latitude: 3 + (i % 1000) / 1000,
  longitude: 101 + (i % 1000) / 1000,
}));
const query = 'klang lama';
const index = buildSearchIndex(rows, fields);

/** Baseline: String(v).toLowerCase() per cell per query. */
function naiveSearch(q: string): ReportRow[] {
  const needle = q.toLowerCase();
  return rows.filter((r) => fields.some((f) => String(r[f]).toLowerCase().includes(needle)));
}
/** Baseline: a copied array sorted with a generic comparator on the raw values per sort. */
function naiveSort(field: string): ReportRow[] {
  return rows.slice().sort((a, b) => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

const once = { iterations: 3, warmupIterations: 0, time: 0 };

describe('search 1,000,000 rows x 10 columns', () => {
  bench('indexed search (precomputed lowercase text)', () => void applyView(rows, searchIndex(index, query), null), { iterations: 10, time: 0 });
  bench('naive search (String(v).toLowerCase() per cell)', () => void naiveSearch(query), once);
});

describe('sort 1,000,000 rows by speed', () => {
  // The first sort of a column builds its typed order; later sorts (either direction, any filter) reuse it.
  bench('typed sort, first time per column', () => void sortOrder(rows.slice(), 'speed'), once);
  bench('typed sort, cached order (toggle direction)', () => void applyView(rows, null, { field: 'speed', direction: 'desc' }), { iterations: 10, time: 0 });
  bench('naive sort (comparator on raw values)', () => void naiveSort('speed'), { iterations: 1, warmupIterations: 0, time: 0 });
});

describe('sort 1,000,000 rows by address (text)', () => {
  bench('typed sort, first time per column', () => void sortOrder(rows.slice(), 'address'), once);
  bench('naive sort (comparator on raw values)', () => void naiveSort('address'), { iterations: 1, warmupIterations: 0, time: 0 });
  bench('typed sort, cached order', () => void applyView(rows, searchIndex(index, 'selangor'), { field: 'address', direction: 'asc' }), { iterations: 10, time: 0 });
});

describe('index build (once per data set)', () => {
  bench('buildSearchIndex', () => void buildSearchIndex(rows, fields), { iterations: 2, warmupIterations: 0, time: 0 });
});
