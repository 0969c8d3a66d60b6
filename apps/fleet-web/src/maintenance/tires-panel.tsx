import { useFitTire, useInspectTire, useMaintenanceAssets, useRemoveTire, useRotateTires, useSaveTire, useSaveTireLayout, useTireHistory, useTires } from '@fleet/api';
import { TIRE_LAYOUTS, TIRE_LAYOUT_KEYS, tirePositions, type MaintenanceAsset, type Tire, type TireInput, type TireLayout, type TirePosition } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useEditDialog } from '../admin/edit-dialog-state';
import { timeZoneAtom } from '../session/session-atoms';
import { meterText } from './maintenance-format';
import { useActionDialog } from './tire-action-dialog';
import { TireAxleDiagram } from './tire-axle-diagram';
import { TireDetailDialog } from './tire-detail-dialog';
import { FitTireDialog, type TireFitBody, type TireFitTarget } from './tire-fit-dialog';
import { TireFormDialog } from './tire-form-dialog';
import { RotateTiresDialog, type TireRotationBody } from './tire-rotate-dialog';
import { InspectTireDialog, RemoveTireDialog, type TireInspectBody, type TireRemoveBody } from './tire-service-dialogs';
import { TireTable } from './tire-table';
import { belowLimit, comparePositions, fittedOn, kmText, mmText, offLayout, tireAssetsOf } from './tire-view';

type TireAsset = MaintenanceAsset & { tireLayout: TireLayout };

function Failure({ error }: { error: Error }) {
  return (
    <p className="admin-form__error" role="alert">
      {error.message}
    </p>
  );
}

/**
 * The Tires tab: an asset's axles (chosen among those with an axle layout; `assetId` preselects one) with the tire at
 * each position, fitted from the stock, inspected, removed and rotated there; the tire register below. The hooks are
 * here; what shows is in the presentational components beside it.
 */
