/**
 * No import circles, type imports included, in any project. ESLint's import-x/no-cycle (eslint.config.mjs) refuses
 * circles of run-time imports as each file is linted; it skips `import type`, yet a circle of types still ties the
 * modules' designs together (the server's composition once did: app-context -> cluster -> device-ingest ->
 * app-context). This test walks every module's imports with dpdm, types kept, and fails on any circle.
 */
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Source modules of one project (tests and stories included: they must not close a circle either). */
async function circlesOf(patterns: string[], exclude = /node_modules|\/dist\/|lint-fixtures/): Promise<string[][]> {
  const tree = await parseDependencyTree(
    patterns.map((p) => `${root}${p}`),
    {
      context: root,
      tsconfig: `${root}tsconfig.base.json`,
      // Keep type-only imports.
      transform: false,
      exclude,
    },
  );
  return parseCircular(tree);
}

describe('import circles', () => {
  const projects: [string, string[]][] = [
    ['fleet-api', ['apps/fleet-api/src/**/*.ts']],
    ['fleet-web', ['apps/fleet-web/src/**/*.{ts,tsx}', 'apps/fleet-web/basemap/**/*.ts']],
    ['fleet-web-e2e', ['apps/fleet-web-e2e/src/**/*.ts']],
    ['libraries', ['libs/*/src/**/*.{ts,tsx}']],
    ['tools', ['tools/**/*.{ts,tsx}']],
  ];

  it.each(projects)('%s has none', async (_name, patterns) => {
    const circles = await circlesOf(patterns);
    expect(circles.length === 0 ? '' : prettyCircular(circles)).toBe('');
  });

  it('finds a circle of type imports (the check can fail)', async () => {
    const circles = await circlesOf(['tools/lint-fixtures/cycle/*.ts'], /node_modules/);
    expect(circles.map((c) => c.map((f) => f.replace(/.*\//, '')).sort())).toEqual([['a.ts', 'b.ts']]);
  });
});
