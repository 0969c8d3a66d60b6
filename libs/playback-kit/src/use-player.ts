import { createPlayerState, frameAt, playerReducer, type PlaybackFrame, type PlaybackTrack, type PlayerAction, type PlayerState } from '@fleet/playback-engine';
import { useEffect, useMemo, useReducer, useRef, type Dispatch } from 'react';

/** What {@link usePlayer} returns. */
export interface UsePlayerResult {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
  /** Where the asset is at `state.time`; null without a track. */
  frame: PlaybackFrame | null;
}

const initState = (track: PlaybackTrack | null) => createPlayerState(track?.start ?? 0, track?.end ?? 0);

/** Options of {@link usePlayer}. */
export interface UsePlayerOptions {
  /** Stretches playing jumps over ("skip parked"): [start0, end0, start1, end1, …] ms, ascending. @default none */
  skip?: ArrayLike<number> | null;
}

/**
 * The player of a track (SPEC §4): the engine's reducer, driven by requestAnimationFrame while playing (one `tick`
 * per animation frame with the real milliseconds since the previous one, and the skip spans; the loop stops when
 * paused or unmounted). A new track reloads the player (`load`: stopped at its start, speed kept).
 */
export function usePlayer(track: PlaybackTrack | null, options: UsePlayerOptions = {}): UsePlayerResult {
  const [state, dispatch] = useReducer(playerReducer, track, initState);
  // Read by the running loop, so that ticking or clearing "skip parked" needs no restart of the loop.
  const skip = useRef(options.skip);
  skip.current = options.skip;

  useEffect(() => {
    if (track) dispatch({ type: 'load', start: track.start, end: track.end });
  }, [track]);

  const playing = state.playing && track !== null;
  useEffect(() => {
    if (!playing) return;
    let last: number | null = null;
    let id = requestAnimationFrame(function loop(now: number) {
      if (last !== null && now > last) dispatch({ type: 'tick', elapsedMs: now - last, ...(skip.current ? { skip: skip.current } : {}) });
      last = now;
      id = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(id);
  }, [playing]);

  const frame = useMemo(() => (track ? frameAt(track, state.time) : null), [track, state.time]);
  return { state, dispatch, frame };
}
