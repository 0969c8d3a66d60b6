import { MESSAGES, WEB_TEXTS } from '@fleet/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { navItemsFor } from '../shell/nav-items';
import { createTestApp, json, storeSession } from '../testing/create-test-app';
import { assetsFixture, demoUser } from '../testing/fixtures';
import { saveBytes } from './report-download';
import { mapsUrl, preselectFromParam } from './reports-page';

vi.mock('./report-download', () => ({ saveBytes: vi.fn() }));

const historyReport = {
  success: true,
  type: 'history',
  title: 'History Report',
  columns: [
    { header: 'Asset', field: 'assetName', width: 80 },
    { header: 'Speed', field: 'speed', unit: 'km/h', width: 50 },
    { header: 'Latitude', field: 'latitude', width: 60 },
    { header: 'Longitude', field: 'longitude', width: 60 },
  ],
  rows: [
    { assetName: 'Truck 01', speed: 52, latitude: 3.07, longitude: 101.51 },
    { assetName: 'Truck 01', speed: 40, latitude: 3.08, longitude: 101.52 },
  ],
  total: 2,
};

/** A report as the server streams it (newline-delimited JSON): head, rows in lines of `perLine`, end. */
function ndjson(report: { type: string; title: string; columns: unknown[]; rows: unknown[] }, perLine = 1_000): Response {
  const lines: unknown[] = [{ kind: 'head', type: report.type, title: report.title, columns: report.columns }];
  for (let i = 0; i < report.rows.length; i += perLine) lines.push({ kind: 'rows', rows: report.rows.slice(i, i + perLine) });
  lines.push({ kind: 'end', total: report.rows.length });
  return new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson' } });
}

/** A fake fleet-api for the reports: assets and the history report. */
function reportsApi() {
  const reports: URL[] = [];
  const workbooks: URL[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v2\//, '');
    if (path === 'assets') return json({ success: true, assets: assetsFixture });
    if (path === 'api/auth/me') return json({ success: true, userInfo: { ...demoUser, accessToken: '', refreshToken: '' } });
    if (path === 'reports/history/stream') {
      reports.push(url);
      return ndjson(historyReport);
    }
    if (path === 'reports/history/xlsx') {
      workbooks.push(url);
      return new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } });
    }
    if (path.startsWith('reports/')) return json({ success: false, error: 'A report covers at most 31 days.', code: 'INVALID_INPUT' }, 400);
    return json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  };
  return { fetchImpl, reports, workbooks };
}

afterEach(() => vi.mocked(saveBytes).mockClear());

