import { useParams, useSearch } from '@tanstack/react-router';
import { PlaybackPage } from './playback-page';

interface LooseParams {
  assetId?: string;
  assetName?: string;
}

/** /playback/{-$assetId}/{-$assetName}?asset=…: the Playback screen (the guard checked the `playback` page key). */
export function PlaybackRoutePage() {
  const params = useParams({ strict: false }) as LooseParams;
  const search = useSearch({ strict: false }) as { asset?: unknown };
  const asset = search.asset === undefined || search.asset === null ? undefined : String(search.asset);
  return <PlaybackPage assetId={params.assetId} assetQuery={asset} />;
}
