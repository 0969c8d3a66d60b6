import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'playback-engine',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
