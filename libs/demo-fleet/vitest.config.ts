import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo-fleet',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
