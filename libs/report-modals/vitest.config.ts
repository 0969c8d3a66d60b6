import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'report-modals',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
