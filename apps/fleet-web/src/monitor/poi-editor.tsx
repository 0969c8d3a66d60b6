import { useDeletePoi, useSavePoi } from '@fleet/api';
import { MESSAGES, type Poi, type UserInfo } from '@fleet/domain';
import { MapRightClick, PolygonDraw, type MapRightClickEvent } from '@fleet/map-kit';
import { useCallback, useReducer, useState, type ReactNode } from 'react';
import { notify } from '../app/notify';
import { IDLE, buildSaveRequest, hiddenPoiId, poiAt, poiEditorReducer, poiPermissions } from './poi-editor-state';
import { PoiMenu, type PoiMenuTarget } from './poi-menu';
import { PoiPanel } from './poi-panel';

/** Inputs of {@link usePoiEditor}. */
export interface PoiEditorOptions {
  /** The POIs shown on the map (right-click picks among them). */
  pois: readonly Poi[];
  user: Pick<UserInfo, 'uid' | 'userRole' | 'permissions'> | null;
  /** The user's POI group names (GET settings/poi/{uid}), offered when naming a POI. */
  groups?: readonly string[];
}

/** What the monitor map places: children of the MapView, its tools (button, panel, menu), and the POI to hide. */
export interface PoiEditor {
  mapChildren: ReactNode;
  tools: ReactNode;
  hiddenPoiId: number | null;
}

/**
 * POI management on the map (SPEC §4, §5, §8): Add POI draws a polygon then names it; right-clicking a POI opens a
 * menu with Delete POI and Edit POI (reshape with terra-draw, Save). Saves and deletes go through the POI mutations,
 * which refresh the POI list; a failed save closes the editor so the POI keeps its stored shape (the edit is reverted).
 */
export function usePoiEditor({ pois, user, groups = [] }: PoiEditorOptions): PoiEditor {
  const [state, dispatch] = useReducer(poiEditorReducer, IDLE);
  const [menu, setMenu] = useState<PoiMenuTarget | null>(null);
  const save = useSavePoi();
  const remove = useDeletePoi();
  const allowed = poiPermissions(user);
  const canEdit = allowed.add;
  const canDelete = allowed.delete;

  const onRightClick = useCallback(
    (e: MapRightClickEvent) => {
      const poi = poiAt(pois, e.lng, e.lat);
      setMenu(poi && (canEdit || canDelete) ? { poi, x: e.clientX, y: e.clientY } : null);
    },
    [pois, canEdit, canDelete],
  );

  const onSave = () => {
    const request = buildSaveRequest(state, user?.uid);
    if (!request || save.isPending) return;
    if (!request.ok) {
      notify.error(request.message);
      return;
    }
    save.mutate(request.payload, {
      onSuccess: () => {
        notify.success(request.successMessage);
        dispatch({ type: 'close' });
      },
      onError: () => {
        notify.error(MESSAGES.poiSaveFailed);
        dispatch({ type: 'close' });
      },
    });
  };

  const onDelete = (poi: Poi) => {
    remove.mutate(poi.id, {
      onSuccess: () => notify.success(MESSAGES.poiDeleted),
      onError: () => notify.error(MESSAGES.poiDeleteFailed),
    });
  };

  const drawMode = state.kind === 'draw' ? 'draw' : state.kind === 'edit' ? 'edit' : 'off';
  const editedRing = state.kind === 'edit' ? state.ring : null;
  const mapChildren = (
    <>
      <PolygonDraw
        mode={drawMode}
        value={editedRing}
        onChange={(ring) => ring && dispatch({ type: state.kind === 'draw' ? 'drawn' : 'reshaped', ring })}
      />
      {state.kind === 'idle' ? <MapRightClick onRightClick={onRightClick} /> : null}
    </>
  );

  const tools = (
    <>
      {canEdit ? (
        <button
          type="button"
          className="map-layers__trigger"
          style={{ marginLeft: 8 }}
          onClick={() => {
            setMenu(null);
            dispatch({ type: 'add' });
          }}
          disabled={state.kind !== 'idle'}
          aria-pressed={state.kind !== 'idle' && !state.target}
          data-testid="poi-add"
        >
          Add POI
        </button>
      ) : null}
      <PoiPanel
        state={state}
        saving={save.isPending}
        onNameChange={(name) => dispatch({ type: 'rename', name })}
        groups={groups}
        onGroupChange={(group) => dispatch({ type: 'regroup', group })}
        onSave={onSave}
        onRedraw={() => dispatch({ type: 'redraw' })}
        onCancel={() => dispatch({ type: 'close' })}
      />
      <PoiMenu
        target={menu}
        canEdit={canEdit}
        canDelete={canDelete}
        onClose={() => setMenu(null)}
        onEdit={(poi) => {
          setMenu(null);
          dispatch({ type: 'edit', poi });
        }}
        onDelete={(poi) => {
          setMenu(null);
          onDelete(poi);
        }}
      />
    </>
  );

  return { mapChildren, tools, hiddenPoiId: hiddenPoiId(state) };
}
