import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'map-kit',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
