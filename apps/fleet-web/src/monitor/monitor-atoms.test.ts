import { STORAGE_KEYS } from '@fleet/domain';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { booleanTextStorage, stringTextStorage } from './local-text-storage';
import { mapTypeAtom, poiLabelVisibleAtom, poiVisibleAtom } from './monitor-atoms';

describe('monitor settings kept in local storage', () => {
  it('defaults: roadmap, POIs shown, POI labels hidden; changes are written as text', () => {
    const store = createStore();
    expect(store.get(mapTypeAtom)).toBe('roadmap');
    expect(store.get(poiVisibleAtom)).toBe(true);
    expect(store.get(poiLabelVisibleAtom)).toBe(false);
    store.set(mapTypeAtom, 'satellite');
    store.set(poiVisibleAtom, false);
    store.set(poiLabelVisibleAtom, true);
    expect(localStorage.getItem(STORAGE_KEYS.mapType)).toBe('satellite');
    expect(localStorage.getItem(STORAGE_KEYS.poiVisible)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.poiLabelVisible)).toBe('true');
  });

  it('reads the stored text back, and falls back to the default for anything else', () => {
    localStorage.setItem('k', 'false');
    expect(booleanTextStorage.getItem('k', true)).toBe(false);
    localStorage.setItem('k', 'yes');
    expect(booleanTextStorage.getItem('k', true)).toBe(true);
    localStorage.setItem('m', 'satellite');
    expect(stringTextStorage.getItem('m', 'roadmap')).toBe('satellite');
    localStorage.setItem('m', '"hybrid"');
    expect(stringTextStorage.getItem('m', 'roadmap')).toBe('hybrid');
    localStorage.removeItem('m');
    expect(stringTextStorage.getItem('m', 'roadmap')).toBe('roadmap');
  });
});
