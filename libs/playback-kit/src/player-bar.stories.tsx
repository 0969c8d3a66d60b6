import type { PlaybackRoutePoint } from '@fleet/domain';
import { createPlaybackTrack } from '@fleet/playback-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { FIXTURE_TIME_ZONE, fixtureDay } from './fixtures';
import { PlayerBar } from './player-bar';
import { usePlayer } from './use-player';

/** The bar driven by the real player (usePlayer over the engine's reducer). */
function PlayerBarDemo({ points, disabled }: { points: readonly PlaybackRoutePoint[]; disabled?: boolean }) {
  const track = useMemo(() => createPlaybackTrack(points), [points]);
  const { state, dispatch } = usePlayer(track);
  return <PlayerBar state={state} dispatch={dispatch} events={track.events} timeZone={FIXTURE_TIME_ZONE} disabled={disabled} />;
}

const meta = {
  title: 'Playback Kit/PlayerBar',
  component: PlayerBarDemo,
  args: { points: fixtureDay() },
} satisfies Meta<typeof PlayerBarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkedSpeed = () => screen.getByTestId('player-speed').querySelector('[data-state="on"]')?.textContent;
const click = (id: string) => userEvent.click(screen.getByTestId(id));

/** Stopped at the start: 'Play', speed 1x, elapsed 00:00:00 of the 4-hour route. */
export const Stopped: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await expect(checkedSpeed()).toBe('1x');
    await expect(screen.getByTestId('player-time')).toHaveTextContent('00:00:00 / 04:00:00');
  },
};

/** Forward steps 1 → 2 → 4 → 8 and at 8 wraps to 1 (SPEC §4). */
export const FasterWrapsToOne: Story = {
  play: async () => {
    for (const expected of ['2x', '4x', '8x', '1x']) {
      await click('player-faster');
      await expect(checkedSpeed()).toBe(expected);
    }
  },
};

/** Back steps 1 → 0.5 → 0.25 and at 0.25 goes to 1 (SPEC §4). */
export const SlowerGoesToOne: Story = {
  play: async () => {
    for (const expected of ['0.5x', '0.25x', '1x']) {
      await click('player-slower');
      await expect(checkedSpeed()).toBe(expected);
    }
  },
};

/** A speed choice sets the speed directly. */
export const ChooseSpeed: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('radio', { name: 'Speed 4x' }));
    await expect(checkedSpeed()).toBe('4x');
  },
};

/** End jumps event by event to the end; Play there restarts from the start. */
export const PlayAtEndRestarts: Story = {
  play: async () => {
    for (let i = 0; i < 5; i++) await click('player-end');
    await expect(screen.getByTestId('player-time')).toHaveTextContent('04:00:00 / 04:00:00');
    await expect(screen.getByTestId('player-toggle')).toHaveAccessibleName('Play');
    await click('player-toggle');
    await expect(screen.getByTestId('player-toggle')).toHaveAccessibleName('Pause');
    await click('player-toggle');
    await expect(screen.getByTestId('player-time').textContent).toMatch(/^00:0\d:\d\d \/ 04:00:00$/);
    await expect(screen.getByTestId('player-toggle')).toHaveAccessibleName('Resume');
  },
};

/** Start jumps back to the previous event, then to the start. */
export const PreviousEvent: Story = {
  play: async () => {
    await click('player-end');
    await click('player-end');
    await expect(screen.getByTestId('player-time')).toHaveTextContent('01:50:00 / 04:00:00');
    await click('player-start');
    await expect(screen.getByTestId('player-time')).toHaveTextContent('00:40:00 / 04:00:00');
    await click('player-start');
    await expect(screen.getByTestId('player-time')).toHaveTextContent('00:00:00 / 04:00:00');
  },
};

/** Nothing loaded: every control is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async () => {
    await expect(screen.getByTestId('player-toggle')).toBeDisabled();
    await expect(screen.getByTestId('player-scrubber')).toBeDisabled();
  },
};
