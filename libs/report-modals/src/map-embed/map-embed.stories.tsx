import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapEmbed } from './map-embed';

/** Needs WebGL (MapLibre): runs in Storybook only, not in the happy-dom story run. */
const meta = {
  title: 'Report Modals/MapEmbed',
  component: MapEmbed,
  args: { lat: 3.15787, lng: 101.71193, label: 'Jalan Ampang, 50450 Kuala Lumpur' },
  render: (args) => (
    <div style={{ width: 720 }}>
      <MapEmbed {...args} />
    </div>
  ),
} satisfies Meta<typeof MapEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The point at zoom 14 with a marker, the address as caption. */
export const Address: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('map-embed')).toHaveAttribute('data-zoom', '14');
    await expect(canvas.getByTestId('map-embed-caption')).toHaveTextContent('Jalan Ampang, 50450 Kuala Lumpur');
    await expect(canvas.getByTestId('map-view')).toBeInTheDocument();
  },
};

/** Without a label the coordinates are the caption. */
export const Coordinates: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('map-embed-caption')).toHaveTextContent('3.157870, 101.711930');
  },
};
