import { useDataPushTargets, useDeleteDataPushTarget, useSaveDataPushTarget } from '@fleet/api';
import { DATA_PUSH_TEXTS as T, alertEventLabel, formatPointTime, type DataPushInput, type DataPushTarget } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useConfirmDelete, useEditDialog } from '../admin/edit-dialog-state';
import { timeZoneAtom } from '../session/session-atoms';
import { useAssetScope, usePermissions } from './access';
import { DataPushDialog } from './data-push-dialog';
import { EditDeleteButtons, PermissionHint } from '../admin/form-actions';
import { ListTable } from '../admin/list-table';

/** "Delivered 1,204 · last 25/11/2026|10:00:00", "3 waiting (12 items) since …", the last error. */
function DeliveryState({ target, timeZone }: { target: DataPushTarget; timeZone: string }) {
  const { backlog } = target;
  const failing = backlog.messages > 0 && target.lastError !== null;
  return (
    <div data-testid="push-state" data-backlog={backlog.items}>
      <div>
        {target.delivered.toLocaleString('en')} delivered
        {target.lastDeliveredAt ? <span className="muted"> · last {formatPointTime(Date.parse(target.lastDeliveredAt), timeZone)}</span> : null}
      </div>
      {backlog.messages > 0 ? (
        <div className={failing ? 'report-run--failed' : 'muted'} data-testid="push-backlog">
          {backlog.items.toLocaleString('en')} waiting in {backlog.messages} message{backlog.messages === 1 ? '' : 's'}
          {backlog.oldestAt ? ` since ${formatPointTime(Date.parse(backlog.oldestAt), timeZone)}` : ''}
          {failing ? ` — ${target.lastError}` : ''}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Data push (the fourth tab of /alerts): the targets the user may see (an Administrator's: the company's) with what
 * they forward, their backlog and how their deliveries went; new, edit and delete as the Data Push permissions allow.
 */
export function DataPushPanel() {
  const timeZone = useAtomValue(timeZoneAtom);
  const { isAdmin, can } = usePermissions();
  const targets = useDataPushTargets();
  const { assets, scopeText } = useAssetScope();
  const save = useSaveDataPushTarget();
  const remove = useDeleteDataPushTarget();
  const { editing, edit, dialog } = useEditDialog(save, (target: DataPushInput, current: DataPushTarget | null) => ({ target, ...(current ? { targetId: current.id } : {}) }));
  const { ask, confirm } = useConfirmDelete(remove, (t: DataPushTarget) => `Delete the target ${t.name}? What still waits for it is dropped.`);
  const scopeOf = (t: DataPushTarget) => scopeText(t.assetIds, T.allAssets);
  const forwarded = (t: DataPushTarget) =>
    [t.positions ? 'Positions' : null, t.events ? (t.eventTypes.length > 0 ? `Events (${t.eventTypes.map(alertEventLabel).join(', ')})` : 'Every event') : null].filter(Boolean).join(' + ');
  const rows = targets.data ?? [];

  return (
    <div data-testid="data-push">
      <div className="alert-inbox__actions">
        {can('data-push:add') ? (
          <Button size="sm" onClick={() => edit(null)} data-testid="push-new">
            {T.newTarget}
          </Button>
        ) : (
          <PermissionHint permission="data-push:add" />
        )}
      </div>
      {targets.data && rows.length === 0 ? (
        <EmptyState title={T.noTargets} description="A target gets your assets' positions and events as they arrive: JSON over HTTP, or MQTT messages." />
      ) : (
        <ListTable caption={T.title} head={['Name', 'To', 'Forwards', 'Assets', 'Deliveries']} actions testId="push-table">
          {rows.map((t) => (
            <tr key={t.id} data-testid="push-row">
              <td>
                {t.name}
                {t.enabled ? null : <span className="muted"> (off)</span>}
                {isAdmin && t.owner ? <div className="muted">by {t.owner}</div> : null}
              </td>
              <td className="push-url">
                {t.kind === 'mqtt' ? 'MQTT' : 'HTTP'} {t.url}
                {t.kind === 'mqtt' ? <div className="muted">topic {t.topic}</div> : null}
              </td>
              <td>{forwarded(t)}</td>
              <td>{scopeOf(t)}</td>
              <td>
                <DeliveryState target={t} timeZone={timeZone} />
              </td>
              <td className="alert-row__links">
                <EditDeleteButtons canEdit={can('data-push:update')} canDelete={can('data-push:delete')} onEdit={() => edit(t)} onDelete={() => ask(t)} testId="push" />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <DataPushDialog {...dialog} target={editing} assets={assets} allowAllAssets={isAdmin} />
      <ConfirmDialog {...confirm} title="Delete target" />
    </div>
  );
}
