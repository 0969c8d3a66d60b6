import { MESSAGES, PAGE_NAMES, noPageAccessMessage } from '@fleet/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app/app';
import { createTestApp, json, storeSession } from '../testing/create-test-app';
import { fakeLiveSocket } from '../testing/fake-live-socket';
import { assetsFixture, dashboardFixture, demoUser, liveFixture } from '../testing/fixtures';
import { navItemsFor } from '../shell/nav-items';

/** A fake fleet-api for the monitor: assets, map config, POIs. */
function monitorApi(user = demoUser) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname.replace(/^\/v2\//, '');
    calls.push(path);
    if (path === 'assets') return json({ success: true, assets: assetsFixture });
    if (path === 'dashboard') return json({ success: true, ...dashboardFixture });
    if (path === 'api/auth/me') return json({ success: true, userInfo: { ...user, accessToken: '', refreshToken: '' } });
    if (path === 'map/config') return json({ styles: [{ id: 'roadmap', label: 'Roadmap', url: null }], trafficTileUrl: null, attribution: [] });
    if (path.startsWith('settings/poi/')) return json({ success: true, groups: [], pois: [] });
    return json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  };
  return { fetchImpl, calls };
}

function startAt(path: string, user = demoUser) {
  storeSession(user);
  const api = monitorApi(user);
  const app = createTestApp(path, api.fetchImpl, fakeLiveSocket(liveFixture));
  render(<App services={app} />);
  return { app, api };
}

describe('monitor routes', () => {
  it('/table, /hybrid and /multi lead into the monitor; /monitor opens the map view', { timeout: 20_000 }, async () => {
    for (const [from, to] of [
      ['/table', '/monitor/table'],
      ['/hybrid', '/monitor/hybrid'],
      ['/multi', '/monitor/multi'],
    ]) {
      storeSession(demoUser);
      const app = createTestApp(from as string);
      await app.router.load();
      expect(app.router.state.location.pathname, from).toBe(to);
    }
    const app = createTestApp('/monitor');
    await app.router.load();
    expect(app.router.state.location.pathname).toBe('/monitor/map');
  });

  it('a view needs its page key; an unknown view is a 404', async () => {
    storeSession({ ...demoUser, access: { pages: ['mapview'] } });
    const app = createTestApp('/monitor/table');
    await app.router.load();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    expect(app.notify.error).toHaveBeenCalledWith(noPageAccessMessage(PAGE_NAMES.tableview));
    const other = createTestApp('/monitor/sideways');
    await other.router.load();
    expect(other.router.state.location.pathname).toBe('/pages/error-404');
  });

  it('the sidebar offers Monitor and Map to users with the keys', () => {
    // Alerts and Reminders are for every signed-in user (SPEC route table: Administrator or Client).
    expect(navItemsFor('Client', ['tableview']).map((i) => i.label)).toEqual(['Dashboard', 'Monitor', 'Alerts', 'Reminders', 'Settings']);
    expect(navItemsFor('Client', ['mapview']).map((i) => i.label)).toEqual(['Dashboard', 'Monitor', 'Map', 'Alerts', 'Reminders', 'Settings']);
    expect(navItemsFor('Client', []).map((i) => i.label)).toEqual(['Dashboard', 'Alerts', 'Reminders', 'Settings']);
  });
});

