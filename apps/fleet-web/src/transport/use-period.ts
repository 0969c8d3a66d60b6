import { useState } from 'react';
import { DEFAULT_TRIP_PERIOD, choiceBounds, namedChoice, namedPeriodBounds, type PeriodBounds, type PeriodChoice, type TripNamedPeriod } from './trip-period';

/**
 * A page's period in the user's zone (this week by default): the picker's choice, the bounds the queries read (the
 * last good ones while custom days are not a period) and why. "Today" is the day the page opened.
 */
export function usePeriod(timeZone: string, initial: TripNamedPeriod = DEFAULT_TRIP_PERIOD) {
  const [now] = useState(() => Date.now());
  const [choice, setChoice] = useState<PeriodChoice>(() => namedChoice(initial, now, timeZone));
  const result = choiceBounds(choice, now, timeZone);
  const [good, setGood] = useState<PeriodBounds>(() => ('error' in result ? namedPeriodBounds(initial, now, timeZone) : result));
  if (!('error' in result) && (result.from !== good.from || result.to !== good.to)) setGood(result);
  return { choice, setChoice, bounds: 'error' in result ? good : result, error: 'error' in result ? result.error : null, now };
}
