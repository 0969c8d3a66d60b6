import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_MODAL_LOAD_FAILED, ReportModal } from './report-modal';

describe('ReportModal', () => {
  it('shows the loading overlay, then the loaded body', async () => {
    let resolve!: (v: { name: string }) => void;
    const loader = vi.fn((_signal: AbortSignal) => new Promise<{ name: string }>((r) => (resolve = r)));
    render(
      <ReportModal title="Details" loader={loader} onClose={() => {}}>
        {(data) => <p data-testid="body">{data.name}</p>}
      </ReportModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeTruthy();
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(async () => resolve({ name: 'Truck 7' }));
    expect(screen.getByTestId('body').textContent).toBe('Truck 7');
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]![0]).toBeInstanceOf(AbortSignal);
  });

  it('closes (calls onClose) when the loader returns null or undefined', async () => {
    for (const value of [null, undefined]) {
      const onClose = vi.fn();
      const { unmount } = render(
        <ReportModal title="Details" loader={async () => value} onClose={onClose}>
          {() => <p>never</p>}
        </ReportModal>,
      );
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(screen.queryByTestId('report-modal')).toBeNull();
      unmount();
    }
  });

  it('shows the loader error with Retry, and retrying loads again', async () => {
    const loader = vi.fn<(s: AbortSignal) => Promise<string>>().mockRejectedValueOnce(new Error('Server down')).mockResolvedValueOnce('ok');
    render(
      <ReportModal title="Details" loader={loader} onClose={() => {}}>
        {(data) => <p data-testid="body">{data}</p>}
      </ReportModal>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(REPORT_MODAL_LOAD_FAILED);
    expect(alert.textContent).toContain('Server down');
    expect(screen.getByTestId('report-modal')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('body')).textContent).toBe('ok');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('turns a loader that throws synchronously into the error panel', async () => {
    const loader = () => {
      throw new Error('boom');
    };
    render(
      <ReportModal title="Details" loader={loader} onClose={() => {}}>
        {() => null}
      </ReportModal>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('boom');
  });

  it('reload keeps the data under the overlay and aborts nothing that finished', async () => {
    let n = 0;
    render(
      <ReportModal title="Details" loader={async () => ++n} onClose={() => {}}>
        {(data, reload) => (
          <button type="button" onClick={reload} data-testid="body">
            {data}
          </button>
        )}
      </ReportModal>,
    );
    await userEvent.click(await screen.findByTestId('body'));
    await waitFor(() => expect(screen.getByTestId('body').textContent).toBe('2'));
  });

  it('the close button calls onClose; the width prop sets the width', async () => {
    const onClose = vi.fn();
    render(
      <ReportModal title="Details" loader={async () => 1} onClose={onClose} width={640}>
        {() => null}
      </ReportModal>,
    );
    expect(screen.getByTestId('report-modal').style.width).toContain('640px');
    await userEvent.click(screen.getByTestId('report-modal-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('aborts the pending load on unmount and ignores its result', async () => {
    let signal: AbortSignal | undefined;
    const onClose = vi.fn();
    const { unmount } = render(
      <ReportModal
        title="Details"
        loader={(s) => {
          signal = s;
          return new Promise(() => {});
        }}
        onClose={onClose}
      >
        {() => null}
      </ReportModal>,
    );
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
