import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The export condition under which each @fleet package points at its TypeScript sources (its `exports` map; without
 * it, at the built `dist`, as for a user of the published package). Inside this repository every tool resolves the
 * sources: TypeScript (`customConditions` in tsconfig.base.json), Vite and Vitest (below), esbuild (the server's
 * build.mjs) and tsx (`--conditions`).
 */
export const SOURCE_CONDITION = '@fleet/source';

/** Vite/Vitest options resolving @fleet packages to their sources, in the browser and the server environments. */
export const sourceConditions = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