describe('monitor table view', () => {
  it('shows the live assets with counts, and filters by status and search', { timeout: 20_000 }, async () => {
    startAt('/monitor/table');
    const table = await screen.findByTestId('live-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row')).toHaveLength(4));
    expect(screen.getByTestId('status-filter-All').textContent).toContain('4');
    expect(screen.getByTestId('status-filter-Park').textContent).toContain('1');
    expect(screen.getByTestId('toolbar')).toHaveProperty('dataset.offset', '180');
    await waitFor(() => expect(screen.getByTestId('toolbar-banner').getAttribute('data-visible')).toBe('false'));

    // Multi-select (SPEC §4 v2): Park leaves All; All off clears the choice; Park alone; Idle added.
    expect(screen.getByTestId('status-filter').dataset.mode).toBe('v2');
    await userEvent.click(screen.getByTestId('status-filter-Park'));
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row').map((r) => r.dataset.status).sort()).toEqual(['Idling', 'Inactive', 'Moving']));
    expect(screen.getByTestId('status-filter-All').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByTestId('status-filter-All'));
    await userEvent.click(screen.getByTestId('status-filter-All'));
    expect(within(table).queryAllByTestId('live-table-row')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('status-filter-Park'));
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row').map((r) => r.dataset.status)).toEqual(['Parked']));
    await userEvent.click(screen.getByTestId('status-filter-Idle'));
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row').map((r) => r.dataset.status).sort()).toEqual(['Idling', 'Parked']));
    await userEvent.click(screen.getByTestId('status-filter-Move'));
    await userEvent.click(screen.getByTestId('status-filter-Inactive'));
    expect(screen.getByTestId('status-filter-All').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row')).toHaveLength(4));
    await userEvent.type(screen.getByTestId('toolbar-search'), 'harb our');
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row')).toHaveLength(2));
    // Counts follow the search but not the status filter.
    expect(screen.getByTestId('status-filter-All').textContent).toContain('2');
  });

  it('sorts by a column and selects a row into the asset card and the selector', async () => {
    startAt('/monitor/table');
    const table = await screen.findByTestId('live-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row')).toHaveLength(4));
    const names = () => within(table).getAllByTestId('live-table-row').map((r) => r.querySelector('.asset-name')?.textContent);
    expect(names()).toEqual(['Boat 01', 'Car 01', 'Truck 01', 'Truck 02']);
    // Numbers sort the fastest first.
    await userEvent.click(within(screen.getByTestId('live-table-head-speed')).getByRole('button'));
    expect(names()[0]).toBe('Truck 01');
    await userEvent.click(within(screen.getByTestId('live-table-head-speed')).getByRole('button'));
    expect(names()[3]).toBe('Truck 01');
    await userEvent.click(within(table).getAllByTestId('live-table-row')[3] as HTMLElement);
    const card = await screen.findByTestId('asset-card');
    expect(within(card).getByTestId('asset-card-name').textContent).toBe('Truck 01');
    expect(within(card).getByTestId('asset-card-speed').textContent).toBe('52 km/h');
    expect(within(card).getByTestId('asset-card-place').textContent).toBe('Persiaran Kayangan, Shah Alam');
    expect(screen.getByTestId('asset-selector-chip').textContent).toBe('Truck 01');
  });

  it('preselects the asset of the URL', async () => {
    startAt('/monitor/table/Car%2001/3');
    expect((await screen.findByTestId('asset-selector-chip')).textContent).toBe('Car 01');
    expect(within(await screen.findByTestId('asset-card')).getByTestId('asset-card-name').textContent).toBe('Car 01');
  });

  it('live deltas update the table', async () => {
    const socket = fakeLiveSocket(liveFixture);
    storeSession(demoUser);
    const api = monitorApi();
    const app = createTestApp('/monitor/table', api.fetchImpl, socket);
    render(<App services={app} />);
    const table = await screen.findByTestId('live-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row')).toHaveLength(4));
    socket.last?.push({ type: 'delta', seq: 2, assets: [{ ...(liveFixture[1] as (typeof liveFixture)[number]), status: 'Moving', speed: 33 }] });
    await waitFor(() => expect(screen.getByTestId('status-filter-Move').textContent).toContain('2'));
    expect(table.querySelector('[data-asset-id="2"]')?.getAttribute('data-status')).toBe('Moving');
  });
});

describe('opening the Monitor with a status', () => {
  const pressed = () => ['All', 'Move', 'Idle', 'Park', 'Inactive'].filter((k) => screen.getByTestId(`status-filter-${k}`).getAttribute('aria-pressed') === 'true');

  it('?status=park sets the filter and leaves the address', { timeout: 20_000 }, async () => {
    const { app } = startAt('/monitor/table?status=park');
    const table = await screen.findByTestId('live-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row').map((r) => r.dataset.status)).toEqual(['Parked']));
    expect(pressed()).toEqual(['Park']);
    expect(app.router.state.location.href).toBe('/monitor/table');
  });

  it('a dashboard tile opens the first view that lists assets with that status', { timeout: 20_000 }, async () => {
    const { app } = startAt('/dashboard', { ...demoUser, access: { pages: ['tableview', 'multiview'] } });
    const idle = await screen.findByTestId('status-tile-Idle', {}, { timeout: 10_000 });
    expect(idle.getAttribute('href')).toBe('/monitor/table?status=idle');
    await userEvent.click(idle);
    const table = await screen.findByTestId('live-table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByTestId('live-table-row').map((r) => r.dataset.status)).toEqual(['Idling']));
    expect(pressed()).toEqual(['Idle']);
    expect(app.router.state.location.pathname).toBe('/monitor/table');
  });

  it('without a Monitor view the tiles filter the dashboard list', { timeout: 20_000 }, async () => {
    startAt('/dashboard', { ...demoUser, access: { pages: ['reports'] } });
    const park = await screen.findByTestId('status-tile-Park', {}, { timeout: 10_000 });
    expect(park.tagName).toBe('BUTTON');
    await userEvent.click(park);
    await waitFor(() => expect(screen.getByTestId('asset-count').textContent).toBe('2'));
  });
});
