import { VESSEL_LIMITS, VESSEL_TEXTS as T, ZONE_KINDS, ZONE_KIND_STYLES, type Zone, type ZoneKind } from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { useState } from 'react';

/** A GeoJSON file read in the browser: its parsed content, or why it cannot be sent. */
export type ReadGeoJson = { ok: true; fileName: string; geojson: unknown } | { ok: false; error: string };

/** Reads a chosen file: within the size bound, and JSON (the server checks the geometry and says what is wrong). */
export async function readGeoJsonFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<ReadGeoJson> {
  if (file.size > VESSEL_LIMITS.importBytesMax) return { ok: false, error: T.importTooBig };
  try {
    return { ok: true, fileName: file.name, geojson: JSON.parse(await file.text()) as unknown };
  } catch {
    return { ok: false, error: T.importNotJson };
  }
}

/** Props of {@link ZonePanel}. */
export interface ZonePanelProps {
  zones: readonly Zone[];
  /** Administrators change the zones; others read them. */
  canEdit: boolean;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** Drawing a new zone on the map: started, and its ring once closed (null while not closed yet). */
  drawing: { ring: [number, number][] | null } | null;
  onDrawStart: () => void;
  onDrawCancel: () => void;
  /** Saves the drawn zone with its name and kind. */
  onDrawSave: (name: string, kind: ZoneKind) => void;
  onRename: (zone: Zone, name: string, kind: ZoneKind) => void;
  onDelete: (zone: Zone) => void;
  onImport: (kind: ZoneKind, file: File) => void;
  busy?: boolean;
  /** The last failure of an action (an import's problem, a name taken ...). */
  error?: string | null;
}

function KindSelect({ value, onChange, testId }: { value: ZoneKind; onChange: (kind: ZoneKind) => void; testId: string }) {
  return (
    <select className="fleet-field__input vessel-zone-kind" value={value} onChange={(e) => onChange(e.target.value as ZoneKind)} data-testid={testId} aria-label="Zone kind">
      {ZONE_KINDS.map((k) => (
        <option key={k} value={k}>
          {ZONE_KIND_STYLES[k].label}
        </option>
      ))}
    </select>
  );
}

/**
 * The company's zones: the list (a zone selected is outlined on the map), and for Administrators drawing a new one on
 * the map, renaming or changing the kind of one, deleting one, and importing a GeoJSON file's polygons. Controlled.
 */
export function ZonePanel(props: ZonePanelProps) {
  const { zones, canEdit, selectedId, drawing, busy = false, error } = props;
  const [importKind, setImportKind] = useState<ZoneKind>('fishing');
  const [newName, setNewName] = useState('');
  const [newKind, setNewKind] = useState<ZoneKind>('fishing');
  const [edit, setEdit] = useState<{ id: number; name: string; kind: ZoneKind } | null>(null);
  return (
    <div className="vessel-zones" data-testid="vessel-zones">
      {canEdit ? (
        <div className="vessel-zones__tools">
          {drawing ? (
            <div className="vessel-zones__draw" data-testid="zone-draw-form">
              {drawing.ring ? (
                <>
                  <TextField label="Zone name" value={newName} onChange={(e) => setNewName(e.target.value)} data-testid="zone-draw-name" />
                  <KindSelect value={newKind} onChange={setNewKind} testId="zone-draw-kind" />
                  <Button size="sm" loading={busy} onClick={() => props.onDrawSave(newName, newKind)} data-testid="zone-draw-save">
                    Save zone
                  </Button>
                </>
              ) : (
                <span className="muted">Click the map to place the corners; click the first corner to close the zone.</span>
              )}
              <Button size="sm" variant="ghost" onClick={props.onDrawCancel} data-testid="zone-draw-cancel">
                Cancel
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="secondary" onClick={props.onDrawStart} data-testid="zone-draw">
              Draw a zone
            </Button>
          )}
          <span className="vessel-zones__import">
            <KindSelect value={importKind} onChange={setImportKind} testId="zone-import-kind" />
            <label className="fleet-button fleet-button--secondary fleet-button--sm vessel-zones__file">
              Import GeoJSON
              <input
                type="file"
                accept=".geojson,.json,application/geo+json,application/json"
                disabled={busy}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) props.onImport(importKind, file);
                  e.target.value = '';
                }}
                data-testid="zone-import-file"
              />
            </label>
          </span>
        </div>
      ) : null}
      {error ? (
        <p className="transport-error" role="alert" data-testid="zone-error">
          {error}
        </p>
      ) : null}
      {zones.length === 0 ? (
        <p className="muted">{T.noZones}</p>
      ) : (
        <ul className="vessel-zones__list">
          {zones.map((z) => (
            <li key={z.id} className={z.id === selectedId ? 'is-selected' : undefined} data-testid="zone-row" data-kind={z.kind}>
              <span className="vessel-zones__swatch" style={{ background: ZONE_KIND_STYLES[z.kind].color }} aria-hidden />
              {edit?.id === z.id ? (
                <>
                  <input className="fleet-field__input" value={edit.name} onChange={(e) => setEdit({ ...edit, name: e.target.value })} aria-label="Zone name" data-testid="zone-edit-name" />
                  <KindSelect value={edit.kind} onChange={(kind) => setEdit({ ...edit, kind })} testId="zone-edit-kind" />
                  <Button size="sm" loading={busy} onClick={() => (props.onRename(z, edit.name, edit.kind), setEdit(null))} data-testid="zone-edit-save">
                    Save
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setEdit(null)}>
                    Cancel
                  </Button>
                </>
              ) : (
                <>
                  <button type="button" className="vessel-zones__name" onClick={() => props.onSelect(z.id === selectedId ? null : z.id)} data-testid="zone-name">
                    {z.name}
                  </button>
                  <span className="muted">
                    {ZONE_KIND_STYLES[z.kind].label}
                    {z.source ? ` · ${z.source}` : ''}
                  </span>
                  {canEdit ? (
                    <span className="vessel-zones__actions">
                      <Button size="sm" variant="ghost" onClick={() => setEdit({ id: z.id, name: z.name, kind: z.kind })} data-testid="zone-edit">
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => props.onDelete(z)} data-testid="zone-delete">
                        Delete
                      </Button>
                    </span>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
