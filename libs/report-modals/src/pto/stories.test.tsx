import { runStoryModules } from '@fleet/ui/testing';
import { vi } from 'vitest';

// The PTO stories run with their play functions; MapLibre needs WebGL, so the map-kit parts are stubs here (the map
// itself is covered in Storybook and by the browser test apps/fleet-web-e2e/src/pto.e2e.ts).
vi.mock('@fleet/map-kit', () => ({
  MapView: ({ children }: { children?: unknown }) => <div data-testid="map-view">{children as never}</div>,
  PolylineLayer: () => null,
  PolygonDraw: () => null,
}));
vi.mock('./pto-layers', () => ({ PtoHeatmap: () => null, PtoPolygons: () => null }));
vi.mock('react-map-gl/maplibre', () => ({ ScaleControl: () => null }));

runStoryModules(import.meta.glob<Record<string, unknown>>(['./*.stories.tsx'], { eager: true }));
