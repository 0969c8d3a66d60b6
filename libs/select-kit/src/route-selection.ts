import type { AssetSelectionItem } from '@fleet/domain';

/** A route as the asset selector sees it: its name (map, monitor, playback, reports, ...) and its parameters. */
export interface SelectorRoute {
  name: string;
  params?: Readonly<Record<string, unknown>>;
}

/** The route a selection was made on, with the selection. */
export interface RouteSelection<T> extends SelectorRoute {
  value: readonly T[];
}

/** Route names whose assetId parameter is matched to the asset's unit (on the others it is the asset id, a number). */
export const UNIT_MATCHED_ROUTES: readonly string[] = ['playback', 'reports'];

function paramText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

/** True when two parameter sets are equal, comparing values as text and ignoring absent (undefined/empty) ones. */
export function sameRouteParams(a: SelectorRoute['params'], b: SelectorRoute['params']): boolean {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  for (const key of keys) if (paramText(a?.[key]) !== paramText(b?.[key])) return false;
  return true;
}

/**
 * The selection after a navigation (SPEC §2, asset selector): cleared whenever the route name changes; in legacy mode
 * also when the route parameters change; otherwise kept (the same array is returned).
 */
export function selectionAfterRouteChange<T>(prev: RouteSelection<T>, next: SelectorRoute, legacy: boolean): readonly T[] {
  if (prev.name !== next.name) return [];
  if (legacy && !sameRouteParams(prev.params, next.params)) return [];
  return prev.value;
}

/**
 * The asset ids a route preselects from its assetId parameter: on map and monitor (and other routes) the parameter is
 * the asset id, a number; on playback and reports it is matched to the asset's unit id. Empty when the parameter is
 * absent or matches nothing.
 */
export function preselectAssetIds(assets: readonly AssetSelectionItem[], route: SelectorRoute): number[] {
  const raw = paramText(route.params?.assetId);
  if (raw === undefined) return [];
  if (UNIT_MATCHED_ROUTES.includes(route.name)) {
    const byUnit = assets.find((a) => a.unitId === raw);
    return byUnit ? [byUnit.assetId] : [];
  }
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? [id] : [];
}

/**
 * The selection on arriving at `next` from `prev` (null on the first route): the asset named by the route's assetId
 * parameter when the route or that parameter changed (a link to an asset selects it), else the previous selection
 * after {@link selectionAfterRouteChange}.
 */
export function selectionForRoute(
  prev: RouteSelection<number> | null,
  next: SelectorRoute,
  assets: readonly AssetSelectionItem[],
  legacy: boolean,
): number[] {
  const linked = !prev || prev.name !== next.name || paramText(prev.params?.assetId) !== paramText(next.params?.assetId);
  if (linked) {
    const preselected = preselectAssetIds(assets, next);
    if (preselected.length > 0) return preselected;
  }
  return prev ? [...selectionAfterRouteChange(prev, next, legacy)] : [];
}
