import { isApiError, useAssets, useDrivers, usePois, useSaveDriver, useSaveTransportClient, useSaveTransporter, useTransportClients, useTransporters } from '@fleet/api';
import { WEB_TEXTS, type Client, type Driver, type Transporter } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';
import { usePermissions } from '../alerts/access';
import { useMaintenanceFiles } from '../maintenance/maintenance-files';
import { userInfoAtom } from '../session/session-atoms';
import { DriverDialog } from './driver-dialog';
import { ClientDialog, TransporterDialog } from './partner-dialogs';
import { ClientsTable, DriversTable, TransportersTable } from './partner-tables';

/** What a table's dialog edits: a row, a new one, or nothing (closed). */
type Editing<T> = T | 'new' | null;

/** The vehicles the user sees, and a vehicle's name by id (`#12` for one they do not). */
function useVehicles() {
  const assets = useAssets();
  const names = useMemo(() => new Map((assets.data ?? []).map((a) => [a.assetId, a.assetName])), [assets.data]);
  return { vehicles: assets.data ?? [], vehicleName: (id: number) => names.get(id) ?? `#${id}` };
}

/** A list's failure or its loading, else null. */
function listState(query: { isError: boolean; isPending: boolean; error: Error | null; refetch: () => unknown }, label: string) {
  if (query.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingOverlay visible label={label} />;
  return null;
}

/** The Drivers tab: the drivers (Administrators add and change them, with a photo); each links to their view. */
export function DriversPanel({ onNavigate }: { onNavigate: (href: string) => void }) {
  const { isAdmin } = usePermissions();
  const drivers = useDrivers();
  const { vehicles, vehicleName } = useVehicles();
  const save = useSaveDriver();
  const { upload, openFile } = useMaintenanceFiles();
  const [editing, setEditing] = useState<Editing<Driver>>(null);
  const saved = (message: string) => {
    toast.success(message);
    setEditing(null);
  };
  const driver = editing === 'new' ? null : editing;
  const open = (d: Editing<Driver>) => {
    save.reset();
    setEditing(d);
  };
  return (
    listState(drivers, 'Loading drivers') ?? (
      <>
        <DriversTable rows={drivers.data ?? []} canEdit={isAdmin} onAdd={() => open('new')} onEdit={open} onNavigate={onNavigate} vehicleName={vehicleName} />
        <DriverDialog
          open={editing !== null}
          driver={driver}
          vehicles={vehicles}
          upload={upload}
          onOpenFile={openFile}
          submitting={save.isPending}
          serverErrors={isApiError(save.error) ? serverFieldError(save.error) : {}}
          onCancel={() => setEditing(null)}
          onSubmit={(body) => save.mutate({ driver: body, ...(driver ? { driverId: driver.id } : {}) }, { onSuccess: (r) => saved(r.message) })}
        />
      </>
    )
  );
}

/** The Clients tab: the clients and their sites (Administrators add and change them); each links to its view. */
export function ClientsPanel({ onNavigate }: { onNavigate: (href: string) => void }) {
  const { isAdmin } = usePermissions();
  const user = useAtomValue(userInfoAtom);
  const clients = useTransportClients();
  const pois = usePois(user?.uid);
  const save = useSaveTransportClient();
  const [editing, setEditing] = useState<Editing<Client>>(null);
  const saved = (message: string) => {
    toast.success(message);
    setEditing(null);
  };
  const client = editing === 'new' ? null : editing;
  const open = (c: Editing<Client>) => {
    save.reset();
    setEditing(c);
  };
  return (
    listState(clients, 'Loading clients') ?? (
      <>
        <ClientsTable rows={clients.data ?? []} canEdit={isAdmin} onAdd={() => open('new')} onEdit={open} onNavigate={onNavigate} />
        <ClientDialog
          open={editing !== null}
          client={client}
          pois={pois.data?.pois ?? []}
          submitting={save.isPending}
          serverErrors={isApiError(save.error) ? serverFieldError(save.error) : {}}
          onCancel={() => setEditing(null)}
          onSubmit={(body) => save.mutate({ client: body, ...(client ? { clientId: client.id } : {}) }, { onSuccess: (r) => saved(r.message) })}
        />
      </>
    )
  );
}

/** The Transporters tab: the carriers and their vehicles (Administrators add and change them); each links to its view. */
export function TransportersPanel({ onNavigate }: { onNavigate: (href: string) => void }) {
  const { isAdmin } = usePermissions();
  const transporters = useTransporters();
  const { vehicles, vehicleName } = useVehicles();
  const save = useSaveTransporter();
  const [editing, setEditing] = useState<Editing<Transporter>>(null);
  const saved = (message: string) => {
    toast.success(message);
    setEditing(null);
  };
  const transporter = editing === 'new' ? null : editing;
  const open = (t: Editing<Transporter>) => {
    save.reset();
    setEditing(t);
  };
  return (
    listState(transporters, 'Loading transporters') ?? (
      <>
        <TransportersTable rows={transporters.data ?? []} canEdit={isAdmin} onAdd={() => open('new')} onEdit={open} onNavigate={onNavigate} vehicleName={vehicleName} />
        <TransporterDialog
          open={editing !== null}
          transporter={transporter}
          vehicles={vehicles}
          submitting={save.isPending}
          serverErrors={isApiError(save.error) ? serverFieldError(save.error) : {}}
          onCancel={() => setEditing(null)}
          onSubmit={(body) =>
            save.mutate({ transporter: body, ...(transporter ? { transporterId: transporter.id } : {}) }, { onSuccess: (r) => saved(r.message) })
          }
        />
      </>
    )
  );
}
