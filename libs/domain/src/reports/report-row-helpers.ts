/** Small helpers the report row builders share. */
import { formatCoordinates } from './geo';
import type { ReportAssetInput, ReportInput, ReportRow } from './report-types';

/** Whether an asset is a watch or staff tracker (asset type contains 'watch' or 'staff', any case). */
export function isWatchAsset(asset: Pick<ReportAssetInput, 'type'>): boolean {
  return /watch|staff/i.test(asset.type);
}

/** Rounds to `digits` decimals. */
export const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
/** ms as minutes, one decimal. */
export const minutes = (ms: number) => round(ms / 60_000, 1);
/** RM amount, two decimals. */
export const money = (n: number) => round(n, 2);

/** The position fields of a row: "lat, lng" text and the numbers. */
export function position(lat: number, lng: number): ReportRow {
  return { coordinates: formatCoordinates(lat, lng), latitude: lat, longitude: lng };
}

/** Items whose time lies in the report period. */
export function inRange<T extends { time: number }>(items: readonly T[], input: ReportInput): T[] {
  return items.filter((x) => x.time >= input.from && x.time <= input.to);
}

/** The fields every row starts with. */
export function base(asset: Pick<ReportAssetInput, 'assetId' | 'assetName'>, timestamp: number): ReportRow {
  return { assetId: asset.assetId, assetName: asset.assetName, timestamp };
}

/** Number of file URLs in a receipt's JSON list (0 when it does not parse). */
export function countFiles(files: string): number {
  try {
    const v: unknown = JSON.parse(files);
    return Array.isArray(v) ? v.length : 0;
  } catch {
    return 0;
  }
}

