import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@fleet/ui public API', () => {
  it('exports the shell primitives by name', () => {
    expect(Object.keys(ui)).toEqual(
      expect.arrayContaining([
        'Button',
        'Card',
        'Badge',
        'Spinner',
        'LoadingOverlay',
        'PageHeader',
        'Breadcrumb',
        'StatTile',
        'EmptyState',
        'ChangeLogModal',
        'BookmarkList',
        'BookmarkToggle',
        'ErrorPanel',
        'RegionErrorBoundary',
        'Sidebar',
        'UserMenu',
        'DataTable',
        'TextField',
        'Tooltip',
        'colorVar',
        'DIALOG_LAYER_Z_INDEX',
      ]),
    );
  });
});
