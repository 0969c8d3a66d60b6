import { useAddMaintenanceAsset, useAddMeterReading, useAssetGroups, useMaintenanceAssets, useMeterReadings } from '@fleet/api';
import { MAINTENANCE_TEXTS, REMINDER_STATE_STYLES, formatRangeTime, type MaintenanceAsset, type MeterReadingInput } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';
import { usePermissions } from '../alerts/access';
import { timeZoneAtom } from '../session/session-atoms';
import { AddAssetDialog, MeterReadingDialog } from './asset-dialogs';
import { meterText } from './maintenance-format';
import type { MaintenanceTab } from './maintenance-tabs';
import { ListTable, ListError } from '../admin/list-table';

/** The reminders of an asset needing attention, as coloured chips ("1 overdue", "2 due soon"). */
export function DueChips({ due }: { due: MaintenanceAsset['due'] }) {
  const chips = [
    { n: due.overdue, state: 'overdue' as const },
    { n: due.due, state: 'due' as const },
    { n: due.dueSoon, state: 'due-soon' as const },
  ].filter((c) => c.n > 0);
  if (chips.length === 0) return <span className="muted">OK</span>;
  return (
    <span className="maintenance-due" data-testid="maintenance-due">
      {chips.map((c) => (
        <span key={c.state} className="maintenance-chip" style={{ background: REMINDER_STATE_STYLES[c.state].color }} data-state={c.state}>
          {c.n} {REMINDER_STATE_STYLES[c.state].label.toLowerCase()}
        </span>
      ))}
    </span>
  );
}

