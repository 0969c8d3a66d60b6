import type { Layer } from '@deck.gl/core';
import { PathStyleExtension } from '@deck.gl/extensions';
import { PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { PALETTE, parseHexColor, ROUTE_STROKE } from '@fleet/domain';
import { LABEL_FONT_FAMILY } from '../../map/place-labels';

/** One route: [lng, lat] pairs, degrees, in travel order. */
export interface RouteInput {
  /** Route id (e.g. the asset id), unique among the routes of one layer. */
  id: string;
  path: readonly [number, number][];
  /** CSS hex colour. @default MULTI_ROUTE_COLORS by index (the first is the route purple) */
  color?: string;
}

/**
 * How a route is drawn (SPEC §2, §6): 'solid' is the solid line with a dashed direction line over it, 'dashed' is
 * only a dashed line in the route colour (the users configured for a dashed route line).
 */
export type RouteStyle = 'solid' | 'dashed';

/** Options of the route layers. */
export interface RouteLayersOptions {
  /** Prefix of the layer ids. */
  id: string;
  routes: readonly RouteInput[];
  /** @default 'solid' */
  style?: RouteStyle;
  /** Draw the dashed direction line over the solid line (style 'solid' only). @default true */
  direction?: boolean;
  /** Draw the Start and End markers. @default true */
  markers?: boolean;
  /** Marker texts (translations); an empty text draws no label. @default { start: 'Start', end: 'End' } */
  labels?: { start?: string; end?: string };
  /** Width of the solid (or dashed) route line, px. @default ROUTE_STROKE.width (5) */
  width?: number;
}

/** Colours of several routes drawn at once (one per asset), starting with the route purple. */
export const MULTI_ROUTE_COLORS: readonly string[] = [
  ROUTE_STROKE.color,
  '#0A84FF',
  '#FF6D00',
  '#00A86B',
  '#E6007E',
  '#8D6E63',
  '#00B8D4',
  '#546E7A',
];

/** Dash and gap of the dashed lines, px: one dash every ROUTE_STROKE.dashRepeatPx (10 px). */
export const ROUTE_DASH_ARRAY: readonly [number, number] = [ROUTE_STROKE.dashRepeatPx / 2, ROUTE_STROKE.dashRepeatPx / 2];

/** Width of the direction line drawn over the solid line, px. */
export const ROUTE_DIRECTION_WIDTH_PX = 2;

/** Colour of the direction line over the solid line: white at 80 %. */
export const ROUTE_DIRECTION_RGBA: readonly [number, number, number, number] = [255, 255, 255, 204];

/** Radius of the Start / End markers, px. */
export const ROUTE_ENDPOINT_RADIUS_PX = 7;

/** One extension instance for every dashed layer (a new instance per frame would rebuild the shaders). */
const DASH_EXTENSION = new PathStyleExtension({ dash: true, dashMode: 'path' });

/** Colour of the route at `index`: its own colour, else the palette's (a single route is the route purple). */
export function routeColor(route: RouteInput, index: number): string {
  return route.color ?? MULTI_ROUTE_COLORS[index % MULTI_ROUTE_COLORS.length]!;
}

/** A Start or End marker. */
export interface RouteEndpoint {
  routeId: string;
  kind: 'start' | 'end';
  position: [number, number];
}

/** The Start and End markers of the routes (a one-point route has only a Start). */
export function routeEndpoints(routes: readonly RouteInput[]): RouteEndpoint[] {
  const out: RouteEndpoint[] = [];
  for (const route of routes) {
    const first = route.path[0];
    const last = route.path[route.path.length - 1];
    if (!first || !last) continue;
    out.push({ routeId: route.id, kind: 'start', position: [first[0], first[1]] });
    if (route.path.length > 1) out.push({ routeId: route.id, kind: 'end', position: [last[0], last[1]] });
  }
  return out;
}

const START_RGB = parseHexColor(PALETTE.success);
const END_RGB = parseHexColor(PALETTE.danger);

interface RouteDatum {
  id: string;
  path: [number, number][];
  rgba: [number, number, number, number];
}

/**
 * The route layers, bottom to top: the solid line (`${id}-line`), the dashed direction line (`${id}-direction`), the
 * Start/End circles (`${id}-endpoints`) and their labels (`${id}-endpoint-labels`). With style 'dashed' the line is a
 * dashed line in the route colour (`${id}-dashed`) and nothing is drawn over it. Pure: no WebGL needed to build.
 */
export function createRouteLayers(options: RouteLayersOptions): Layer[] {
  const { id, routes } = options;
  const style = options.style ?? 'solid';
  const width = options.width ?? ROUTE_STROKE.width;
  const data: RouteDatum[] = [];
  routes.forEach((route, i) => {
    if (route.path.length >= 2) data.push({ id: route.id, path: route.path as [number, number][], rgba: [...parseHexColor(routeColor(route, i)), 255] });
  });
  const colorKey = data.map((d) => d.rgba.join(',')).join(';');
  const layers: Layer[] = [];
  const pathCommon = {
    data,
    getPath: (d: RouteDatum) => d.path,
    widthUnits: 'pixels' as const,
    capRounded: true,
    jointRounded: true,
    pickable: false,
  };
  const dashProps = {
    getDashArray: ROUTE_DASH_ARRAY as [number, number],
    dashUnits: 'pixels' as const,
    dashJustified: true,
    extensions: [DASH_EXTENSION],
  };

  if (data.length > 0 && style === 'dashed') {
    layers.push(
      new PathLayer<RouteDatum>({
        ...pathCommon,
        ...dashProps,
        id: `${id}-dashed`,
        getColor: (d) => d.rgba,
        getWidth: width,
        updateTriggers: { getColor: colorKey },
      }),
    );
  } else if (data.length > 0) {
    layers.push(
      new PathLayer<RouteDatum>({
        ...pathCommon,
        id: `${id}-line`,
        getColor: (d) => d.rgba,
        getWidth: width,
        updateTriggers: { getColor: colorKey },
      }),
    );
    if (options.direction ?? true) {
      layers.push(
        new PathLayer<RouteDatum>({
          ...pathCommon,
          ...dashProps,
          id: `${id}-direction`,
          getColor: [...ROUTE_DIRECTION_RGBA],
          getWidth: ROUTE_DIRECTION_WIDTH_PX,
        }),
      );
    }
  }

  if (options.markers ?? true) {
    const endpoints = routeEndpoints(routes);
    if (endpoints.length > 0) {
      const text = { start: options.labels?.start ?? 'Start', end: options.labels?.end ?? 'End' };
      layers.push(
        new ScatterplotLayer<RouteEndpoint>({
          id: `${id}-endpoints`,
          data: endpoints,
          getPosition: (e) => e.position,
          getRadius: ROUTE_ENDPOINT_RADIUS_PX,
          radiusUnits: 'pixels',
          getFillColor: (e) => [...(e.kind === 'start' ? START_RGB : END_RGB), 255],
          getLineColor: [255, 255, 255, 255],
          getLineWidth: 2,
          lineWidthUnits: 'pixels',
          stroked: true,
          filled: true,
          pickable: false,
        }),
      );
      const labelled = endpoints.filter((e) => text[e.kind] !== '');
      if (labelled.length > 0) {
        layers.push(
          new TextLayer<RouteEndpoint>({
            id: `${id}-endpoint-labels`,
            data: labelled,
            getPosition: (e) => e.position,
            getText: (e) => text[e.kind],
            getColor: (e) => [...(e.kind === 'start' ? START_RGB : END_RGB), 255],
            getSize: 12,
            getPixelOffset: [0, -(ROUTE_ENDPOINT_RADIUS_PX + 3)],
            getTextAnchor: 'middle',
            getAlignmentBaseline: 'bottom',
            fontFamily: LABEL_FONT_FAMILY,
            fontWeight: 700,
            fontSettings: { sdf: true, fontSize: 48, buffer: 6 },
            outlineWidth: 3,
            outlineColor: [255, 255, 255, 240],
            characterSet: 'auto',
            sizeUnits: 'pixels',
            updateTriggers: { getText: `${text.start}|${text.end}` },
            pickable: false,
          }),
        );
      }
    }
  }
  return layers;
}
