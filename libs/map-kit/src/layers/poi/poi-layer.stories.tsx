import type { Poi } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapView } from '../../map/map-view';
import { waitForDeckDrawnAt } from '../../testing/story-map';
import { PoiLayer } from './poi-layer';

function square(id: number, name: string, lat: number, lng: number, color: string): Poi {
  const d = 0.0015;
  return {
    id,
    name,
    paths: [
      { lat: lat + d, lng: lng - d },
      { lat: lat + d, lng: lng + d },
      { lat: lat - d, lng: lng + d },
      { lat: lat - d, lng: lng - d },
    ],
    metadata: { name, lat, lng, type: 'depot', color },
    meta: { type: 'depot', color },
    groups: ['Depots'],
  };
}

const POIS = [
  square(1, 'Seksyen 7 Depot', 3.0697, 101.4882, '#283490'),
  square(2, 'Petronas Persiaran Kayangan', 3.0655, 101.4915, '#EA5455'),
  square(3, 'Customer: i-City', 3.0648, 101.4835, '#28C76F'),
];

const meta = {
  title: 'Map/PoiLayer',
  component: PoiLayer,
  parameters: { layout: 'fullscreen' },
  args: { pois: POIS, visible: true, showLabels: true },
  render: (args) => (
    <div style={{ height: 640 }}>
      <MapView initialView={{ lat: 3.067, lng: 101.488, zoom: 15 }}>
        <PoiLayer {...args} />
      </MapView>
    </div>
  ),
  // Each POI's area is drawn around its centre.
  play: async ({ args }) => {
    await waitForDeckDrawnAt(args.pois.map((p) => ({ lat: Number(p.metadata.lat), lng: Number(p.metadata.lng) })));
  },
} satisfies Meta<typeof PoiLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabels: Story = {};
export const WithoutLabels: Story = { args: { showLabels: false } };
