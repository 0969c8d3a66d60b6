import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'live-store',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
