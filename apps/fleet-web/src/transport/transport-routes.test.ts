import { PAGE_NAMES, noPageAccessMessage } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../shell/nav-items';
import { createTestApp, storeSession } from '../testing/create-test-app';
import { adminUser, demoUser } from '../testing/fixtures';
import { routeId } from './transport-tabs';

async function landAt(path: string) {
  const app = createTestApp(path);
  await app.router.load();
  return app;
}

const PATHS = ['/trips', '/trips2', '/trips/trip-view', '/trips/trip-view/12', '/trips/driver-view/4', '/trips/client-view', '/trips/transporter-view/2'];

describe('the transport routes', () => {
  it('need the tms page key: without it, the notice and back to the dashboard', async () => {
    storeSession(demoUser);
    for (const path of PATHS) {
      const { router, notify } = await landAt(path);
      expect(router.state.location.pathname, path).toBe('/dashboard');
      expect(notify.error).toHaveBeenCalledWith(noPageAccessMessage(PAGE_NAMES.tms));
    }
  });

  it('open with it, their ids optional', async () => {
    storeSession(adminUser);
    for (const path of PATHS) expect((await landAt(path)).router.state.location.pathname, path).toBe(path);
    const trip = await landAt('/trips/trip-view/12');
    expect(trip.router.state.matches.at(-1)?.params).toMatchObject({ tripId: '12' });
    const none = await landAt('/trips/trip-view');
    expect(none.router.state.matches.at(-1)?.routeId).toBe('/app/trips/trip-view/{-$tripId}');
    expect((await landAt('/trips/client-view/7')).router.state.matches.at(-1)?.params).toMatchObject({ clientId: '7' });
  });

  it('read a known tab of /trips from the search, and leave out an unknown one', async () => {
    storeSession(adminUser);
    expect((await landAt('/trips?tab=drivers')).router.state.matches.at(-1)?._strictSearch).toEqual({ tab: 'drivers' });
    expect((await landAt('/trips?tab=nonsense')).router.state.matches.at(-1)?._strictSearch).toEqual({});
  });

  it('read a route id only when it is a positive whole number', () => {
    expect(routeId('12')).toBe(12);
    expect([routeId(undefined), routeId('0'), routeId('-3'), routeId('1.5'), routeId('abc'), routeId('9999999999')]).toEqual([null, null, null, null, null, null]);
  });

  it('are in the sidebar as Transport for the users with the key', () => {
    expect(navItemsFor('Administrator', ['fms', 'tms']).map((i) => i.label)).toContain('Transport');
    expect(navItemsFor('Administrator', ['fms', 'tms']).find((i) => i.label === 'Transport')?.path).toBe('/trips');
    expect(navItemsFor('Client', ['fms']).map((i) => i.label)).not.toContain('Transport');
  });
});
