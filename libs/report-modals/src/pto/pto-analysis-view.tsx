import { DEFAULT_PTO_AREA_UNIT, PTO_AREA_UNIT_LABELS, PTO_AREA_UNITS, type PtoAnalysis, type PtoAreaUnit } from '@fleet/domain';
import { SingleSelect } from '@fleet/select-kit';
import { Button } from '@fleet/ui';
import { useMemo, useState, type CSSProperties } from 'react';
import { PTO_FIELD_KEYS, PTO_FIELD_LABELS, aoiArea, ptoCompletion, ptoFieldValues, type PtoRing } from './pto-format';
import { PtoMap, type PtoMapLayers } from './pto-map';

/** Props of {@link PtoAnalysisView}. */
export interface PtoAnalysisViewProps {
  analysis: PtoAnalysis;
  /** Time zone of the period when the analysis carries no text for it. */
  timeZone?: string;
  /** The area of interest to start with (a closed [lng, lat] ring). @default none */
  initialAoi?: PtoRing | null;
  /** Delay before the map initialises, ms. @default 2000 */
  mapInitDelayMs?: number;
  /** Map height, px. @default 380 */
  mapHeight?: number;
}

const UNIT_OPTIONS = PTO_AREA_UNITS.map((unit) => ({ value: unit, label: PTO_AREA_UNIT_LABELS[unit] }));

const TOGGLES: { key: keyof PtoMapLayers; label: string }[] = [
  { key: 'polyline', label: 'Show Polyline' },
  { key: 'heatmap', label: 'Show Heatmap' },
  { key: 'polygons', label: 'Show Polygons' },
];

/**
 * PTO Analysis (SPEC §2): the summary of an input's work with areas in the chosen unit (m² by default, not clearable;
 * km², acres, hectares), the map (zoomed to the work, with a scale bar) with its layer toggles (all off) and the area
 * of interest drawn on it; % Completion is the worked area inside the area of interest over the area of interest, 100
 * while there is none.
 */
export function PtoAnalysisView({ analysis, timeZone, initialAoi = null, mapInitDelayMs, mapHeight }: PtoAnalysisViewProps) {
  const [unit, setUnit] = useState<PtoAreaUnit>(DEFAULT_PTO_AREA_UNIT);
  const [layers, setLayers] = useState<PtoMapLayers>({ polyline: false, heatmap: false, polygons: false });
  const [aoi, setAoi] = useState<PtoRing | null>(initialAoi);
  const [drawing, setDrawing] = useState(false);

  const aoiM2 = useMemo(() => aoiArea(aoi), [aoi]);
  // The intersection of the worked area with the area of interest: once per drawn area, not per render.
  const completion = useMemo(() => ptoCompletion(analysis, aoi, aoiM2), [analysis, aoi, aoiM2]);
  const values = ptoFieldValues(analysis, unit, aoiM2, completion, timeZone);

  const changeAoi = (ring: PtoRing | null) => {
    setAoi(ring);
    if (ring && ring.length >= 4) setDrawing(false);
  };
  const clearAoi = () => {
    setAoi(null);
    setDrawing(false);
  };

  return (
    <section style={root} data-testid="pto-analysis" data-unit={unit} data-aoi-m2={aoiM2 ?? ''} data-completion={completion}>
      <div style={side}>
        <div style={unitRow}>
          <span>Unit</span>
          <SingleSelect
            options={UNIT_OPTIONS}
            value={unit}
            onChange={(value) => setUnit(value as PtoAreaUnit)}
            ariaLabel="Area unit"
            width={160}
            testId="pto-unit"
          />
        </div>
        <dl style={list}>
          {PTO_FIELD_KEYS.map((key) => (
            <div key={key} style={row}>
              <dt style={term}>{PTO_FIELD_LABELS[key]}</dt>
              {key === 'completion' ? (
                <dd style={value} data-testid="pto-field-completion">
                  <span data-testid="pto-completion">{completion}</span>%
                </dd>
              ) : (
                <dd style={value} data-testid={`pto-field-${key}`}>
                  {values[key]}
                </dd>
              )}
            </div>
          ))}
        </dl>
      </div>
      <div style={mapColumn}>
        <div style={toolbar}>
          {TOGGLES.map(({ key, label }) => (
            <label key={key} style={toggle}>
              <input
                type="checkbox"
                checked={layers[key]}
                onChange={(e) => setLayers((l) => ({ ...l, [key]: e.target.checked }))}
                data-testid={`pto-toggle-${key}`}
              />
              {label}
            </label>
          ))}
          <span style={{ flex: 1 }} />
          <Button size="sm" variant={drawing ? 'primary' : 'secondary'} onClick={() => setDrawing(true)} disabled={drawing} data-testid="pto-draw-aoi">
            Draw Area of Interest
          </Button>
          <Button size="sm" variant="ghost" onClick={clearAoi} disabled={!aoi && !drawing} data-testid="pto-clear-aoi">
            Clear Area
          </Button>
        </div>
        <PtoMap analysis={analysis} layers={layers} drawing={drawing} aoi={aoi} onAoiChange={changeAoi} height={mapHeight} initDelayMs={mapInitDelayMs} />
      </div>
    </section>
  );
}

const root: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' };
const side: CSSProperties = { flex: '1 1 300px', minWidth: 280, display: 'flex', flexDirection: 'column', gap: 10 };
const unitRow: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, fontWeight: 600 };
const list: CSSProperties = { margin: 0, display: 'flex', flexDirection: 'column', gap: 4 };
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0', borderBottom: '1px solid #ebe9f1', fontSize: 13 };
const term: CSSProperties = { margin: 0, color: '#5e5873', fontWeight: 600 };
const value: CSSProperties = { margin: 0, textAlign: 'right', overflowWrap: 'anywhere' };
const mapColumn: CSSProperties = { flex: '2 1 420px', minWidth: 320, display: 'flex', flexDirection: 'column', gap: 8 };
const toolbar: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, fontSize: 13 };
const toggle: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4, cursor: 'pointer' };
