import { tirePositions, type Tire, type TireLayout, type TirePosition } from '@fleet/domain';
import type { KeyboardEvent } from 'react';
import { TREAD_LEVEL_STYLES, mmText, offLayout, treadLevel, type TreadLevel } from './tire-view';

/** Props of {@link TireAxleDiagram}. */
export interface TireAxleDiagramProps {
  layout: TireLayout;
  /** The tires fitted to the asset, by position. */
  fitted: ReadonlyMap<string, Tire>;
  /** The position shown as selected. */
  selected?: string | null;
  /** A position clicked (or Enter / Space on it): its tire, or null when it is empty. */
  onPosition: (position: TirePosition, tire: Tire | null) => void;
  /** A tire at a position the layout does not have (its layout changed since) clicked. */
  onOffLayout?: (tire: Tire) => void;
}

const WIDTH = 440;
const CX = WIDTH / 2;
const BOX_W = 44;
const BOX_H = 72;
const TOP = 44;
const AXLE_PITCH = 112;
const SPARE_GAP = 40;
/** Box centres from the middle, px: single wheels, and dual ones (outer, inner). */
const SINGLE_X = 150;
const OUTER_X = 176;
const INNER_X = 126;

const SIDE_X: Record<string, number> = { L: -SINGLE_X, R: SINGLE_X, LO: -OUTER_X, LI: -INNER_X, RI: INNER_X, RO: OUTER_X };

/** The centre of the axle `n` (1 is the front), px. */
const axleY = (n: number) => TOP + BOX_H / 2 + (n - 1) * AXLE_PITCH;
/** The centre of the spares' row under `axles` axles, px. */
const spareRowY = (axles: number) => axleY(axles) + BOX_H + SPARE_GAP;

/** Where each position's box is centred. */
function place(positions: readonly TirePosition[]): { position: TirePosition; x: number; y: number }[] {
  const axles = Math.max(0, ...positions.map((p) => p.axle));
  const spares = positions.filter((p) => p.axle === 0);
  const spareY = spareRowY(axles);
  return positions.map((position) => {
    if (position.axle === 0) {
      const i = spares.indexOf(position);
      return { position, x: CX + (i - (spares.length - 1) / 2) * (BOX_W + 16), y: spareY };
    }
    const side = position.code.slice(String(position.axle).length);
    return { position, x: CX + (SIDE_X[side] ?? 0), y: axleY(position.axle) };
  });
}

/** A serial short enough for its box. */
const short = (serial: string) => (serial.length > 8 ? `${serial.slice(0, 7)}…` : serial);

function TireBox({ x, y, position, tire, selected, onPosition }: { x: number; y: number; position: TirePosition; tire: Tire | null; selected: boolean; onPosition: TireAxleDiagramProps['onPosition'] }) {
  const level: TreadLevel = treadLevel(tire);
  const fill = TREAD_LEVEL_STYLES[level].color;
  const ink = level === 'empty' ? '#3a3a44' : '#fff';
  const label = tire ? `${position.label}: tire ${tire.serial}, tread ${mmText(tire.figures.treadLastMm)}` : `${position.label}: empty, fit a tire`;
  const open = () => onPosition(position, tire);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    open();
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      className="maintenance-tire-diagram__tire"
      onClick={open}
      onKeyDown={onKeyDown}
      data-testid={`tire-position-${position.code}`}
      data-tread={level}
      data-serial={tire?.serial ?? ''}
    >
      <title>{label}</title>
      <rect x={x - BOX_W / 2} y={y - BOX_H / 2} width={BOX_W} height={BOX_H} rx={8} fill={fill} stroke={selected ? '#1a4fd8' : '#33333d'} strokeWidth={selected ? 3 : 1.5} strokeDasharray={tire ? undefined : '4 3'} />
      <text x={x} y={y - 18} textAnchor="middle" fontSize={13} fontWeight={700} fill={ink}>
        {position.code}
      </text>
      {tire ? (
        <>
          <text x={x} y={y + 2} textAnchor="middle" fontSize={9} fill={ink} data-testid={`tire-position-${position.code}-serial`}>
            {short(tire.serial)}
          </text>
          <text x={x} y={y + 20} textAnchor="middle" fontSize={9} fill={ink}>
            {tire.figures.treadLastMm === null ? '— mm' : `${tire.figures.treadLastMm} mm`}
          </text>
        </>
      ) : (
        <text x={x} y={y + 8} textAnchor="middle" fontSize={18} fill={ink} aria-hidden>
          +
        </text>
      )}
    </g>
  );
}

/**
 * An asset's axles seen from above, the front at the top: each axle a bar, each position a box labelled with its code,
 * coloured by the fitted tire's last tread reading (green above 6 mm, amber 3 to 6, red below 3, grey when empty) with
 * its serial; the spares under the axles. Clicking a box opens its tire, or fits one when it is empty.
 */
export function TireAxleDiagram({ layout, fitted, selected = null, onPosition, onOffLayout }: TireAxleDiagramProps) {
  const positions = tirePositions(layout);
  const boxes = place(positions);
  const axles = Math.max(...positions.map((p) => p.axle));
  const lastAxleY = axleY(axles);
  const spares = positions.some((p) => p.axle === 0);
  const height = (spares ? spareRowY(axles) : lastAxleY) + BOX_H / 2 + 12;
  const stray = offLayout(fitted, layout);
  return (
    <div className="maintenance-tire-diagram" data-testid="tire-diagram" data-layout={layout}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} role="group" aria-label="Axle diagram, front at the top">
        <text x={CX} y={14} textAnchor="middle" fontSize={11} fill="#60606a">
          ▲ Front
        </text>
        <rect x={CX - 36} y={TOP - 18} width={72} height={lastAxleY - TOP + 18 + BOX_H / 2 + 8} rx={14} fill="#eef0f4" stroke="#b8bcc6" />
        {Array.from({ length: axles }, (_, i) => {
          const y = axleY(i + 1);
          const reach = positions.some((p) => p.axle === i + 1 && p.code.endsWith('O')) ? OUTER_X : SINGLE_X;
          return <rect key={i} x={CX - reach} y={y - 4} width={reach * 2} height={8} rx={3} fill="#55555f" data-testid={`tire-axle-${i + 1}`} />;
        })}
        {spares ? (
          <text x={12} y={spareRowY(axles) + 4} fontSize={11} fill="#60606a">
            Spare
          </text>
        ) : null}
        {boxes.map(({ position, x, y }) => (
          <TireBox key={position.code} x={x} y={y} position={position} tire={fitted.get(position.code) ?? null} selected={selected === position.code} onPosition={onPosition} />
        ))}
      </svg>
      {stray.length > 0 ? (
        <p className="maintenance-tire-diagram__stray" role="note" data-testid="tire-off-layout">
          Fitted at positions this layout does not have:{' '}
          {stray.map((t) => (
            <button key={t.id} type="button" className="maintenance-tire-link" onClick={() => onOffLayout?.(t)} data-testid={`tire-off-layout-${t.serial}`}>
              {t.position} ({t.serial})
            </button>
          ))}
          . Open them to remove them, or choose the layout they were fitted on.
        </p>
      ) : null}
      <ul className="maintenance-tire-legend" data-testid="tire-legend">
        {(Object.keys(TREAD_LEVEL_STYLES) as TreadLevel[]).map((level) => (
          <li key={level}>
            <span className="maintenance-tire-legend__swatch" style={{ background: TREAD_LEVEL_STYLES[level].color }} />
            {TREAD_LEVEL_STYLES[level].label}
          </li>
        ))}
      </ul>
    </div>
  );
}
