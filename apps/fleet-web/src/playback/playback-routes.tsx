import { useParams, useSearch } from '@tanstack/react-router';
import type { PlaybackTimeRange } from '@fleet/playback-kit';
import { PlaybackPage } from './playback-page';

interface LooseParams {
  assetId?: string;
  assetName?: string;
}

/** `?from=&to=` (ms since epoch; an alert's "around that time"): the range to start with, when both make one. */
export function rangeOf(from: unknown, to: unknown, now = Date.now()): PlaybackTimeRange | undefined {
  const start = Number(from);
  const end = Math.min(Number(to), now);
  return Number.isSafeInteger(start) && Number.isFinite(end) && start >= 0 && start < end ? { start, end } : undefined;
}

/** /playback/{-$assetId}/{-$assetName}?asset=…: the Playback screen (the guard checked the `playback` page key). */
export function PlaybackRoutePage() {
  const params = useParams({ strict: false }) as LooseParams;
  const search = useSearch({ strict: false }) as { asset?: unknown; from?: unknown; to?: unknown };
  const asset = search.asset === undefined || search.asset === null ? undefined : String(search.asset);
  return <PlaybackPage assetId={params.assetId} assetQuery={asset} initialRange={rangeOf(search.from, search.to)} />;
}
