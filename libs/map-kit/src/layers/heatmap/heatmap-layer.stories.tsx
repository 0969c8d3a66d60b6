import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapView } from '../../map/map-view';
import { MALAYSIA_HUBS } from '../../testing/fixture-fleet';
import { useStoryFleet } from '../../testing/story-fleet';
import { waitForDeckDrawnAt } from '../../testing/story-map';
import { HeatmapLayer } from './heatmap-layer';

const meta = {
  title: 'Map/HeatmapLayer',
  component: HeatmapLayer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeatmapLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fleet density over Malaysia; the radius follows the zoom (heatmapRadiusForZoom). */
export const FleetDensity: Story = {
  args: { store: undefined as never },
  render: function Render() {
    const { store } = useStoryFleet({ count: 2000, seed: 9, hubs: MALAYSIA_HUBS });
    return (
      <div style={{ height: 640 }}>
        <MapView>
          <HeatmapLayer store={store} visible />
        </MapView>
      </div>
    );
  },
  // The density is drawn over the busiest hubs (Shah Alam, Kuala Lumpur).
  play: async () => {
    await waitForDeckDrawnAt(MALAYSIA_HUBS.slice(0, 2), { radius: 6 });
  },
};
