import { MESSAGES, isPoiNameValid, poiAddedMessage, type Poi, type SavePoiPayload, type UserInfo } from '@fleet/domain';
import { MIN_POLYGON_VERTICES, closeRing, openRing, pointInRing, ringToAlternateCoords, type LngLatPair } from '@fleet/map-kit';

/**
 * The POI editor (SPEC §4 POI modes). idle: nothing; draw: a polygon is being drawn (new POI, or a redraw of `target`);
 * edit: the polygon `ring` is reshaped and named, then saved (added when `target` is null, else updated).
 */
export type PoiEditorState =
  | { kind: 'idle' }
  | { kind: 'draw'; target: Poi | null; name: string; group: string }
  | { kind: 'edit'; target: Poi | null; ring: LngLatPair[]; name: string; group: string; redrawn: boolean };

export type PoiEditorAction =
  | { type: 'add' }
  | { type: 'edit'; poi: Poi }
  | { type: 'drawn'; ring: LngLatPair[] }
  | { type: 'reshaped'; ring: LngLatPair[] }
  | { type: 'rename'; name: string }
  | { type: 'regroup'; group: string }
  | { type: 'redraw' }
  | { type: 'close' };

export const IDLE: PoiEditorState = { kind: 'idle' };

const isPolygon = (ring: readonly LngLatPair[]) => openRing(ring).length >= MIN_POLYGON_VERTICES;

/** The closed [lng, lat] ring of a POI (its paths are lat/lng and open). */
export function poiRing(poi: Poi): LngLatPair[] {
  return closeRing(poi.paths.map((p): LngLatPair => [p.lng, p.lat]));
}

/** The next editor state; actions that do not apply to the current state leave it as it is. */
export function poiEditorReducer(state: PoiEditorState, action: PoiEditorAction): PoiEditorState {
  switch (action.type) {
    case 'add':
      return state.kind === 'idle' ? { kind: 'draw', target: null, name: '', group: '' } : state;
    case 'edit':
      return state.kind === 'idle'
        ? { kind: 'edit', target: action.poi, ring: poiRing(action.poi), name: action.poi.name, group: action.poi.groups[0] ?? '', redrawn: false }
        : state;
    case 'drawn':
      return state.kind === 'draw' && isPolygon(action.ring)
        ? { kind: 'edit', target: state.target, ring: closeRing(action.ring), name: state.name, group: state.group, redrawn: state.target !== null }
        : state;
    case 'reshaped':
      return state.kind === 'edit' && isPolygon(action.ring) ? { ...state, ring: closeRing(action.ring) } : state;
    case 'rename':
      return state.kind === 'idle' ? state : { ...state, name: action.name };
    case 'regroup':
      return state.kind === 'idle' ? state : { ...state, group: action.group };
    case 'redraw':
      return state.kind === 'edit' ? { kind: 'draw', target: state.target, name: state.name, group: state.group } : state;
    case 'close':
      return IDLE;
  }
}

/** Caption of the save button: Add POI (new), Update POI (an existing POI redrawn), Save (an existing POI reshaped). */
export function saveLabel(state: PoiEditorState): string {
  if (state.kind !== 'edit' || state.target === null) return 'Add POI';
  return state.redrawn ? 'Update POI' : 'Save';
}

/** The POI hidden from the POI layer while terra-draw shows it (the one being edited). */
export function hiddenPoiId(state: PoiEditorState): number | null {
  return state.kind === 'idle' ? null : (state.target?.id ?? null);
}

/** What saving gives: the payload and the success text, or the validation message. */
export type SaveRequest = { ok: true; payload: SavePoiPayload; successMessage: string } | { ok: false; message: string };

/** The SPEC §3 saved POI payload of the edited polygon (id kept on update; type and color empty on creation). */
export function buildSaveRequest(state: PoiEditorState, uid: string | undefined): SaveRequest | null {
  if (state.kind !== 'edit') return null;
  if (!isPoiNameValid(state.name)) return { ok: false, message: MESSAGES.poiNameRequired };
  const name = state.name.trim();
  const { target, ring } = state;
  const payload: SavePoiPayload = {
    ...(target ? { id: target.id } : {}),
    name,
    coords: closeRing(ring),
    alternateCoords: ringToAlternateCoords(ring),
    // The POI's group (one per POI here): the user's groups are made of the groups their POIs name (SPEC §3).
    groups: state.group.trim() ? [state.group.trim()] : [],
    ...(uid ? { uid } : {}),
    meta: target ? { type: target.meta.type, color: target.meta.color } : { type: '', color: '' },
  };
  return { ok: true, payload, successMessage: target ? MESSAGES.poiUpdated : poiAddedMessage(name) };
}

/** The POI under a position: the last drawn (topmost) one whose polygon holds it. */
export function poiAt(pois: readonly Poi[], lng: number, lat: number): Poi | null {
  for (let i = pois.length - 1; i >= 0; i--) {
    const poi = pois[i]!;
    if (poi.paths.length >= 3 && pointInRing([lng, lat], poiRing(poi))) return poi;
  }
  return null;
}

/** POI actions the user may take (SPEC §6; an Administrator may do all, as the server allows). */
export function poiPermissions(user: Pick<UserInfo, 'userRole' | 'permissions'> | null | undefined): { add: boolean; delete: boolean } {
  if (!user) return { add: false, delete: false };
  const admin = user.userRole === 'Administrator';
  const granted = user.permissions ?? [];
  return { add: admin || granted.includes('poi:add'), delete: admin || granted.includes('poi:delete') };
}
