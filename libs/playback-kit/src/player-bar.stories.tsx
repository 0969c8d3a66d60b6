import type { PlaybackRoutePoint } from '@fleet/domain';
import { createPlaybackTrack, dayMarks, parkedSpans, statusSegments } from '@fleet/playback-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FIXTURE_TIME_ZONE, fixtureDay, fixtureLongRoute } from './fixtures';
import { PlayerBar } from './player-bar';
import { usePlayer } from './use-player';

/**
 * The bar driven by the real player (usePlayer over the engine's reducer), coloured by the route's statuses with the
 * local midnights marked, and "Skip parked" jumping over the parked stretches.
 */
function PlayerBarDemo({ points, disabled }: { points: readonly PlaybackRoutePoint[]; disabled?: boolean }) {
  const track = useMemo(() => createPlaybackTrack(points), [points]);
  const [skipParked, setSkipParked] = useState(false);
  const skip = useMemo(() => (skipParked ? parkedSpans(track.points) : null), [skipParked, track]);
  const { state, dispatch } = usePlayer(track, { skip });
  const segments = useMemo(() => statusSegments(track.points), [track]);
  const marks = useMemo(() => dayMarks(track.start, track.end, FIXTURE_TIME_ZONE), [track]);
  return (
    <PlayerBar
      state={state}
      dispatch={dispatch}
      events={track.events}
      timeZone={FIXTURE_TIME_ZONE}
      segments={segments}
      dayMarks={marks}
      skipParked={skipParked}
      onSkipParkedChange={setSkipParked}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Playback Kit/PlayerBar',
  // The docs page's props table is the widget's own (from its TSDoc); the stories render it through the demo above.
  component: PlayerBar as unknown as typeof PlayerBarDemo,
  render: (args) => <PlayerBarDemo {...args} />,
  args: { points: fixtureDay() },
  argTypes: {
    points: { description: "The story's route: the demo builds the track, the player (usePlayer), the segments and the day marks from it.", table: { category: 'story' } },
  },
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
    // Paused once the replay has moved off the start (a busy machine may draw its first frame late): then it resumes.
    await waitFor(() => expect(screen.getByTestId('player-time').textContent).not.toMatch(/^00:00:00 /), { timeout: 5000 });
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

/** The clock shows the player's date and time in the user's zone beside elapsed / total, and follows a jump. */
export const ClockTime: Story = {
  play: async () => {
    await expect(screen.getByTestId('player-clock')).toHaveTextContent('5/3/2026 08:00:00');
    await click('player-end');
    await expect(screen.getByTestId('player-clock')).toHaveTextContent('5/3/2026 08:40:00');
    await expect(screen.getByTestId('player-time')).toHaveTextContent('00:40:00 / 04:00:00');
  },
};

/**
 * 3,000 points from 4 March 20:00 over 25 hours: the bar is green where the truck moves and red where it is parked,
 * with a mark at midnight ('5/3').
 */
export const StatusBarWithDayMarks: Story = {
  args: { points: fixtureLongRoute(3000) },
  play: async () => {
    const bar = screen.getByTestId('player-timebar');
    await expect(bar.style.background).toContain('linear-gradient');
    await expect(Number(bar.dataset['segments'])).toBe(120);
    const marks = screen.getAllByTestId('player-day-mark');
    await expect(marks.map((m) => m.textContent)).toEqual(['5/3']);
    // Midnight is 4 h into a period of 24 h 59 min 30 s.
    await expect(Number.parseFloat(marks[0]!.style.left)).toBeCloseTo((4 / 24.991_666) * 100, 1);
  },
};

/** With "Skip parked" ticked, playing from the start of the parked stretch (08:40) goes straight to the move (09:50). */
export const SkipParked: Story = {
  play: async () => {
    await click('player-end'); // the stop at 08:40
    await userEvent.click(screen.getByLabelText('Skip parked'));
    await click('player-toggle');
    await waitFor(() => expect(screen.getByTestId('player-clock').textContent).not.toBe('5/3/2026 08:40:00'));
    await click('player-toggle');
    const [h, m] = (screen.getByTestId('player-time').textContent ?? '').split(':').map(Number);
    await expect(h! * 60 + m!).toBeGreaterThanOrEqual(110);
  },
};
