import { AJAXError } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { isStyleRequestError } from './use-basemap-fallback';

const STYLE = 'https://tiles.example.org/styles/liberty';

describe('isStyleRequestError', () => {
  it('is the failed request for the style URL, as MapLibre reports it', () => {
    expect(isStyleRequestError(new AJAXError(0, 'Failed to fetch', STYLE, new Blob()), STYLE)).toBe(true);
  });
  it('is not a tile, sprite or glyph request of the same host, nor an error without a URL', () => {
    expect(isStyleRequestError(new AJAXError(0, 'Failed to fetch', 'https://tiles.example.org/planet/1/2/3.pbf', new Blob()), STYLE)).toBe(false);
    expect(isStyleRequestError(new AJAXError(404, 'Not Found', `${STYLE}/sprite.json`, new Blob()), STYLE)).toBe(false);
    expect(isStyleRequestError(new Error('Failed to fetch'), STYLE)).toBe(false);
    expect(isStyleRequestError(new AJAXError(0, 'Failed to fetch', STYLE, new Blob()), null)).toBe(false);
  });
});
