import type { AssetSelectionItem } from '@fleet/domain';

/** A small fleet in three groups for tests and stories. */
export const ASSET_FIXTURE: AssetSelectionItem[] = [
  { assetId: 1, assetName: 'Hino 500 - WXY 4821', assetGroup: 'Klang Valley Logistics', unitId: '356307042441001' },
  { assetId: 2, assetName: 'Isuzu NPR - BKQ 7310', assetGroup: 'Klang Valley Logistics', unitId: '356307042441002' },
  { assetId: 3, assetName: 'Scania P360 - WUP 9052', assetGroup: 'Klang Valley Logistics', unitId: '356307042441003' },
  { assetId: 4, assetName: 'Isuzu FRR - PKN 3921', assetGroup: 'Penang Distribution', unitId: '356307042441004' },
  { assetId: 5, assetName: 'Proton Saga - PPP 4410', assetGroup: 'Penang Distribution', unitId: '356307042441005' },
  { assetId: 6, assetName: 'Scania G410 - JQR 5512', assetGroup: 'Johor Southern Hub', unitId: '356307042441006' },
  { assetId: 7, assetName: 'Forklift Toyota 8FD - JB-FL-03', assetGroup: 'Johor Southern Hub', unitId: '356307042441007' },
];

/** A multi-select option with custom field names, as SPEC §3 allows. */
export interface CityOption {
  state: string;
  city: string;
  code: string;
}

/** Cities by state. */
export const CITY_FIXTURE: CityOption[] = [
  { state: 'Selangor', city: 'Shah Alam', code: 'SA' },
  { state: 'Selangor', city: 'Petaling Jaya', code: 'PJ' },
  { state: 'Selangor', city: 'Klang', code: 'KL' },
  { state: 'Penang', city: 'George Town', code: 'GT' },
  { state: 'Penang', city: 'Butterworth', code: 'BW' },
  { state: 'Johor', city: 'Johor Bahru', code: 'JB' },
];

/** Many options, to show the virtual list. */
export function manyOptions(count: number): { group: string; name: string; id: number }[] {
  return Array.from({ length: count }, (_, i) => ({ group: `Group ${Math.floor(i / 50) + 1}`, name: `Unit ${String(i + 1).padStart(4, '0')}`, id: i + 1 }));
}
