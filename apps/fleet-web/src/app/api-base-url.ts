/**
 * The API base: `/v2` on the page's own origin (the dev server proxies it to fleet-api on port 7750; in production
 * fleet-api serves the app itself). A build may point elsewhere with VITE_API_BASE_URL.
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined;
  return configured && configured.length > 0 ? configured : '/v2';
}
