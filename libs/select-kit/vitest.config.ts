import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'select-kit',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
