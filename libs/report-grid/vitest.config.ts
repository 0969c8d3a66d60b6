import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'report-grid',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
