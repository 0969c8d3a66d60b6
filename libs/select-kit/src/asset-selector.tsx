import type { AssetSelectionItem } from '@fleet/domain';
import { useEffect, useRef } from 'react';
import { GroupedMultiSelect } from './grouped-multi-select';
import type { OptionFields, OptionValue } from './grouped-options';
import { preselectAssetIds, sameRouteParams, selectionForRoute, type SelectorRoute } from './route-selection';

/** The selector's popup is 400 px high (SPEC §2). */
export const ASSET_SELECTOR_MENU_HEIGHT_PX = 400;
/** The selector is 250 px wide in compact mode and 300 px otherwise (SPEC §2). */
export const ASSET_SELECTOR_WIDTH_PX = { compact: 250, regular: 300 } as const;

const FIELDS: OptionFields<AssetSelectionItem> = { group: 'assetGroup', text: 'assetName', value: 'assetId' };
const searchText = (a: AssetSelectionItem) => `${a.assetName} ${a.unitId}`;

/** Props of {@link AssetSelector}. */
export interface AssetSelectorProps {
  /** The company's assets, grouped by their group in the menu. */
  assets: readonly AssetSelectionItem[];
  /** Chosen asset ids. */
  value: readonly number[];
  /** Called with the new chosen asset ids (also when the route rules preselect or clear them). */
  onChange: (value: number[]) => void;
  /** One asset only (SPEC §5). @default false */
  singleSelect?: boolean;
  /** Compact toolbar: width 250 px instead of 300 px. @default false */
  compact?: boolean;
  /** Disables the select. @default false */
  disabled?: boolean;
  /** Legacy mode: the selection is also cleared when the route parameters change. @default false */
  legacy?: boolean;
  /**
   * The current route's name (map, monitor, playback, reports, ...). With it the selector applies the route rules
   * while mounted: it preselects from the `assetId` parameter and clears the selection when the route name changes
   * (see {@link selectionForRoute}).
   */
  routeName?: string;
  /** The current route's parameters: `assetId` preselects that asset (with `routeName`). */
  routeParams?: Readonly<Record<string, unknown>>;
  /** Text of the empty select. @default 'Select assets' */
  placeholder?: string;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * The toolbar's asset selector (SPEC §2): assets grouped by assetGroup, contains search (name or unit) with a close
 * icon that clears it, a 400 px popup; 300 px wide (250 compact); one asset with `singleSelect`. `data-testid`s:
 * `asset-selector`, `asset-selector-search`, `asset-selector-option`. Controlled.
 */
export function AssetSelector({
  assets,
  value,
  onChange,
  singleSelect = false,
  compact = false,
  disabled = false,
  legacy = false,
  routeName,
  routeParams,
  placeholder = 'Select assets',
}: AssetSelectorProps) {
  const lastRoute = useRef<SelectorRoute | null>(null);
  const latest = useRef({ value, onChange, assets, legacy });
  latest.current = { value, onChange, assets, legacy };

  // The route rules, applied when the route changes while mounted (and once on mount for the preselection).
  useEffect(() => {
    if (routeName === undefined) return;
    const next: SelectorRoute = { name: routeName, params: routeParams };
    const prev = lastRoute.current;
    if (prev && prev.name === next.name && sameRouteParams(prev.params, next.params)) return;
    lastRoute.current = next;
    const { value: current, onChange: emit, assets: list, legacy: isLegacy } = latest.current;
    let wanted: number[];
    if (prev) wanted = selectionForRoute({ ...prev, value: current }, next, list, isLegacy);
    else {
      // First render: the app holds the selection; only a linked asset replaces it.
      const preselected = preselectAssetIds(list, next);
      wanted = preselected.length > 0 ? preselected : [...current];
    }
    if (!sameIds(wanted, current)) emit(wanted);
  }, [routeName, routeParams]);

  return (
    <GroupedMultiSelect<AssetSelectionItem>
      options={assets}
      fields={FIELDS}
      // While the list is loading an id cannot be named yet: show nothing rather than 'assetName not found'.
      value={assets.length === 0 ? [] : value}
      onChange={(next: OptionValue[]) => onChange(next.map(Number))}
      single={singleSelect}
      disabled={disabled}
      placeholder={placeholder}
      ariaLabel="Assets"
      searchText={searchText}
      width={compact ? ASSET_SELECTOR_WIDTH_PX.compact : ASSET_SELECTOR_WIDTH_PX.regular}
      menuHeight={ASSET_SELECTOR_MENU_HEIGHT_PX}
      testId="asset-selector"
    />
  );
}
