import { VESSEL_STATES, VESSEL_STATE_STYLES, type VesselState } from '@fleet/domain';
import { StatTile } from '@fleet/ui';

/** Props of {@link VesselStateTiles}. */
export interface VesselStateTilesProps {
  counts: Record<VesselState, number>;
  /** The state the table is filtered to; null: all. */
  active: VesselState | null;
  onToggle: (state: VesselState | null) => void;
}

/** The tile colours (palette names) of the states. */
const COLORS: Record<VesselState, 'primary' | 'success' | 'danger' | 'secondary'> = { 'at-sea': 'success', 'in-port': 'primary', silent: 'danger', 'no-report': 'secondary' };

/** Vessels at sea, in port, silent and not heard from yet: tiles that filter the register table. Controlled. */
export function VesselStateTiles({ counts, active, onToggle }: VesselStateTilesProps) {
  return (
    <div className="status-tiles" role="group" aria-label="Vessels by state">
      {VESSEL_STATES.map((s) => (
        <StatTile key={s} label={VESSEL_STATE_STYLES[s].label} value={counts[s]} color={COLORS[s]} active={active === s} onClick={() => onToggle(active === s ? null : s)} testId={`vessel-state-${s}`} />
      ))}
    </div>
  );
}
