import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './create-api-client';
import { fetchPtoAnalysis } from './pto';

function fakeClient(answer: unknown) {
  const get = vi.fn(async () => answer);
  return { client: { get } as unknown as ApiClient, get };
}

describe('fetchPtoAnalysis', () => {
  it('asks GET reports/pto-analysis with the asset, the period in ms and the input', async () => {
    const analysis = { success: true, assetId: 7, areaCovered: 10_000 };
    const { client, get } = fakeClient(analysis);
    const controller = new AbortController();
    await expect(fetchPtoAnalysis(client, { assetId: 7, from: 1000, to: 2000, input: 'din2' }, controller.signal)).resolves.toEqual(analysis);
    const [path, options] = get.mock.calls[0] as unknown as [string, { searchParams: URLSearchParams; signal: AbortSignal }];
    expect(path).toBe('reports/pto-analysis');
    expect(options.searchParams.toString()).toBe('asset=7&from=1000&to=2000&input=din2');
    expect(options.signal).toBe(controller.signal);
  });

  it('analyses din1 when no input is given', async () => {
    const { client, get } = fakeClient({});
    await fetchPtoAnalysis(client, { assetId: 3, from: 1, to: 2 });
    const [, options] = get.mock.calls[0] as unknown as [string, { searchParams: URLSearchParams }];
    expect(options.searchParams.get('input')).toBe('din1');
  });
});
