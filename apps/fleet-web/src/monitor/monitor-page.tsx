import { fetchUpload, useApiClient, useAssets, useCompanySettings, useMapConfig, usePois, useTraffic } from '@fleet/api';
import { PLAYBACK_SPECIAL_CENTRE, formatPdfFileStamp, type AssetSelectionItem, type LiveAsset } from '@fleet/domain';
import type { PdfModel } from '@fleet/export-kit';
import { DEFAULT_MAP_STYLES, type AssetMetaMap } from '@fleet/map-kit';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../app/notify';
import { useLiveSession, useLiveSessionState } from '../live/live-session-context';
import { readPlaybackPreferences } from '../playback/playback-settings';
import { timeZoneAtom, unitsAtom, userInfoAtom } from '../session/session-atoms';
import { Toolbar } from '../toolbar/toolbar';
import { useCompactToolbar } from '../toolbar/use-compact-toolbar';
import { DrillDownLinks } from './drill-down-links';
import { focusAfterSelection } from './focus';
import { createLiveFilter, liveFilterKey, withNeverReported } from './live-filter';
import { buildLiveRows } from './live-rows';
import { FollowingMonitorMap, LiveAssetCard, LiveMultiView, LiveRowsTable, liveCountsSource } from './live-views';
import {
  assetSearchAtom,
  mapLayersAtom,
  mapTypeAtom,
  poiLabelVisibleAtom,
  poiVisibleAtom,
  statusFilterAtom,
  trafficVisibleAtom,
} from './monitor-atoms';
import type { MonitorView } from './monitor-views';
import { usePoiEditor } from './poi-editor';
import { exposeLiveStore } from './test-hooks';
import { useMapOpen } from './use-map-open';
import { useRouteSelection } from './use-route-selection';
import { vehicleListPdf, vehicleListTitle, vehicleListWorkbook } from './vehicle-list-export';
import { ViewTabs } from './view-tabs';

/** The PDF export dialog, loaded with its PDF libraries only when an export is asked for. */
const VehicleListPdfDialog = lazy(() => import('./vehicle-list-exporter').then((m) => ({ default: m.VehicleListPdfDialog })));
import './monitor.css';

/** Props of {@link MonitorPage}. */
export interface MonitorPageProps {
  /** The route: monitor (with view tabs), map, or map-single (one asset followed). */
  routeName: 'monitor' | 'map' | 'map-single';
  view: MonitorView;
  assetName?: string;
  assetId?: string;
  /** Monitor only: go to another view. */
  onViewChange?: (view: MonitorView) => void;
}

/** Delay before the map follows a newly focused asset, so that the zoom-in to it is not cut short, ms. */
const FOLLOW_DELAY_MS = 700;

/**
 * The live monitor: the toolbar (asset selector, status filter with counts, search, POI/traffic toggles) over the map,
 * the live table, both (hybrid) or up to four followed assets (multi). One live store for the session feeds them;
 * the page itself does not re-render on live updates: the status filter's counts, the table, the focused asset's card
 * and camera and the multi view subscribe to the store on their own (live-views.tsx).
 */
