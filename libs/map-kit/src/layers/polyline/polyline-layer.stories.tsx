import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapView } from '../../map/map-view';
import { midpoint, waitForDeckDrawnAt } from '../../testing/story-map';
import { PolylineLayer } from './polyline-layer';

const meta = {
  title: 'Map/PolylineLayer',
  component: PolylineLayer,
  parameters: { layout: 'fullscreen' },
  args: { id: 'route', path: [[101.478, 3.0615], [101.4816, 3.0608], [101.4889, 3.0631], [101.4912, 3.0649], [101.4913, 3.0673]] },
  render: (args) => (
    <div style={{ height: 640 }}>
      <MapView initialView={{ lat: 3.064, lng: 101.486, zoom: 15 }}>
        <PolylineLayer {...args} />
      </MapView>
    </div>
  ),
  // The line is drawn through the middle of each of its segments.
  play: async ({ args }) => {
    await waitForDeckDrawnAt(args.path.slice(1).map((_, i) => midpoint(args.path, i)));
  },
} satisfies Meta<typeof PolylineLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route in the spec's purple, 5 px. */
export const Route: Story = {};
export const Thin: Story = { args: { color: '#283490', width: 2 } };
