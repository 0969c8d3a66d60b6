import type { PlaybackRoutePoint } from '@fleet/domain';
import { buildDetailsList } from '@fleet/playback-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { DetailsPanel } from './details-panel';
import { FIXTURE_TIME_ZONE, fixtureDay, fixtureLongRoute, fixturePoint, kl } from './fixtures';

/** The panel over a route, with its own open state and selection (clicking a card moves the highlight). */
function DetailsPanelDemo({ points, initialIndex = 0 }: { points: readonly PlaybackRoutePoint[]; initialIndex?: number }) {
  const items = useMemo(() => buildDetailsList(points, FIXTURE_TIME_ZONE), [points]);
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(initialIndex);
  return (
    <div style={{ height: 600, display: 'flex', justifyContent: 'flex-end' }}>
      <DetailsPanel open={open} onOpenChange={setOpen} points={points} items={items} currentIndex={index} onSelect={setIndex} timeZone={FIXTURE_TIME_ZONE} />
    </div>
  );
}

const meta = {
  title: 'Playback Kit/DetailsPanel',
  // The docs page's props table is the widget's own (from its TSDoc); the stories render it through the demo above.
  component: DetailsPanel as unknown as typeof DetailsPanelDemo,
  render: (args) => <DetailsPanelDemo {...args} />,
  args: { points: fixtureDay() },
} satisfies Meta<typeof DetailsPanelDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A day header, then consecutive Parked (3 points) and Idling (2 points) merged into stop cards, each lasting from its
 * first stopped sample until the next move.
 */
export const LongEventMerge: Story = {
  play: async () => {
    await expect(screen.getAllByTestId('details-day').map((d) => d.textContent)).toEqual(['5/3/2026']);
    const longs = screen.getAllByTestId('details-long-event');
    await expect(longs).toHaveLength(2);
    await expect(longs[0]).toHaveTextContent('Parked');
    await expect(longs[0]).toHaveTextContent('1 h 10 min');
    await expect(longs[0]).toHaveTextContent('3 events');
    await expect(longs[0]).toHaveTextContent('08:40:00 – 09:50:00');
    await expect(longs[1]).toHaveTextContent('Idling');
    await expect(longs[1]).toHaveTextContent('20 min');
    await expect(longs[1]).toHaveTextContent('2 events');
    await expect(screen.getAllByTestId('details-point')).toHaveLength(5);
  },
};

/** A one-sample stop is a stop too: Parked 10 min, until the move. */
export const OneSampleStop: Story = {
  args: { points: [fixturePoint(kl(5, 9)), fixturePoint(kl(5, 9, 20), { status: 'Parked', speed: 0 }), fixturePoint(kl(5, 9, 30))] },
  play: async () => {
    const stop = screen.getByTestId('details-long-event');
    await expect(stop).toHaveTextContent('10 min');
    await expect(stop).toHaveTextContent('1 events');
    await expect(stop).toHaveTextContent('09:20:00 – 09:30:00');
  },
};

/**
 * Parked from Thursday evening to Saturday morning, then silent on Sunday: every day has its header; the stop's card
 * shows dates, the fully parked Friday says the stop goes on all day, Saturday until when, Sunday that there is no data.
 */
export const StopOverSeveralDays: Story = {
  args: {
    points: [
      fixturePoint(kl(5, 20)),
      ...Array.from({ length: 12 }, (_, k) => fixturePoint(kl(5, 21) + k * 3 * 3_600_000, { status: 'Parked', speed: 0 })),
      fixturePoint(kl(7, 7, 30)),
      fixturePoint(kl(9, 12)),
    ],
  },
  play: async () => {
    await expect(screen.getAllByTestId('details-day').map((d) => d.textContent)).toEqual(['5/3/2026', '6/3/2026', '7/3/2026', '8/3/2026', '9/3/2026']);
    await expect(screen.getByTestId('details-long-event')).toHaveTextContent('5/3/2026 21:00:00 – 7/3/2026 07:30:00');
    await expect(screen.getByTestId('details-long-event')).toHaveTextContent('34 h 30 min');
    const continued = screen.getAllByTestId('details-continued');
    await expect(continued[0]).toHaveTextContent('all day');
    await expect(continued[1]).toHaveTextContent('until 07:30:00');
    await expect(screen.getByTestId('details-no-data')).toHaveTextContent('No data');
  },
};

/** Clicking a card selects its point; the card is highlighted. */
export const SelectCard: Story = {
  play: async () => {
    const parked = screen.getAllByTestId('details-long-event')[0]!;
    await userEvent.click(parked);
    await expect(parked).toHaveAttribute('aria-current', 'true');
    await expect(screen.getAllByTestId('details-point')[0]).not.toHaveAttribute('aria-current');
  },
};

/** The toggle collapses and reopens the 400 px panel. */
export const Collapse: Story = {
  play: async () => {
    await expect(screen.getByTestId('details-panel').style.width).toBe('400px');
    await userEvent.click(screen.getByTestId('details-toggle'));
    await expect(screen.queryByTestId('details-list')).toBeNull();
    await userEvent.click(screen.getByTestId('details-toggle'));
    await expect(screen.getByTestId('details-list')).toBeInTheDocument();
  },
};

/** Nothing loaded: 'No Data'. */
export const Empty: Story = {
  args: { points: [] },
  play: async () => {
    await expect(screen.getByTestId('details-empty')).toHaveTextContent('No Data');
  },
};

/** 3,000 points over two days: only the rows in view are rendered. */
export const ThousandsOfPoints: Story = {
  args: { points: fixtureLongRoute(3000) },
  play: async () => {
    await expect(screen.getAllByTestId('details-day')[0]).toHaveTextContent('4/3/2026');
    await expect(screen.getByTestId('details-list').querySelectorAll('[data-index]').length).toBeLessThan(80);
  },
};
