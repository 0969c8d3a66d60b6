import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { MapView } from '../../map/map-view';
import { SHAH_ALAM } from '../../testing/fixture-fleet';
import { enableMapTestHooks, useStoryFleet, waitForMarkers } from '../../testing/story-fleet';
import { AssetLayer } from './asset-layer';

const meta = {
  title: 'Map/AssetLayer',
  component: AssetLayer,
  parameters: { layout: 'fullscreen' },
  beforeEach: enableMapTestHooks,
} satisfies Meta<typeof AssetLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

const VIEW = { lat: SHAH_ALAM.lat, lng: SHAH_ALAM.lng, zoom: 13 };

function Demo(props: { cluster?: boolean; showLabels?: boolean; status?: string | null; tickMs?: number }) {
  const { store, meta } = useStoryFleet({ count: 300, tickMs: props.tickMs ?? 0 });
  const [selected, setSelected] = useState<number | null>(null);
  const status = props.status ?? null;
  return (
    <div style={{ height: 640 }}>
      <MapView initialView={VIEW}>
        <AssetLayer
          store={store}
          meta={meta}
          cluster={props.cluster}
          showLabels={props.showLabels}
          filter={status ? (a) => a.status === status : undefined}
          filterKey={status ?? 'all'}
          selectedAssetId={selected}
          onSelect={setSelected}
        />
      </MapView>
      <output data-testid="selected">{selected ?? ''}</output>
    </div>
  );
}

/** Icons by asset type, coloured by status, turned by heading, with names. */
export const Markers: Story = {
  args: { store: undefined as never, meta: new Map() },
  render: () => <Demo showLabels tickMs={2000} />,
  play: async () => {
    await waitForMarkers(300);
  },
};

/** Clusters (75 px) that open the list of their assets. */
export const Clustered: Story = {
  args: { store: undefined as never, meta: new Map() },
  render: () => <Demo cluster />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.__fleetMap).toBeDefined(), { timeout: 20_000 });
    const drawn = await waitForMarkers(0);
    await expect(drawn).toBeLessThan(300); // most assets are inside clusters at zoom 13
    await expect(within(canvasElement).queryByTestId('cluster-list')).toBeNull();
  },
};

/** Only the parked assets (the filter is re-evaluated when its key changes). */
export const ParkedOnly: Story = {
  args: { store: undefined as never, meta: new Map() },
  render: () => <Demo status="Parked" />,
  play: async () => {
    const drawn = await waitForMarkers(1);
    await expect(drawn).toBeLessThan(300);
  },
};
