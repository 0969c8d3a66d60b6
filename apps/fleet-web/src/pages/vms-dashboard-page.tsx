import {
  isApiError,
  useAgencyUsers,
  useDeleteZone,
  useImportZones,
  useMapConfig,
  useSaveAgencyUser,
  useSaveVesselRegister,
  useSaveVesselSettings,
  useSaveZone,
  useVesselActivity,
  useVesselRegister,
  useVesselSettings,
  useZones,
} from '@fleet/api';
import { VESSEL_TEXTS as T, WEB_TEXTS, type Vessel, type VesselState, type ZoneKind } from '@fleet/domain';
import { closeRing, type LngLatPair } from '@fleet/map-kit';
import { Card, ErrorPanel, LoadingOverlay, PageHeader, ShipIcon } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';
import { mapSingleHref } from '../monitor/drill-down';
import { roleAtom, timeZoneAtom } from '../session/session-atoms';
import { TripPeriodPicker } from '../transport/trip-period-picker';
import { usePeriod } from '../transport/use-period';
import { AgencyUsersPanel } from '../vessels/agency-users-panel';
import { FishingList, PortCallsList, TripsPerVesselTable, VesselTripsTable } from '../vessels/vessel-activity';
import { countByVesselState } from '../vessels/vessel-format';
import { VesselMap, type VesselMarker } from '../vessels/vessel-map';
import { VesselRegisterDialog } from '../vessels/vessel-register-dialog';
import { VesselSettingsPanel } from '../vessels/vessel-settings-panel';
import { VesselStateTiles } from '../vessels/vessel-tiles';
import { VesselTable } from '../vessels/vessel-table';
import { readGeoJsonFile, ZonePanel } from '../vessels/zone-panel';
import '../vessels/vessels.css';

/** The public page's address of a company's public id. */
const publicUrlOf = (publicId: string) => `${window.location.origin}/vms-public?company=${encodeURIComponent(publicId)}`;

/**
 * /vms-dashboard (page key vms): vessels at sea, in port and silent; the register with each vessel's state; the map
 * of zones, vessels and the fleet's activity heat map over the period; trips with their days at sea, trips per vessel,
 * recent port calls and fishing activity; for Administrators the register's editing, the zones (drawn, imported,
 * changed) and the vessel settings. A Vessel agency user sees their agency's vessels only (the server's scope).
 * Periods and times are the user's zone's.
 */
