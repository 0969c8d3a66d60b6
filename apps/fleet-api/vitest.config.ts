import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'fleet-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One migrated PGlite image shared by every test file (or nothing when DATABASE_URL names a server).
    globalSetup: ['src/testing/global-setup.ts'],
    // PGlite startup and scrypt are slow-ish on two cores, ms.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
