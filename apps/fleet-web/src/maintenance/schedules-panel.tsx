import { isApiError, useAssetGroups, useDeleteServiceProgram, useMaintenanceAssets, useReminders, useSaveServiceProgram, useSaveWorkOrder, useServicePrograms, useWorkOrders } from '@fleet/api';
import { MAINTENANCE_TEXTS, WEB_TEXTS, type Reminder, type ServiceProgram, type ServiceProgramInput } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useConfirmDelete, useEditDialog } from '../admin/edit-dialog-state';
import { serverFieldError } from '../admin/field-errors';
import { usePermissions } from '../alerts/access';
import { dueSchedules } from './schedule-logic';
import { ScheduleTable } from './schedule-table';
import { ServiceProgramDialog } from './service-program-dialog';
import { ServiceProgramList } from './service-program-list';
import { WorkOrderDialog } from './work-order-dialog';

const OPEN_STATUSES = ['open', 'in-progress', 'waiting-parts'] as const;

/**
 * The Schedules tab: the due schedules (each task of a program on each asset it covers), most urgent first, with
 * "Open work order" (or the link to the one open); and the service programs, written by Administrators.
 */
export function SchedulesPanel({ onOpenWorkOrders }: { onOpenWorkOrders: () => void }) {
  const { isAdmin } = usePermissions();
  const reminders = useReminders();
  const programs = useServicePrograms();
  const orders = useWorkOrders({ statuses: OPEN_STATUSES });
  const assets = useMaintenanceAssets();
  const groups = useAssetGroups({ enabled: isAdmin });
  const saveProgram = useSaveServiceProgram();
  const removeProgram = useDeleteServiceProgram();
  const openOrder = useSaveWorkOrder();
  const { editing, edit, dialog } = useEditDialog(saveProgram, (program: ServiceProgramInput, current: ServiceProgram | null) => ({ program, ...(current ? { programId: current.id } : {}) }));
  const { ask, confirm } = useConfirmDelete(removeProgram, (p: ServiceProgram) => `Delete the service program ${p.name}? Its schedules on ${p.coveredAssetIds.length} asset${p.coveredAssetIds.length === 1 ? '' : 's'} go with it (completed services stay in the records).`);
  const [scheduling, setScheduling] = useState<Reminder | null>(null);

  const assetList = useMemo(() => assets.data?.assets ?? [], [assets.data]);
  const assetNames = useMemo(() => new Map(assetList.map((a) => [a.assetId, a.assetName])), [assetList]);
  const groupList = useMemo(() => (groups.data ?? []).map((g) => ({ id: g.groupId, name: g.name })), [groups.data]);
  const groupNames = useMemo(() => (isAdmin ? new Map(groupList.map((g) => [g.id, g.name])) : null), [isAdmin, groupList]);
  const schedules = useMemo(() => dueSchedules(reminders.data?.reminders ?? []), [reminders.data]);

  const failed = reminders.error ?? programs.error;
  if (failed) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={failed.message} onRetry={() => void Promise.all([reminders.refetch(), programs.refetch()])} />;
  if (reminders.isPending || programs.isPending) return <LoadingOverlay visible label="Loading schedules" />;
  const programList = programs.data ?? [];

  return (
    <div data-testid="schedules-panel">
      <section className="maintenance-schedules" aria-labelledby="schedules-due-title">
        <h2 id="schedules-due-title" className="maintenance-schedules__title">
          Due schedules
        </h2>
        <ScheduleTable
          schedules={schedules}
          openOrders={orders.data ?? []}
          hasPrograms={programList.length > 0}
          onOpenWorkOrder={(r) => {
            openOrder.reset();
            setScheduling(r);
          }}
          onShowWorkOrders={onOpenWorkOrders}
        />
      </section>
      <section className="maintenance-schedules" aria-labelledby="schedules-programs-title">
        <h2 id="schedules-programs-title" className="maintenance-schedules__title">
          Service programs
        </h2>
        <ServiceProgramList
          programs={programList}
          assetNames={assetNames}
          groupNames={groupNames}
          canEdit={isAdmin}
          onNew={() => {
            saveProgram.reset();
            edit(null);
          }}
          onEdit={(p) => {
            saveProgram.reset();
            edit(p);
          }}
          onDelete={ask}
        />
      </section>
      {isAdmin ? <ServiceProgramDialog {...dialog} program={editing} assets={assetList} groups={groupList} /> : null}
      <ConfirmDialog {...confirm} title="Delete service program" />
      <WorkOrderDialog
        open={scheduling !== null}
        origin={scheduling ? { source: 'schedule', assetId: scheduling.assetId, reminderId: scheduling.id, title: scheduling.title, programName: scheduling.programName ?? '' } : { source: 'manual' }}
        assets={assetList.length > 0 ? assetList : scheduling ? [{ assetId: scheduling.assetId, assetName: scheduling.assetName }] : []}
        submitting={openOrder.isPending}
        serverErrors={isApiError(openOrder.error) ? serverFieldError(openOrder.error) : {}}
        onCancel={() => setScheduling(null)}
        onSubmit={(workOrder) =>
          openOrder.mutate(
            { workOrder },
            {
              onSuccess: (r) => {
                toast.success(r.message, { action: { label: MAINTENANCE_TEXTS.tabs.workOrders, onClick: onOpenWorkOrders } });
                setScheduling(null);
              },
            },
          )
        }
      />
    </div>
  );
}