export function VmsDashboardPage() {
  const timeZone = useAtomValue(timeZoneAtom);
  const isAdmin = useAtomValue(roleAtom) === 'Administrator';
  const register = useVesselRegister();
  const zones = useZones();
  const period = usePeriod(timeZone, 'last-7-days');
  const activity = useVesselActivity(period.bounds.from, period.bounds.to);
  // A vessel's name opens it on the map, followed (the single follow view); a modified click is left to the browser (new tab).
  const navigate = useNavigate();
  const nameLink = useMemo(
    () => ({
      href: (v: Vessel) => mapSingleHref(v.assetId, v.name),
      go: (e: MouseEvent, href: string) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void navigate({ href });
      },
    }),
    [navigate],
  );
  const settings = useVesselSettings(isAdmin);
  const agencyUsers = useAgencyUsers(isAdmin);
  const saveAgencyUser = useSaveAgencyUser();
  const mapConfig = useMapConfig();
  const saveRegister = useSaveVesselRegister();
  const saveZone = useSaveZone();
  const deleteZone = useDeleteZone();
  const importZones = useImportZones();
  const saveSettings = useSaveVesselSettings();

  const [stateFilter, setStateFilter] = useState<VesselState | null>(null);
  const [editing, setEditing] = useState<Vessel | null>(null);
  const [selectedZone, setSelectedZone] = useState<number | null>(null);
  const [drawing, setDrawing] = useState<{ ring: LngLatPair[] | null } | null>(null);
  const [zoneError, setZoneError] = useState<string | null>(null);
  const [showHeat, setShowHeat] = useState(true);

  const vessels = useMemo(() => register.data?.vessels ?? [], [register.data]);
  const counts = countByVesselState(vessels);
  const shown = stateFilter ? vessels.filter((v) => v.state === stateFilter) : vessels;
  const markers = useMemo<VesselMarker[]>(
    () => vessels.filter((v) => v.lat !== null && v.lng !== null).map((v) => ({ id: v.assetId, name: v.name, lat: v.lat as number, lng: v.lng as number, speedKn: v.speedKn ?? 0 })),
    [vessels],
  );
  const failed = (e: Error) => setZoneError(e.message);
  const zoneDone = (r: { message: string }) => {
    setZoneError(null);
    toast.success(r.message);
  };

  if (register.isError) {
    return (
      <div className="page">
        <PageHeader title={T.title} subtitle={T.subtitle} />
        <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={register.error.message} onRetry={() => void register.refetch()} />
      </div>
    );
  }
  return (
    <div className="page vessel-page">
      <PageHeader title={T.title} subtitle={T.subtitle} />
      {register.isPending ? (
        <div className="page__loading">
          <LoadingOverlay visible label="Loading vessels" />
        </div>
      ) : (
        <div className="dashboard" data-testid="vessels">
          <VesselStateTiles counts={counts} active={stateFilter} onToggle={setStateFilter} />
          <p className="muted vessel-page__note">Silent: no report for {register.data.silentHours} hours. In port: inside a port zone.</p>
          <Card flush title={<><ShipIcon size={16} /> {T.registerTitle}</>}>
            <VesselTable vessels={shown} timeZone={timeZone} onEdit={isAdmin ? setEditing : undefined} nameLink={nameLink} />
          </Card>
          <div className="vessel-page__period">
            <TripPeriodPicker value={period.choice} onChange={period.setChoice} error={period.error} timeZone={timeZone} now={period.now} testId="vessel-period" />
            <label className="vessel-check">
              <input type="checkbox" checked={showHeat} onChange={(e) => setShowHeat(e.target.checked)} data-testid="vessel-heat-toggle" /> {T.heatTitle} (heat map)
            </label>
            {activity.isError ? (
              <span className="transport-error" role="alert" data-testid="vessel-activity-error">
                {activity.error.message}
              </span>
            ) : null}
          </div>
          <div className="vessel-page__grid">
            <Card flush title={T.heatTitle}>
              <VesselMap
                zones={zones.data?.zones ?? []}
                vessels={markers}
                heat={activity.data?.heat}
                showHeat={showHeat}
                selectedZoneId={selectedZone}
                drawing={drawing ? { mode: 'draw', onChange: (ring) => setDrawing({ ring }) } : null}
                styles={mapConfig.data?.styles}
                attribution={mapConfig.data?.attribution}
              />
            </Card>
            <Card title={T.zonesTitle}>
              <ZonePanel
                zones={zones.data?.zones ?? []}
                canEdit={isAdmin}
                selectedId={selectedZone}
                onSelect={setSelectedZone}
                drawing={drawing}
                onDrawStart={() => setDrawing({ ring: null })}
                onDrawCancel={() => setDrawing(null)}
                onDrawSave={(name, kind) => {
                  const ring = drawing?.ring;
                  if (!ring) return;
                  saveZone.mutate({ input: { name, kind, polygons: [[closeRing(ring)]] } }, { onSuccess: (r) => (setDrawing(null), zoneDone(r)), onError: failed });
                }}
                onRename={(zone, name, kind: ZoneKind) => saveZone.mutate({ zoneId: zone.id, input: { name, kind, polygons: zone.polygons, source: zone.source } }, { onSuccess: zoneDone, onError: failed })}
                onDelete={(zone) => {
                  if (window.confirm(`Delete the zone ${zone.name}?`)) deleteZone.mutate(zone.id, { onSuccess: zoneDone, onError: failed });
                }}
                onImport={(kind, file) => {
                  void readGeoJsonFile(file).then((read) =>
                    read.ok ? importZones.mutate({ kind, fileName: read.fileName, geojson: read.geojson }, { onSuccess: zoneDone, onError: failed }) : setZoneError(read.error),
                  );
                }}
                busy={saveZone.isPending || importZones.isPending || deleteZone.isPending}
                error={zoneError}
              />
            </Card>
          </div>
          <div className="vessel-page__grid">
            <Card flush title={T.portCallsTitle}>
              <PortCallsList calls={activity.data?.portCalls ?? []} timeZone={timeZone} />
            </Card>
            <Card flush title={T.fishingTitle}>
              <FishingList events={activity.data?.fishing ?? []} timeZone={timeZone} />
            </Card>
          </div>
          <div className="vessel-page__grid">
            <Card flush title={T.tripsTitle}>
              <VesselTripsTable trips={activity.data?.trips ?? []} timeZone={timeZone} />
            </Card>
            <Card flush title="Trips per vessel">
              <TripsPerVesselTable rows={activity.data?.perVessel ?? []} />
            </Card>
          </div>
          {isAdmin && settings.data ? (
            <Card title={T.settingsTitle}>
              <VesselSettingsPanel
                key={`${settings.data.silentHours}:${settings.data.publicDelayMin}`}
                silentHours={settings.data.silentHours}
                publicDelayMin={settings.data.publicDelayMin}
                publicUrl={publicUrlOf(settings.data.publicId)}
                onSave={(input) => saveSettings.mutate(input, { onSuccess: (r) => toast.success(r.message) })}
                saving={saveSettings.isPending}
                serverErrors={saveSettings.error ? serverFieldError(saveSettings.error) : {}}
              />
            </Card>
          ) : null}
          {isAdmin && agencyUsers.data ? (
            <Card title="Vessel agency users">
              <AgencyUsersPanel
                users={agencyUsers.data.users}
                onSave={(userId, agency) => saveAgencyUser.mutate({ userId, agency }, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(e.message) })}
                saving={saveAgencyUser.isPending}
              />
            </Card>
          ) : null}
        </div>
      )}
      <VesselRegisterDialog
        vessel={editing}
        onCancel={() => setEditing(null)}
        onSubmit={(input) =>
          editing &&
          saveRegister.mutate(
            { assetId: editing.assetId, input },
            {
              onSuccess: (r) => {
                setEditing(null);
                toast.success(r.message);
              },
            },
          )
        }
        submitting={saveRegister.isPending}
        serverErrors={saveRegister.error && isApiError(saveRegister.error) ? serverFieldError(saveRegister.error) : {}}
      />
    </div>
  );
}
