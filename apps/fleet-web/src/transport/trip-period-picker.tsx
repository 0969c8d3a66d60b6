import { TRIP_PERIODS, namedChoice, type PeriodChoice, type TripPeriodId } from './trip-period';

/** Props of {@link TripPeriodPicker}. */
export interface TripPeriodPickerProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** Why the custom days are not a period (shown beside them). */
  error?: string | null;
  /** The user's zone: the named periods' days are its. */
  timeZone: string;
  /** ms since epoch: what "today" is. */
  now: number;
  /** Test ids' prefix: `<prefix>`, `<prefix>-from`, `<prefix>-to`, `<prefix>-error`. @default 'trip-period' */
  testId?: string;
}

/** The period of a transport page: today, this week, the last 7 days or custom days (editing a day chooses custom). Controlled. */
export function TripPeriodPicker({ value, onChange, error, timeZone, now, testId = 'trip-period' }: TripPeriodPickerProps) {
  const choose = (id: TripPeriodId) => onChange(id === 'custom' ? { ...value, id } : namedChoice(id, now, timeZone));
  return (
    <span className="transport-period">
      <label>
        Period{' '}
        <select value={value.id} onChange={(e) => choose(e.target.value as TripPeriodId)} data-testid={testId}>
          {TRIP_PERIODS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        From <input type="date" value={value.first} onChange={(e) => onChange({ ...value, id: 'custom', first: e.target.value })} aria-invalid={error ? true : undefined} data-testid={`${testId}-from`} />
      </label>
      <label>
        To <input type="date" value={value.last} min={value.first || undefined} onChange={(e) => onChange({ ...value, id: 'custom', last: e.target.value })} aria-invalid={error ? true : undefined} data-testid={`${testId}-to`} />
      </label>
      {error ? (
        <span className="transport-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
