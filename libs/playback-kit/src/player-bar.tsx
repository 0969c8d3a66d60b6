import { PLAYBACK_SPEEDS } from '@fleet/domain';
import type { DayMark, PlayerAction, PlayerState, StatusSegment } from '@fleet/playback-engine';
import { IconButton } from '@fleet/ui';
import { ToggleGroup } from 'radix-ui';
import { FastForwardIcon, PauseIcon, PlayIcon, RewindIcon, SkipBackIcon, SkipForwardIcon } from './player-icons';
import { TimeBarTrack } from './time-bar';
import { formatElapsed, formatPickerTime } from './time';
import './player-bar.css';

/** Props of {@link PlayerBar}. */
export interface PlayerBarProps {
  /** The player's state (`usePlayer(track).state`): time (ms since epoch), playing or paused, speed multiplier (×). */
  state: PlayerState;
  /** The player's dispatch (`usePlayer(track).dispatch`): play, pause, seek, speed and step actions. */
  dispatch: (action: PlayerAction) => void;
  /** Event times (ms since epoch, ascending) the start / end buttons jump between. */
  events: ArrayLike<number>;
  /** Zone of the clock time (the user's). @default the domain default */
  timeZone?: string;
  /** The route's statuses over time: the bar is coloured by them (`statusSegments(points)`). @default none */
  segments?: readonly StatusSegment[];
  /** Local midnights inside the period, marked on the bar (`dayMarks(start, end, timeZone)`). @default none */
  dayMarks?: readonly DayMark[];
  /** Whether playing jumps over parked stretches. @default false */
  skipParked?: boolean;
  /** Shows the "Skip parked" option; called when it is ticked or cleared. */
  onSkipParkedChange?: (skip: boolean) => void;
  /** Disables every control (nothing loaded). @default false */
  disabled?: boolean;
}

/** The play button's name: 'Pause' while playing, 'Play' when stopped at the start or end, else 'Resume'. */
export function toggleLabel(state: PlayerState): 'Play' | 'Pause' | 'Resume' {
  if (state.playing) return 'Pause';
  return state.time <= state.start || state.time >= state.end ? 'Play' : 'Resume';
}

/** '2x', '0.25x' */
export const speedLabel = (speed: number) => `${speed}x`;

const NONE: readonly never[] = [];

/**
 * The player bar (SPEC §2, §4): start (previous event), back (slower), play / pause / resume, forward (faster), end
 * (next event), the speed choices, the time bar (a scrubber over [start, end] coloured by status, with a mark at each
 * local midnight), the clock time of the player ('D/M/YYYY HH:mm:ss' in the user's zone) with the elapsed time against
 * the period's length ('HH:MM:SS / HH:MM:SS'), and the "Skip parked" option.
 */
export function PlayerBar({ state, dispatch, events, timeZone, segments = NONE, dayMarks = NONE, skipParked = false, onSkipParkedChange, disabled = false }: PlayerBarProps) {
  const label = toggleLabel(state);
  const clock = formatPickerTime(state.time, timeZone);
  return (
    <div className="pk-player" role="group" aria-label="Player" data-testid="player-bar">
      <div className="pk-player__buttons">
        <IconButton label="Start (previous event)" data-testid="player-start" disabled={disabled} onClick={() => dispatch({ type: 'prevEvent', events })}>
          <SkipBackIcon />
        </IconButton>
        <IconButton label="Back (slower)" data-testid="player-slower" disabled={disabled} onClick={() => dispatch({ type: 'slower' })}>
          <RewindIcon />
        </IconButton>
        <IconButton label={label} data-testid="player-toggle" className="pk-player__toggle" disabled={disabled} onClick={() => dispatch({ type: 'toggle' })}>
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <IconButton label="Forward (faster)" data-testid="player-faster" disabled={disabled} onClick={() => dispatch({ type: 'faster' })}>
          <FastForwardIcon />
        </IconButton>
        <IconButton label="End (next event)" data-testid="player-end" disabled={disabled} onClick={() => dispatch({ type: 'nextEvent', events })}>
          <SkipForwardIcon />
        </IconButton>
      </div>
      <ToggleGroup.Root
        type="single"
        className="pk-player__speeds"
        aria-label="Speed"
        data-testid="player-speed"
        value={String(state.speed)}
        disabled={disabled}
        onValueChange={(v) => v && dispatch({ type: 'setSpeed', speed: Number(v) })}
      >
        {PLAYBACK_SPEEDS.map((s) => (
          <ToggleGroup.Item key={s} value={String(s)} className="pk-player__speed" aria-label={`Speed ${speedLabel(s)}`}>
            {speedLabel(s)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <div className="pk-timebar">
        <TimeBarTrack segments={segments} dayMarks={dayMarks} start={state.start} end={state.end} />
        <input
          type="range"
          className="pk-timebar__scrubber"
          aria-label="Playback position"
          aria-valuetext={clock}
          data-testid="player-scrubber"
          min={state.start}
          max={state.end}
          step={1000}
          value={state.time}
          disabled={disabled}
          onChange={(e) => dispatch({ type: 'seek', time: Number(e.currentTarget.value) })}
        />
      </div>
      <span className="pk-player__clock" data-testid="player-clock" aria-live="off">
        {clock}
      </span>
      <span className="pk-player__time" data-testid="player-time">
        {formatElapsed(state.time - state.start)} / {formatElapsed(state.end - state.start)}
      </span>
      {onSkipParkedChange ? (
        <label className="pk-player__skip">
          <input type="checkbox" checked={skipParked} disabled={disabled} onChange={(e) => onSkipParkedChange(e.currentTarget.checked)} data-testid="player-skip-parked" />
          Skip parked
        </label>
      ) : null}
    </div>
  );
}
