import { describe, expect, it } from 'vitest';
import { rangeOf } from './playback-routes';

describe('playback range from the address', () => {
  it('starts from ?from=&to= when they make a range, the end no later than now', () => {
    expect(rangeOf('1000', '5000', 10_000)).toEqual({ start: 1000, end: 5000 });
    expect(rangeOf(1000, 50_000, 10_000)).toEqual({ start: 1000, end: 10_000 });
    expect(rangeOf('5000', '1000', 10_000)).toBeUndefined();
    expect(rangeOf('abc', '1000', 10_000)).toBeUndefined();
    expect(rangeOf(undefined, undefined, 10_000)).toBeUndefined();
  });
});
