import { useAssets, useTrips } from '@fleet/api';
import { TRANSPORT_TEXTS, WEB_TEXTS, localDateKey } from '@fleet/domain';
import { ErrorPanel, PageHeader } from '@fleet/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { timeZoneAtom } from '../session/session-atoms';
import { TimelineToolbar } from './timeline-toolbar';
import { TRANSPORT_HREFS } from './trip-board-logic';
import { addDays, parseDay } from './trip-period';
import { TripTimeline } from './trip-timeline';
import { timelineWindow, type TimelineSpan } from './trip-timeline-logic';
import { useNow } from './use-now';
import './transport.css';

const dayKey = (d: { year: number; month: number; day: number }) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * /trips2 (page key tms): the dispatchers' timeline, a row per vehicle over the hours of 1, 3 or 7 days in the user's
 * zone, a bar per trip; a bar opens its trip.
 */
export function TimelinePage() {
  const timeZone = useAtomValue(timeZoneAtom);
  const navigate = useNavigate();
  const now = useNow(60_000);
  const [day, setDay] = useState(() => localDateKey(Date.now(), timeZone));
  const [span, setSpan] = useState<TimelineSpan>(1);
  const [onlyBusy, setOnlyBusy] = useState(false);
  const range = timelineWindow(day, span, timeZone) ?? timelineWindow(localDateKey(now, timeZone), span, timeZone)!;
  const trips = useTrips({ from: range.from, to: range.to });
  const assets = useAssets();
  const step = (direction: -1 | 1) => {
    const d = parseDay(day);
    if (d) setDay(dayKey(addDays(d, direction * span)));
  };
  return (
    <div className="page" data-testid="timeline-page">
      <PageHeader title={TRANSPORT_TEXTS.timelineTitle} subtitle="The trips of each vehicle by hour: plan around the busy ones, spot the late ones." />
      <TimelineToolbar
        day={day}
        onDayChange={setDay}
        onStep={step}
        onToday={() => setDay(localDateKey(Date.now(), timeZone))}
        span={span}
        onSpanChange={setSpan}
        onlyBusy={onlyBusy}
        onOnlyBusyChange={setOnlyBusy}
        timeZone={timeZone}
      />
      {trips.isError ? (
        <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={trips.error.message} onRetry={() => void trips.refetch()} />
      ) : trips.isPending ? (
        <p className="muted" role="status">
          Loading trips…
        </p>
      ) : (
        <TripTimeline trips={trips.data.trips} vehicles={assets.data ?? []} window={range} timeZone={timeZone} now={now} onlyBusy={onlyBusy} onOpen={(t) => void navigate({ href: TRANSPORT_HREFS.trip(t.id) })} />
      )}
    </div>
  );
}
