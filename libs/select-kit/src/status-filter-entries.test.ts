import { PALETTE } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { STATUS_FILTER_ENTRIES, sameStatusSelection, statusDropdownEntries } from './status-filter-entries';
import { nextStatusSelection } from './status-filter';

describe('status filter entries', () => {
  it('All primary, Move success, Idle warning, Park danger, Inactive dark', () => {
    expect(STATUS_FILTER_ENTRIES.map((e) => [e.key, e.color])).toEqual([
      ['All', PALETTE.primary],
      ['Move', PALETTE.success],
      ['Idle', PALETTE.warning],
      ['Park', PALETTE.danger],
      ['Inactive', PALETTE.dark],
    ]);
  });

  it("the dropdown omits the All entry when the filter type's first value is key", () => {
    expect(statusDropdownEntries(['key', 'status']).map((e) => e.key)).toEqual(['Move', 'Idle', 'Park', 'Inactive']);
    expect(statusDropdownEntries(['status', 'key'])).toHaveLength(5);
    expect(statusDropdownEntries([])).toHaveLength(5);
  });

  it('compares selections regardless of order', () => {
    expect(sameStatusSelection(['Move', 'Park'], ['Park', 'Move'])).toBe(true);
    expect(sameStatusSelection(['Move'], ['Move', 'Park'])).toBe(false);
  });
});

describe('nextStatusSelection', () => {
  it('v1: exactly one; the current one again is no change', () => {
    expect(nextStatusSelection('v1', ['All'], 'Park')).toEqual(['Park']);
    expect(nextStatusSelection('v1', ['Park'], 'Park')).toBeNull();
  });

  it('v2: All rules; a change only when the selection differs', () => {
    expect(nextStatusSelection('v2', [], 'All')).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
    expect(nextStatusSelection('v2', ['All', 'Move', 'Idle', 'Park', 'Inactive'], 'Idle')).toEqual(['Move', 'Park', 'Inactive']);
    expect(nextStatusSelection('v2', ['Move', 'Park', 'Inactive'], 'Idle')).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
  });
});
