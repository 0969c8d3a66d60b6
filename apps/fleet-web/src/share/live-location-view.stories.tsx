import { SHARE_LINK_TEXTS as T } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { LiveLocationView } from './live-location-view';
import './share.css';

const NOW = Date.UTC(2026, 10, 24, 6, 0);
const TRUCK = { lat: 3.0712, lng: 101.5102 };
const MYDIN = { lat: 3.06638, lng: 101.481037, label: 'Customer - Mydin Wholesale Seksyen 7' };

const meta = {
  title: 'Share/LiveLocationView',
  component: LiveLocationView,
  parameters: { layout: 'fullscreen' },
  // The maps of the stories expose their test hooks (window.__fleetMap): .storybook/map-worker.tsx.
  decorators: [(Story) => <div style={{ height: 640 }}>{Story()}</div>],
  args: {
    now: NOW,
    state: {
      kind: 'shown',
      data: {
        asset: { name: 'WXY 1234 Hino', type: 'truck' },
        position: { ...TRUCK, speed: 42, course: 250, time: NOW - 20_000 },
        destination: MYDIN,
        eta: { eta: NOW + 7 * 60_000, distanceKm: 4.2, speedKmh: 42 },
        timeZone: 'Asia/Kuala_Lumpur',
        expiresAt: NOW + 3_600_000,
      },
    },
  },
} satisfies Meta<typeof LiveLocationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The truck heading for its destination: its name, last update and ETA in the company's zone, its marker on the map. */
export const Moving: Story = {
  play: async () => {
    await expect(await screen.findByTestId('live-location-name')).toHaveTextContent('WXY 1234 Hino');
    await expect(screen.getByTestId('live-location-time')).toHaveTextContent('24/11/2026 | 13:59:40');
    await expect(screen.getByTestId('live-location-destination')).toHaveTextContent(MYDIN.label);
    await expect(screen.getByTestId('live-location-eta')).toHaveTextContent('ETA 14:07 (in 7 min) · 4.2 km to go');
    await waitFor(() => expect(window.__fleetMap?.map.loaded()).toBe(true), { timeout: 30_000 });
    const hooks = window.__fleetMap!;
    await waitFor(
      async () => {
        const { x, y } = hooks.map.project([TRUCK.lng, TRUCK.lat]);
        await expect(await hooks.deckPixelsAt(x, y, 3)).toBeGreaterThan(0);
      },
      { timeout: 20_000 },
    );
  },
};

/** No destination: no ETA; an asset that never reported says so. */
export const NoPositionYet: Story = {
  args: { state: { kind: 'shown', data: { asset: { name: 'Pallet jack 3', type: 'machine' }, position: null, destination: null, eta: null, timeZone: 'Asia/Kuala_Lumpur', expiresAt: NOW + 900_000 } } },
  play: async () => {
    await expect(await screen.findByTestId('live-location-time')).toHaveTextContent(T.noPosition);
    await expect(screen.queryByTestId('live-location-eta')).toBeNull();
  },
};

/** An expired link says so at once, and shows nothing of the asset. */
export const Expired: Story = {
  args: { state: { kind: 'expired' } },
  play: async () => {
    await expect(await screen.findByTestId('live-location-message')).toHaveTextContent(T.expired);
    await expect(screen.queryByTestId('live-location-map')).toBeNull();
  },
};

/** A revoked link. */
export const Revoked: Story = {
  args: { state: { kind: 'revoked' } },
  play: async () => {
    await expect(await screen.findByTestId('live-location-message')).toHaveTextContent(T.revoked);
  },
};

/** A link no one made. */
export const Unknown: Story = {
  args: { state: { kind: 'unknown' } },
  play: async () => {
    await expect(await screen.findByTestId('live-location-message')).toHaveTextContent(T.notFound);
  },
};
