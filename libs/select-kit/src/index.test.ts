import { describe, expect, it } from 'vitest';
import * as kit from './index';

describe('@fleet/select-kit public API', () => {
  it('exports the widgets and their rules by name', () => {
    expect(Object.keys(kit)).toEqual(
      expect.arrayContaining([
        'AssetSelector',
        'StatusFilter',
        'SingleSelect',
        'GroupedMultiSelect',
        'selectionAfterRouteChange',
        'preselectAssetIds',
        'matchesSearch',
        'normalizeSearch',
        'fuzzyFilter',
        'toggleStatusV2',
        'statusDropdownEntries',
      ]),
    );
    for (const [name, value] of Object.entries(kit)) expect(value, name).toBeDefined();
  });
});
