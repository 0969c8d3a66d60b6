import { PLAYBACK_BASE_RATE, PLAYBACK_SPEEDS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PlaybackEngineDemo } from './testing/playback-engine-demo';

const meta = {
  title: 'Playback Engine/Player',
  component: PlaybackEngineDemo,
  args: { speed: 1, progressPercent: 0, stepMs: 1000, skipParked: false },
  argTypes: {
    speed: { control: 'select', options: [...PLAYBACK_SPEEDS] },
    progressPercent: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
  // The engine is read once per mount: a change of the controls starts the player again from them.
  render: (args) => <PlaybackEngineDemo key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof PlaybackEngineDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the start of the day, stopped; Step only moves the time while playing. */
export const AtStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByTestId('engine-time').textContent;
    await expect(canvas.getByTestId('engine-playing')).toHaveTextContent('no');
    await expect(canvas.getByTestId('engine-point-index')).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Step' }));
    await expect(canvas.getByTestId('engine-time')).toHaveTextContent(start!);
  },
};

/** Playing at 2×: one Step of 1 s of real time advances the route by 2 × 600 s = 20 minutes. */
export const PlayingAtDoubleSpeed: Story = {
  args: { speed: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('engine-speed')).toHaveTextContent('2×');
    const [h, m] = canvas.getByTestId('engine-time').textContent!.split(':').map(Number);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Step' }));
    const minutes = (2 * 1000 * PLAYBACK_BASE_RATE) / 60_000;
    const expected = new Date(Date.UTC(2000, 0, 1, h!, m! + minutes));
    const hhmm = `${String(expected.getUTCHours()).padStart(2, '0')}:${String(expected.getUTCMinutes()).padStart(2, '0')}`;
    await expect(canvas.getByTestId('engine-time').textContent).toMatch(new RegExp(`^${hhmm}`));
    await expect(canvas.getByTestId('engine-playing')).toHaveTextContent('yes');
  },
};

/** Half-way through the day: the frame is interpolated between two points of the route. */
export const HalfWay: Story = {
  args: { progressPercent: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(Number(canvas.getByTestId('engine-point-index').textContent)).toBeGreaterThan(0);
    await expect(canvas.getByTestId('engine-position')).toHaveTextContent(/^\d+\.\d{5}, \d+\.\d{5}$/);
  },
};
