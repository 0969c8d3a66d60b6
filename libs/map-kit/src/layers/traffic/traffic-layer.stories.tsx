import type { TrafficSegment } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MapView } from '../../map/map-view';
import { deckPixelsAtPoints, midpoint, waitForDeckDrawnAt, waitForMapRendered } from '../../testing/story-map';
import { TrafficLayer } from './traffic-layer';

/** Fleet-derived traffic on the Shah Alam roads: red below 0.4 of the limit, orange below 0.7, green above. */
export const SEGMENTS: TrafficSegment[] = [
  { path: [[101.4816, 3.0608], [101.4849, 3.062], [101.4869, 3.0625], [101.4889, 3.0631]], speedKmh: 20, ratio: 0.25, samples: 12 },
  { path: [[101.4912, 3.0633], [101.4912, 3.0649], [101.4913, 3.0673]], speedKmh: 40, ratio: 0.6, samples: 8 },
  { path: [[101.4823, 3.0711], [101.4847, 3.0729], [101.4879, 3.0753]], speedKmh: 55, ratio: 0.9, samples: 9 },
];

const meta = {
  title: 'Map/TrafficLayer',
  component: TrafficLayer,
  excludeStories: ['SEGMENTS'],
  parameters: { layout: 'fullscreen' },
  args: { segments: SEGMENTS, visible: true, tileUrl: null },
  render: (args) => (
    <div style={{ height: 640 }}>
      <MapView initialView={{ lat: 3.067, lng: 101.488, zoom: 15 }}>
        <TrafficLayer {...args} />
      </MapView>
    </div>
  ),
} satisfies Meta<typeof TrafficLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

const MIDDLES = SEGMENTS.map((s) => midpoint(s.path));

/** Every segment is drawn (in the colour of its speed ratio). */
export const FleetDerived: Story = {
  play: async () => {
    await waitForDeckDrawnAt(MIDDLES);
  },
};

/** Hidden: the map shows no segment. */
export const Hidden: Story = {
  args: { visible: false },
  play: async () => {
    const hooks = await waitForMapRendered();
    await expect(deckPixelsAtPoints(hooks, MIDDLES)).toEqual(MIDDLES.map(() => 0));
  },
};
