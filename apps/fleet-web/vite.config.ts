import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../source-conditions.ts';
import { basemapTilesPlugin } from './basemap/vite-plugin';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The fleet web app. Dev server on 127.0.0.1 proxies the API (/v2) to fleet-api on port 7750. The offline basemap's
 * tiles are cut from basemap/data when the build starts and written to the output's basemap/ (basemap/vite-plugin.ts).
 */
export default defineConfig({
  root: appRoot,
  base: '/',
  // The @fleet libraries from their sources (not their built dist).
  ...sourceConditions,
  plugins: [react(), basemapTilesPlugin()],
  // Workers (the PDF worker) are ES modules: pdf-lib is loaded inside them on demand, which needs code splitting.
  worker: { format: 'es' },
  build: {
    outDir: `${repoRoot}dist/apps/fleet-web`,
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    port: 4200,
    proxy: { '/v2': { target: 'http://127.0.0.1:7750', changeOrigin: true, ws: true } },
  },
  preview: {
    host: '127.0.0.1',
    port: 4300,
    proxy: { '/v2': { target: 'http://127.0.0.1:7750', changeOrigin: true, ws: true } },
  },
});
