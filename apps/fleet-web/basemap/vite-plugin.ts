/**
 * Vite plugin: generates the offline basemap's tiles when a build (or the dev server) starts and puts them in the
 * build output under basemap/ (never in git). The tiles are kept in node_modules/.cache/fleet-basemap under a hash of
 * everything they are made from (the data, this generator, the demo fleet's code), so an unchanged basemap is reused
 * rather than cut again. The dev and preview servers serve them like the API server does (basemap-files.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { basemapFileResponse } from './basemap-files';
import { generateBasemap, writeBasemap } from './generate-basemap';
import { BASEMAP_SOURCE_FILES, loadBasemapSources } from './sources';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../../..');

/** Folders whose code decides the tiles (their *.ts files, tests left out). */
const CODE_DIRS = [here, join(repoRoot, 'libs/demo-fleet/src'), join(repoRoot, 'libs/domain/src')];

async function tsFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'data' && entry.name !== 'node_modules') out.push(...(await tsFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.ts') && !/\.(test|bench)\.ts$/.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/** A hash of the inputs of the tiles: source data, generator and simulator code, tiling libraries' versions. */
export async function basemapInputsHash(): Promise<string> {
  const h = createHash('sha256');
  const files = [...Object.values(BASEMAP_SOURCE_FILES).flat(), ...(await Promise.all(CODE_DIRS.map(tsFiles))).flat()];
  for (const file of files) {
    h.update(file.slice(repoRoot.length));
    h.update(await readFile(file));
  }
  for (const pkg of ['@maplibre/geojson-vt', '@maplibre/vt-pbf']) {
    h.update(await readFile(join(repoRoot, 'node_modules', pkg, 'package.json')));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * The folder holding the generated basemap (TileJSON files and tiles/), cut now unless the cache has it. Older
 * generations in the cache are removed.
 */
export async function ensureBasemap(cacheRoot: string, log: (line: string) => void = () => undefined): Promise<string> {
  const key = await basemapInputsHash();
  const dir = join(cacheRoot, key);
  // Written last, beside the folder: a folder without it is an interrupted generation.
  const done = `${dir}.done`;
  if (existsSync(done)) return dir;
  const basemap = generateBasemap(await loadBasemapSources());
  const partial = `${dir}.partial-${process.pid}`;
  await mkdir(cacheRoot, { recursive: true });
  await rm(partial, { recursive: true, force: true });
  await writeBasemap(basemap, partial);
  const summary = basemap.tilesets.map((t) => `${t.tileset.id} ${t.tiles.length} tiles ${(t.tiles.reduce((n, x) => n + x.bytes.length, 0) / 1024).toFixed(0)} KB`);
  for (const old of await readdir(cacheRoot)) {
    if (join(cacheRoot, old) !== partial) await rm(join(cacheRoot, old), { recursive: true, force: true });
  }
  await rename(partial, dir);
  await writeFile(done, `${summary.join('\n')}\n`);
  log(`offline basemap tiles cut in ${(basemap.elapsedMs / 1000).toFixed(1)} s: ${summary.join(', ')}`);
  return dir;
}

/** Options of {@link basemapTilesPlugin}. */
export interface BasemapTilesPluginOptions {
  /** Cache folder. @default <repo>/node_modules/.cache/fleet-basemap */
  cacheDir?: string;
  /** URL path the basemap is served under. @default '/basemap/' */
  base?: string;
}

/** The Vite plugin (see the file's comment). */
export function basemapTilesPlugin(options: BasemapTilesPluginOptions = {}): Plugin {
  const cacheRoot = options.cacheDir ?? join(repoRoot, 'node_modules/.cache/fleet-basemap');
  const base = options.base ?? '/basemap/';
  let outDir = '';
  let ready: Promise<string> | null = null;
  let log: (line: string) => void = console.log;
  const basemap = () => (ready ??= ensureBasemap(cacheRoot, log));
  const middleware = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith(base) || !/^(tiles\/|[a-z]+\.json$)/.test(path.slice(base.length))) return next();
    void basemap().then(async (dir) => {
      const answer = await basemapFileResponse(dir, path.slice(base.length));
      if (!answer) return next();
      res.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      res.end(answer.body ?? undefined);
    }, next);
  };
  return {
    name: 'fleet-basemap-tiles',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (line) => config.logger.info(line);
    },
    async buildStart() {
      await basemap();
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
    async writeBundle() {
      await cp(await basemap(), join(outDir, base), { recursive: true });
    },
  };
}
