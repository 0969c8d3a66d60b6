import type { ReportColumn, ReportRow } from '@fleet/domain';
import type { TextMeasure } from './column-widths';
import type { SortState } from './grid-engine';
import type { ReportRowAction } from './report-table';
import type { PageSize } from './rows';

/** The grid's view state. Any key given in `ReportGridProps.state` is controlled by the app. */
export interface ReportGridState {
  search: string;
  sort: SortState | null;
  pageSize: PageSize;
  pageIndex: number;
  expanded: boolean;
  hiddenFields: readonly string[];
}

/** What the grid shows, reported on every change (the app exports exactly these rows and columns). */
export interface ReportGridView extends ReportGridState {
  visibleColumns: ReportColumn[];
  /** The filtered and sorted rows (all pages). */
  rows: ReportRow[];
}

/** Props of {@link ReportGrid}. */
export interface ReportGridProps {
  /** The report's columns in order: field, header, type (text, number, time, ...) and unit of each. */
  columns: readonly ReportColumn[];
  /** The report's rows (one object per row, keyed by the columns' fields); the grid searches, sorts and pages them. */
  rows: readonly ReportRow[];
  /** Row command (the app opens the row's coordinates in a maps service); shown on rows with coordinates. */
  onRowCommand?: (row: ReportRow) => void;
  /** Label of the row command button. @default 'Open in Maps' */
  rowCommandLabel?: string;
  /** Further commands per row (details modals); read on every render, so a new function needs no memo. */
  rowActions?: (row: ReportRow) => readonly ReportRowAction[];
  /** Called with the visible columns and filtered+sorted rows whenever they or the view change. */
  onStateChange?: (view: ReportGridView) => void;
  /** Controlled view state: keys given here win over the grid's own state; feed back what onViewStateChange proposes. */
  state?: Partial<ReportGridState>;
  /** Called on every user change (search, sort, page, page size, expand, columns) with the proposed full state. */
  onViewStateChange?: (state: ReportGridState) => void;
  /** Initial page size when not controlled. @default 10 */
  defaultPageSize?: PageSize;
  /** Fields hidden initially when not controlled. */
  defaultHiddenFields?: readonly string[];
  /** Fields pinned at the start (with the row actions), kept in view while scrolling sideways. @default ['assetName', 'time'] */
  pinnedFields?: readonly string[];
  /** Measures text for the column widths, px. @default canvas measureText with the page font at 13 px */
  measureText?: TextMeasure;
}
