import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { MapView } from '../../map/map-view';
import { createFixtureFleet, SHAH_ALAM } from '../../testing/fixture-fleet';
import { enableMapTestHooks, useStoryFleet, waitForMarkers } from '../../testing/story-fleet';
import { waitForMapRendered } from '../../testing/story-map';
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
    await waitForMapRendered();
    await waitForMarkers(300);
  },
};

/** Clusters (75 px) that open the list of their assets. */
export const Clustered: Story = {
  args: { store: undefined as never, meta: new Map() },
  render: () => <Demo cluster />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.__fleetMap).toBeDefined(), { timeout: 20_000 });
    await waitForMapRendered();
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
    const hooks = await waitForMapRendered();
    const drawn = await waitForMarkers(1);
    await expect(drawn).toBeLessThan(300);
    // The story's fleet (useStoryFleet's defaults): every marker is a parked asset, drawn where that asset is.
    const parked = createFixtureFleet({ count: 300, seed: 5, hubs: [{ ...SHAH_ALAM, radiusKm: 3.5 }] }).assets.filter((a) => a.status === 'Parked');
    const rendered = hooks.renderedAssetIds();
    await expect(rendered.filter((id) => !parked.some((a) => a.assetId === id))).toEqual([]);
    const asset = parked.find((a) => rendered.includes(a.assetId))!;
    const { x, y } = hooks.map.project([asset.lng, asset.lat]);
    await waitFor(() => expect(hooks.pickAssetsAt(x, y)).toContain(asset.assetId));
  },
};
