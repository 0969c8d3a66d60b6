// One piece on purpose: the spec's route table as TanStack Router builds it (every path, its guard and its lazy page);
// read in one place it shows which routes exist and who may open them, as the spec lists them.
import { Outlet, createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { OPERATOR_TEXTS, SHARE_LINK_TEXTS } from '@fleet/domain';
import { statusFilterAtom } from '../monitor/monitor-atoms';
import { MONITOR_VIEW_PAGE_KEYS, firstAllowedView, isMonitorView } from '../monitor/monitor-views';
import { statusFilterFromParam } from '../monitor/status-param';
import { sessionAtom } from '../session/session-atoms';
import { GuestLayout } from '../auth/guest-layout';
import { NotAuthorizedPage, NotFoundPage, ServerErrorPage } from '../pages/error-pages';
import { AppShell } from '../shell/app-shell';
import { MAINTENANCE_TABS, type MaintenanceSearch } from '../maintenance/maintenance-tabs';
import { TRANSPORT_TABS, type TransportSearch } from '../transport/transport-tabs';
import { guard } from './guard';
import { lazyPage } from './lazy-page';
import { loadDashboard, loadMonitor, loadPlayback, loadReports } from './page-chunks';
import type { RouterContext } from './router-context';
import './static-data';

/** Search params of /login: where to go after signing in. */
export interface LoginSearch {
  to?: string;
}

/** Search params of /callback: what the identity provider sends back (RFC 6749 §4.1.2, RFC 9207 `iss`). */
export interface CallbackSearch {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
}

const CALLBACK_PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});

/** '/' redirects to /login (which sends a signed-in user on to /dashboard). */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});

/** Logged-out-only routes. */
const guestRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guest',
  beforeLoad: guard({ audience: 'guest' }),
  component: GuestLayout,
});

const loginRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: 'login',
  staticData: { title: 'Sign in' },
  validateSearch: (search: Record<string, unknown>): LoginSearch => (typeof search.to === 'string' ? { to: search.to } : {}),
  component: lazyPage(() => import('../auth/login-page'), 'LoginPage'),
});

/** /callback: the return point of an external identity-provider sign-in (SPEC §2). */
const callbackRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: 'callback',
  staticData: { title: 'Signing in' },
  validateSearch: (search: Record<string, unknown>): CallbackSearch => {
    const out: CallbackSearch = {};
    for (const key of CALLBACK_PARAMS) {
      const value = search[key];
      if (typeof value === 'string' && value !== '') out[key] = value;
    }
    return out;
  },
  component: lazyPage(() => import('../auth/callback-page'), 'CallbackPage'),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: 'forgot-password',
  staticData: { title: 'Forgot password' },
  component: lazyPage(() => import('../auth/forgot-password-page'), 'ForgotPasswordPage'),
});

const registerRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: 'register',
  staticData: { title: 'Create an account' },
  component: lazyPage(() => import('../auth/register-page'), 'RegisterPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: 'reset-password/$token/$email',
  staticData: { title: 'Reset password' },
  component: lazyPage(() => import('../auth/reset-password-page'), 'ResetPasswordPage'),
});

/** Routes of signed-in users (Administrator or Client), inside the shell. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: guard({ audience: 'user' }),
  component: AppShell,
});

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'dashboard',
  staticData: { title: 'Dashboard' },
  component: lazyPage(loadDashboard, 'DashboardPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  staticData: { title: 'Settings' },
  component: lazyPage(() => import('../settings/settings-page'), 'SettingsPage'),
});

interface AlertsSearch {
  tab?: 'inbox' | 'rules' | 'schedules' | 'push';
  alert?: number;
  /** The scheduled report whose runs show. */
  schedule?: number;
  /** A new schedule of this report type opens (the Reports screen's "Schedule this report"), for `assets`. */
  newSchedule?: string;
  /** Comma-separated asset ids of that new schedule. */
  assets?: string;
}

/** A positive whole number of the search, else nothing. */
const positiveId = (value: unknown) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : undefined);

const vmsDashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'vms-dashboard',
  staticData: { title: 'Vessel Monitoring', pageKey: 'vms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'vms' }),
  component: lazyPage(() => import('../pages/vms-dashboard-page'), 'VmsDashboardPage'),
});

/**
 * /alerts (Administrator or Client): the inbox, the rules, the scheduled reports and the data push; `tab`, `alert` (the one to show)
 * and `schedule` (whose runs show) in the search.
 */
const alertsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'alerts',
  staticData: { title: 'Alerts' },
  validateSearch: (search: Record<string, unknown>): AlertsSearch => ({
    ...(search.tab === 'rules' || search.tab === 'inbox' || search.tab === 'schedules' || search.tab === 'push' ? { tab: search.tab } : {}),
    ...(positiveId(search.alert) ? { alert: positiveId(search.alert) } : {}),
    ...(positiveId(search.schedule) ? { schedule: positiveId(search.schedule) } : {}),
    ...(typeof search.newSchedule === 'string' && /^[a-z0-9-]{1,40}$/.test(search.newSchedule) ? { newSchedule: search.newSchedule } : {}),
    ...(typeof search.assets === 'string' && /^\d{1,9}(,\d{1,9}){0,4999}$/.test(search.assets) ? { assets: search.assets } : {}),
  }),
  component: lazyPage(() => import('../alerts/alerts-page'), 'AlertsPage'),
});

