import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../source-conditions.ts';

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'fleet-web',
          environment: 'happy-dom',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        ...sourceConditions,
        // The offline basemap's tile generator: Node code, run by the build.
        test: { name: 'fleet-web-basemap', environment: 'node', include: ['basemap/**/*.test.ts'], testTimeout: 30_000 },
      },
    ],
  },
});
