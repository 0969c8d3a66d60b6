import type { AssetSelectionItem } from '@fleet/domain';
import { sameRouteParams, selectionForRoute, type SelectorRoute } from '@fleet/select-kit';
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { assetSelectionAtom } from './monitor-atoms';

/**
 * The toolbar's asset selection on this route. On arrival (and when the route changes) it applies the selector's
 * route rules: a linked assetId is selected; a new route name clears the selection (legacy: new params too).
 */
export function useRouteSelection(route: SelectorRoute, assets: readonly AssetSelectionItem[], legacy = false) {
  const [state, setState] = useAtom(assetSelectionAtom);
  const current = state.route;
  const arrived = !current || current.name !== route.name || !sameRouteParams(current.params, route.params);

  useEffect(() => {
    if (!arrived) return;
    setState((prev) => ({
      route,
      value: selectionForRoute(prev.route ? { ...prev.route, value: prev.value } : null, route, assets, legacy),
    }));
  }, [arrived, route, assets, legacy, setState]);

  const setSelection = useCallback((value: number[]) => setState((prev) => ({ ...prev, value })), [setState]);
  return [state.value, setSelection] as const;
}
