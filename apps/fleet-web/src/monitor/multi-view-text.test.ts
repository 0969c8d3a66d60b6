import { describe, expect, it } from 'vitest';
import { multiViewOverflowText } from './multi-view-text';

describe('multiViewOverflowText', () => {
  it('says nothing when every selected asset is shown', () => {
    expect(multiViewOverflowText([], 4)).toBeNull();
  });
  it('names the fifth asset and says why it is not shown', () => {
    expect(multiViewOverflowText(['BKA 1234'], 4)).toBe(
      'Multi view shows at most 4 assets side by side, so the 5th selected asset is not shown: BKA 1234. Deselect assets above to make room for it.',
    );
  });
  it('names the fifth and later ones', () => {
    expect(multiViewOverflowText(['A', 'B', 'C'], 4)).toBe(
      'Multi view shows at most 4 assets side by side, so the 5th to 7th selected assets are not shown: A, B and C. Deselect assets above to make room for them.',
    );
  });
  it('counts the rest of a long list', () => {
    const names = Array.from({ length: 19 }, (_, i) => `T${i + 5}`);
    const text = multiViewOverflowText(names, 4)!;
    expect(text).toContain('the 5th to 23rd selected assets are not shown: T5, T6, T7, T8, T9, T10, T11, T12 and 11 more.');
  });
});
