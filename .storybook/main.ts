import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

/** The offline basemap of the web app's build (its vector tiles are cut by that build: npx nx run fleet-web:build). */
const builtBasemap = join(process.cwd(), 'dist/apps/fleet-web/basemap');

/** Storybook for the widget libraries and the web app's controlled components (stories beside the components). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.tsx', '../apps/fleet-web/src/**/*.stories.tsx'],
  addons: [],
  // The offline basemap for the map stories: its places (/basemap/my-places.geojson) and, once the web app is built,
  // its vector tiles; without a build the map stories show water and the place labels only.
  staticDirs: ['../apps/fleet-web/public', ...(existsSync(join(builtBasemap, 'land.json')) ? [{ from: builtBasemap, to: '/basemap' }] : [])],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
