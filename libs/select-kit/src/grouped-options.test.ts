import { describe, expect, it } from 'vitest';
import { buildMenuRows, chipsFor, groupCheckState, groupOptions, toggleGroupValues, toggleValue, type OptionFields } from './grouped-options';
import { CITY_FIXTURE, type CityOption } from './testing/fixtures';

const fields: OptionFields<CityOption> = { group: 'state', text: 'city', value: 'code' };
const groups = groupOptions(CITY_FIXTURE, fields);

describe('grouped options', () => {
  it('groups by the configured field in first-seen order', () => {
    expect(groups.map((g) => [g.name, g.options.length])).toEqual([
      ['Selangor', 3],
      ['Penang', 2],
      ['Johor', 1],
    ]);
  });

  it('lists collapsed groups, the members of expanded ones, and every matching group while searching', () => {
    expect(buildMenuRows(groups, fields, '', new Set()).map((r) => r.key)).toEqual(['g:Selangor', 'g:Penang', 'g:Johor']);
    expect(buildMenuRows(groups, fields, '', new Set(['Penang'])).map((r) => r.key)).toEqual([
      'g:Selangor',
      'g:Penang',
      'o:Penang:GT',
      'o:Penang:BW',
      'g:Johor',
    ]);
    // Case and spaces ignored; only groups with a match remain, expanded.
    expect(buildMenuRows(groups, fields, 'GEORGE town', new Set()).map((r) => r.key)).toEqual(['g:Penang', 'o:Penang:GT']);
    expect(buildMenuRows(groups, fields, 'nowhere', new Set())).toEqual([]);
  });

  it('group checkbox state and partial counts', () => {
    expect(groupCheckState(['SA', 'PJ', 'KL'], new Set(['PJ']))).toEqual({ selected: 1, total: 3, checked: 'indeterminate' });
    expect(groupCheckState(['SA', 'PJ'], new Set(['SA', 'PJ']))).toEqual({ selected: 2, total: 2, checked: true });
    expect(groupCheckState(['SA'], new Set())).toEqual({ selected: 0, total: 1, checked: false });
  });

  it('a group toggle adds the missing members, or drops all when all are chosen', () => {
    expect(toggleGroupValues(['GT'], ['SA', 'PJ', 'KL'])).toEqual(['GT', 'SA', 'PJ', 'KL']);
    expect(toggleGroupValues(['PJ', 'GT'], ['SA', 'PJ', 'KL'])).toEqual(['PJ', 'GT', 'SA', 'KL']);
    expect(toggleGroupValues(['SA', 'GT', 'PJ', 'KL'], ['SA', 'PJ', 'KL'])).toEqual(['GT']);
    expect(toggleValue(['SA'], 'SA')).toEqual([]);
    expect(toggleValue(['SA'], 'PJ')).toEqual(['SA', 'PJ']);
  });

  it('chips: up to two, else the first and +N more...; unknown values say {field} not found', () => {
    const byValue = new Map(CITY_FIXTURE.map((c) => [c.code, c] as const));
    expect(chipsFor(['SA', 'PJ'], byValue, fields)).toEqual({
      chips: [
        { value: 'SA', label: 'Shah Alam', missing: false },
        { value: 'PJ', label: 'Petaling Jaya', missing: false },
      ],
      more: null,
    });
    expect(chipsFor(['SA', 'PJ', 'KL', 'GT'], byValue, fields)).toEqual({
      chips: [{ value: 'SA', label: 'Shah Alam', missing: false }],
      more: '+3 more...',
    });
    expect(chipsFor(['XX'], byValue, fields).chips[0]).toEqual({ value: 'XX', label: 'city not found', missing: true });
  });
});
