import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The offline basemap of the web app's build (its vector tiles are cut by that build: npx nx run fleet-web:build), in
 * WEB_DIST when set (as for the server), else dist/apps/fleet-web.
 */
const builtBasemap = join(process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(process.cwd(), 'dist/apps/fleet-web'), 'basemap');

/** Storybook for the widget libraries and the web app's controlled components (stories beside the components). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.tsx', '../apps/fleet-web/src/**/*.stories.tsx'],
  // Docs pages (autodocs, tags in preview.ts) with each prop's description, unit and default from the TSDoc.
  addons: ['@storybook/addon-docs'],
  // The offline basemap for the map stories: its places (/basemap/my-places.geojson) and, once the web app is built,
  // its vector tiles; without a build the map stories show water and the place labels only.
  staticDirs: ['../apps/fleet-web/public', ...(existsSync(join(builtBasemap, 'land.json')) ? [{ from: builtBasemap, to: '/basemap' }] : [])],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The @fleet packages resolve to their sources (their `exports` condition @fleet/source, see source-conditions.ts), in
  // `storybook dev`, `storybook build` and the stories' Vitest run (vitest.storybook.config.ts).
  viteFinal: (config) => ({
    ...config,
    resolve: { ...config.resolve, conditions: ['@fleet/source', ...defaultClientConditions] },
    ssr: { ...config.ssr, resolve: { ...config.ssr?.resolve, conditions: ['@fleet/source', ...defaultServerConditions] } },
  }),
};

export default config;
