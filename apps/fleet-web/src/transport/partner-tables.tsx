import type { Client, Driver, Transporter } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { AppLink, LicenceChip } from './transport-chips';
import { TRANSPORT_HREFS } from './trip-board-logic';
import { ListTable } from '../admin/list-table';

/** Props shared by the drivers, clients and transporters tables. */
interface TableProps<T> {
  rows: readonly T[];
  /** Administrators add and change them; others read. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (row: T) => void;
  /** Follows a row's link to its view. */
  onNavigate: (href: string) => void;
}

function Toolbar({ count, noun, canEdit, onAdd, testId }: { count: number; noun: string; canEdit: boolean; onAdd: () => void; testId: string }) {
  return (
    <div className="transport-toolbar">
      <span className="muted" data-testid={`${testId}-count`}>
        {count} {noun}
        {count === 1 ? '' : 's'}
      </span>
      {canEdit ? (
        <span className="transport-toolbar__end">
          <Button size="sm" onClick={onAdd} data-testid={`${testId}-new`}>
            New {noun}
          </Button>
        </span>
      ) : (
        <span className="transport-toolbar__end muted">Administrators add and change {noun}s.</span>
      )}
    </div>
  );
}

const EditButton = ({ onClick, testId }: { onClick: () => void; testId: string }) => (
  <Button size="sm" variant="ghost" onClick={onClick} data-testid={testId}>
    Edit
  </Button>
);

const inactive = (active: boolean) => (active ? null : <span className="muted"> (inactive)</span>);

/** The drivers: licence expiry and its state, driver key, assigned vehicle, the vehicle they are on; each links to their view. */
export function DriversTable({ rows, canEdit, onAdd, onEdit, onNavigate, vehicleName }: TableProps<Driver> & { vehicleName: (assetId: number) => string }) {
  return (
    <section data-testid="drivers-panel">
      <Toolbar count={rows.length} noun="driver" canEdit={canEdit} onAdd={onAdd} testId="driver" />
      {rows.length === 0 ? (
        <EmptyState title="No drivers yet" description="Add the drivers with their licence and key: trips name them, and the key a vehicle reports tells who drives it." />
      ) : (
        <ListTable caption="Drivers" head={['Driver', 'Phone', 'Licence', 'Expiry', 'Driver key', 'Assigned vehicle', 'On vehicle now']} actions testId="driver-table">
          {rows.map((d) => (
            <tr key={d.id} data-testid="driver-row" data-driver-id={d.id} data-licence={d.licenceState ?? 'none'}>
              <td>
                <AppLink href={TRANSPORT_HREFS.driver(d.id)} onNavigate={onNavigate} data-testid="driver-open">
                  {d.name}
                </AppLink>
                {inactive(d.active)}
              </td>
              <td>{d.phone || '—'}</td>
              <td>{d.licenceClass || '—'}</td>
              <td>
                <LicenceChip driver={d} />
              </td>
              <td>
                <code>{d.driverKey ?? '—'}</code>
              </td>
              <td>{d.assetName ?? '—'}</td>
              <td>{d.onAssetId !== null ? vehicleName(d.onAssetId) : '—'}</td>
              <td>{canEdit ? <EditButton onClick={() => onEdit(d)} testId="driver-edit" /> : null}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

/** The clients with their contact and sites; each links to its view. */
export function ClientsTable({ rows, canEdit, onAdd, onEdit, onNavigate }: TableProps<Client>) {
  return (
    <section data-testid="clients-panel">
      <Toolbar count={rows.length} noun="client" canEdit={canEdit} onAdd={onAdd} testId="client" />
      {rows.length === 0 ? (
        <EmptyState title="No clients yet" description="Add the clients you carry for, with their delivery sites: a trip's stops offer their sites first." />
      ) : (
        <ListTable caption="Clients" head={['Client', 'Contact', 'Phone', 'E-mail', 'Sites']} actions testId="client-table">
          {rows.map((c) => (
            <tr key={c.id} data-testid="client-row" data-client-id={c.id}>
              <td>
                <AppLink href={TRANSPORT_HREFS.client(c.id)} onNavigate={onNavigate} data-testid="client-open">
                  {c.name}
                </AppLink>
                {inactive(c.active)}
              </td>
              <td>{c.contact || '—'}</td>
              <td>{c.phone || '—'}</td>
              <td>{c.email || '—'}</td>
              <td data-testid="client-row-sites">{c.sites.length === 0 ? '—' : c.sites.map((s) => s.name).join(', ')}</td>
              <td>{canEdit ? <EditButton onClick={() => onEdit(c)} testId="client-edit" /> : null}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

/** The transporters with their contact and vehicles; each links to its view. */
export function TransportersTable({ rows, canEdit, onAdd, onEdit, onNavigate, vehicleName }: TableProps<Transporter> & { vehicleName: (assetId: number) => string }) {
  return (
    <section data-testid="transporters-panel">
      <Toolbar count={rows.length} noun="transporter" canEdit={canEdit} onAdd={onAdd} testId="transporter" />
      {rows.length === 0 ? (
        <EmptyState title="No transporters yet" description="Add the carriers and subcontractors whose vehicles run your trips, to follow their on-time performance." />
      ) : (
        <ListTable caption="Transporters" head={['Transporter', 'Contact', 'Phone', 'E-mail', 'Vehicles']} actions testId="transporter-table">
          {rows.map((t) => (
            <tr key={t.id} data-testid="transporter-row" data-transporter-id={t.id}>
              <td>
                <AppLink href={TRANSPORT_HREFS.transporter(t.id)} onNavigate={onNavigate} data-testid="transporter-open">
                  {t.name}
                </AppLink>
                {inactive(t.active)}
              </td>
              <td>{t.contact || '—'}</td>
              <td>{t.phone || '—'}</td>
              <td>{t.email || '—'}</td>
              <td data-testid="transporter-row-vehicles">{t.assetIds.length === 0 ? '—' : t.assetIds.map(vehicleName).join(', ')}</td>
              <td>{canEdit ? <EditButton onClick={() => onEdit(t)} testId="transporter-edit" /> : null}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}