/** /reminders (Administrator or Client): reminders by date and distance, their state and completions. */
const remindersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reminders',
  staticData: { title: 'Reminders' },
  component: lazyPage(() => import('../alerts/reminders-page'), 'RemindersPage'),
});

/** /maintenance (page key fms): assets and meters, records, schedules, work orders, tires and costs; `tab`, `asset`. */
const maintenanceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'maintenance',
  staticData: { title: 'Maintenance', pageKey: 'fms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'fms' }),
  validateSearch: (search: Record<string, unknown>): MaintenanceSearch => ({
    ...(typeof search.tab === 'string' && (MAINTENANCE_TABS as readonly string[]).includes(search.tab) ? { tab: search.tab as MaintenanceSearch['tab'] } : {}),
    ...(positiveId(search.asset) ? { asset: positiveId(search.asset) } : {}),
  }),
  component: lazyPage(() => import('../maintenance/maintenance-page'), 'MaintenancePage'),
});

/** /trips (page key tms): the trips board and list, drivers, clients and transporters; `tab`. */
const tripsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'trips',
  staticData: { title: 'Transport', pageKey: 'tms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'tms' }),
  validateSearch: (search: Record<string, unknown>): TransportSearch =>
    typeof search.tab === 'string' && (TRANSPORT_TABS as readonly string[]).includes(search.tab) ? { tab: search.tab as TransportSearch['tab'] } : {},
  component: lazyPage(() => import('../transport/transport-page'), 'TransportPage'),
});

/** /trips2 (page key tms): the dispatch timeline, trips by vehicle and hour. */
const tripsTimelineRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'trips2',
  staticData: { title: 'Dispatch timeline', pageKey: 'tms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'tms' }),
  component: lazyPage(() => import('../transport/timeline-page'), 'TimelinePage'),
});

/** /trips/trip-view/{-$tripId} (page key tms): one trip on the map with its stops; without an id, the recent trips. */
const tripViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'trips/trip-view/{-$tripId}',
  staticData: { title: 'Trip', pageKey: 'tms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'tms' }),
  component: lazyPage(() => import('../transport/trip-view-page'), 'TripViewPage'),
});

/** /trips/driver-view/{-$driverId} (page key tms): a driver's profile and performance; without an id, the drivers. */
const driverViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'trips/driver-view/{-$driverId}',
  staticData: { title: 'Driver', pageKey: 'tms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'tms' }),
  component: lazyPage(() => import('../transport/driver-view-page'), 'DriverViewPage'),
});

/** /trips/client-view/{-$clientId} (page key tms): a client's trips and on-time performance; without an id, the clients. */
const clientViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'trips/client-view/{-$clientId}',
  staticData: { title: 'Client', pageKey: 'tms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'tms' }),
  component: lazyPage(() => import('../transport/partner-view-pages'), 'ClientViewPage'),
});

/** /trips/transporter-view/{-$transporterId} (page key tms): a transporter's trips and on-time performance; without an id, the transporters. */
const transporterViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'trips/transporter-view/{-$transporterId}',
  staticData: { title: 'Transporter', pageKey: 'tms' },
  beforeLoad: guard({ audience: 'user', pageKey: 'tms' }),
  component: lazyPage(() => import('../transport/partner-view-pages'), 'TransporterViewPage'),
});

const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'admin',
  staticData: { title: 'Administration' },
  beforeLoad: guard({ audience: 'admin' }),
  component: lazyPage(() => import('../pages/admin-page'), 'AdminPage'),
});

/** /operator: the installation's operator only (userInfo.operator; the server checks every call again). */
const operatorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'operator',
  staticData: { title: 'Companies' },
  beforeLoad: (args) => {
    guard({ audience: 'user' })(args);
    if (!args.context.store.get(sessionAtom).userInfo?.operator) {
      if (!args.preload) args.context.notify.error(OPERATOR_TEXTS.notOperator);
      throw redirect({ href: '/pages/not-authorized', replace: true });
    }
  },
  component: lazyPage(() => import('../pages/operator-page'), 'OperatorPage'),
});


/** Search params of the Monitor: `status` opens it with that status filter (a dashboard tile's drill-down). */
export interface MonitorSearch {
  status?: string;
}

/**
 * /monitor/{-$view}/{-$assetName}/{-$assetId}: views map (mapview), table (tableview), hybrid (hybridview) and multi
 * (multiview), each behind its page key. Without a view it opens the first one the user may see; an unknown view is
 * a 404. `?status=idle` (keys, comma separated) sets the status filter, then leaves the address.
 */
const monitorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'monitor/{-$view}/{-$assetName}/{-$assetId}',
  staticData: { title: 'Monitor' },
  validateSearch: (search: Record<string, unknown>): MonitorSearch => (typeof search.status === 'string' ? { status: search.status } : {}),
  beforeLoad: (args) => {
    const view = args.params.view;
    if (view === undefined) {
      const pages = args.context.store.get(sessionAtom).userInfo?.access?.pages;
      throw redirect({ href: `/monitor/${firstAllowedView(pages) ?? 'map'}${args.location.searchStr}`, replace: true });
    }
    if (!isMonitorView(view)) throw redirect({ to: '/pages/error-404', replace: true });
    guard({ audience: 'user', pageKey: MONITOR_VIEW_PAGE_KEYS[view] })(args);
    if (args.search.status !== undefined && !args.preload) {
      // The filter lives in the session's store (the toolbar's); the address goes back to the view's own.
      const statuses = statusFilterFromParam(args.search.status);
      if (statuses) args.context.store.set(statusFilterAtom, statuses);
      throw redirect({ href: args.location.pathname, replace: true });
    }
  },
  component: lazyPage(loadMonitor, 'MonitorRoutePage'),
});

/** /map/{-$assetName}/{-$assetId}: the map view. */
const mapRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'map/{-$assetName}/{-$assetId}',
  staticData: { title: 'Map', pageKey: 'mapview' },
  beforeLoad: guard({ audience: 'user', pageKey: 'mapview' }),
  component: lazyPage(loadMonitor, 'MapRoutePage'),
});

/** /map-single/$assetId/$assetName: one asset, followed. */
const mapSingleRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'map-single/$assetId/$assetName',
  staticData: { title: 'Map', pageKey: 'mapview' },
  beforeLoad: guard({ audience: 'user', pageKey: 'mapview' }),
  component: lazyPage(loadMonitor, 'MapSingleRoutePage'),
});

/** /reports/{-$assetId}/{-$assetName}: the Reports screen, its own lazy chunk. */
const reportsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reports/{-$assetId}/{-$assetName}',
  staticData: { title: 'Reports', pageKey: 'reports' },
  beforeLoad: guard({ audience: 'user', pageKey: 'reports' }),
  component: lazyPage(loadReports, 'ReportsRoutePage'),
});

/** /playback/{-$assetId}/{-$assetName}: the Playback screen (`?asset=` preselects too), its own lazy chunk. */
const playbackRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'playback/{-$assetId}/{-$assetName}',
  staticData: { title: 'Playback', pageKey: 'playback' },
  beforeLoad: guard({ audience: 'user', pageKey: 'playback' }),
  component: lazyPage(loadPlayback, 'PlaybackRoutePage'),
});

/** The views reached inside the Monitor now (SPEC §1 change log): the old paths lead there. */
function viewRedirect(path: 'table' | 'multi' | 'hybrid') {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: () => {
      throw redirect({ href: `/monitor/${path}`, replace: true });
    },
  });
}
const tableRoute = viewRedirect('table');
const multiRoute = viewRedirect('multi');
const hybridRoute = viewRedirect('hybrid');

/** Error pages: everyone; kept in the main bundle so that they show even when chunks fail. */
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'pages/error-404',
  staticData: { title: 'Page not found' },
  component: NotFoundPage,
});
const serverErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'pages/error-500',
  staticData: { title: 'Error' },
  component: ServerErrorPage,
});
const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'pages/not-authorized',
  staticData: { title: 'Not authorized' },
  component: NotAuthorizedPage,
});

/**
 * /live-location/$dt: a live-location share link (everyone, no sign-in, outside the shell); its own lazy chunk (the
 * map and the page), so that the sign-in and the app's pages do not carry it.
 */
const liveLocationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'live-location/$dt',
  staticData: { title: SHARE_LINK_TEXTS.pageTitle },
  component: lazyPage(() => import('../share/live-location-page'), 'LiveLocationPage'),
});

/**
 * /vms-public?company=<public id>: a company's published vessels with delayed positions (everyone, no sign-in,
 * outside the shell); its own lazy chunk.
 */
const vmsPublicRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'vms-public',
  staticData: { title: 'Vessels' },
  component: lazyPage(() => import('../vessels/vms-public-page'), 'VmsPublicPage'),
});

/** Unknown paths go to the 404 page. */
const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/pages/error-404', replace: true });
  },
});

/** The whole route tree (code-based). */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  guestRoute.addChildren([loginRoute, callbackRoute, forgotPasswordRoute, registerRoute, resetPasswordRoute]),
  appRoute.addChildren([
    dashboardRoute,
    settingsRoute,
    vmsDashboardRoute,
    alertsRoute,
    remindersRoute,
    maintenanceRoute,
    tripsRoute,
    tripsTimelineRoute,
    tripViewRoute,
    driverViewRoute,
    clientViewRoute,
    transporterViewRoute,
    adminRoute,
    operatorRoute,
    monitorRoute,
    mapRoute,
    mapSingleRoute,
    reportsRoute,
    playbackRoute,
    tableRoute,
    multiRoute,
    hybridRoute,
  ]),
  notFoundRoute,
  serverErrorRoute,
  notAuthorizedRoute,
  liveLocationRoute,
  vmsPublicRoute,
  catchAllRoute,
]);
