import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { corePlugin, mailPlugin, sessionsPlugin, settingsPlugin, trafficPlugin, uploadsPlugin } from './core-services';
import { devicesPlugin, ingestPlugin, poiSyncPlugin } from './ingest-services';
import { clusterPlugin, livePlugin } from './live-services';
import { reportJobsPlugin, reportSchedulerPlugin, simulatorPlugin, summaryDaysPlugin } from './background-services';
import { alertsPlugin, dataPushPlugin } from './alert-services';
import { remindersPlugin } from './reminder-services';
import { tripsPlugin } from './transport-services';
import { vesselsPlugin } from './vessel-services';
import { commandsPlugin } from './command-services';

export { assertContextComplete, CONTEXT_PARTS, servicePlugin, type ContextPart, type ServicePluginSpec } from './service-plugin';

/**
 * The app's services, in an order that satisfies each one's declared dependencies (Fastify refuses another). They
 * start in this order and close in the reverse one: the simulator stops, then the device ingest, the ingest path
 * drains, the live sockets and bus close, and the NATS connection last.
 */
export const SERVICE_PLUGINS: readonly FastifyPluginAsync<AppDeps>[] = [
  corePlugin,
  sessionsPlugin,
  mailPlugin,
  settingsPlugin,
  uploadsPlugin,
  trafficPlugin,
  clusterPlugin,
  livePlugin,
  ingestPlugin,
  devicesPlugin,
  commandsPlugin,
  poiSyncPlugin,
  alertsPlugin,
  dataPushPlugin,
  remindersPlugin,
  tripsPlugin,
  vesselsPlugin,
  reportJobsPlugin,
  reportSchedulerPlugin,
  summaryDaysPlugin,
  simulatorPlugin,
];
