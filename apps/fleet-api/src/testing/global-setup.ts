import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a migrated, empty PGlite image; unset when the tests run on PostgreSQL. */
    pgliteImage: string | undefined;
  }
}

/**
 * Creating a PGlite database costs ~3 s and loading an image ~0.4 s: build one migrated image for the whole run and
 * let every test file start its own in-memory copy of it.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteImage', undefined);
    return async () => undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'fleet-api-test-'));
  const file = join(dir, 'pglite-image.tar');
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateToLatest(database.db);
  const pglite = database.pglite;
  if (!pglite) throw new Error('expected a PGlite database');
  const image = await pglite.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await image.arrayBuffer()));
  await database.close();
  project.provide('pgliteImage', file);
  return () => rm(dir, { recursive: true, force: true });
}
