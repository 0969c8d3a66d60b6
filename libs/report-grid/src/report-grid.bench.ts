// @vitest-environment happy-dom
/**
 * Benchmark P4: on 1,000,000 rows, search and sort must each take < 200 ms.
 * (a) through the path the grid really uses: the rendered ReportGrid (TanStack Table with manual filtering/sorting
 *     fed by the grid-engine indexes), timed from the input event to the re-rendered rows;
 * (b) the same through TanStack Table's own default row models (createFilteredRowModel + createSortedRowModel +
 *     createPaginatedRowModel, global filter 'includesString') on the same rows and columns, plus naive baselines.
 * A P4 summary (median ms per operation, ratio default/grid) is printed after the run.
 */
import type { ReportColumn, ReportRow } from '@fleet/domain';
import { createAtom, batch } from '@tanstack/react-store';
import {
  constructTable,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  sortFn_basic,
  tableFeatures,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { renderPhaseReactivity } from '@tanstack/table-core/reactivity';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, bench, describe } from 'vitest';
import { gridColumnWidths } from './column-widths';
import { applyView, buildSearchIndex, searchIndex, sortOrder } from './grid-engine';
import { ReportGrid } from './report-grid';
import { reportColumnDefs, reportTableFeatures } from './report-table';

const N = 1_000_000;
const fields = ['assetName', 'time', 'speed', 'address', 'fuel', 'idling', 'input', 'volt', 'latitude', 'longitude'];
const columns: ReportColumn[] = fields.map((field) => ({ header: field, field, width: 100 }));
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
/** Two queries used alternately, so every iteration is a real change (no memo hit). */
const queries = ['klang lama', 'truck 99'];

// ---- P4 summary: each measured operation records its durations; medians are printed at the end. ----
const samples = new Map<string, number[]>();
function timed(key: string, fn: () => void): void {
  const t0 = performance.now();
  fn();
  const list = samples.get(key) ?? [];
  list.push(performance.now() - t0);
  samples.set(key, list);
}
function median(key: string): number {
  const s = [...(samples.get(key) ?? [])].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
}
afterAll(() => {
  const line = (op: string, grid: string, base: string) => {
    const g = median(grid);
    const b = median(base);
    return `${op.padEnd(34)} grid ${g.toFixed(1).padStart(8)} ms ${g < 200 ? 'PASS' : 'FAIL'} | TanStack default ${b.toFixed(1).padStart(8)} ms | ratio ${(b / g).toFixed(0)}x`;
  };
  console.log(
    [
      '',
      `P4 summary (1,000,000 rows x ${fields.length} columns, median; goal < 200 ms)`,
      line('search (type a query)', 'grid:search', 'default:search'),
      line('sort by speed (header click)', 'grid:sort', 'default:sort'),
      line('sort by address, filtered', 'grid:sortText', 'default:sortText'),
      `one-off per data set: grid index build ${median('grid:mount').toFixed(0)} ms (mount incl. index) | TanStack core row model ${median('default:core').toFixed(0)} ms`,
      '',
    ].join('\n'),
  );
});

// ---- (a) the grid's real path: ReportGrid rendered, driven through its search box and sortable headers. ----
let gridReady = false;
function mountGrid(): void {
  if (gridReady) return;
  gridReady = true;
  timed('grid:mount', () => void render(createElement(ReportGrid, { columns, rows })));
  // Warm the column sort orders (built once per data set and column, like the first click on a header).
  timed('grid:firstSort', () => {
    sortOrder(rows, 'speed');
    sortOrder(rows, 'address');
  });
}
let gridTurn = 0;
const typeQuery = (q: string) => act(() => void fireEvent.change(screen.getByTestId('report-grid-search'), { target: { value: q } }));
const clickHeader = (name: string) => act(() => void fireEvent.click(screen.getByTitle(name)));

describe('P4 (a) search: ReportGrid (TanStack Table, manual filtering on the search index)', () => {
  bench('grid: type a query → rows rendered', () => timed('grid:search', () => typeQuery(queries[gridTurn++ % 2]!)), {
    iterations: 10,
    time: 0,
    setup: () => {
      mountGrid();
      typeQuery('');
    },
  });
});

