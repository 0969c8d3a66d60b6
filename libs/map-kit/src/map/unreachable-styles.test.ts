import { afterEach, describe, expect, it } from 'vitest';
import { isStyleUnreachable, markStyleUnreachable, resetUnreachableStyles, RETRY_AFTER_MS } from './unreachable-styles';

const URL_A = 'https://tiles.example.my/style.json';

describe('unreachable styles', () => {
  afterEach(resetUnreachableStyles);

  it('remembers a style found unreachable for a few minutes, then tries it again', () => {
    expect(isStyleUnreachable(URL_A, 0)).toBe(false);
    markStyleUnreachable(URL_A, 1_000);
    expect(isStyleUnreachable(URL_A, 1_000 + RETRY_AFTER_MS - 1)).toBe(true);
    expect(isStyleUnreachable('https://other.example.my/style.json', 2_000)).toBe(false);
    expect(isStyleUnreachable(URL_A, 1_000 + RETRY_AFTER_MS)).toBe(false);
    expect(isStyleUnreachable(URL_A, 1_000)).toBe(false);
  });
});
