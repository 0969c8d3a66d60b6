import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from './source-conditions.ts';

/**
 * Every story (.storybook/main.ts) runs as a test in Debian's chromium (never a downloaded browser), headless, with
 * WebGL on SwiftShader for the maps: it renders, its play function runs, and the test fails when either throws or the
 * page has an uncaught error or unhandled rejection. `npm run test:stories`.
 */
export default defineConfig({
  ...sourceConditions,
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      viewport: { width: 1280, height: 800 },
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            // A software WebGL (SwiftShader through ANGLE) for MapLibre and deck.gl.
            '--use-angle=swiftshader',
            '--enable-unsafe-swiftshader',
            '--ignore-gpu-blocklist',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // Offline: no name resolves but localhost (the online map styles of a story meet a DNS failure).
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