describe('reports page', () => {
  it('runs the chosen report over the preselected asset, shows its rows and exports them to Excel', async () => {
    storeSession(demoUser);
    const api = reportsApi();
    const app = createTestApp('/reports/356307042441001/Truck%2001', api.fetchImpl);
    render(<App services={app} />);

    await screen.findByTestId('reports-page');
    expect((await screen.findByTestId('asset-selector-chip')).textContent).toBe('Truck 01');
    expect((screen.getByTestId('report-run') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByTestId('report-type'));
    const menu = await screen.findByTestId('report-type-menu');
    await userEvent.click(within(menu).getByText('History'));
    await userEvent.click(screen.getByTestId('report-run'));

    await waitFor(() => expect(screen.getAllByTestId('report-grid-row')).toHaveLength(2));
    expect(screen.getByTestId('report-title').textContent).toBe('History Report');
    const asked = api.reports[0] as URL;
    expect(asked.searchParams.get('assets')).toBe('1');
    expect(Number(asked.searchParams.get('to'))).toBeGreaterThanOrEqual(Number(asked.searchParams.get('from')));

    await userEvent.click(screen.getByTestId('report-export-excel'));
    await waitFor(() => expect(saveBytes).toHaveBeenCalledTimes(1));
    const [bytes, fileName] = vi.mocked(saveBytes).mock.calls[0] as [Uint8Array, string, string];
    expect(fileName).toBe('History Report.xlsx');
    expect([...bytes]).toEqual([80, 75, 3, 4]);
    // The server builds the workbook from the same report and the grid's view.
    expect((api.workbooks[0] as URL).searchParams.get('fields')).toBe('assetName,speed,latitude,longitude');
    expect((api.workbooks[0] as URL).searchParams.get('assets')).toBe('1');
  });

  it('shows the server text of a failed report', async () => {
    storeSession(demoUser);
    const app = createTestApp('/reports', reportsApi().fetchImpl);
    render(<App services={app} />);
    await userEvent.click(await screen.findByTestId('report-type'));
    await userEvent.click(within(await screen.findByTestId('report-type-menu')).getByText('Fuel'));
    await userEvent.click(screen.getByTestId('report-run'));
    expect((await screen.findByTestId('report-error')).textContent).toBe('A report covers at most 31 days.');
  });

  it('stops a report that runs long with Cancel: the request is aborted, the page says so and can run again', async () => {
    storeSession(demoUser);
    const api = reportsApi();
    let aborted = false;
    // The history report answers only when aborted (a fleet-wide month the server is still computing).
    const slow: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (!new URL(request.url).pathname.endsWith('/reports/history/stream')) return api.fetchImpl(input, init);
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('Aborted', 'AbortError'));
        }),
      );
    };
    const app = createTestApp('/reports', slow);
    render(<App services={app} />);
    await userEvent.click(await screen.findByTestId('report-type'));
    await userEvent.click(within(await screen.findByTestId('report-type-menu')).getByText('History'));
    await userEvent.click(screen.getByTestId('report-run'));
    const cancel = await screen.findByTestId('report-cancel');
    expect(cancel.textContent).toBe(WEB_TEXTS.reportCancel);
    expect(screen.queryByTestId('report-run')).toBeNull();
    await userEvent.click(cancel);
    await waitFor(() => expect(aborted).toBe(true));
    expect((await screen.findByTestId('report-cancelled')).textContent).toBe(WEB_TEXTS.reportCancelled);
    expect(screen.queryByTestId('report-error')).toBeNull();
    expect((screen.getByTestId('report-run') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a clear error for a period that ends before it starts', async () => {
    storeSession(demoUser);
    const app = createTestApp('/reports', reportsApi().fetchImpl);
    render(<App services={app} />);
    const from = (await screen.findByTestId('report-from')) as HTMLInputElement;
    const to = screen.getByTestId('report-to') as HTMLInputElement;
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-01T00:00');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-02T00:00');
    expect((await screen.findByTestId('report-period-error')).textContent).toBe('To must not be before From.');
  });

  it('preselects by unit id or asset id, links rows to OpenStreetMap and offers Reports in the sidebar', () => {
    expect(preselectFromParam(assetsFixture, '356307042441003')).toEqual([3]);
    expect(preselectFromParam(assetsFixture, '2')).toEqual([2]);
    expect(preselectFromParam(assetsFixture, undefined)).toEqual([]);
    expect(mapsUrl(3.07, 101.51)).toBe('https://www.openstreetmap.org/?mlat=3.07&mlon=101.51#map=16/3.07/101.51');
    expect(navItemsFor('Client', ['reports']).map((i) => i.label)).toEqual(['Dashboard', 'Reports', 'Alerts', 'Reminders', 'Settings']);
  });

  /** window.confirm answering `answer` (the test DOM has none). */
  function stubConfirm(answer: boolean) {
    const confirm = vi.fn((_message?: string) => answer);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    return confirm;
  }

  /** A History of 2,500 rows and an export job the test moves along: polls answer `states` in turn (the last repeats). */
  function bigReportApi(states: { state: string; phase: string; done: number }[], size = 2_500, fileName = 'History Report 24-11-2026.pdf') {
    const api = reportsApi();
    const calls: string[] = [];
    let polls = 0;
    const job = (i: number) => ({ jobId: '4f9c6a52-7d0b-4c3e-9a51-0f3f2c1d9e01', type: 'history', fileName, total: size, error: null, ...states[Math.min(i, states.length - 1)]! });
    const fetchImpl: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/v2\//, '');
      if (path === 'reports/history/stream') {
        const rows = Array.from({ length: size }, (_, i) => ({ assetName: 'Truck 01', speed: i % 90, latitude: 3.07, longitude: 101.51 }));
        return ndjson({ ...historyReport, rows });
      }
      if (path.startsWith('reports/history/pdf') || path.startsWith('report-jobs/') || request.method === 'POST') calls.push(`${request.method} ${path}${url.search}`);
      if ((path === 'reports/history/pdf' || path === 'reports/history/xlsx') && request.method === 'POST') return json({ ...job(0), state: 'running', phase: 'report', done: 0, total: 0 }, 202);
      if (path.endsWith('/file')) return new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
      if (path.startsWith('report-jobs/') && request.method === 'DELETE') return json({ ...job(0), state: 'cancelled' });
      if (path.startsWith('report-jobs/')) return json(job(polls++));
      return api.fetchImpl(input, init);
    };
    return { fetchImpl, calls };
  }

  async function runBigHistory(fetchImpl: typeof fetch) {
    storeSession(demoUser);
    render(<App services={createTestApp('/reports', fetchImpl)} />);
    await userEvent.click(await screen.findByTestId('report-type'));
    await userEvent.click(within(await screen.findByTestId('report-type-menu')).getByText('History'));
    await userEvent.click(screen.getByTestId('report-run'));
    await screen.findByTestId('report-title');
  }

  it('has the server build the PDF of a report over 2000 rows: asks first, shows the progress, then saves the file', async () => {
    const confirm = stubConfirm(true);
    const api = bigReportApi([
      { state: 'running', phase: 'file', done: 1_000 },
      { state: 'running', phase: 'file', done: 2_000 },
      { state: 'done', phase: 'file', done: 2_500 },
    ]);
    await runBigHistory(api.fetchImpl);
    await userEvent.click(screen.getByTestId('report-export-pdf'));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.pdfTooManyRows);
    expect(screen.queryByTestId('pdf-export-dialog')).toBeNull();
    expect((await screen.findByTestId('report-export-progress-text')).textContent).toMatch(/^Preparing the PDF: /);
    await waitFor(() => expect(saveBytes).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(vi.mocked(saveBytes).mock.calls[0]!.slice(1)).toEqual(['History Report 24-11-2026.pdf', 'application/pdf']);
    expect((await screen.findByTestId('report-export-done')).textContent).toBe(WEB_TEXTS.exportReady);
    expect(api.calls[0]).toMatch(/^POST reports\/history\/pdf\?.*fields=assetName%2Cspeed%2Clatitude%2Clongitude/);
    expect(api.calls.at(-1)).toBe('GET report-jobs/4f9c6a52-7d0b-4c3e-9a51-0f3f2c1d9e01/file');
  });

  it('cancels a server-built PDF, and builds nothing when the question is declined', async () => {
    const confirm = stubConfirm(false);
    const api = bigReportApi([{ state: 'running', phase: 'file', done: 1_250 }]);
    await runBigHistory(api.fetchImpl);
    await userEvent.click(screen.getByTestId('report-export-pdf'));
    expect(api.calls).toEqual([]);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByTestId('report-export-pdf'));
    await waitFor(() => expect(screen.getByTestId('report-export-progress-text').textContent).toBe('Preparing the PDF: 1,250 of 2,500 rows (50%)'));
    await userEvent.click(screen.getByTestId('report-export-cancel'));
    expect((await screen.findByTestId('report-export-cancelled')).textContent).toBe(WEB_TEXTS.exportCancelled);
    expect(api.calls).toContain('DELETE report-jobs/4f9c6a52-7d0b-4c3e-9a51-0f3f2c1d9e01');
    expect(saveBytes).not.toHaveBeenCalled();
  });

  it('has the server build the Excel file of a report over 20,000 rows as a job, with its progress, then saves it', async () => {
    const api = bigReportApi(
      [
        { state: 'running', phase: 'file', done: 10_000 },
        { state: 'done', phase: 'file', done: 25_000 },
      ],
      25_000,
      'History Report.xlsx',
    );
    await runBigHistory(api.fetchImpl);
    await userEvent.click(screen.getByTestId('report-export-excel'));
    await waitFor(() => expect(saveBytes).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(vi.mocked(saveBytes).mock.calls[0]!.slice(1)).toEqual(['History Report.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(api.calls[0]).toMatch(/^POST reports\/history\/xlsx\?/);
    expect((await screen.findByTestId('report-export-done')).textContent).toBe(WEB_TEXTS.exportReady);
  });
});
