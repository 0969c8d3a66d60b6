// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureCanvas, INVALID_CANVAS_MESSAGE } from './capture';

afterEach(() => vi.restoreAllMocks());

describe('captureCanvas', () => {
  it("logs 'Invalid canvas element provided.' and gives nothing for anything but a canvas", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(captureCanvas(document.createElement('div'))).toBeNull();
    expect(captureCanvas(null)).toBeNull();
    expect(error).toHaveBeenCalledWith(INVALID_CANVAS_MESSAGE);
    expect(INVALID_CANVAS_MESSAGE).toBe('Invalid canvas element provided.');
  });

  it('hands out the data URL of a canvas in the asked type', () => {
    const canvas = document.createElement('canvas');
    const toDataURL = vi.spyOn(canvas, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
    expect(captureCanvas(canvas, 'image/jpeg')).toBe('data:image/jpeg;base64,AAAA');
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.92);
  });

  it('gives nothing for a tainted canvas', () => {
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'toDataURL').mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(captureCanvas(canvas)).toBeNull();
  });
});
