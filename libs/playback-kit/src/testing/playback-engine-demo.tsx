// The playback engine's story (playback-engine.stories.tsx) and its docs page: a demo, not part of the package.
import { createPlaybackTrack, createPlayerState, frameAt, parkedSpans, playerReducer, type PlayerAction } from '@fleet/playback-engine';
import { useMemo, useReducer } from 'react';
import { FIXTURE_TIME_ZONE, fixtureDay } from '../fixtures';

/** Props of {@link PlaybackEngineDemo}: the inputs of @fleet/playback-engine's player, set from the controls. */
export interface PlaybackEngineDemoProps {
  /** Playback speed multiplier (×), one of the player's steps (PLAYBACK_SPEEDS: 0.25 to 8). @default 1 */
  speed?: number;
  /** Where the player is put (seek), % of the track's period from its start (0 to 100). @default 0 */
  progressPercent?: number;
  /** Real time one Step button press plays, ms (the route advances speed × PLAYBACK_BASE_RATE times as much). @default 1000 */
  stepMs?: number;
  /** Whether playing jumps over the parked stretches (`parkedSpans`, "Skip parked"). @default false */
  skipParked?: boolean;
}

const time = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: FIXTURE_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms);

/**
 * The playback engine without a UI: a day's route (`createPlaybackTrack`), the player's reducer (`playerReducer`)
 * seeking, changing speed and ticking, and the frame at the player's time (`frameAt`: interpolated position, heading,
 * status, speed) shown as data.
 */
export function PlaybackEngineDemo({ speed = 1, progressPercent = 0, stepMs = 1000, skipParked = false }: PlaybackEngineDemoProps) {
  const track = useMemo(() => createPlaybackTrack(fixtureDay()), []);
  const skip = useMemo(() => (skipParked ? parkedSpans(track.points) : undefined), [skipParked, track]);
  const seekTo = track.start + ((track.end - track.start) * Math.min(100, Math.max(0, progressPercent))) / 100;
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof createPlayerState>, a: PlayerAction) => playerReducer(s, a),
    null,
    () => playerReducer(playerReducer(createPlayerState(track.start, track.end), { type: 'setSpeed', speed }), { type: 'seek', time: seekTo }),
  );
  const frame = frameAt(track, state.time);
  const rows: [string, string][] = [
    ['Period', `${time(state.start)} – ${time(state.end)}`],
    ['Time', time(state.time)],
    ['Speed', `${state.speed}×`],
    ['Playing', state.playing ? 'yes' : 'no'],
    ['Point index', String(frame.index)],
    ['Position', `${frame.lat.toFixed(5)}, ${frame.lng.toFixed(5)}`],
    ['Heading', `${Math.round(frame.heading)}°`],
    ['Status', frame.status],
    ['Speed of the asset', `${Math.round(frame.speed)} km/h`],
  ];
  return (
    <div style={{ fontFamily: 'var(--font-family, sans-serif)', fontSize: 14 }}>
      <dl data-testid="engine-state" style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '4px 16px', margin: 0 }}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{k}</dt>
            <dd style={{ margin: 0 }} data-testid={`engine-${k.toLowerCase().replace(/ /g, '-')}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <button type="button" onClick={() => dispatch({ type: 'toggle' })}>
          {state.playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'tick', elapsedMs: stepMs, skip })}>
          Step
        </button>
        <button type="button" onClick={() => dispatch({ type: 'faster' })}>
          Faster
        </button>
        <button type="button" onClick={() => dispatch({ type: 'seek', time: track.start })}>
          Start
        </button>
      </div>
    </div>
  );
}
