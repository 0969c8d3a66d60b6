import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The integration tests start the real fleet-api (a PGlite database is created on first start).
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
