/**
 * The live socket's URL from the API base: `http(s)://host/v2` becomes `ws(s)://host/v2/live`; a relative base
 * (`/v2`) is resolved against the page's origin.
 */
export function liveSocketUrl(baseUrl: string, origin?: string): string {
  const base = new URL(baseUrl.replace(/\/+$/, '') + '/live', origin ?? (typeof location !== 'undefined' ? location.origin : 'http://localhost'));
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return base.toString();
}
