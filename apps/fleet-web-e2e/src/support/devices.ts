import type { Page } from 'playwright-core';
import { jumpTo, livePositions, pickAssetsAt, project } from './monitor';

/** A demo device and the asset it reports for. */
export interface DemoDevice {
  identifier: string;
  assetId: number;
}

/** The tenant's devices that are assigned to an asset (GET /v2/devices, Administrator token). */
export async function assignedDevices(baseUrl: string, token: string): Promise<DemoDevice[]> {
  const r = await fetch(`${baseUrl}/v2/devices`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`GET /v2/devices: ${r.status} ${await r.text()}`);
  const { devices } = (await r.json()) as { devices: { identifier: string; assetId: number | null }[] };
  return devices.filter((d): d is DemoDevice => d.assetId !== null).sort((a, b) => a.assetId - b.assetId);
}

/** The first demo truck that has a tracker, with its device and name (Administrator token). */
export async function demoTruck(baseUrl: string, token: string): Promise<DemoDevice & { name: string }> {
  const r = await fetch(`${baseUrl}/v2/assets`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`GET /v2/assets: ${r.status} ${await r.text()}`);
  const { assets } = (await r.json()) as { assets: { assetId: number; assetName: string; type: string }[] };
  const devices = await assignedDevices(baseUrl, token);
  const pick = assets.find((a) => a.type === 'truck' && devices.some((d) => d.assetId === a.assetId));
  if (!pick) throw new Error('no demo truck with a tracker');
  return { ...devices.find((d) => d.assetId === pick.assetId)!, name: pick.assetName };
}

/** An OsmAnd GET as the OsmAnd phone app sends it (time in seconds, speed in knots as Traccar's protocol has it). */
export async function sendOsmAnd(port: number, identifier: string, p: { lat: number; lng: number; time: number; speedKnots?: number; bearing?: number; extra?: Record<string, string> }): Promise<Response> {
  const q = new URLSearchParams({
    id: identifier,
    timestamp: String(Math.floor(p.time / 1000)),
    lat: String(p.lat),
    lon: String(p.lng),
    speed: String(p.speedKnots ?? 0),
    bearing: String(p.bearing ?? 90),
    altitude: '35',
    accuracy: '5',
    batt: '87',
    ...p.extra,
  });
  return fetch(`http://127.0.0.1:${port}/?${q.toString()}`);
}

/**
 * Waits until the page's live store has the asset at the position (the socket delivered it), then centres the map
 * there and checks the marker under that pixel is the asset: the asset moved on the live map.
 */
export async function expectOnMap(page: Page, assetId: number, lat: number, lng: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const at = (await livePositions(page))[assetId];
    if (at && Math.abs(at[0] - lng) < 1e-6 && Math.abs(at[1] - lat) < 1e-6) break;
    if (Date.now() > deadline) throw new Error(`asset ${assetId} is at ${JSON.stringify(at)} on the live map, not ${lat}, ${lng}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await jumpTo(page, lng, lat, 17);
  for (;;) {
    const pixel = await project(page, lng, lat);
    const picked = await pickAssetsAt(page, pixel.x, pixel.y);
    if (picked.includes(assetId)) return;
    if (Date.now() > deadline) throw new Error(`no marker of asset ${assetId} under its position (picked ${JSON.stringify(picked)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
