import { TRIP_STATUS_STYLES, type TransportTrip } from '@fleet/domain';
import { EmptyState } from '@fleet/ui';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { etaText, windowText } from './transport-format';
import { nextStopOf, stopsReached } from './trip-board-logic';
import { arrivalTicks, nowX, timelineRows, timelineTicks, type TimelineBar, type TimelineScale, type TimelineWindow } from './trip-timeline-logic';

/** The vehicles' column, px. */
const LABEL_W = 190;
/** The axis's height, px. */
const HEAD_H = 30;
/** One lane's height and the bar's within it, px. */
const LANE_H = 28;
const BAR_H = 20;
/** The room under the last row, px. */
const PAD = 4;

/** Props of {@link TripTimeline}. */
export interface TripTimelineProps {
  trips: readonly TransportTrip[];
  /** The vehicles (every one gets a row, unless `onlyBusy`). */
  vehicles: readonly { assetId: number; assetName: string }[];
  window: TimelineWindow;
  timeZone: string;
  /** ms since epoch: the now line, the ETAs. */
  now: number;
  /** Leaves out the vehicles without a trip in the window. */
  onlyBusy?: boolean;
  /** Opens a trip (a bar's click or Enter). */
  onOpen: (trip: TransportTrip) => void;
  /** The chart's width before it is measured (and in tests), px. @default 1100 */
  initialWidth?: number;
}

function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width: Math.max(LABEL_W + 200, width) };
}

function Tooltip({ bar, x, y, timeZone, now }: { bar: TimelineBar; x: number; y: number; timeZone: string; now: number }) {
  const t = bar.trip;
  const { reached, total } = stopsReached(t);
  const next = nextStopOf(t);
  return (
    <div className="transport-timeline__tooltip" style={{ left: x, top: y }} role="tooltip" data-testid="timeline-tooltip">
      <strong>
        {t.number} · {TRIP_STATUS_STYLES[t.displayStatus].label}
      </strong>
      <div>{[t.clientName, t.reference].filter(Boolean).join(' · ') || 'No client'}</div>
      <div>{t.driverName ?? 'No driver'}</div>
      <div>Planned {windowText(t.plannedStart, t.plannedEnd, timeZone)}</div>
      <div>
        {reached}/{total} stops reached
      </div>
      {next ? (
        <div>
          Next: {next.stop.place}, {etaText(next.eta, now, timeZone)}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The dispatch timeline: a row per vehicle, the hours of the chosen days on the x axis (the user's zone), a bar per
 * trip from its planned start to its planned end coloured by its display status, ticks where its stops were really
 * reached (red when late), a tooltip on hover, the now line; a bar opens its trip.
 */
export function TripTimeline({ trips, vehicles, window, timeZone, now, onlyBusy = false, onOpen, initialWidth = 1100 }: TripTimelineProps) {
  const { ref, width } = useWidth(initialWidth);
  const [hover, setHover] = useState<{ bar: TimelineBar; x: number; y: number } | null>(null);
  const scale: TimelineScale = { from: window.from, to: window.to, left: LABEL_W, width: width - LABEL_W - 8 };
  const rows = timelineRows(trips, vehicles, scale, onlyBusy);
  const ticks = timelineTicks(scale, window, timeZone);
  const nx = nowX(scale, now);
  const tops: number[] = [];
  let height = HEAD_H;
  for (const r of rows) {
    tops.push(height);
    height += r.lanes * LANE_H + PAD;
  }
  const key = (trip: TransportTrip) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(trip);
    }
  };
  if (rows.length === 0) return <EmptyState title="No vehicles with trips on these days" description="Plan trips on the Trips page; they show here from their planned start to their planned end." />;
  return (
    <div className="transport-timeline" ref={ref} data-testid="timeline">
      <svg width={width} height={height + PAD} role="img" aria-label="Trips by vehicle and hour">
        {rows.map((r, i) => (
          <g key={r.assetId} data-testid="timeline-row" data-asset-id={r.assetId}>
            <rect x={0} y={tops[i]} width={width} height={r.lanes * LANE_H + PAD} className={i % 2 === 0 ? 'transport-timeline__band' : 'transport-timeline__band--alt'} />
            <text x={8} y={tops[i]! + LANE_H / 2 + 5} className="transport-timeline__vehicle">
              {r.assetName.length > 26 ? `${r.assetName.slice(0, 25)}…` : r.assetName}
            </text>
          </g>
        ))}
        {ticks.map((t) => (
          <g key={t.time}>
            <line x1={t.x} x2={t.x} y1={HEAD_H - 6} y2={height} className={t.day ? 'transport-timeline__day' : 'transport-timeline__hour'} />
            <text x={t.x + 3} y={HEAD_H - 10} className={t.day ? 'transport-timeline__day-label' : 'transport-timeline__hour-label'}>
              {t.label}
            </text>
          </g>
        ))}
        {rows.map((r, i) =>
          r.bars.map((b) => {
            const y = tops[i]! + b.lane * LANE_H + (LANE_H - BAR_H) / 2 + PAD / 2;
            return (
              <g
                key={b.trip.id}
                className="transport-timeline__bar"
                role="button"
                tabIndex={0}
                aria-label={`${b.trip.number}, ${TRIP_STATUS_STYLES[b.status].label}, ${r.assetName}`}
                data-testid="timeline-bar"
                data-number={b.trip.number}
                data-status={b.status}
                onClick={() => onOpen(b.trip)}
                onKeyDown={key(b.trip)}
                onMouseEnter={() => setHover({ bar: b, x: Math.min(b.x, width - 260), y: y + BAR_H + 4 })}
                onMouseLeave={() => setHover(null)}
                onFocus={() => setHover({ bar: b, x: Math.min(b.x, width - 260), y: y + BAR_H + 4 })}
                onBlur={() => setHover(null)}
              >
                <rect x={b.x} y={y} width={b.width} height={BAR_H} rx={4} fill={TRIP_STATUS_STYLES[b.status].color} />
                {b.width > 56 ? (
                  <text x={b.x + 6} y={y + BAR_H / 2 + 4} className="transport-timeline__bar-label">
                    {b.trip.number}
                  </text>
                ) : null}
                {arrivalTicks(b.trip, scale).map((a) => (
                  <line key={a.seq} x1={a.x} x2={a.x} y1={y - 3} y2={y + BAR_H + 3} className={a.late ? 'transport-timeline__arrival--late' : 'transport-timeline__arrival'} data-testid="timeline-arrival" data-late={a.late} />
                ))}
              </g>
            );
          }),
        )}
        {nx !== null ? <line x1={nx} x2={nx} y1={HEAD_H - 6} y2={height} className="transport-timeline__now" data-testid="timeline-now" /> : null}
      </svg>
      {hover ? <Tooltip {...hover} timeZone={timeZone} now={now} /> : null}
    </div>
  );
}
