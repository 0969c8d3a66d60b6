import { MAP_DEFAULTS } from '@fleet/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MAP_EMBED_ZOOM, MapEmbed, mapEmbedView } from './map-embed';

// MapLibre needs WebGL: the map-kit components are replaced by stubs that expose the props they receive.
vi.mock('@fleet/map-kit', () => ({
  MapView: ({ initialView, children }: { initialView: { lat: number; lng: number; zoom: number }; children?: ReactNode }) => (
    <div data-testid="map-view" data-view={JSON.stringify(initialView)}>
      {children}
    </div>
  ),
  CircleLayer: (props: { id: string; center: { lat: number; lng: number }; radiusMeters: number; color: string }) => (
    <span data-testid="circle-layer" data-props={JSON.stringify(props)} />
  ),
}));

describe('mapEmbedView', () => {
  it('centres on the point at the embed zoom 14 with a marker and the label as caption', () => {
    expect(MAP_EMBED_ZOOM).toBe(14);
    expect(MAP_EMBED_ZOOM).toBe(MAP_DEFAULTS.embedZoom);
    const view = mapEmbedView({ lat: 3.139, lng: 101.6869, label: ' Jalan Ampang, Kuala Lumpur ' });
    expect(view.initialView).toEqual({ lat: 3.139, lng: 101.6869, zoom: 14 });
    expect(view.marker.center).toEqual({ lat: 3.139, lng: 101.6869 });
    expect(view.marker.radiusMeters).toBeGreaterThan(0);
    expect(view.caption).toBe('Jalan Ampang, Kuala Lumpur');
  });

  it('captions the coordinates when there is no label', () => {
    expect(mapEmbedView({ lat: 3.139, lng: 101.6869 }).caption).toBe('3.139000, 101.686900');
    expect(mapEmbedView({ lat: 1, lng: 2, label: '  ' }).caption).toBe('1.000000, 2.000000');
  });
});

describe('MapEmbed', () => {
  it('passes the view to MapView and the marker to CircleLayer, and shows the caption', () => {
    render(<MapEmbed lat={3.139} lng={101.6869} label="Jalan Ampang" />);
    expect(screen.getByTestId('map-embed').dataset.zoom).toBe('14');
    expect(JSON.parse(screen.getByTestId('map-view').dataset.view!)).toEqual({ lat: 3.139, lng: 101.6869, zoom: 14 });
    const marker = JSON.parse(screen.getByTestId('circle-layer').dataset.props!);
    expect(marker.center).toEqual({ lat: 3.139, lng: 101.6869 });
    expect(screen.getByTestId('map-embed-caption').textContent).toBe('Jalan Ampang');
  });

  it('re-centres on a new point', () => {
    const { rerender } = render(<MapEmbed lat={3.139} lng={101.6869} />);
    rerender(<MapEmbed lat={5.4141} lng={100.3288} />);
    expect(JSON.parse(screen.getByTestId('map-view').dataset.view!)).toEqual({ lat: 5.4141, lng: 100.3288, zoom: 14 });
    expect(screen.getByTestId('map-embed-caption').textContent).toBe('5.414100, 100.328800');
  });
});
