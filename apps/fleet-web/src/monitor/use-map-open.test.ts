import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_OPEN_WAIT_MS, useMapOpen } from './use-map-open';

describe('useMapOpen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens at once when the live data is already there', () => {
    const { result } = renderHook(() => useMapOpen(true));
    expect(result.current).toBe(true);
  });

  it('waits for the live data, and opens as soon as it is ready', () => {
    const { result, rerender } = renderHook(({ ready }) => useMapOpen(ready), { initialProps: { ready: false } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(MAP_OPEN_WAIT_MS / 2));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(true);
  });

  it('opens without the data after MAP_OPEN_WAIT_MS, and stays open when the feed drops', () => {
    const { result, rerender } = renderHook(({ ready }) => useMapOpen(ready), { initialProps: { ready: false } });
    act(() => vi.advanceTimersByTime(MAP_OPEN_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ ready: true });
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
