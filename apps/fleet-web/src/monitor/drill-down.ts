import type { AssetSummary } from '@fleet/domain';

/** The route parameters that name one asset on the Playback and Reports screens (matched to the asset's unit). */
export interface DrillDownParams {
  assetId: string;
  assetName: string;
}

/**
 * The Playback and Reports parameters of an asset: its unit id (SPEC §2: on playback and reports the parameter is
 * matched to the asset's unit), else its asset id, and its name.
 */
export function drillDownParams(assetId: number, summary: Pick<AssetSummary, 'unitId' | 'assetName'> | undefined): DrillDownParams {
  return { assetId: summary?.unitId || String(assetId), assetName: summary?.assetName ?? `#${assetId}` };
}

/** The path of the single follow view of an asset: /map-single/<assetId>/<assetName>. */
export function mapSingleHref(assetId: number, assetName: string): string {
  return `/map-single/${encodeURIComponent(String(assetId))}/${encodeURIComponent(assetName)}`;
}
