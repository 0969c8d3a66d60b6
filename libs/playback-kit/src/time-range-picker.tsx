import { DEFAULT_TIME_ZONE, datePartsIn } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { defaultPlaybackRange, formatPickerRange, parseTimeOfDay, zonedTimeToEpoch, type PlaybackTimeRange } from './time';
import './time-range-picker.css';

/** Props of {@link PlaybackTimeRangePicker}. */
export interface PlaybackTimeRangePickerProps {
  /** The chosen range (controlled); when omitted the picker keeps its own, starting at {@link defaultPlaybackRange}. */
  value?: PlaybackTimeRange;
  /** Called on Apply with the new range, ms. */
  onChange?: (range: PlaybackTimeRange) => void;
  /** Zone of the calendar days and times. @default the domain default */
  timeZone?: string;
  /** The current instant, ms (decides "today" and the default). @default Date.now() */
  now?: number;
  /** Disables the trigger (e.g. while a route loads). @default false */
  disabled?: boolean;
}

interface Draft {
  range: DateRange | undefined;
  startTime: string;
  endTime: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's calendar day of an instant as a local Date (what the calendar shows), and its 'HH:mm:ss'. */
function toCalendar(instant: number, timeZone: string): { day: Date; time: string } {
  const p = datePartsIn(instant, timeZone);
  return { day: new Date(p.year, p.month - 1, p.day), time: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` };
}

function draftOf(range: PlaybackTimeRange, timeZone: string): Draft {
  const a = toCalendar(range.start, timeZone);
  const b = toCalendar(range.end, timeZone);
  return { range: { from: a.day, to: b.day }, startTime: a.time, endTime: b.time };
}

/** The draft as a range in ms; null while incomplete, malformed or reversed. */
function draftRange(draft: Draft, timeZone: string = DEFAULT_TIME_ZONE): PlaybackTimeRange | null {
  const from = draft.range?.from;
  const to = draft.range?.to ?? from;
  const st = parseTimeOfDay(draft.startTime);
  const et = parseTimeOfDay(draft.endTime);
  if (!from || !to || !st || !et) return null;
  const start = zonedTimeToEpoch(from.getFullYear(), from.getMonth() + 1, from.getDate(), ...st, timeZone);
  const end = zonedTimeToEpoch(to.getFullYear(), to.getMonth() + 1, to.getDate(), ...et, timeZone);
  return start <= end ? { start, end } : null;
}

/**
 * The playback time range picker (SPEC §2, §5): a popover with a range calendar (days after today disabled) and two
 * 'HH:mm:ss' time inputs; Apply emits `{start, end}` in ms. The trigger shows 'D/M/YYYY HH:mm:ss – D/M/YYYY HH:mm:ss'.
 * Default: today 00:00:00 – 23:59:59.
 */
export function PlaybackTimeRangePicker({ value, onChange, timeZone = DEFAULT_TIME_ZONE, now, disabled = false }: PlaybackTimeRangePickerProps) {
  const [own, setOwn] = useState(() => defaultPlaybackRange(now ?? Date.now(), timeZone));
  const current = value ?? own;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(current, timeZone));
  const today = toCalendar(now ?? Date.now(), timeZone).day;
  const next = draftRange(draft, timeZone);

  const onOpenChange = (o: boolean) => {
    if (o) setDraft(draftOf(current, timeZone));
    setOpen(o);
  };
  const apply = () => {
    if (!next) return;
    if (value === undefined) setOwn(next);
    onChange?.(next);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button type="button" className="pk-range__trigger" data-testid="range-picker" disabled={disabled} aria-label={`Time range ${formatPickerRange(current, timeZone)}`}>
          {formatPickerRange(current, timeZone)}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="pk-range" align="start" sideOffset={6} data-testid="range-picker-popover">
          <DayPicker
            mode="range"
            selected={draft.range}
            onSelect={(range) => setDraft((d) => ({ ...d, range }))}
            disabled={{ after: today }}
            defaultMonth={draft.range?.from ?? today}
            endMonth={today}
            weekStartsOn={1}
            resetOnSelect
          />
          <div className="pk-range__times">
            <label className="pk-range__time">
              Start time
              <input type="time" step={1} value={draft.startTime} onChange={(e) => setDraft({ ...draft, startTime: e.currentTarget.value })} data-testid="range-picker-start-time" />
            </label>
            <label className="pk-range__time">
              End time
              <input type="time" step={1} value={draft.endTime} onChange={(e) => setDraft({ ...draft, endTime: e.currentTarget.value })} data-testid="range-picker-end-time" />
            </label>
          </div>
          <div className="pk-range__footer">
            <span className="pk-range__preview" data-testid="range-picker-preview">
              {next ? formatPickerRange(next, timeZone) : 'Choose the days and times'}
            </span>
            <Button size="sm" data-testid="range-picker-apply" disabled={!next} onClick={apply}>
              Apply
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
