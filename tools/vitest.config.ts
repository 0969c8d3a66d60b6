import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../source-conditions.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
