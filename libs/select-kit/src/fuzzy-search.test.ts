import { describe, expect, it } from 'vitest';
import { fuzzyFilter, fuzzyScore } from './fuzzy-search';

const names = ['Scania P360 - WUP 9052', 'Hino 500 - WXY 4821', 'Isuzu NPR - BKQ 7310', 'Scania G410 - JQR 5512'];

describe('fuzzy search', () => {
  it('matches a subsequence ignoring case and spaces', () => {
    expect(fuzzyScore('Hino 500 - WXY 4821', 'h5w')).not.toBeNull();
    expect(fuzzyScore('Hino 500 - WXY 4821', 'HINO500')).not.toBeNull();
    expect(fuzzyScore('Hino 500 - WXY 4821', 'w x y')).not.toBeNull();
    expect(fuzzyScore('Hino 500 - WXY 4821', 'yxw')).toBeNull();
  });

  it('ranks contiguous and earlier matches first', () => {
    expect(fuzzyFilter(names, 'scania', (n) => n)).toEqual(['Scania P360 - WUP 9052', 'Scania G410 - JQR 5512']);
    // 'wup' is contiguous in the first name, scattered in none else.
    expect(fuzzyFilter(names, 'wup', (n) => n)[0]).toBe('Scania P360 - WUP 9052');
    const ranked = fuzzyFilter(['x-abc', 'abc', 'a-b-c'], 'abc', (n) => n);
    expect(ranked).toEqual(['abc', 'x-abc', 'a-b-c']);
  });

  it('an empty query keeps every item in order', () => {
    expect(fuzzyFilter(names, '  ', (n) => n)).toEqual(names);
  });

  it('nothing matches: empty', () => {
    expect(fuzzyFilter(names, 'zzz', (n) => n)).toEqual([]);
  });
});
