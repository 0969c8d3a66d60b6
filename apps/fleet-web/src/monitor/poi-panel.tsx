import { Button } from '@fleet/ui';
import type { CSSProperties } from 'react';
import { saveLabel, type PoiEditorState } from './poi-editor-state';

/** Props of {@link PoiPanel}. */
export interface PoiPanelProps {
  state: PoiEditorState;
  saving: boolean;
  onNameChange: (name: string) => void;
  /** The user's POI groups, offered in the group field. */
  groups?: readonly string[];
  onGroupChange?: (group: string) => void;
  onSave: () => void;
  onRedraw: () => void;
  onCancel: () => void;
}

const PANEL: CSSProperties = {
  position: 'absolute',
  top: 40,
  left: 0,
  width: 270,
  padding: 12,
  display: 'grid',
  gap: 8,
  border: '1px solid var(--fleet-border)',
  borderRadius: 'var(--fleet-radius)',
  background: 'var(--fleet-surface)',
  boxShadow: 'var(--fleet-shadow-lg)',
  fontSize: 13,
};
const ROW: CSSProperties = { display: 'flex', gap: 6, flexWrap: 'wrap' };
const INPUT: CSSProperties = {
  height: 30,
  padding: '0 8px',
  border: '1px solid var(--fleet-border)',
  borderRadius: 'var(--fleet-radius-sm)',
  font: 'inherit',
};

/**
 * The POI editor's panel over the map. Drawing: a hint and Cancel. Shaping: the name, the save button (Add POI, Update
 * POI or Save), Redraw and Cancel.
 */
export function PoiPanel({ state, saving, onNameChange, groups = [], onGroupChange, onSave, onRedraw, onCancel }: PoiPanelProps) {
  if (state.kind === 'idle') return null;
  const title = state.target ? `Edit POI: ${state.target.name}` : 'Add POI';
  return (
    <div style={PANEL} data-testid="poi-panel" data-mode={state.kind} role="dialog" aria-label={title}>
      <strong>{title}</strong>
      {state.kind === 'draw' ? (
        <span data-testid="poi-hint">Click on the map to place the points; click the first point to close the polygon.</span>
      ) : (
        <>
          <span>Drag a point to move it, drag a midpoint to add one, right-click a point to remove it.</span>
          <label style={{ display: 'grid', gap: 4 }}>
            <span>POI name</span>
            <input
              style={INPUT}
              value={state.name}
              onChange={(e) => onNameChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSave();
              }}
              placeholder="Name"
              data-testid="poi-name"
              autoFocus
            />
          </label>
          <label style={{ display: 'grid', gap: 4 }}>
            <span>Group</span>
            <input
              style={INPUT}
              value={state.group}
              onChange={(e) => onGroupChange?.(e.target.value)}
              list="poi-group-options"
              placeholder="No group"
              data-testid="poi-group"
            />
            <datalist id="poi-group-options">
              {groups.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
          </label>
        </>
      )}
      <div style={ROW}>
        {state.kind === 'edit' ? (
          <>
            <Button size="sm" onClick={onSave} loading={saving} data-testid="poi-save">
              {saveLabel(state)}
            </Button>
            <Button size="sm" variant="secondary" onClick={onRedraw} disabled={saving} data-testid="poi-redraw">
              Redraw
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={saving} data-testid="poi-cancel">
          Cancel
        </Button>
      </div>
    </div>
  );
}
