import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

// Browser tests drive Debian's chromium against the real, built server. One file at a time: each starts its own
// server and browser, and the machine has two cores.
export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'fleet-web-e2e',
    environment: 'node',
    include: ['src/**/*.e2e.ts'],
    // Every test fails when a page it opened met a Content-Security-Policy violation (support/csp-guard.ts).
    setupFiles: ['src/support/csp-guard.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
