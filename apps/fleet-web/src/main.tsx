// First: zod's configuration must be set before any schema is built (see zod-jitless.ts).
import './app/zod-jitless';
import '@fleet/ui/tokens.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { apiBaseUrl } from './app/api-base-url';
import { createAppServices } from './app/create-app-services';
import { installPreloadErrorHandler } from './router/chunk-load-error';
import { syncSessionAcrossTabs } from './session/create-app-store';

installPreloadErrorHandler(window, (error) => console.error(`[${error.code}]`, error.message));

const services = createAppServices({ baseUrl: apiBaseUrl() });
// Signed out (or in) in another tab: run the guards again, which sends this tab to /login (or on).
syncSessionAcrossTabs(services.store, window, () => void services.router.invalidate());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
