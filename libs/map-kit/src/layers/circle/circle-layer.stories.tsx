import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MapView } from '../../map/map-view';
import { deckPixelsAtPoints, eastOf, waitForDeckDrawnAt } from '../../testing/story-map';
import { CircleLayer } from './circle-layer';

const meta = {
  title: 'Map/CircleLayer',
  component: CircleLayer,
  parameters: { layout: 'fullscreen' },
  args: { id: 'geofence', center: { lat: 3.0675, lng: 101.495 }, radiusMeters: 500 },
  render: (args) => (
    <div style={{ height: 640 }}>
      <MapView initialView={{ lat: 3.0675, lng: 101.495, zoom: 14 }}>
        <CircleLayer {...args} />
      </MapView>
    </div>
  ),
  // The disc covers its centre and 80 % of its radius east of it, and nothing at twice its radius.
  play: async ({ args }) => {
    const hooks = await waitForDeckDrawnAt([args.center, eastOf(args.center, 0.8 * args.radiusMeters)]);
    await expect(deckPixelsAtPoints(hooks, [eastOf(args.center, 2 * args.radiusMeters)])).toEqual([0]);
  },
} satisfies Meta<typeof CircleLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 500 m circle (radius in metres, so it scales with the zoom). */
export const Geofence: Story = {};
export const Warning: Story = { args: { radiusMeters: 1200, color: '#FF9F43' } };
