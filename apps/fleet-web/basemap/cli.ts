/**
 * Generates the offline basemap's tiles into a folder (the build does this through vite-plugin.ts):
 *
 *   npx tsx --conditions=@fleet/source apps/fleet-web/basemap/cli.ts <out-dir>
 *
 * Prints the tile count, total size and generation time of each tileset.
 */
import { resolve } from 'node:path';
import { generateBasemap, writeBasemap } from './generate-basemap';
import { loadBasemapSources } from './sources';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx --conditions=@fleet/source apps/fleet-web/basemap/cli.ts <out-dir>');
  process.exit(2);
}
const basemap = generateBasemap(await loadBasemapSources());
await writeBasemap(basemap, resolve(out));
for (const t of basemap.tilesets) {
  const bytes = t.tiles.reduce((n, tile) => n + tile.bytes.length, 0);
  console.log(`${t.tileset.id}: ${t.tiles.length} tiles, ${(bytes / 1024).toFixed(0)} KB (z${t.tileset.minzoom}-${t.tileset.maxzoom}, hash ${t.hash})`);
}
console.log(`generated in ${(basemap.elapsedMs / 1000).toFixed(1)} s into ${resolve(out)}`);