describe('P4 (a) sort: ReportGrid (TanStack Table, manual sorting on cached typed orders)', () => {
  bench('grid: click Speed header (asc → desc → off) → rows rendered', () => timed('grid:sort', () => clickHeader('speed')), {
    iterations: 9,
    time: 0,
    setup: () => {
      mountGrid();
      typeQuery('');
    },
  });
  bench('grid: filtered ("selangor"), click Address header → rows rendered', () => timed('grid:sortText', () => clickHeader('address')), {
    iterations: 9,
    time: 0,
    setup: () => {
      mountGrid();
      typeQuery('selangor');
    },
  });
});

// ---- (b) TanStack Table's default row models on the same rows and columns. ----
const defaultFeatures = tableFeatures({
  ...reportTableFeatures,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { basic: sortFn_basic },
});
let defaultState = { globalFilter: '', sorting: [] as SortingState, pagination: { pageIndex: 0, pageSize: 10 }, columnVisibility: {} };
let defaultTable: ReturnType<typeof makeDefaultTable> | null = null;
function makeDefaultTable() {
  // The same features and column definitions as the grid, plus TanStack's row models; vanilla (non-React) reactivity.
  const features = { coreReactivityFeature: renderPhaseReactivity({ createAtom, batch }), ...defaultFeatures } as typeof defaultFeatures;
  return constructTable<typeof defaultFeatures, ReportRow>({
    features,
    columns: reportColumnDefs(columns, null) as unknown as ColumnDef<typeof defaultFeatures, ReportRow>[],
    data: rows,
    state: defaultState,
    globalFilterFn: 'includesString',
  });
}
function defaultView(patch: Partial<typeof defaultState>): number {
  defaultState = { ...defaultState, ...patch };
  const table = defaultTable!;
  table.setOptions((prev) => ({ ...prev, state: defaultState }));
  return table.getRowModel().rows.length + table.getPrePaginatedRowModel().rows.length;
}
function defaultSetup(patch: Partial<typeof defaultState>) {
  return () => {
    if (!defaultTable) {
      defaultTable = makeDefaultTable();
      timed('default:core', () => void defaultTable!.getCoreRowModel());
    }
    defaultView({ globalFilter: '', sorting: [], ...patch });
  };
}
let defaultTurn = 0;
const slow = { iterations: 2, warmupIterations: 0, time: 0 };

describe('P4 (b) search: TanStack default filtered row model (global filter includesString)', () => {
  bench('default: global filter → page rows', () => timed('default:search', () => void defaultView({ globalFilter: queries[defaultTurn++ % 2]! })), {
    ...slow,
    setup: defaultSetup({}),
  });
  bench('naive: String(v).toLowerCase() per cell', () => {
    const needle = queries[0]!;
    void rows.filter((r) => fields.some((f) => String(r[f]).toLowerCase().includes(needle)));
  }, slow);
});

describe('P4 (b) sort: TanStack default sorted row model', () => {
  bench('default: sort by speed (asc / desc) → page rows', () => timed('default:sort', () => void defaultView({ sorting: [{ id: 'speed', desc: defaultTurn++ % 2 === 1 }] })), {
    ...slow,
    setup: defaultSetup({}),
  });
  bench('default: filtered ("selangor"), sort by address → page rows', () =>
    timed('default:sortText', () => void defaultView({ sorting: [{ id: 'address', desc: defaultTurn++ % 2 === 1 }] })), {
    ...slow,
    setup: defaultSetup({ globalFilter: 'selangor' }),
  });
});

// ---- Engine internals (framework-free, what the grid calls per change). ----
const index = buildSearchIndex(rows, fields);
describe('engine: 1,000,000 rows', () => {
  bench('searchIndex + applyView', () => void applyView(rows, searchIndex(index, queries[0]!), null), { iterations: 10, time: 0 });
  bench('applyView, cached order (toggle direction)', () => void applyView(rows, null, { field: 'speed', direction: 'desc' }), { iterations: 10, time: 0 });
  bench('sortOrder, first time per column (text)', () => void sortOrder(rows.slice(), 'address'), { iterations: 2, warmupIterations: 0, time: 0 });
  bench('buildSearchIndex (once per data set and column set)', () => void buildSearchIndex(rows, fields), { iterations: 2, warmupIterations: 0, time: 0 });
  // Column widths from the content: a sample of 500 rows, each distinct text measured once (here 7 px a character;
  // canvas measureText in the browser).
  bench('gridColumnWidths (once per data set)', () => void gridColumnWidths(columns, rows, (t) => t.length * 7), { iterations: 10, time: 0 });
});
