import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FIXTURE_DETAIL, FIXTURE_TRIPS } from './transport-fixtures';
import { TripMap } from './trip-map';
import './transport.css';

const meta = {
  title: 'Transport/TripMap',
  component: TripMap,
  parameters: { layout: 'fullscreen' },
  // The maps of the stories expose their test hooks (window.__fleetMap): .storybook/map-worker.tsx.
  decorators: [(Story) => <div style={{ height: 560 }}>{Story()}</div>],
  args: { trip: FIXTURE_DETAIL.trip, route: FIXTURE_DETAIL.route },
} satisfies Meta<typeof TripMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deck pixels drawn around a point of the map, once the map shows it. */
async function drawnAt(lat: number, lng: number): Promise<number> {
  const hooks = window.__fleetMap!;
  const { x, y } = hooks.map.project([lng, lat]);
  return hooks.deckPixelsAt(x, y, 3);
}

/**
 * The en-route trip in Shah Alam: the depot's and the client's fences with their numbered markers, the route since
 * dispatch and the truck at its last position; the map fits them.
 */
export const EnRoute: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(window.__fleetMap?.map.loaded()).toBe(true), { timeout: 30_000 });
    for (const s of args.trip.stops) await waitFor(async () => expect(await drawnAt(s.lat, s.lng)).toBeGreaterThan(0), { timeout: 20_000 });
    const bounds = window.__fleetMap!.map.getBounds();
    for (const s of args.trip.stops) await expect(bounds.contains([s.lng, s.lat])).toBe(true);
  },
};

/** A planned trip at addresses (circles of their radius), nothing driven yet. */
export const PlannedAtAddresses: Story = {
  args: {
    trip: { ...FIXTURE_TRIPS[0]!, stops: FIXTURE_TRIPS[0]!.stops.map((s, i) => ({ ...s, poiId: null, ring: null, radiusM: 300 + i * 200, lat: s.lat + 0.01, place: `Address ${i + 1}` })) },
    route: [],
  },
  play: async ({ args }) => {
    await waitFor(() => expect(window.__fleetMap?.map.loaded()).toBe(true), { timeout: 30_000 });
    const first = args.trip.stops[0]!;
    await waitFor(async () => expect(await drawnAt(first.lat, first.lng)).toBeGreaterThan(0), { timeout: 20_000 });
  },
};
