import { PLAYBACK_SPEEDS } from '@fleet/domain';
import type { PlayerAction, PlayerState } from '@fleet/playback-engine';
import { IconButton } from '@fleet/ui';
import { ToggleGroup } from 'radix-ui';
import { FastForwardIcon, PauseIcon, PlayIcon, RewindIcon, SkipBackIcon, SkipForwardIcon } from './player-icons';
import { formatElapsed, formatPickerTime } from './time';
import './player-bar.css';

/** Props of {@link PlayerBar}. */
export interface PlayerBarProps {
  state: PlayerState;
  dispatch: (action: PlayerAction) => void;
  /** Event times (ms, ascending) the start / end buttons jump between. */
  events: ArrayLike<number>;
  /** Zone of the clock time shown as the time text's tooltip and the scrubber's value text. @default the domain default */
  timeZone?: string;
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

/**
 * The player bar (SPEC §2, §4): start (previous event), back (slower), play / pause / resume, forward (faster), end
 * (next event), the speed choices, a scrubber over [start, end] and the time text. The time text is the elapsed time
 * since the start against the period's length, 'HH:MM:SS / HH:MM:SS'; the current clock time is its tooltip.
 */
export function PlayerBar({ state, dispatch, events, timeZone, disabled = false }: PlayerBarProps) {
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
      <input
        type="range"
        className="pk-player__scrubber"
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
      <span className="pk-player__time" data-testid="player-time" title={clock}>
        {formatElapsed(state.time - state.start)} / {formatElapsed(state.end - state.start)}
      </span>
    </div>
  );
}
