import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'playback-kit',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
