import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './create-api-client';
import { fetchReport, fetchReportWorkbook, reportQueryOptions } from './reports';

function fakeClient(answer: unknown) {
  const get = vi.fn(async () => answer);
  return { client: { get } as unknown as ApiClient, get };
}

describe('fetchReport', () => {
  it('asks GET reports/:type with the assets and the period in ms', async () => {
    const result = { success: true, type: 'fuel', title: 'Fuel Report', columns: [], rows: [], total: 0 };
    const { client, get } = fakeClient(result);
    await expect(fetchReport(client, { type: 'fuel', assetIds: [1, 2], from: 1000, to: 2000 })).resolves.toEqual(result);
    const [path, options] = get.mock.calls[0] as unknown as [string, { searchParams: URLSearchParams }];
    expect(path).toBe('reports/fuel');
    expect(options.searchParams.toString()).toBe('from=1000&to=2000&assets=1%2C2');
  });

  it('leaves assets out when none are chosen, and keys the query by its request', async () => {
    const { client, get } = fakeClient({});
    await fetchReport(client, { type: 'history', assetIds: [], from: 1, to: 2 });
    const [, options] = get.mock.calls[0] as unknown as [string, { searchParams: URLSearchParams }];
    expect(options.searchParams.has('assets')).toBe(false);
    expect(reportQueryOptions(client, { type: 'history', assetIds: [3], from: 1, to: 2 }).queryKey).toEqual(['report', 'history', [3], 1, 2]);
  });
});

describe('fetchReportWorkbook', () => {
  it('asks GET reports/:type/xlsx with the grid view and answers the bytes', async () => {
    const get = vi.fn(async () => new Response(new Uint8Array([80, 75, 3, 4])));
    const client = { http: { get } } as unknown as ApiClient;
    const bytes = await fetchReportWorkbook(
      client,
      { type: 'summary', assetIds: [4], from: 1, to: 2 },
      { fields: ['assetName', 'distance'], search: 'truck', sort: { field: 'distance', direction: 'desc' } },
    );
    expect([...bytes]).toEqual([80, 75, 3, 4]);
    const [path, options] = get.mock.calls[0] as unknown as [string, { searchParams: URLSearchParams }];
    expect(path).toBe('reports/summary/xlsx');
    expect(options.searchParams.toString()).toBe('from=1&to=2&fields=assetName%2Cdistance&assets=4&search=truck&sort=distance&dir=desc');
  });
});
