import { isApiError, useCompleteWorkOrder, useMaintenanceAssets, useMoveWorkOrder, useSaveWorkOrder, useWorkOrder, useWorkOrders } from '@fleet/api';
import { WEB_TEXTS } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';
import { timeZoneAtom } from '../session/session-atoms';
import { useMaintenanceFiles } from './maintenance-files';
import { WorkOrdersView } from './work-order-board';
import { CompleteWorkOrderDialog } from './work-order-complete-dialog';
import { WorkOrderDetailDialog } from './work-order-detail';
import { WorkOrderDialog } from './work-order-dialog';
import type { WorkOrderFilter, WorkOrderOrigin, WorkOrderView } from './work-order-logic';

/** The clock of the cards' age, read again every minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Work orders tab: the board (or list) of the work orders the user sees, "New work order" and "Report a defect",
 * a work order's detail (its fields, moves and history) and its completion, wired to /v2/maintenance/work-orders.
 * Anyone with the Maintenance page works on the work orders of the assets they see.
 */
export function WorkOrdersPanel({ assetId }: { assetId?: number }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const orders = useWorkOrders();
  const assets = useMaintenanceAssets();
  const create = useSaveWorkOrder();
  const update = useSaveWorkOrder();
  const move = useMoveWorkOrder();
  const complete = useCompleteWorkOrder();
  const now = useMinuteClock();
  const [filter, setFilter] = useState<WorkOrderFilter>({ assetId, text: '' });
  const [seenAsset, setSeenAsset] = useState(assetId);
  if (assetId !== seenAsset) {
    setSeenAsset(assetId);
    setFilter((f) => ({ ...f, assetId }));
  }
  const [view, setView] = useState<WorkOrderView>('board');
  const [creating, setCreating] = useState<WorkOrderOrigin | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [completingAt, setCompletingAt] = useState<number | null>(null);
  const detail = useWorkOrder(openId);

  // Invoices and job cards: uploaded as receipts are, opened with the bearer (never a token in a link).
  const { upload, openFile } = useMaintenanceFiles();

  if (orders.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={orders.error.message} onRetry={() => void orders.refetch()} />;
  if (orders.isPending) return <LoadingOverlay visible label="Loading work orders" />;

  const assetList = assets.data?.assets ?? [];
  const opened = openId === null ? null : (detail.data?.workOrder ?? orders.data.find((o) => o.id === openId) ?? null);
  const close = () => {
    setOpenId(null);
    setCompletingAt(null);
    update.reset();
  };

  return (
    <div data-testid="wo-panel">
      <WorkOrdersView
        orders={orders.data}
        assets={assetList}
        filter={filter}
        onFilterChange={setFilter}
        view={view}
        onViewChange={setView}
        now={now}
        today={assets.data?.today ?? ''}
        onOpen={(o) => {
          update.reset();
          setOpenId(o.id);
        }}
        onNew={(source) => {
          create.reset();
          setCreating({ source, assetId: filter.assetId });
        }}
      />
      <WorkOrderDialog
        open={creating !== null}
        origin={creating ?? { source: 'manual' }}
        assets={assetList}
        submitting={create.isPending}
        serverErrors={isApiError(create.error) ? serverFieldError(create.error) : {}}
        onCancel={() => setCreating(null)}
        onSubmit={(workOrder) =>
          create.mutate(
            { workOrder },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setCreating(null);
              },
            },
          )
        }
      />
      <WorkOrderDetailDialog
        key={openId ?? 'none'}
        order={opened}
        events={detail.data?.events}
        assets={assetList}
        timeZone={timeZone}
        now={now}
        saving={update.isPending}
        serverErrors={isApiError(update.error) ? serverFieldError(update.error) : {}}
        onSave={(workOrder) => opened && update.mutate({ workOrder, workOrderId: opened.id }, { onSuccess: (r) => toast.success(r.message) })}
        moving={move.isPending}
        onMove={(status, note) => opened && move.mutate({ workOrderId: opened.id, status, note }, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(e.message) })}
        onComplete={() => {
          complete.reset();
          setCompletingAt(Date.now());
        }}
        onClose={close}
      />
      <CompleteWorkOrderDialog
        order={completingAt !== null ? opened : null}
        asset={opened ? assetList.find((a) => a.assetId === opened.assetId) : undefined}
        timeZone={timeZone}
        now={completingAt ?? now}
        upload={upload}
        onOpenFile={openFile}
        submitting={complete.isPending}
        serverErrors={isApiError(complete.error) ? serverFieldError(complete.error) : {}}
        onCancel={() => setCompletingAt(null)}
        onSubmit={(completion) =>
          opened &&
          complete.mutate(
            { workOrderId: opened.id, completion },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setCompletingAt(null);
              },
            },
          )
        }
      />
    </div>
  );
}
