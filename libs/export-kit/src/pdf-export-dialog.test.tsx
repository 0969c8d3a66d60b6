import { MESSAGES } from '@fleet/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfModel } from './export-model';
import { PdfExportDialog } from './pdf-export-dialog';
import { VisibleIntersectionObserver, fakePdfJs } from './pdfjs-fake.testutil';
import { PREVIEW_DELAY_MS } from './use-pdf-preview';

const columns = [
  { header: 'Asset', field: 'assetName' },
  { header: 'Speed', field: 'speed' },
  { header: 'Address', field: 'address' },
];
const report = (n: number): PdfModel => ({
  title: 'History',
  columns,
  rows: Array.from({ length: n }, (_, i) => ({ assetName: `Truck ${i}`, speed: i, address: 'Shah Alam' })),
});

function setup(model: PdfModel | null, extra: Partial<Parameters<typeof PdfExportDialog>[0]> = {}) {
  const build = vi.fn(async (m: PdfModel) => new Uint8Array([37, 80, 68, 70, m.columns.length]));
  const download = vi.fn();
  const onOpenChange = vi.fn();
  const pdfjs = fakePdfJs({ numPages: 2 });
  render(
    <PdfExportDialog
      open
      report={model}
      build={build}
      download={download}
      onOpenChange={onOpenChange}
      now={() => Date.UTC(2026, 0, 5, 16, 4, 9)}
      loadPdfJs={pdfjs.load}
      {...extra}
    />,
  );
  return { build, download, onOpenChange, pdfjs };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** happy-dom has no alert/confirm: install mocks on window. */
function mockWindow<K extends 'alert' | 'confirm'>(name: K, result?: boolean) {
  const fn = vi.fn(() => result);
  Object.defineProperty(window, name, { value: fn, configurable: true, writable: true });
  return fn;
}

describe('PdfExportDialog', () => {
  it('shows loading, then the preview after about 0.5 s', async () => {
    const opened = performance.now();
    const { build } = setup(report(3));
    let builtAt = 0;
    build.mockImplementation(async (m: PdfModel) => {
      builtAt = performance.now();
      return new Uint8Array([37, 80, 68, 70, m.columns.length]);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.getByText('Export Pdf')).toBeTruthy();
    expect(screen.getAllByTestId('pdf-column-checkbox')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('pdf-preview-frame')).toBeTruthy(), { timeout: 3000 });
    expect(build).toHaveBeenCalledTimes(1);
    // Never before the delay (a busy machine can only make it later); a timer may fire a millisecond early.
    expect(builtAt - opened).toBeGreaterThanOrEqual(PREVIEW_DELAY_MS - 5);
  });

  it('draws the preview pages with pdf.js, and Export still downloads the previewed bytes', async () => {
    vi.stubGlobal('IntersectionObserver', VisibleIntersectionObserver);
    const { download, pdfjs } = setup(report(3));
    await waitFor(() => expect(screen.getAllByTestId('pdf-preview-page').filter((p) => p.dataset.rendered === 'true')).toHaveLength(2), {
      timeout: 1500,
    });
    expect(pdfjs.documents).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect([...download.mock.calls[0]![0]]).toEqual([37, 80, 68, 70, 3]);
  });

  it('regenerates the preview when a column is unticked', async () => {
    const { build } = setup(report(3));
    await waitFor(() => expect(build).toHaveBeenCalledTimes(1), { timeout: 1500 });
    fireEvent.click(screen.getAllByTestId('pdf-column-checkbox')[1]!);
    await waitFor(() => expect(build).toHaveBeenCalledTimes(2), { timeout: 1500 });
    expect(build.mock.calls[1]![0].columns.map((c) => c.field)).toEqual(['assetName', 'address']);
  });

  it('exports: shows the exporting message, downloads ~0.1 s later, then closes', async () => {
    const onExported = vi.fn();
    const { download, onOpenChange } = setup(report(3), { onExported });
    await waitFor(() => screen.getByTestId('pdf-preview-frame'), { timeout: 1500 });
    fireEvent.click(screen.getByText('Export'));
    expect(screen.getByText(MESSAGES.pdfExporting)).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]![1]).toBe('History 6-1-2026 00.04.09.pdf');
    expect(onExported).toHaveBeenCalledWith('History 6-1-2026 00.04.09.pdf');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('alerts when there is no data and closes', () => {
    const alert = mockWindow('alert');
    const { onOpenChange, build } = setup(null);
    expect(alert).toHaveBeenCalledWith(MESSAGES.pdfNoData);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(build).not.toHaveBeenCalled();
  });

  it('over 2000 rows, yes downloads without a preview', async () => {
    const confirm = mockWindow('confirm', true);
    const { build, download, onOpenChange } = setup(report(2001));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.pdfTooManyRows);
    expect(screen.queryByText('loading')).toBeNull();
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(build).toHaveBeenCalledTimes(1);
    expect(build.mock.calls[0]![0].rows).toHaveLength(2001);
    expect(screen.queryByTestId('pdf-preview-frame')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('over 2000 rows, no cancels (onCancel when provided)', async () => {
    mockWindow('confirm', false);
    const onCancel = vi.fn();
    const { build, download } = setup(report(2001), { onCancel });
    expect(onCancel).toHaveBeenCalledTimes(1);
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(build).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });

  it('exactly 2000 rows previews without asking', () => {
    const confirm = mockWindow('confirm', true);
    setup(report(2000));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('Cancel closes, or calls onCancel when set', () => {
    const first = setup(report(1));
    fireEvent.click(screen.getByText('Cancel'));
    expect(first.onOpenChange).toHaveBeenCalledWith(false);
    const onCancel = vi.fn();
    const second = setup(report(1), { onCancel });
    fireEvent.click(screen.getAllByText('Cancel')[1]!);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(second.onOpenChange).not.toHaveBeenCalled();
  });

  it('sits on the one dialog layer (overlay and content), so that opened from a modal it covers it', () => {
    setup(report(1));
    const content = screen.getByTestId('pdf-export-dialog');
    expect(content.style.zIndex).toBe('var(--fleet-z-modal)');
    const overlay = content.previousElementSibling as HTMLElement;
    expect(overlay.style.zIndex).toBe('var(--fleet-z-modal)');
    // The overlay comes first in the document: on one layer the content paints above it.
    expect(overlay.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says why the default logo is used, when it is', () => {
    setup(report(1), { logoNote: 'The company logo could not be loaded. The default logo is used.' });
    expect(screen.getByTestId('pdf-logo-note').textContent).toBe('The company logo could not be loaded. The default logo is used.');
  });

  it('trims the selected fields to the columns', () => {
    setup(report(1), { selectedFields: ['assetName', 'speed', 'address', 'extra'] });
    expect(screen.getAllByRole('checkbox').filter((c) => c.getAttribute('aria-checked') === 'true')).toHaveLength(3);
  });
});
