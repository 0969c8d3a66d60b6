import { ApiError } from '@fleet/api';
import { describe, expect, it, vi } from 'vitest';
import { FILE_OPENER_TEXTS, createFileOpener, type FileOpenerWindow } from './create-file-opener';

/** A fake browser window whose `open` gives a fake tab, recording what happens to it. */
function fakeWindow(options: { blocked?: boolean } = {}) {
  const tab = {
    opener: {} as unknown,
    closed: false,
    document: { title: '' },
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(() => (tab.closed = true)),
  };
  const timers: { callback: () => void; ms: number }[] = [];
  const win = {
    open: vi.fn(() => (options.blocked ? null : (tab as unknown as Window))),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    URL: { createObjectURL: vi.fn(() => 'blob:http://fleet.test/0b1e'), revokeObjectURL: vi.fn() },
  } satisfies FileOpenerWindow;
  return { win, tab, timers };
}

describe('createFileOpener', () => {
  it('opens a blank tab before fetching, then shows the file from a blob: URL revoked later', async () => {
    const { win, tab, timers } = fakeWindow();
    let finish: (blob: Blob) => void = () => undefined;
    const fetchFile = vi.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const notify = { error: vi.fn() };
    const opening = createFileOpener({ fetchFile, notify, win, lifetimeMs: 1000 })('/v2/uploads/t/f.png');

    // Synchronously, inside the click: the tab is open, cut off from the app and labelled.
    expect(win.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.document.title).toBe(FILE_OPENER_TEXTS.opening);
    expect(fetchFile).toHaveBeenCalledWith('/v2/uploads/t/f.png');
    expect(tab.location.replace).not.toHaveBeenCalled();

    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    finish(blob);
    await opening;
    expect(win.URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(tab.location.replace).toHaveBeenCalledWith('blob:http://fleet.test/0b1e');
    expect(notify.error).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    expect(win.URL.revokeObjectURL).not.toHaveBeenCalled();
    timers[0]?.callback();
    expect(win.URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://fleet.test/0b1e');
  });

  it("closes the tab and tells the server's reason when the fetch fails", async () => {
    const { win, tab } = fakeWindow();
    const notify = { error: vi.fn() };
    const fetchFile = vi.fn(async () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Not found')));
    await createFileOpener({ fetchFile, notify, win })('/v2/uploads/t/gone.png');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(win.URL.createObjectURL).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(`${FILE_OPENER_TEXTS.openFailed} Not found`);

    await createFileOpener({ fetchFile: async () => Promise.reject(new TypeError('x')), notify, win })('/v2/uploads/t/f.png');
    expect(notify.error).toHaveBeenLastCalledWith(FILE_OPENER_TEXTS.openFailed);
  });

  it('says so when the browser blocks the tab, and fetches nothing', async () => {
    const { win } = fakeWindow({ blocked: true });
    const notify = { error: vi.fn() };
    const fetchFile = vi.fn(async () => new Blob());
    await createFileOpener({ fetchFile, notify, win })('/v2/uploads/t/f.png');
    expect(fetchFile).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(FILE_OPENER_TEXTS.popupBlocked);
  });

  it('drops the file at once when the user closed the tab before it arrived', async () => {
    const { win, tab, timers } = fakeWindow();
    const fetchFile = vi.fn(async () => {
      tab.closed = true;
      return new Blob(['x']);
    });
    await createFileOpener({ fetchFile, notify: { error: vi.fn() }, win })('/v2/uploads/t/f.png');
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(win.URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://fleet.test/0b1e');
    expect(timers).toEqual([]);
  });
});