export function TiresPanel({ assetId }: { assetId?: number }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const assets = useMaintenanceAssets();
  const tires = useTires();
  const saveLayout = useSaveTireLayout();
  const save = useSaveTire();
  const fitMutation = useFitTire();
  const inspectMutation = useInspectTire();
  const removeMutation = useRemoveTire();
  const rotateMutation = useRotateTires();
  const [chosen, setChosen] = useState<number | undefined>(assetId);
  const [detailId, setDetailId] = useState<number | null>(null);
  /** A layout that would leave fitted tires off it, asked about first. */
  const [pendingLayout, setPendingLayout] = useState<{ layout: TireLayout; stranded: Tire[] } | null>(null);
  const history = useTireHistory(detailId);

  const { editing, edit, dialog: tireDialog } = useEditDialog(save, (tire: TireInput, current: Tire | null) => ({ tire, ...(current ? { tireId: current.id } : {}) }));
  const fit = useActionDialog(fitMutation, (body: TireFitBody, _at: TireFitTarget) => body);
  const inspect = useActionDialog(inspectMutation, (body: TireInspectBody, tire: Tire) => ({ tireId: tire.id, ...body }));
  const remove = useActionDialog(removeMutation, (body: TireRemoveBody, tire: Tire) => ({ tireId: tire.id, ...body }));
  const rotate = useActionDialog(rotateMutation, (body: TireRotationBody, on: TireAsset) => ({ assetId: on.assetId, ...body }));

  const allAssets = assets.data?.assets ?? [];
  const tireAssets = tireAssetsOf(allAssets);
  const asset: TireAsset | null = tireAssets.find((a) => a.assetId === chosen) ?? tireAssets[0] ?? null;
  const all = tires.data ?? [];
  const fitted = asset ? fittedOn(all, asset.assetId) : new Map<string, Tire>();
  const fittedList = [...fitted.values()];
  const stock = all.filter((t) => t.status === 'stock');
  const freePositions = asset ? tirePositions(asset.tireLayout).filter((p) => !fitted.has(p.code)) : [];
  const detail = all.find((t) => t.id === detailId) ?? null;
  const odometerOf = (tire: Tire | null) => allAssets.find((a) => a.assetId === tire?.assetId)?.odometer.value ?? null;

  const openPosition = (position: TirePosition, tire: Tire | null) => {
    if (!asset) return;
    if (tire) setDetailId(tire.id);
    else fit.open({ asset, position });
  };
  const saveLayoutOf = (layout: TireLayout) => {
    if (!asset) return;
    saveLayout.mutate(
      { assetId: asset.assetId, tireLayout: layout },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setPendingLayout(null);
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  const changeLayout = (layout: TireLayout) => {
    if (!asset || layout === asset.tireLayout) return;
    const stranded = offLayout(fitted, layout);
    if (stranded.length > 0) setPendingLayout({ layout, stranded });
    else saveLayoutOf(layout);
  };
  const fromDetail = (next: () => void) => {
    setDetailId(null);
    next();
  };
  const selected = fit.target?.position?.code ?? (detail && detail.assetId === asset?.assetId ? detail.position : null);

  return (
    <div className="maintenance-tires" data-testid="tires-panel">
      <section className="maintenance-tire-axles" aria-label="Axles">
        {assets.isError ? (
          <Failure error={assets.error} />
        ) : assets.isPending ? (
          <p className="muted">Loading the assets…</p>
        ) : !asset ? (
          <EmptyState
            title="No asset carries tires"
            description="Trucks, cars, machines and trailers get an axle layout by their type: add one in the Assets tab, then fit its tires here. Tires bought can go to the register below meanwhile."
          />
        ) : (
          <>
            <div className="maintenance-toolbar">
              <label>
                Asset{' '}
                <select value={asset.assetId} onChange={(e) => setChosen(Number(e.target.value))} data-testid="tire-asset">
                  {tireAssets.map((a) => (
                    <option key={a.assetId} value={a.assetId}>
                      {a.assetName}
                      {a.plate ? ` (${a.plate})` : ''}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Axle layout{' '}
                <select value={asset.tireLayout} disabled={saveLayout.isPending} onChange={(e) => changeLayout(e.target.value as TireLayout)} data-testid="tire-layout">
                  {TIRE_LAYOUT_KEYS.map((k) => (
                    <option key={k} value={k}>
                      {TIRE_LAYOUTS[k].label}
                    </option>
                  ))}
                </select>
              </label>
              <span className="muted" data-testid="tire-odometer">
                Odometer {meterText(asset.odometer, 'km')}
              </span>
              <span className="maintenance-toolbar__end">
                <Button size="sm" disabled={freePositions.length === 0} onClick={() => fit.open({ asset, position: null })} data-testid="tire-fit" title={freePositions.length === 0 ? 'Every position carries a tire: remove or move one first.' : undefined}>
                  Fit a tire
                </Button>
                <Button size="sm" variant="secondary" disabled={fittedList.length === 0} onClick={() => rotate.open(asset)} data-testid="tire-rotate" title={fittedList.length === 0 ? 'Fit tires first: a rotation moves fitted tires.' : undefined}>
                  Rotate tires
                </Button>
              </span>
            </div>
            <div className="maintenance-tire-axles__body">
              <TireAxleDiagram layout={asset.tireLayout} fitted={fitted} selected={selected} onPosition={openPosition} onOffLayout={(t) => setDetailId(t.id)} />
              <div className="maintenance-tire-axles__side" data-testid="tire-fitted-list">
                <h3>On {asset.assetName}</h3>
                {tires.isError ? (
                  <Failure error={tires.error} />
                ) : fittedList.length === 0 ? (
                  <p className="muted" data-testid="tire-none-fitted">
                    No tire fitted yet: click a position on the diagram to fit a tire from the stock{stock.length === 0 ? ' (add the tire to the register first)' : ''}.
                  </p>
                ) : (
                  <ul className="maintenance-tire-fitted">
                    {[...fittedList].sort((a, b) => comparePositions(a.position, b.position)).map((t) => (
                      <li key={t.id} className={belowLimit(t.figures.treadLastMm) ? 'maintenance-tire-fitted--limit' : undefined}>
                        <button type="button" className="maintenance-tire-link" onClick={() => setDetailId(t.id)}>
                          {t.position} {t.serial}
                        </button>{' '}
                        <span className="muted">
                          {mmText(t.figures.treadLastMm)}, {kmText(t.figures.kmLeft)} left
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </>
        )}
      </section>

      <h3 className="maintenance-tire-heading">Tire register</h3>
      {tires.isError ? <Failure error={tires.error} /> : tires.isPending ? <p className="muted">Loading the tires…</p> : (
        <TireTable
          tires={all}
          onAdd={() => edit(null)}
          onEdit={(t) => edit(t)}
          onOpen={(t) => setDetailId(t.id)}
          {...(asset && freePositions.length > 0 ? { onFit: (t: Tire) => fit.open({ asset, position: null, tireId: t.id }), fitTo: asset.assetName } : {})}
        />
      )}

      <TireFormDialog {...tireDialog} tire={editing} />
      <TireDetailDialog
        key={`detail-${detail?.id ?? 'none'}`}
        tire={detail}
        events={history.data?.events}
        historyError={history.isError ? history.error.message : null}
        timeZone={timeZone}
        onInspect={(t) => fromDetail(() => inspect.open(t))}
        onRemove={(t) => fromDetail(() => remove.open(t))}
        onEdit={(t) => fromDetail(() => edit(t))}
        onClose={() => setDetailId(null)}
      />
      <FitTireDialog
        {...fit.dialog}
        target={fit.target}
        stock={stock}
        freePositions={freePositions}
        timeZone={timeZone}
        onAddTire={() => {
          fit.open(null);
          edit(null);
        }}
      />
      <InspectTireDialog {...inspect.dialog} key={`inspect-${inspect.target?.id ?? 'none'}`} tire={inspect.target} odometerKm={odometerOf(inspect.target)} timeZone={timeZone} />
      <RemoveTireDialog {...remove.dialog} key={`remove-${remove.target?.id ?? 'none'}`} tire={remove.target} odometerKm={odometerOf(remove.target)} timeZone={timeZone} />
      <ConfirmDialog
        open={pendingLayout !== null}
        title="Change the axle layout"
        message={
          pendingLayout && asset
            ? `${TIRE_LAYOUTS[pendingLayout.layout].label} has no position for ${pendingLayout.stranded.map((t) => `${t.serial} at ${t.position}`).join(', ')}: they stay fitted, listed under the diagram, until you remove them. Change the layout of ${asset.assetName}?`
            : ''
        }
        confirmLabel="Change layout"
        busy={saveLayout.isPending}
        onCancel={() => setPendingLayout(null)}
        onConfirm={() => pendingLayout && saveLayoutOf(pendingLayout.layout)}
      />
      {asset ? <RotateTiresDialog {...rotate.dialog} open={rotate.target !== null} asset={rotate.target ?? asset} fitted={rotate.target ? [...fittedOn(all, rotate.target.assetId).values()] : fittedList} timeZone={timeZone} /> : null}
    </div>
  );
}
