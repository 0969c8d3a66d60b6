import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile, type VectorTileLayer } from '@mapbox/vector-tile';
import { demoFleetRoads } from '@fleet/demo-fleet';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { basemapFileResponse } from './basemap-files';
import { generateBasemap, tilesFolder, writeBasemap, type GeneratedBasemap, type GeneratedTileset } from './generate-basemap';
import { loadBasemapSources } from './sources';
import type { BasemapSources } from './generate-basemap';

let sources: BasemapSources;
let basemap: GeneratedBasemap;
let land: GeneratedTileset;
let roads: GeneratedTileset;

beforeAll(async () => {
  sources = await loadBasemapSources();
  basemap = generateBasemap(sources);
  land = basemap.tilesets.find((t) => t.tileset.id === 'land')!;
  roads = basemap.tilesets.find((t) => t.tileset.id === 'roads')!;
}, 180_000);

/** The tile of zoom `z` holding a point, and the point in that tile's units (Web Mercator). */
function tileOf(lng: number, lat: number, z: number, extent: number): { x: number; y: number; px: number; py: number } {
  const n = 2 ** z;
  const fx = ((lng + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { x, y, px: (fx - x) * extent, py: (fy - y) * extent };
}

/** The decoded layer of a tile, or undefined when the tile (or the layer) is not there. */
function layerOf(set: GeneratedTileset, z: number, x: number, y: number, name: string): VectorTileLayer | undefined {
  const tile = set.tiles.find((t) => t.z === z && t.x === x && t.y === y);
  return tile ? new VectorTile(new PbfReader(tile.bytes)).layers[name] : undefined;
}

/** The `iso_a3` of the land polygon under a point at zoom 10, or null on water (even-odd over each feature's rings). */
function landAt(lng: number, lat: number): string | null {
  const probe = tileOf(lng, lat, 10, 8192);
  const layer = layerOf(land, 10, probe.x, probe.y, 'land');
  if (!layer) return null;
  for (let i = 0; i < layer.length; i += 1) {
    const feature = layer.feature(i);
    const { px, py } = tileOf(lng, lat, 10, feature.extent);
    let inside = false;
    for (const ring of feature.loadGeometry()) {
      for (let a = 0, b = ring.length - 1; a < ring.length; b = a, a += 1) {
        const p = ring[a]!;
        const q = ring[b]!;
        if (p.y > py !== q.y > py && px < ((q.x - p.x) * (py - p.y)) / (q.y - p.y) + p.x) inside = !inside;
      }
    }
    if (inside) return String(feature.properties.iso_a3);
  }
  return null;
}

describe('generateBasemap', () => {
  it('cuts a land tileset to zoom 10 and a roads tileset from 6 to 14, every tile a valid vector tile', () => {
    expect(land.tiles.length).toBeGreaterThan(1000);
    expect(Math.min(...land.tiles.map((t) => t.z))).toBe(0);
    expect(Math.max(...land.tiles.map((t) => t.z))).toBe(10);
    expect(Math.min(...roads.tiles.map((t) => t.z))).toBe(6);
    expect(Math.max(...roads.tiles.map((t) => t.z))).toBe(14);
    for (const t of [...land.tiles.slice(0, 200), ...roads.tiles.slice(0, 200)]) {
      const layers = Object.keys(new VectorTile(new PbfReader(t.bytes)).layers);
      expect(layers.length).toBeGreaterThan(0);
    }
    // The whole set stays small: a few MB for the country, far less per view.
    const total = [...land.tiles, ...roads.tiles].reduce((n, t) => n + t.bytes.length, 0);
    expect(total).toBeLessThan(8 * 1024 * 1024);
  });

  it('has land where there is land, with the country, and water at the Port Klang berths', () => {
    expect(landAt(101.4953, 3.0681)).toBe('MYS'); // Shah Alam
    expect(landAt(100.4667, 5.3667)).toBe('MYS'); // Bukit Mertajam, Penang
    expect(landAt(103.8198, 1.3521)).toBe('SGP'); // Singapore
    expect(landAt(101.3605, 3.03)).toBe('MYS'); // the North Port wharves
    // Berths in the North Port channel, 250-400 m off the wharves: water (Natural Earth put them on land).
    expect(landAt(101.354, 3.03)).toBeNull();
    expect(landAt(101.355, 3.014)).toBeNull();
    expect(landAt(101.0, 3.0)).toBeNull(); // Straits of Malacca
    // Vietnam is not in the OSM extract: Natural Earth fills it in.
    expect(landAt(106.7, 10.8)).toBe('');
  });

  it('holds the boundaries: countries and states at every zoom, districts from 7', () => {
    const kinds = (z: number, lng: number, lat: number) => {
      const { x, y } = tileOf(lng, lat, z, 4096);
      const layer = layerOf(land, z, x, y, 'boundaries');
      return new Set(Array.from({ length: layer?.length ?? 0 }, (_, i) => String(layer!.feature(i).properties.kind)));
    };
    // The peninsula at zoom 5 (with the Thai border), Kuala Lumpur and Selangor at 6 and 8.
    expect([...kinds(5, 101.5, 3.1)].sort()).toEqual(['country', 'state']);
    expect([...kinds(6, 101.5, 3.1)].sort()).toEqual(['country', 'state']);
    expect([...kinds(8, 101.5, 3.1)].sort()).toEqual(['district', 'state']);
  });

  it('holds the roads the demo fleet drives: inter-town trunk roads from zoom 6, the Shah Alam streets from 11', () => {
    const fleetRoads = demoFleetRoads({ world: sources.world });
    const ipoh = fleetRoads.features.find((f) => f.properties.kind === 'inter-town' && f.properties.name.includes('Ipoh'))!;
    expect(ipoh.properties.highway).toBe('trunk');
    const [lng, lat] = ipoh.geometry.coordinates[Math.floor(ipoh.geometry.coordinates.length / 2)]!;
    for (const z of [6, 10, 14]) {
      const { x, y } = tileOf(lng, lat, z, 4096);
      const layer = layerOf(roads, z, x, y, 'roads');
      const names = Array.from({ length: layer?.length ?? 0 }, (_, i) => layer!.feature(i).properties);
      expect(names.some((p) => p.name === ipoh.properties.name && p.highway === 'trunk')).toBe(true);
    }
    const shahAlam = (z: number) => {
      const { x, y } = tileOf(101.4953, 3.0681, z, 4096);
      const layer = layerOf(roads, z, x, y, 'roads');
      return new Set(Array.from({ length: layer?.length ?? 0 }, (_, i) => String(layer!.feature(i).properties.highway)));
    };
    expect(shahAlam(14).has('residential')).toBe(true);
    expect(shahAlam(10).has('residential')).toBe(false);
  });

  it('writes TileJSON files whose tile URLs carry the tiles hash, and the tiles below them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-basemap-'));
    try {
      await writeBasemap(basemap, dir);
      const tileJson = JSON.parse(await readFile(join(dir, 'land.json'), 'utf8')) as { tiles: string[]; minzoom: number; maxzoom: number; vector_layers: { id: string }[] };
      expect(tileJson.tiles).toEqual([`${tilesFolder(land)}/{z}/{x}/{y}.pbf`]);
      expect(tileJson.tiles[0]).toMatch(/^tiles\/land-[0-9a-f]{10}\/\{z\}\/\{x\}\/\{y\}\.pbf$/);
      expect([tileJson.minzoom, tileJson.maxzoom]).toEqual([0, 10]);
      expect(tileJson.vector_layers.map((l) => l.id)).toEqual(['land', 'boundaries']);
      const first = land.tiles[0]!;
      const ok = await basemapFileResponse(dir, `${tilesFolder(land)}/${first.z}/${first.x}/${first.y}.pbf`);
      expect(ok?.status).toBe(200);
      expect(ok?.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
      expect(ok?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(ok!.body!)).toEqual(first.bytes);
      // Open sea: no tile was cut, the answer is empty and as cacheable.
      const empty = await basemapFileResponse(dir, `${tilesFolder(land)}/8/180/140.pbf`);
      expect(empty).toMatchObject({ status: 204, body: null });
      expect(await basemapFileResponse(dir, 'tiles/land-0000000000/0/0/0.pbf')).toBeNull();
      expect(await basemapFileResponse(dir, `${tilesFolder(land)}/3/9/0.pbf`)).toBeNull();
      expect((await basemapFileResponse(dir, 'roads.json'))?.headers['cache-control']).toBe('no-cache');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is deterministic: the same data gives the same hashes', () => {
    const again = generateBasemap(sources);
    expect(again.tilesets.map((t) => t.hash)).toEqual(basemap.tilesets.map((t) => t.hash));
  }, 180_000);
});

