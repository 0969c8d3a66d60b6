import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('@fleet/api public API', () => {
  it('exports the client, the error type and one fetcher per endpoint', () => {
    const names = Object.keys(api).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'ApiError',
        'createApiClient',
        'ApiClientProvider',
        'useApiClient',
        'login',
        'authLogin',
        'register',
        'refreshTokens',
        'logout',
        'fetchMe',
        'forgotPassword',
        'resetPassword',
        'updateProfile',
        'changePassword',
        'fetchAssets',
        'fetchDashboard',
        'fetchReport',
        'reportQueryOptions',
        'useReport',
        'fetchVessels',
        'fetchAdminUsers',
        'dashboardQueryOptions',
        'meQueryOptions',
        'useDashboard',
        'useLogin',
        'createLiveConnection',
        'liveSocketUrl',
        'fetchLiveAssets',
        'liveAssetsQueryOptions',
        'useLiveAssets',
        'fetchPois',
        'poisQueryOptions',
        'usePois',
        'savePoi',
        'useSavePoi',
        'deletePoi',
        'useDeletePoi',
        'fetchTraffic',
        'trafficQueryOptions',
        'useTraffic',
        'fetchMapConfig',
        'mapConfigQueryOptions',
        'useMapConfig',
      ]),
    );
    for (const name of names) expect(api[name as keyof typeof api], name).toBeDefined();
  });
});
