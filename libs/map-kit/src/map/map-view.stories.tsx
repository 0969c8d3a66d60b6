import { MAP_DEFAULTS, type MapStyleOption } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { AssetLayer } from '../layers/asset/asset-layer';
import { MALAYSIA_HUBS, SHAH_ALAM } from '../testing/fixture-fleet';
import { enableMapTestHooks, useStoryFleet, waitForMarkers } from '../testing/story-fleet';
import { waitForDeckDrawnAt, waitForMapRendered } from '../testing/story-map';
import { MapView } from './map-view';

const STYLES: MapStyleOption[] = [
  { id: 'roadmap', label: 'Roadmap', url: null },
  { id: 'demotiles', label: 'Demo tiles', url: 'https://demotiles.maplibre.org/style.json' },
];

const meta = {
  title: 'Map/MapView',
  component: MapView,
  parameters: { layout: 'fullscreen' },
  beforeEach: enableMapTestHooks,
  args: { basemapUrl: '/basemap/' },
  decorators: [(Story) => <div style={{ height: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default view (Malaysia, zoom 8) on the offline roadmap basemap, with a fleet at the hubs, clustered. */
export const Malaysia: Story = {
  render: function Render(args) {
    const { store, meta } = useStoryFleet({ count: 400, seed: 3, hubs: MALAYSIA_HUBS });
    return (
      <MapView {...args}>
        <AssetLayer store={store} meta={meta} cluster />
      </MapView>
    );
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement).getByTestId('map-view');
    await expect(view).toHaveAttribute('data-map-type', 'roadmap');
    await waitFor(() => expect(view.textContent).toContain('Source: DOSM'));
    // At zoom 8 every hub is one cluster: no single markers, but the map and its layers are up.
    await waitFor(() => expect(window.__fleetMap?.map.loaded()).toBe(true), { timeout: 20_000 });
    await expect(await waitForMarkers(0)).toBe(0);
    // The clusters are drawn at the hubs (Shah Alam, Kuala Lumpur, Ipoh).
    await waitForDeckDrawnAt(MALAYSIA_HUBS.slice(0, 3), { radius: 12 });
  },
};

/** A few hundred live assets around Shah Alam at zoom 13 with names; a tenth of them move every 2 s. */
export const ShahAlamLive: Story = {
  args: { initialView: { lat: SHAH_ALAM.lat, lng: SHAH_ALAM.lng, zoom: 13 } },
  render: function Render(args) {
    const { store, meta, assets } = useStoryFleet({ count: 300, tickMs: 2000 });
    const [selected, setSelected] = useState<number | null>(assets[0]!.assetId);
    return (
      <MapView {...args}>
        <AssetLayer store={store} meta={meta} showLabels selectedAssetId={selected} onSelect={setSelected} />
      </MapView>
    );
  },
  play: async () => {
    await waitForMapRendered();
    await waitForMarkers(300);
  },
};

/** The map type switcher over the map; the app keeps the chosen type (localStorage `mapType`). */
export const MapTypes: Story = {
  render: function Render(args) {
    const [mapType, setMapType] = useState('roadmap');
    return <MapView {...args} styles={STYLES} mapType={mapType} onMapTypeChange={setMapType} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Roadmap' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('map-view')).toHaveAttribute('data-map-type', 'roadmap');
    await waitForMapRendered();
  },
};

/** `fitTo` frames the given points; attribution passed in is shown with the basemap's credits. */
export const FitToPoints: Story = {
  args: {
    initialView: { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom },
    fitTo: [
      { lat: 3.0675, lng: 101.495 },
      { lat: 3.139, lng: 101.687 },
    ],
    attribution: ['Fleet data: demo tenant'],
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('map-view').textContent).toContain('Fleet data: demo tenant'));
    await waitFor(() => expect(window.__fleetMap?.map.getZoom()).toBeGreaterThan(10), { timeout: 5000 });
    // Both points are inside the view.
    const hooks = await waitForMapRendered();
    for (const p of args.fitTo!) await expect(hooks.map.getBounds().contains([p.lng, p.lat])).toBe(true);
  },
};
