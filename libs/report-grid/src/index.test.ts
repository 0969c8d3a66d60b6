import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports these names', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CellContent',
        'ColumnChooser',
        'ROW_ACTIONS_COLUMN_PX',
        'ROW_HEIGHT_PX',
        'ReportGrid',
        'RowActionsMenu',
        'VIRTUAL_VIEWPORT_PX',
        'applyView',
        'buildSearchIndex',
        'createTextMeasure',
        'gridColumnWidths',
        'hasCoordinates',
        'maintenanceSummary',
        'pageCount',
        'pageRows',
        'rowCoordinates',
        'sampleRowIndexes',
        'searchIndex',
        'searchRows',
        'sortOrder',
        'useGridView',
      ].sort(),
    );
  });
});
