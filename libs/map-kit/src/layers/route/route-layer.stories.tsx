import type { AssetStatus } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { MapView } from '../../map/map-view';
import { midpoint, waitForDeckDrawnAt } from '../../testing/story-map';
import { fitRouteBounds } from './fit-route-bounds';
import { PlaybackMarkerLayer } from './playback-marker-layer';
import type { PlaybackMarker } from './playback-marker-layers';
import { RouteLayer } from './route-layer';
import type { RouteInput } from './route-layers';

/** A drive through Shah Alam, [lng, lat]. */
const PATH: [number, number][] = [
  [101.478, 3.0615], [101.4816, 3.0608], [101.4852, 3.0619], [101.4889, 3.0631], [101.4912, 3.0649],
  [101.4913, 3.0673], [101.4936, 3.0702], [101.4975, 3.0711], [101.5012, 3.0698],
];
const SECOND: [number, number][] = PATH.map(([lng, lat]) => [lng + 0.004, lat - 0.006]);
const STATUSES: AssetStatus[] = ['Moving', 'Moving', 'Idling', 'Moving', 'Moving', 'Parked', 'Moving', 'Moving', 'Inactive'];

const bounds = fitRouteBounds([PATH, SECOND])!;
const VIEW = { lng: (bounds[0][0] + bounds[1][0]) / 2, lat: (bounds[0][1] + bounds[1][1]) / 2, zoom: 14.5 };

/** Position, heading and status at `t` (0..1) along a path, interpolated like the player does. */
function along(path: [number, number][], t: number, marker: PlaybackMarker): void {
  const x = Math.min(t, 0.9999) * (path.length - 1);
  const i = Math.floor(x);
  const [a, b] = [path[i]!, path[i + 1]!];
  const f = x - i;
  marker.lng = a[0] + (b[0] - a[0]) * f;
  marker.lat = a[1] + (b[1] - a[1]) * f;
  marker.heading = (Math.atan2(b[0] - a[0], b[1] - a[1]) * 180) / Math.PI;
  marker.status = STATUSES[i] ?? 'Moving';
}

interface DemoProps {
  routes: readonly RouteInput[];
  style?: 'solid' | 'dashed';
  /** Animate the markers (one per route). */
  animate?: boolean;
}

function Demo({ routes, style, animate = true }: DemoProps) {
  // One array for the whole animation: its objects move in place and `frame` tells deck.gl to re-read them.
  const markers = useMemo<PlaybackMarker[]>(
    () => routes.map((r, i) => ({ id: r.id, lng: r.path[0]![0], lat: r.path[0]![1], heading: 0, status: 'Moving', iconType: i ? 'car' : 'truck-1', label: `Asset ${r.id}` })),
    [routes],
  );
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!animate) return;
    let raf = 0;
    const start = performance.now();
    const tick = (now: number) => {
      // A frame time may precede `start` (it is the frame's start): never before the first point.
      const t = (Math.max(0, now - start) / 12_000) % 1;
      routes.forEach((r, i) => along(r.path as [number, number][], t, markers[i]!));
      setFrame((n) => n + 1);
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [animate, routes, markers]);
  return (
    <div style={{ height: 640 }}>
      <MapView initialView={VIEW}>
        <RouteLayer routes={routes} style={style} />
        <PlaybackMarkerLayer markers={markers} frame={frame} />
      </MapView>
    </div>
  );
}

const meta = {
  title: 'Map/RouteLayer',
  component: Demo,
  // The docs page's props table: the widget's own props (with their TSDoc), besides the demo's.
  subcomponents: { RouteLayer, PlaybackMarkerLayer },
  parameters: { layout: 'fullscreen' },
  args: { routes: [{ id: '1', path: PATH }] },
  // Every route is drawn through the middle of each of its segments.
  play: async ({ args }) => {
    await waitForDeckDrawnAt(args.routes.flatMap((r) => r.path.slice(1).map((_, i) => midpoint(r.path, i))));
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The playback route: purple 5 px line, dashed direction line over it, Start and End, a moving marker. */
export const Playback: Story = {};

/** The dashed route line some users get instead of the solid one. */
export const Dashed: Story = { args: { style: 'dashed' } };

/** Several assets at once, each route in a colour of MULTI_ROUTE_COLORS. */
export const SeveralRoutes: Story = { args: { routes: [{ id: '1', path: PATH }, { id: '2', path: SECOND }] } };

/** A still marker (no animation). */
export const Still: Story = { args: { animate: false } };
