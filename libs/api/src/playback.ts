import type { PlaybackRequest, PlaybackResponse } from '@fleet/domain';
import type { ApiClient } from './create-api-client';

/**
 * POST singleUnitPlayback3 (SPEC §7): the route of one asset over a period, thinned for display with every stop and
 * event kept. Long periods take a while on a large history, hence the longer timeout.
 */
export async function fetchPlayback(client: ApiClient, request: PlaybackRequest, signal?: AbortSignal): Promise<PlaybackResponse> {
  return client.post<PlaybackResponse>('singleUnitPlayback3', { platform: 'Web', ...request }, { signal, timeout: 120_000 });
}