function Readings({ assetId, timeZone }: { assetId: number; timeZone: string }) {
  const readings = useMeterReadings(assetId);
  if (!readings.data) return null;
  if (readings.data.length === 0) return <p className="muted">No readings entered by hand.</p>;
  return (
    <ul className="maintenance-readings" data-testid="meter-readings">
      {readings.data.slice(0, 10).map((r) => (
        <li key={r.id}>
          {formatRangeTime(r.time, timeZone)}: {[r.odometerKm !== null ? `${r.odometerKm.toLocaleString('en-US')} km` : null, r.engineHours !== null ? `${r.engineHours.toLocaleString('en-US')} h` : null].filter(Boolean).join(', ')}
          {r.note ? ` (${r.note})` : ''}
          {r.by ? <span className="muted"> by {r.by}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Assets tab: every asset the user sees with its meters (from its tracker, or entered by hand), the reminders and
 * schedules needing attention and the open work orders, with links to its records, work orders and tires. Readings
 * are entered for the meters a tracker does not give; Administrators add assets without a tracker.
 */
export function AssetsPanel({ onOpen }: { onOpen: (tab: MaintenanceTab, asset?: number) => void }) {
  const { isAdmin } = usePermissions();
  const timeZone = useAtomValue(timeZoneAtom);
  const assets = useMaintenanceAssets();
  const groups = useAssetGroups({ enabled: isAdmin });
  const add = useAddMaintenanceAsset();
  const reading = useAddMeterReading();
  const [adding, setAdding] = useState(false);
  const [reads, setReads] = useState<MaintenanceAsset | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [onlyAttention, setOnlyAttention] = useState(false);
  const all = assets.data?.assets ?? [];
  const q = query.trim().toLowerCase();
  const rows = all.filter((a) => (q === '' || `${a.assetName} ${a.assetGroup} ${a.plate ?? ''}`.toLowerCase().includes(q)) && (!onlyAttention || a.due.overdue + a.due.due + a.due.dueSoon > 0 || a.openWorkOrders > 0));
  const typed = (a: MaintenanceAsset) => a.odometer.source !== 'tracker' || a.engineHours.source !== 'tracker';

  return (
    <section data-testid="maintenance-assets">
      <div className="maintenance-toolbar">
        <input type="search" placeholder="Search assets" aria-label="Search assets" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="maintenance-asset-search" />
        <label>
          <input type="checkbox" checked={onlyAttention} onChange={(e) => setOnlyAttention(e.target.checked)} data-testid="maintenance-asset-attention" /> Needs attention
        </label>
        <span className="muted" data-testid="maintenance-asset-counts">
          {assets.data ? `${all.length} assets · ${all.filter((a) => !a.tracked).length} without tracker · ${all.reduce((n, a) => n + a.openWorkOrders, 0)} open work orders` : ''}
        </span>
        {isAdmin ? (
          <span className="maintenance-toolbar__end">
            <Button size="sm" onClick={() => setAdding(true)} data-testid="maintenance-asset-new">
              {MAINTENANCE_TEXTS.newAsset}
            </Button>
          </span>
        ) : null}
      </div>
      {assets.isError ? (
        <ListError error={assets.error} />
      ) : assets.data && all.length === 0 ? (
        <EmptyState title="No assets yet" description="Assets with a tracker appear here with their live meters; add generators, forklifts and trailers without one." />
      ) : (
        <ListTable caption="Maintenance assets" head={['Asset', 'Group', 'Tracker', 'Odometer', 'Engine hours', 'Reminders', 'Open work orders']} actions testId="maintenance-asset-table">
          {rows.map((a) => (
            <tr key={a.assetId} data-testid="maintenance-asset-row" data-asset-id={a.assetId}>
              <td>
                <button type="button" className="link-button" onClick={() => setOpen(open === a.assetId ? null : a.assetId)} aria-expanded={open === a.assetId}>
                  {a.assetName}
                </button>
                {a.plate ? <span className="muted"> {a.plate}</span> : null}
                {open === a.assetId ? <Readings assetId={a.assetId} timeZone={timeZone} /> : null}
              </td>
              <td>{a.assetGroup}</td>
              <td>{a.tracked ? 'Yes' : <span className="muted">No tracker</span>}</td>
              <td data-testid="maintenance-asset-row-odometer">{meterText(a.odometer, 'km')}</td>
              <td data-testid="maintenance-asset-row-hours">{meterText(a.engineHours, 'h')}</td>
              <td>
                <DueChips due={a.due} />
              </td>
              <td>{a.openWorkOrders > 0 ? <button type="button" className="link-button" onClick={() => onOpen('work-orders', a.assetId)}>{a.openWorkOrders}</button> : '0'}</td>
              <td className="alert-row__links">
                {typed(a) ? (
                  <Button size="sm" variant="secondary" onClick={() => setReads(a)} data-testid="maintenance-asset-reading">
                    Enter reading
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => onOpen('records', a.assetId)} data-testid="maintenance-asset-records">
                  Records
                </Button>
                {a.tireLayout ? (
                  <Button size="sm" variant="ghost" onClick={() => onOpen('tires', a.assetId)} data-testid="maintenance-asset-tires">
                    Tires
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <AddAssetDialog
        open={adding}
        groups={(groups.data ?? []).map((g) => ({ id: g.groupId, name: g.name }))}
        submitting={add.isPending}
        serverErrors={add.error ? serverFieldError(add.error) : {}}
        onCancel={() => {
          setAdding(false);
          add.reset();
        }}
        onSubmit={(asset) =>
          add.mutate(asset, {
            onSuccess: (r) => {
              toast.success(r.message);
              setAdding(false);
            },
          })
        }
      />
      <MeterReadingDialog
        asset={reads}
        timeZone={timeZone}
        now={Date.now()}
        submitting={reading.isPending}
        serverErrors={reading.error ? serverFieldError(reading.error) : {}}
        onCancel={() => {
          setReads(null);
          reading.reset();
        }}
        onSubmit={(body: MeterReadingInput) =>
          reads &&
          reading.mutate(
            { assetId: reads.assetId, reading: body },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setReads(null);
              },
            },
          )
        }
      />
    </section>
  );
}
