import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'telemetry',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
