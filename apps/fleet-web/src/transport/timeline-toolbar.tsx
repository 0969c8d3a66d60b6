import { TRIP_DISPLAY_STATUSES, TRIP_STATUS_STYLES } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { TIMELINE_SPANS, type TimelineSpan } from './trip-timeline-logic';

/** Props of {@link TimelineToolbar}. */
export interface TimelineToolbarProps {
  /** The first day shown, `YYYY-MM-DD` in the user's zone. */
  day: string;
  onDayChange: (day: string) => void;
  /** Moves the days shown back (-1) or on (+1) by the span. */
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  span: TimelineSpan;
  onSpanChange: (span: TimelineSpan) => void;
  onlyBusy: boolean;
  onOnlyBusyChange: (onlyBusy: boolean) => void;
  /** The user's zone (named beside the days). */
  timeZone: string;
}

/** The timeline's days (a day, its span of 1, 3 or 7 days, back, on, today), the vehicles shown and the colours' legend. */
export function TimelineToolbar({ day, onDayChange, onStep, onToday, span, onSpanChange, onlyBusy, onOnlyBusyChange, timeZone }: TimelineToolbarProps) {
  return (
    <>
      <div className="transport-toolbar" data-testid="timeline-toolbar">
        <Button size="sm" variant="secondary" onClick={() => onStep(-1)} aria-label="Earlier days" data-testid="timeline-prev">
          ‹
        </Button>
        <label>
          From <input type="date" value={day} onChange={(e) => e.target.value && onDayChange(e.target.value)} data-testid="timeline-day" />
        </label>
        <Button size="sm" variant="secondary" onClick={() => onStep(1)} aria-label="Later days" data-testid="timeline-next">
          ›
        </Button>
        <Button size="sm" variant="ghost" onClick={onToday} data-testid="timeline-today">
          Today
        </Button>
        <label>
          Days{' '}
          <select value={span} onChange={(e) => onSpanChange(Number(e.target.value) as TimelineSpan)} data-testid="timeline-span">
            {TIMELINE_SPANS.map((s) => (
              <option key={s} value={s}>
                {s === 1 ? '1 day' : `${s} days`}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={onlyBusy} onChange={(e) => onOnlyBusyChange(e.target.checked)} data-testid="timeline-busy" /> Only vehicles with trips
        </label>
        <span className="muted">Times in {timeZone}</span>
      </div>
      <ul className="transport-legend" aria-label="Colours">
        {TRIP_DISPLAY_STATUSES.map((s) => (
          <li key={s}>
            <span className="transport-legend__swatch" style={{ background: TRIP_STATUS_STYLES[s].color }} aria-hidden /> {TRIP_STATUS_STYLES[s].label}
          </li>
        ))}
        <li>
          <span className="transport-legend__tick" aria-hidden /> Stop reached
        </li>
        <li>
          <span className="transport-legend__tick transport-legend__tick--late" aria-hidden /> Reached late
        </li>
      </ul>
    </>
  );
}
