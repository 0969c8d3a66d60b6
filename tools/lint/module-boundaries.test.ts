/**
 * Proves that the lint fails on an upward or cross-platform import: each case lints a snippet as if it were a file of
 * the named project and expects @nx/enforce-module-boundaries (or, for Node built-ins in universal code,
 * no-restricted-imports) to report it, and to stay silent for an allowed import.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  // The rule reads Nx's cached project graph; make sure it exists and is current.
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries', () => {
  const refused: [string, string, string][] = [
    ['domain imports a widget lib', 'libs/domain/src/probe.ts', "import { heatmapRadiusForZoom } from '@fleet/map-kit';\nexport const r = heatmapRadiusForZoom;"],
    ['domain imports react', 'libs/domain/src/probe.ts', "import { useState } from 'react';\nexport const s = useState;"],
    ['an engine imports node I/O', 'libs/playback-engine/src/probe.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;"],
    ['an engine imports a widget lib', 'libs/playback-engine/src/probe.ts', "import { searchRows } from '@fleet/report-grid';\nexport const s = searchRows;"],
    ['a widget imports the data-access lib', 'libs/select-kit/src/probe.ts', "import * as api from '@fleet/api';\nexport const a = api;"],
    ['a lib imports the app', 'libs/map-kit/src/probe.ts', "import * as web from '@fleet/fleet-web';\nexport const w = web;"],
    ['the server imports web code', 'apps/fleet-api/src/probe.ts', "import { searchRows } from '@fleet/report-grid';\nexport const s = searchRows;"],
  ];

  it.each(refused)('refuses: %s', async (_name, file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows downward imports', async () => {
    expect(await boundaryErrors('libs/map-kit/src/probe.ts', "import { MAP_DEFAULTS } from '@fleet/domain';\nexport const m = MAP_DEFAULTS;")).toEqual([]);
    expect(await boundaryErrors('libs/select-kit/src/probe.ts', "import { createTrack } from '@fleet/playback-engine';\nexport const c = createTrack;")).toEqual([]);
    expect(await boundaryErrors('apps/fleet-api/src/probe.ts', "import { MESSAGES } from '@fleet/domain';\nexport const m = MESSAGES;")).toEqual([]);
  });
});
