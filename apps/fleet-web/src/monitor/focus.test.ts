import { describe, expect, it } from 'vitest';
import { focusAfterSelection } from './focus';

describe('focusAfterSelection', () => {
  it('follows the asset just added', () => {
    expect(focusAfterSelection([], [4], null)).toBe(4);
    expect(focusAfterSelection([4], [4, 9], 4)).toBe(9);
    expect(focusAfterSelection([4, 9], [7], 9)).toBe(7);
  });
  it('keeps the focus while it stays selected, else the last selected, else none', () => {
    expect(focusAfterSelection([4, 9], [4, 9], null)).toBe(9);
    expect(focusAfterSelection([4, 9, 2], [4, 9], 4)).toBe(4);
    expect(focusAfterSelection([4, 9], [4], 9)).toBe(4);
    expect(focusAfterSelection([4], [], 4)).toBeNull();
  });
});