export function MonitorPage({ routeName, view, assetName, assetId, onViewChange }: MonitorPageProps) {
  // The company's default map view (Administration > Company) opens the map.
  const company = useCompanySettings();
  const live = useLiveSession();
  const liveState = useLiveSessionState(live);
  const store = live.store;
  useEffect(() => exposeLiveStore(store), [store]);

  const assetsQuery = useAssets();
  const mapConfig = useMapConfig();
  const user = useAtomValue(userInfoAtom);
  const poisQuery = usePois(user?.uid);
  const [trafficOn, setTrafficOn] = useAtom(trafficVisibleAtom);
  const trafficQuery = useTraffic(trafficOn);
  const [poiVisible, setPoiVisible] = useAtom(poiVisibleAtom);
  const [poiLabelVisible, setPoiLabelVisible] = useAtom(poiLabelVisibleAtom);
  const [mapType, setMapType] = useAtom(mapTypeAtom);
  const [layers, setLayers] = useAtom(mapLayersAtom);
  const [statuses, setStatuses] = useAtom(statusFilterAtom);
  const [search, setSearch] = useAtom(assetSearchAtom);
  const compact = useCompactToolbar();
  const allPois = poisQuery.data?.pois;
  const shownPois = useMemo(() => (poiVisible ? (allPois ?? []) : []), [poiVisible, allPois]);
  const poiEditor = usePoiEditor({ pois: shownPois, user, groups: poisQuery.data?.groups.map((g) => g.name) });
  const hiddenPoi = poiEditor.hiddenPoiId;
  const mapPois = useMemo(() => (hiddenPoi === null ? (allPois ?? []) : (allPois ?? []).filter((p) => p.id !== hiddenPoi)), [allPois, hiddenPoi]);

  const assetList = assetsQuery.data;
  const summaries = useMemo(() => new Map((assetList ?? []).map((a) => [a.assetId, a] as const)), [assetList]);
  // The user's assets: those that never reported count as Inactive in the store's status counts.
  useEffect(() => store.setListed(summaries.keys()), [store, summaries]);
  const selectionItems = useMemo<AssetSelectionItem[]>(
    () => (assetList ?? []).map(({ assetId: id, assetName: name, assetGroup, unitId }) => ({ assetId: id, assetName: name, assetGroup, unitId })),
    [assetList],
  );
  const meta = useMemo<AssetMetaMap>(
    () => new Map((assetList ?? []).map((a) => [a.assetId, { name: a.assetName, type: a.type, iconType: a.iconType, group: a.assetGroup }] as const)),
    [assetList],
  );

  // The selection follows the route rules (a linked asset is selected; a new route clears it).
  const routeParams = useMemo(() => ({ view, assetName, assetId }), [view, assetName, assetId]);
  const route = useMemo(() => ({ name: routeName, params: routeParams }), [routeName, routeParams]);
  const [selection, setSelection] = useRouteSelection(route, selectionItems);

  // The focused asset: the card and the camera follow it.
  const [focus, setFocus] = useState<number | null>(null);
  const [following, setFollowing] = useState(true);
  const [followReady, setFollowReady] = useState(false);
  // A user with the special centre (SPEC §6: the Maldives, zoom 6.3) opens there rather than on the whole fleet.
  const specialCentre = readPlaybackPreferences(user?.username).specialCentre;
  // With the live data already there (the feed starts while signing in), the map opens on the whole fleet.
  const [fitTo, setFitTo] = useState<{ lat: number; lng: number }[] | undefined>(() =>
    store.size > 0 && !specialCentre ? store.all().map((x) => ({ lat: x.lat, lng: x.lng })) : undefined,
  );
  const previousSelection = useRef<readonly number[]>([]);
  useEffect(() => {
    const next = focusAfterSelection(previousSelection.current, selection, focus);
    previousSelection.current = selection;
    if (next !== focus) setFocus(next);
    // Several assets (a group, or more picked): fit the map to them all and follow none, so that no follow of the
    // newest one undoes the fit; one asset: zoom to it, then follow it.
    setFollowing(selection.length <= 1);
    const points = (selection.length > 1 ? selection : next !== null && next !== focus ? [next] : [])
      .map((id) => store.get(id))
      .filter((a): a is LiveAsset => a !== undefined)
      .map((a) => ({ lat: a.lat, lng: a.lng }));
    if (points.length > 0) setFitTo(points);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on selection changes only
  }, [selection]);
  useEffect(() => {
    setFollowReady(false);
    if (focus === null) return;
    const timer = setTimeout(() => setFollowReady(true), FOLLOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focus]);

  // Once the live data is there: zoom to the linked asset, else show the whole fleet.
  const fitted = useRef(false);
  useEffect(() => {
    if (!liveState.ready || fitted.current) return;
    const fit = () => {
      if (fitted.current || store.size === 0) return;
      fitted.current = true;
      const a = focus !== null ? store.get(focus) : undefined;
      if (!a && specialCentre) return;
      setFitTo(a ? [{ lat: a.lat, lng: a.lng }] : store.all().map((x) => ({ lat: x.lat, lng: x.lng })));
    };
    fit();
    return fitted.current ? undefined : store.subscribe(fit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the data arrives
  }, [liveState.ready, store]);

  const singleId = routeName === 'map-single' ? Number(assetId) : null;
  const filter = useMemo(
    () => (singleId !== null ? (a: LiveAsset) => a.assetId === singleId : createLiveFilter(summaries, { statuses, search })),
    [singleId, summaries, statuses, search],
  );
  const filterKey = `${singleId ?? ''}|${liveFilterKey({ statuses, search }, summaries.size)}`;
  // The counts come from the live store (kept as the feed arrives); a search counts the assets it matches.
  const counts = useMemo(() => liveCountsSource(store, summaries, search), [store, summaries, search]);

  // The toolbar's exports: the vehicles the Monitor lists now (its filter and search), in the zone and units.
  const client = useApiClient();
  const timeZone = useAtomValue(timeZoneAtom);
  const units = useAtomValue(unitsAtom);
  const [pdf, setPdf] = useState<{ open: boolean; model: PdfModel | null }>({ open: false, model: null });
  const [exporting, setExporting] = useState(false);
  const listedRows = () => buildLiveRows(withNeverReported(store.all(), summaries), summaries, filter);
  const companyLogo = async (): Promise<Uint8Array | undefined> => {
    const url = user?.logo_big_url;
    if (!url) return undefined;
    // The company's logo is an upload (bearer, never a token in a URL); unreadable: the PDF's default logo.
    return fetchUpload(client, url)
      .then(async (blob) => new Uint8Array(await blob.arrayBuffer()))
      .catch(() => undefined);
  };
  const exportPdf = async () => {
    const model = vehicleListPdf(listedRows(), { statuses, search }, units, timeZone, Date.now());
    // Without a vehicle the dialog says 'No Data for Pdf Export' (SPEC §8).
    setExporting(true);
    const logo = model ? await companyLogo() : undefined;
    setExporting(false);
    setPdf({ open: true, model: model && logo ? { ...model, logo } : model });
  };
  const exportExcel = async () => {
    setExporting(true);
    try {
      const { saveVehicleListWorkbook } = await import('./vehicle-list-exporter');
      const fileName = `${vehicleListTitle({ statuses, search })} ${formatPdfFileStamp(Date.now(), timeZone)}`;
      await saveVehicleListWorkbook(vehicleListWorkbook(listedRows(), { statuses, search }, units, timeZone, fileName));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  const selectOne = useCallback((id: number) => setSelection([id]), [setSelection]);
  const clusterActions = useCallback((id: number) => <DrillDownLinks assetId={id} summary={summaries.get(id)} testId="cluster-list" />, [summaries]);
  const loading = assetsQuery.isPending || !liveState.ready;

  const styles = mapConfig.data?.styles?.length ? mapConfig.data.styles : DEFAULT_MAP_STYLES;
  const card =
    focus !== null && view !== 'multi' ? (
      <LiveAssetCard
        store={store}
        assetId={focus}
        summary={summaries.get(focus)}
        following={following}
        onFollowChange={setFollowing}
        onClose={() => setFocus(null)}
      />
    ) : null;
  // The deployment's map types are known too (a small request sent with the live feed's): a map opened before them
  // would start on the offline basemap and switch to the online one at once.
  const mapOpen = useMapOpen(liveState.ready && !mapConfig.isPending);
  const map = !mapOpen ? (
    <div className="monitor-map" data-testid="monitor-map-opening" />
  ) : (
    <FollowingMonitorMap
      initialView={
        // A user with the special centre opens there; everyone else on the company's view.
        specialCentre
          ? { ...PLAYBACK_SPECIAL_CENTRE }
          : company.data
            ? { lng: company.data.map.centre[0], lat: company.data.map.centre[1], zoom: company.data.map.zoom }
            : undefined
      }
      store={store}
      meta={meta}
      filter={filter}
      filterKey={filterKey}
      selectedAssetId={focus}
      onSelect={selectOne}
      fitTo={fitTo}
      // The fleet before the basemap, unless the live data says there is none.
      assetsFirst={!liveState.ready || store.size > 0}
      followAssetId={following && followReady ? focus : null}
      mapType={mapType}
      styles={styles}
      attribution={mapConfig.data?.attribution ?? []}
      onMapTypeChange={setMapType}
      layers={layers}
      onLayersChange={setLayers}
      traffic={{ visible: trafficOn, segments: trafficQuery.data ?? [], tileUrl: mapConfig.data?.trafficTileUrl ?? null }}
      pois={{ pois: mapPois, visible: poiVisible, labels: poiLabelVisible }}
      mapChildren={poiEditor.mapChildren}
      tools={poiEditor.tools}
      clusterActions={clusterActions}
    >
      {card}
    </FollowingMonitorMap>
  );
  const table = <LiveRowsTable store={store} summaries={summaries} filter={filter} selectedAssetId={focus} onSelect={selectOne} />;

  return (
    <div className="monitor-page" data-view={view} data-route={routeName} data-testid="monitor-page" data-ready={liveState.ready}>
      <Toolbar
        routeName={routeName}
        routeParams={routeParams}
        assets={selectionItems}
        selection={selection}
        onSelectionChange={setSelection}
        singleSelect={routeName === 'map-single'}
        statusMode="v2"
        status={statuses}
        counts={counts}
        onStatusChange={setStatuses}
        search={search}
        onSearchChange={setSearch}
        poiVisible={poiVisible}
        onPoiVisibleChange={setPoiVisible}
        poiLabelVisible={poiLabelVisible}
        onPoiLabelVisibleChange={setPoiLabelVisible}
        traffic={trafficOn}
        onSetTraffic={setTrafficOn}
        loading={loading}
        compact={compact}
        onExportPdf={() => void exportPdf()}
        onExportExcel={() => void exportExcel()}
        exporting={exporting}
        leading={
          routeName === 'monitor' && onViewChange ? (
            <ViewTabs value={view} pages={user?.access?.pages} onChange={onViewChange} />
          ) : (
            <span className="monitor-page__title">{routeName === 'map-single' ? 'Following' : 'Map'}</span>
          )
        }
      />
      <div className="monitor-page__content">
        {view === 'map' ? map : null}
        {view === 'table' ? (
          <div className="monitor-page__table">
            {table}
            {card}
          </div>
        ) : null}
        {view === 'hybrid' ? (
          <div className="monitor-page__hybrid">
            <div className="monitor-page__hybrid-map">{map}</div>
            <div className="monitor-page__hybrid-table">{table}</div>
          </div>
        ) : null}
        {view === 'multi' ? (
          <LiveMultiView store={store} meta={meta} summaries={summaries} assetIds={selection} mapType={mapType} styles={styles} />
        ) : null}
      </div>
      {pdf.open ? (
        <Suspense fallback={null}>
          <VehicleListPdfDialog model={pdf.model} onClose={() => setPdf({ open: false, model: null })} timeZone={timeZone} />
        </Suspense>
      ) : null}
    </div>
  );
}
