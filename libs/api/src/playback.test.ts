import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './create-api-client';
import { fetchPlayback } from './playback';

describe('fetchPlayback', () => {
  it('posts the SPEC §7 body to singleUnitPlayback3 with platform Web', async () => {
    const answer = { success: true, routeArray: [], assetId: 1, assetName: 'Truck', timeRange: { start: 1, end: 2 }, totalPoints: 0 };
    const post = vi.fn(async () => answer);
    const client = { post } as unknown as ApiClient;
    const request = { timeRange: { start: 1, end: 2 }, configuration: { speedType: 'overspeed', speedLimit: 90 }, uid: 'u', geoPOIData: [], units: ['3563'] };
    await expect(fetchPlayback(client, request)).resolves.toEqual(answer);
    const [path, body] = post.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(path).toBe('singleUnitPlayback3');
    expect(body).toEqual({ platform: 'Web', ...request });
  });
});
