import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'report-grid',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
