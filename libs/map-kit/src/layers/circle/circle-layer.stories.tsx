import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapView } from '../../map/map-view';
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
} satisfies Meta<typeof CircleLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 500 m circle (radius in metres, so it scales with the zoom). */
export const Geofence: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('map-view')).toBeInTheDocument();
  },
};
export const Warning: Story = { args: { radiusMeters: 1200, color: '#FF9F43' } };
