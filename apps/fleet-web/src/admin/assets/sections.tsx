import {
  exportList,
  useAdminAssets,
  useApiClient,
  useAssetGroups,
  useClaimDevice,
  useDeleteAsset,
  useDeleteAssetGroup,
  useDetachDevice,
  useDevices,
  useImportList,
  useSaveAsset,
  useSaveAssetGroup,
} from '@fleet/api';
import { ADMIN_TEXTS, WEB_TEXTS } from '@fleet/domain';
import { downloadUrl } from '@fleet/export-kit';
import { ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { notify } from '../../app/notify';
import { timeZoneAtom } from '../../session/session-atoms';
import { AssetsAdminView } from './assets-admin-view';
import { DevicesAdminView } from './devices-admin-view';
import { GroupsAdminView } from './groups-admin-view';
import { ImportExportView, importSummary } from './import-export-view';

/** Loading and error states of a section's queries. */
function Loaded({ queries, label, children }: { queries: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }[]; label: string; children: () => ReactNode }) {
  const failed = queries.find((q) => q.isError);
  if (failed) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={failed.error?.message ?? ADMIN_TEXTS.saveFailed} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  if (queries.some((q) => q.isPending)) return <LoadingOverlay visible label={label} />;
  return <>{children()}</>;
}

/** Tells the outcome in a toast; a failure also rejects, so the form keeps its values and shows the text. */
async function told<T extends { message: string }>(work: Promise<T>): Promise<void> {
  try {
    notify.success((await work).message);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : ADMIN_TEXTS.saveFailed);
    throw error;
  }
}

/** Assets of the company: list, add, edit, delete (Administrators). */
export function AssetsAdmin() {
  const assets = useAdminAssets();
  const groups = useAssetGroups();
  const save = useSaveAsset();
  const remove = useDeleteAsset();
  return (
    <Loaded queries={[assets, groups]} label="Loading assets">
      {() => (
        <AssetsAdminView
          assets={assets.data ?? []}
          groups={groups.data ?? []}
          onSave={(input, assetId) => told(save.mutateAsync(assetId === undefined ? { input } : { assetId, input }))}
          onDelete={(assetId, purge) => told(remove.mutateAsync({ assetId, purge }))}
        />
      )}
    </Loaded>
  );
}

/** Asset groups of the company: add, rename, delete. */
export function AssetGroupsAdmin() {
  const groups = useAssetGroups();
  const save = useSaveAssetGroup();
  const remove = useDeleteAssetGroup();
  return (
    <Loaded queries={[groups]} label="Loading groups">
      {() => (
        <GroupsAdminView
          groups={groups.data ?? []}
          onSave={(name, groupId) => told(save.mutateAsync(groupId === undefined ? { name } : { groupId, name }))}
          onDelete={(groupId) => told(remove.mutateAsync(groupId))}
        />
      )}
    </Loaded>
  );
}

/** Trackers of the company: claim, see, detach. */
export function DevicesAdmin() {
  const devices = useDevices();
  const assets = useAdminAssets();
  const claim = useClaimDevice();
  const detach = useDetachDevice();
  const timeZone = useAtomValue(timeZoneAtom);
  return (
    <Loaded queries={[devices, assets]} label="Loading devices">
      {() => (
        <DevicesAdminView
          devices={devices.data ?? []}
          assets={(assets.data ?? []).map((a) => ({ assetId: a.assetId, name: a.assetName }))}
          timeZone={timeZone}
          onClaim={(identifier, assetId) => told(claim.mutateAsync({ identifier, assetId }))}
          onDetach={(identifier) => told(detach.mutateAsync(identifier))}
        />
      )}
    </Loaded>
  );
}

/** Import from CSV or Excel (checked first) and export of assets and groups. */
export function ImportExportAdmin() {
  const client = useApiClient();
  const importer = useImportList();
  return (
    <ImportExportView
      onImport={async (kind, file, dryRun) => {
        const result = await importer.mutateAsync({ kind, file, dryRun });
        (result.ok ? notify.success : notify.error)(importSummary(result));
        return result;
      }}
      onExport={async (kind, format) => {
        try {
          const url = URL.createObjectURL(await exportList(client, kind, format));
          downloadUrl(url, `${kind}.${format}`);
          // Revoke after the click has been handled, ms.
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        } catch (error) {
          notify.error(error instanceof Error ? error.message : ADMIN_TEXTS.saveFailed);
        }
      }}
    />
  );
}
