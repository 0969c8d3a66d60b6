import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfPreviewPages } from './pdf-preview-pages';
import { VisibleIntersectionObserver, fakePdfJs } from './pdfjs-fake.testutil';

const bytes = (n: number) => new Uint8Array([37, 80, 68, 70, n]);
const pages = () => screen.queryAllByTestId('pdf-preview-page');

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleIntersectionObserver);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PdfPreviewPages', () => {
  it('draws one canvas per page, marked rendered, scaled to the width and the pixel ratio', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const pdfjs = fakePdfJs({ numPages: 4 });
    render(<PdfPreviewPages bytes={bytes(1)} loadPdfJs={pdfjs.load} />);
    expect(screen.getByTestId('pdf-preview-frame')).toBeTruthy();
    await waitFor(() => expect(pages().filter((p) => p.dataset.rendered === 'true')).toHaveLength(4));
    expect(pdfjs.renders.map((r) => r.pageNumber).sort()).toEqual([1, 2, 3, 4]);
    const canvas = pages()[0] as HTMLCanvasElement;
    // happy-dom has no layout: the fallback width of 800 CSS px, drawn at twice that.
    expect(canvas.style.width).toBe('800px');
    expect(canvas.width).toBe(1600);
    expect(canvas.height).toBe(Math.floor((842 * 1600) / 595));
    expect(canvas.getAttribute('aria-label')).toBe('Page 1 of 4');
  });

  it('hands pdf.js a copy of the bytes (pdf.js detaches the buffer it is given)', async () => {
    const pdfjs = fakePdfJs();
    const data = bytes(1);
    render(<PdfPreviewPages bytes={data} loadPdfJs={pdfjs.load} />);
    await waitFor(() => expect(pdfjs.documents).toHaveLength(1));
    expect(pdfjs.documents[0]).not.toBe(data);
    expect([...pdfjs.documents[0]!]).toEqual([...data]);
  });

  it('draws nothing until a page comes into view', async () => {
    vi.unstubAllGlobals(); // happy-dom's observer never reports
    const pdfjs = fakePdfJs({ numPages: 100 });
    render(<PdfPreviewPages bytes={bytes(1)} loadPdfJs={pdfjs.load} />);
    await waitFor(() => expect(pages()).toHaveLength(100));
    await new Promise((r) => setTimeout(r, 20));
    expect(pdfjs.renders).toHaveLength(0);
    expect(pages().some((p) => p.dataset.rendered)).toBe(false);
  });

  it('falls back to the browser viewer with a note when pdf.js fails to load', async () => {
    const pdfjs = fakePdfJs({ failLoad: true });
    render(<PdfPreviewPages bytes={bytes(1)} fallbackUrl="blob:preview" loadPdfJs={pdfjs.load} />);
    await waitFor(() => expect(screen.getByTestId('pdf-preview-fallback')).toBeTruthy());
    expect(screen.getByTestId('pdf-preview-fallback').getAttribute('src')).toBe('blob:preview');
    expect(screen.getByTestId('pdf-preview-frame').dataset.fallback).toBe('true');
    expect(screen.getByRole('note').textContent).toMatch(/could not be drawn/);
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe('blob:preview');
    expect(pages()).toHaveLength(0);
  });

  it('falls back when a page fails to render', async () => {
    const pdfjs = fakePdfJs({ failRender: true });
    render(<PdfPreviewPages bytes={bytes(1)} fallbackUrl="blob:preview" loadPdfJs={pdfjs.load} />);
    await waitFor(() => expect(screen.getByTestId('pdf-preview-fallback')).toBeTruthy());
  });

  it('cancels stale renders and destroys the old document when the bytes change', async () => {
    const pdfjs = fakePdfJs({ numPages: 2, autoRender: false });
    const view = render(<PdfPreviewPages bytes={bytes(1)} loadPdfJs={pdfjs.load} />);
    await waitFor(() => expect(pdfjs.renders).toHaveLength(2));
    view.rerender(<PdfPreviewPages bytes={bytes(2)} loadPdfJs={pdfjs.load} />);
    await waitFor(() => expect(pdfjs.renders).toHaveLength(4));
    expect(pdfjs.renders.slice(0, 2).every((r) => r.cancelled)).toBe(true);
    expect(pdfjs.destroyed).toBe(1);
    expect(pdfjs.documents.map((d) => d[4])).toEqual([1, 2]);
    pdfjs.renders.slice(2).forEach((r) => r.finish());
    await waitFor(() => expect(pages().filter((p) => p.dataset.rendered === 'true')).toHaveLength(2));
    expect(screen.queryByTestId('pdf-preview-fallback')).toBeNull();
  });

  it('destroys the loading task on unmount', async () => {
    const pdfjs = fakePdfJs({ autoRender: false });
    const view = render(<PdfPreviewPages bytes={bytes(1)} loadPdfJs={pdfjs.load} />);
    await waitFor(() => expect(pdfjs.renders).toHaveLength(3));
    view.unmount();
    expect(pdfjs.destroyed).toBe(1);
    expect(pdfjs.renders.every((r) => r.cancelled)).toBe(true);
  });
});
