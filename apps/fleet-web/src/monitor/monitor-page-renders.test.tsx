import { MESSAGES, type LiveAsset } from '@fleet/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { createTestApp, json, storeSession } from '../testing/create-test-app';
import { fakeLiveSocket } from '../testing/fake-live-socket';
import { assetsFixture, demoUser, liveFixture } from '../testing/fixtures';

/** How often MonitorPage itself rendered: the real page, called through a counting component. */
const renders = vi.hoisted(() => ({ page: 0 }));
vi.mock('./monitor-page', async (importOriginal) => {
  const real = await importOriginal<typeof import('./monitor-page')>();
  function CountedMonitorPage(props: ComponentProps<typeof real.MonitorPage>) {
    renders.page += 1;
    return real.MonitorPage(props);
  }
  return { ...real, MonitorPage: CountedMonitorPage };
});

function monitorApi(): typeof fetch {
  return async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname.replace(/^\/v2\//, '');
    if (path === 'assets') return json({ success: true, assets: [...assetsFixture, { ...assetsFixture[0]!, assetId: 5, assetName: 'Truck 05', unitId: '356307042441005' }] });
    if (path === 'api/auth/me') return json({ success: true, userInfo: { ...demoUser, accessToken: '', refreshToken: '' } });
    if (path === 'map/config') return json({ styles: [{ id: 'roadmap', label: 'Roadmap', url: null }], trafficTileUrl: null, attribution: [] });
    if (path.startsWith('settings/poi/')) return json({ success: true, groups: [], pois: [] });
    return json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  };
}

const count = (key: string) => Number(screen.getByTestId(`status-filter-count-${key}`).textContent);
const truck = liveFixture[0] as LiveAsset;

describe('MonitorPage and the live feed', () => {
  it('does not re-render on live updates: the status filter and the table follow the store on their own', { timeout: 30_000 }, async () => {
    const socket = fakeLiveSocket(liveFixture);
    storeSession(demoUser);
    render(<App services={createTestApp('/monitor/table', monitorApi(), socket)} />);
    const table = await screen.findByTestId('live-table', {}, { timeout: 10_000 });
    // Four live assets and Truck 05, listed but never reported (Inactive, without a position).
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row')).toHaveLength(5));
    await waitFor(() => expect(count('Inactive')).toBe(2));
    await waitFor(() => expect(screen.getByTestId('toolbar-banner').getAttribute('data-visible')).toBe('false'));
    expect(count('All')).toBe(5);
    const settled = renders.page;
    expect(settled).toBeGreaterThan(0);

    // 40 live updates: Truck 01 drives (speed in the table), and every tenth update changes a status.
    for (let i = 1; i <= 40; i++) {
      const status = i % 10 === 0 ? (i % 20 === 0 ? 'Moving' : 'Parked') : undefined;
      socket.last?.push({ type: 'delta', seq: 1 + i, assets: [{ ...truck, time: truck.time! + i * 1000, lat: truck.lat + i * 1e-4, speed: 50 + i, ...(status ? { status } : {}) }] });
      await waitFor(() => expect(table.querySelector('[data-asset-id="1"]')?.textContent).toContain(`${50 + i} km/h`));
    }
    expect(count('Move')).toBe(1);
    expect(count('Park')).toBe(1);
    // The Park count followed Truck 01 through Parked and back.
    socket.last?.push({ type: 'delta', seq: 100, assets: [{ ...truck, time: truck.time! + 100_000, status: 'Parked' }] });
    await waitFor(() => expect(count('Park')).toBe(2));
    expect(count('Move')).toBe(0);
    // A listed asset reports for the first time: it leaves Inactive.
    socket.last?.push({ type: 'delta', seq: 101, assets: [{ ...truck, assetId: 5, time: truck.time! + 1000, status: 'Idling' }] });
    await waitFor(() => expect(count('Idle')).toBe(2));
    expect(count('Inactive')).toBe(1);
    expect(count('All')).toBe(5);
    expect(renders.page).toBe(settled);

    // A search re-renders the page once per keystroke; then its counts follow the feed without the page.
    await userEvent.type(screen.getByTestId('toolbar-search'), 'truck');
    await waitFor(() => expect(count('All')).toBe(3)); // Truck 01, 02, 05
    const searched = renders.page;
    expect(count('Park')).toBe(2);
    socket.last?.push({ type: 'delta', seq: 102, assets: [{ ...truck, time: truck.time! + 200_000, status: 'Moving' }] });
    await waitFor(() => expect(count('Move')).toBe(1));
    expect(count('Park')).toBe(1);
    // Car 01 (not searched) changes: the searched counts stay.
    socket.last?.push({ type: 'delta', seq: 103, assets: [{ ...(liveFixture[2] as LiveAsset), time: Date.UTC(2026, 10, 21, 3, 0), status: 'Moving' }] });
    await waitFor(() => expect(table.querySelector('[data-asset-id="3"]')).toBeNull()); // filtered out by the search
    expect(count('Move')).toBe(1);
    expect(count('All')).toBe(3);
    expect(renders.page).toBe(searched);
  });
});
