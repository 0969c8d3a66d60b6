import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports these names', () => {
    expect(Object.keys(api).sort()).toEqual(
      ['CellContent', 'ColumnChooser', 'ROW_HEIGHT_PX', 'ReportGrid', 'VIRTUAL_VIEWPORT_PX', 'applyView', 'buildSearchIndex', 'hasCoordinates', 'maintenanceSummary', 'pageCount', 'pageRows', 'rowCoordinates', 'searchIndex', 'searchRows', 'sortOrder', 'useGridView'].sort(),
    );
  });
});
