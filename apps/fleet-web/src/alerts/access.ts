import { useAssets } from '@fleet/api';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { roleAtom, userInfoAtom } from '../session/session-atoms';

/** Whether the signed-in user is an Administrator, and `can(permission)` (Administrators hold every permission). */
export function usePermissions() {
  const role = useAtomValue(roleAtom);
  const user = useAtomValue(userInfoAtom);
  const isAdmin = role === 'Administrator';
  const permissions: readonly string[] = user?.permissions ?? [];
  return { isAdmin, can: (permission: string) => isAdmin || permissions.includes(permission) };
}

/**
 * The assets the user may see, and `scopeText` of a rule's, schedule's or target's assets (and groups): "Hino 500,
 * Axia and 3 more", or `everything` when it names none.
 */
export function useAssetScope() {
  const assets = useAssets();
  const names = useMemo(() => new Map((assets.data ?? []).map((a) => [a.assetId, a.assetName])), [assets.data]);
  const scopeText = (assetIds: readonly number[], everything: string, groups: readonly string[] = []) => {
    const parts = [...assetIds.map((id) => names.get(id) ?? `#${id}`), ...groups];
    if (parts.length === 0) return everything;
    return parts.length > 3 ? `${parts.slice(0, 3).join(', ')} and ${parts.length - 3} more` : parts.join(', ');
  };
  return { assets: assets.data ?? [], scopeText };
}
