import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ACTIVITY, VESSELS, ZONES } from './vessel-fixtures';
import { VesselMap } from './vessel-map';
import './vessels.css';

const meta = {
  title: 'Vessels/VesselMap',
  component: VesselMap,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: 520 }}>{Story()}</div>],
  args: {
    zones: ZONES,
    vessels: VESSELS.filter((v) => v.lat !== null).map((v) => ({ id: v.assetId, name: v.name, lat: v.lat as number, lng: v.lng as number, speedKn: v.speedKn ?? 0 })),
    heat: ACTIVITY.heat,
    showHeat: true,
    selectedZoneId: 2,
    initialView: { lat: 4.12, lng: 73.6, zoom: 9 },
  },
} satisfies Meta<typeof VesselMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The zones in their kinds' colours (the fishing ground selected), the fleet's heat and the vessels, over Malé. */
export const ZonesHeatAndVessels: Story = {
  play: async () => {
    await waitFor(() => expect(window.__fleetMap?.map.loaded()).toBe(true), { timeout: 30_000 });
    const hooks = window.__fleetMap!;
    // The fishing ground's fill is drawn where the dhoni fishes.
    await waitFor(
      async () => {
        const { x, y } = hooks.map.project([73.7, 4.08]);
        await expect(await hooks.deckPixelsAt(x, y, 3)).toBeGreaterThan(0);
      },
      { timeout: 20_000 },
    );
  },
};
