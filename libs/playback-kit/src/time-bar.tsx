import { playbackStatusColor } from '@fleet/domain';
import type { DayMark, StatusSegment } from '@fleet/playback-engine';
import { memo } from 'react';

/** Colour of the bar where no status is known (before or after a route on a shared timeline). */
const NO_DATA = '#e6e6ec';

/**
 * The bar's background: one `linear-gradient` stop pair per status segment (a CSS gradient draws thousands of segments
 * at no DOM cost), on the period [start, end].
 */
export function statusGradient(segments: readonly StatusSegment[], start: number, end: number): string {
  const span = end - start;
  if (!(span > 0) || segments.length === 0) return NO_DATA;
  const pct = (t: number) => `${(Math.min(Math.max((t - start) / span, 0), 1) * 100).toFixed(3)}%`;
  const stops: string[] = [];
  let at = start;
  for (const s of segments) {
    if (s.start > at) stops.push(`${NO_DATA} ${pct(at)} ${pct(s.start)}`);
    // A segment of one instant (a route ending on it) still shows a sliver.
    const to = Math.max(s.end, s.start + span / 2000);
    stops.push(`${playbackStatusColor(s.status)} ${pct(s.start)} ${pct(to)}`);
    at = to;
  }
  if (at < end) stops.push(`${NO_DATA} ${pct(at)} 100%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

interface TrackProps {
  segments: readonly StatusSegment[];
  dayMarks: readonly DayMark[];
  start: number;
  end: number;
}

/**
 * The painted track under the scrubber: statuses as colours and a tick with 'D/M' at each local midnight. Memoised:
 * it re-renders when the route changes, not on every frame of the player.
 */
export const TimeBarTrack = memo(function TimeBarTrack({ segments, dayMarks, start, end }: TrackProps) {
  const span = end - start;
  return (
    <div className="pk-timebar__track" style={{ background: statusGradient(segments, start, end) }} data-testid="player-timebar" data-segments={segments.length} aria-hidden>
      {span > 0
        ? dayMarks.map((m) => (
            <span key={m.t} className="pk-timebar__day" style={{ left: `${((m.t - start) / span) * 100}%` }} data-testid="player-day-mark">
              <span className="pk-timebar__day-label">{m.label}</span>
            </span>
          ))
        : null}
    </div>
  );
});
