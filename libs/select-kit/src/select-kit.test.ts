import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch } from './search';
import { chooseStatusV1, expandStatusSelectionV2, passesStatusFilter, toggleStatusV2 } from './status-filter-rules';

describe('select search', () => {
  it('ignores case and spaces; empty matches all', () => {
    expect(normalizeSearch(' WVB 12 34 ')).toBe('wvb1234');
    expect(matchesSearch('WVB 1234', 'vb12')).toBe(true);
    expect(matchesSearch('WVB 1234', 'b 1 2')).toBe(true);
    expect(matchesSearch('WVB 1234', 'xyz')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});

describe('status filter v2', () => {
  it('All selects all four; deselecting any removes All; selecting the fourth re-adds All', () => {
    const all = toggleStatusV2([], 'All');
    expect(all).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
    const noPark = toggleStatusV2(all, 'Park');
    expect(noPark).toEqual(['Move', 'Idle', 'Inactive']);
    expect(toggleStatusV2(noPark, 'Park')).toEqual(all);
    expect(toggleStatusV2(all, 'All')).toEqual([]);
  });
  it('reads All alone as the four statuses (a default or a v1 choice)', () => {
    expect(toggleStatusV2(['All'], 'Park')).toEqual(['Move', 'Idle', 'Inactive']);
    expect(toggleStatusV2(['All'], 'All')).toEqual([]);
    expect(toggleStatusV2(['Move', 'Idle', 'Park'], 'Inactive')).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
    expect(expandStatusSelectionV2(['All'])).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
    expect(expandStatusSelectionV2(['Park', 'Move'])).toEqual(['Move', 'Park']);
    expect(expandStatusSelectionV2(['Inactive', 'Park', 'Idle', 'Move'])).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
  });
  it('passes assets by selection', () => {
    expect(passesStatusFilter(['Park'], 'Park')).toBe(true);
    expect(passesStatusFilter(['Park'], 'Move')).toBe(false);
    expect(passesStatusFilter(['All'], 'Move')).toBe(true);
  });
});

describe('status filter v1', () => {
  it('emits only on change', () => {
    expect(chooseStatusV1('All', 'All')).toBeNull();
    expect(chooseStatusV1('All', 'Park')).toBe('Park');
  });
});
