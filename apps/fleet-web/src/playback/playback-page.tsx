import { fetchPlayback, isApiError, useApiClient, useAssets, useCompanySettings, useMapConfig, usePois } from '@fleet/api';
import { MESSAGES, STORAGE_KEYS, type AssetSelectionItem, type GeoPoi, type PlaybackResponse } from '@fleet/domain';
import { PoiLayer } from '@fleet/map-kit';
import { LoadDataButton, PlaybackTimeRangePicker, canLoadPlayback, defaultPlaybackRange, type PlaybackTimeRange } from '@fleet/playback-kit';
import { GroupedMultiSelect } from '@fleet/select-kit';
import { LoadingOverlay } from '@fleet/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../app/notify';
import { mapTypeAtom } from '../monitor/monitor-atoms';
import { sessionAtom, timeZoneAtom } from '../session/session-atoms';
import { PlaybackExportMenu } from './playback-export-menu';
import { replayedAssets, type ReplayedAsset } from './playback-data';
import { playbackUserSettings } from './playback-settings';
import { PlaybackView } from './playback-view';
import './playback.css';

/** Props of {@link PlaybackPage}. */
export interface PlaybackPageProps {
  /** Route parameter: the asset to preselect (matched to the unit id, else the asset id). */
  assetId?: string;
  /** The `asset` query parameter (SPEC §2): preselects too and gives the selects a thin rounded border. */
  assetQuery?: string;
  /** The range to start with (`?from=&to=`, e.g. around an alert); the default range otherwise. */
  initialRange?: PlaybackTimeRange;
}

const FIELDS = { group: 'assetGroup', text: 'assetName', value: 'assetId' } as const;

/** The asset a parameter names: by unit id first, then by asset id. */
export function preselectAsset(assets: readonly AssetSelectionItem[], param: string | undefined): number[] {
  if (!param) return [];
  const hit = assets.find((a) => a.unitId === param) ?? assets.find((a) => String(a.assetId) === param);
  return hit ? [hit.assetId] : [];
}

function readGeoPois(): GeoPoi[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.geoPOIData) ?? '[]');
    return Array.isArray(list) ? (list as GeoPoi[]) : [];
  } catch {
    return [];
  }
}

/**
 * The Playback screen (SPEC §2, `/playback/:assetId?/:assetName?`, page key `playback`): one asset (or, with
 * "Several assets", a few on one shared timeline), a time range that refuses future days, POIs, Load Data; then the
 * replay. A failed or empty load warns 'Error' / 'No data available' and resets the view.
 */
export function PlaybackPage({ assetId, assetQuery, initialRange }: PlaybackPageProps) {
  const client = useApiClient();
  const session = useAtomValue(sessionAtom);
  const assetsQuery = useAssets();
  const mapConfig = useMapConfig();
  const poisQuery = usePois(session.userInfo?.uid);
  const [mapType, setMapType] = useAtom(mapTypeAtom);
  const company = useCompanySettings();
  const settings = playbackUserSettings(session.userInfo?.username, undefined, company.data);
  const items = useMemo<AssetSelectionItem[]>(
    () => (assetsQuery.data ?? []).map(({ assetId: id, assetName, assetGroup, unitId }) => ({ assetId: id, assetName, assetGroup, unitId })),
    [assetsQuery.data],
  );
  const iconTypes = useMemo(() => new Map((assetsQuery.data ?? []).map((a) => [a.assetId, a.type as string])), [assetsQuery.data]);

  const [several, setSeveral] = useState(false);
  const [selection, setSelection] = useState<number[]>([]);
  const preselect = assetQuery ?? assetId;
  const [preselectedFor, setPreselectedFor] = useState<string | null>(null);
  useEffect(() => {
    if (assetsQuery.data === undefined || preselectedFor === (preselect ?? '')) return;
    setPreselectedFor(preselect ?? '');
    setSelection(preselectAsset(items, preselect));
  }, [assetsQuery.data, items, preselect, preselectedFor]);

  // One clock: the range, the times, the day headers and the exports are in the user's zone.
  const timeZone = useAtomValue(timeZoneAtom);
  const [range, setRange] = useState<PlaybackTimeRange>(() => initialRange ?? defaultPlaybackRange(Date.now(), timeZone));
  const [showPois, setShowPois] = useState(false);
  const [loading, setLoading] = useState(false);
  const [assets, setAssets] = useState<ReplayedAsset[]>([]);

  const load = async () => {
    setLoading(true);
    try {
      const geoPOIData = showPois ? readGeoPois() : [];
      const answers: PlaybackResponse[] = await Promise.all(
        selection.map((id) =>
          fetchPlayback(client, { timeRange: { start: range.start, end: range.end }, configuration: {}, uid: session.userInfo?.uid, geoPOIData, units: [id] }),
        ),
      );
      const replay = replayedAssets(answers, iconTypes);
      if (replay.length === 0) throw new Error(MESSAGES.playbackNoData);
      setAssets(replay);
    } catch (error) {
      // SPEC §8: the warning 'Error' / 'No data available', and the view is reset.
      notify.error(`${MESSAGES.playbackErrorTitle}: ${MESSAGES.playbackNoData}`);
      if (isApiError(error) && error.status !== 0) console.warn('Playback failed:', error.message);
      setAssets([]);
    } finally {
      setLoading(false);
    }
  };

  const bordered = assetQuery !== undefined;
  return (
    <div className="playback-page" data-testid="playback-page">
      <div className={bordered ? 'playback-toolbar playback-toolbar--bordered' : 'playback-toolbar'} data-testid="playback-toolbar">
        <GroupedMultiSelect
          single={!several}
          options={items}
          fields={FIELDS}
          value={selection}
          onChange={(ids) => setSelection(ids.map(Number).slice(0, several ? 6 : 1))}
          placeholder={several ? 'Select assets' : 'Select asset'}
          ariaLabel="Assets"
          width={280}
          testId="playback-asset"
          disabled={assetsQuery.isPending}
        />
        <label className="playback-toolbar__check">
          <input
            type="checkbox"
            checked={several}
            onChange={(e) => {
              setSeveral(e.target.checked);
              if (!e.target.checked) setSelection((s) => s.slice(0, 1));
            }}
            data-testid="playback-several"
          />
          Several assets
        </label>
        <label className="playback-toolbar__check">
          <input type="checkbox" checked={showPois} onChange={(e) => setShowPois(e.target.checked)} data-testid="playback-poi" /> POI
        </label>
        <PlaybackTimeRangePicker value={range} onChange={setRange} timeZone={timeZone} />
        <LoadDataButton canLoad={canLoadPlayback(selection, range.start, range.end)} onLoad={() => void load()} loading={loading} />
      </div>
      <div className="playback-page__body">
        <PlaybackView
          assets={assets}
          timeZone={timeZone}
          mapType={mapType}
          styles={mapConfig.data?.styles}
          onMapTypeChange={setMapType}
          attribution={mapConfig.data?.attribution}
          routeStyle={settings.routeStyle}
          initialView={settings.initialView}
          layers={<PoiLayer pois={poisQuery.data?.pois ?? []} visible={showPois} showLabels />}
          renderExport={(controls) => <PlaybackExportMenu controls={controls} disabled={assets.length === 0} />}
        />
        <LoadingOverlay visible={loading} label="Loading route" />
      </div>
    </div>
  );
}
