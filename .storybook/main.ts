import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for the widget libraries and the web app's controlled components (stories beside the components). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.tsx', '../apps/fleet-web/src/**/*.stories.tsx'],
  addons: [],
  // The offline basemap files (/basemap/*.geojson) for the map stories.
  staticDirs: ['../apps/fleet-web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
