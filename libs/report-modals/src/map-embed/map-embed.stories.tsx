import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MapEmbed } from './map-embed';

/** Waits until the map rendered and its marker (deck.gl) is drawn on the point (at the middle of the map). */
async function markerDrawn({ lat, lng }: { lat: number; lng: number }): Promise<void> {
  await waitFor(
    () => {
      const hooks = window.__fleetMap;
      expect(hooks?.map.loaded()).toBe(true);
      const { x, y } = hooks!.map.project([lng, lat]);
      expect(hooks!.deckPixelsAt(x, y, 2)).toBeGreaterThan(0);
    },
    { timeout: 20_000 },
  );
}

/** Needs WebGL (MapLibre): runs in the browser (Storybook and its Vitest run in chromium). */
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
  play: async ({ canvasElement, args }) => {
    await markerDrawn(args);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('map-embed')).toHaveAttribute('data-zoom', '14');
    await expect(canvas.getByTestId('map-embed-caption')).toHaveTextContent('Jalan Ampang, 50450 Kuala Lumpur');
    await expect(canvas.getByTestId('map-view')).toBeInTheDocument();
  },
};

/** Without a label the coordinates are the caption. */
export const Coordinates: Story = {
  args: { label: undefined },
  play: async ({ canvasElement, args }) => {
    await markerDrawn(args);
    await expect(within(canvasElement).getByTestId('map-embed-caption')).toHaveTextContent('3.157870, 101.711930');
  },
};
