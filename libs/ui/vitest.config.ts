import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    // Process CSS (so that `?raw` imports of the tokens return their text).
    css: { include: [/\.css(\?.*)?$/] },
  },
});
