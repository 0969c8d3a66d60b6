import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { MapView } from '../map/map-view';
import { waitForMapRendered } from '../testing/story-map';
import { PolygonDraw, type PolygonDrawProps } from './polygon-draw';
import type { LngLatPair } from './ring';

const SQUARE: LngLatPair[] = [
  [101.486, 3.068],
  [101.49, 3.068],
  [101.49, 3.071],
  [101.486, 3.071],
  [101.486, 3.068],
];

/** A map with the draw tool: the drawn or edited ring is listed under it. Needs WebGL (browser only). */
function Playground({ mode, value }: Pick<PolygonDrawProps, 'mode' | 'value'>) {
  const [ring, setRing] = useState<LngLatPair[] | null>(null);
  return (
    <div>
      <div style={{ height: 560, position: 'relative' }}>
        <MapView initialView={{ lat: 3.0695, lng: 101.488, zoom: 16 }}>
          <PolygonDraw key={mode} mode={mode} value={value} onChange={setRing} />
        </MapView>
      </div>
      <pre data-testid="polygon-draw-ring">{ring ? `${ring.length - 1} vertices: ${JSON.stringify(ring)}` : 'no polygon yet'}</pre>
    </div>
  );
}

const meta = {
  title: 'Map/PolygonDraw',
  component: Playground,
  // The docs page's props table: the widget's own props (with their TSDoc), besides the demo's.
  subcomponents: { PolygonDraw, MapView },
  parameters: { layout: 'fullscreen' },
  args: { mode: 'draw', value: null },
  argTypes: { mode: { control: 'inline-radio', options: ['off', 'draw', 'edit'] } },
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click points on the map; click the first point to close the polygon. */
export const Draw: Story = {
  play: async ({ canvasElement }) => {
    await waitForMapRendered();
    await expect(within(canvasElement).getByTestId('polygon-draw-ring')).toHaveTextContent('no polygon yet');
  },
};

/** Drag vertices, drag a midpoint to add a vertex, right-click a vertex to remove it (never below 3). */
export const Edit: Story = {
  args: { mode: 'edit', value: SQUARE },
  // The polygon being edited is drawn on the map (terra-draw's MapLibre layers) over the square's centre.
  play: async () => {
    const hooks = await waitForMapRendered();
    const centre = hooks.map.project([101.488, 3.0695]);
    await waitFor(() => expect(hooks.map.queryRenderedFeatures(centre).some((f) => f.geometry.type === 'Polygon' && f.layer.id.startsWith('td-'))).toBe(true), {
      timeout: 10_000,
    });
  },
};
