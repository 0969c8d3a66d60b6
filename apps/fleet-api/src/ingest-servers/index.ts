import { hostname } from 'node:os';
import type { AppContext } from '../app-context';
import type { IngestServer, IngestServerDeps } from './ingest-server';
import { MqttSubscriber } from './mqtt-subscriber';
import { OsmAndServer } from './osmand-server';
import { TeltonikaServer } from './teltonika-server';
import { FramedServer } from './framed-server';
import { FRAMED_PROTOCOLS } from './framed-protocols';

export type { IngestServer } from './ingest-server';
export { MqttSubscriber } from './mqtt-subscriber';
export { OsmAndServer } from './osmand-server';
export { TeltonikaServer } from './teltonika-server';
export { FramedServer } from './framed-server';

/** The device ingest servers of an app, started. */
export interface IngestServers {
  osmand: OsmAndServer | undefined;
  teltonika: TeltonikaServer | undefined;
  mqtt: MqttSubscriber | undefined;
  /** GT06, H02, JT/T 808 and watch TCP, each on its own port, when configured. */
  gt06: FramedServer | undefined;
  h02: FramedServer | undefined;
  jt808: FramedServer | undefined;
  watch: FramedServer | undefined;
  /** Stops them all (in parallel); safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts the ingest servers the configuration asks for (config.ingest), bound to config.host, all feeding the
 * app's device ingest (or, with NATS_URL, the cluster's ingest queue). A server that cannot listen (port taken) fails the start after stopping the others.
 */
export async function startIngestServers(ctx: Pick<AppContext, 'cluster' | 'commands' | 'config' | 'devices'>, log: IngestServerDeps['log'], extra: { mqttClientId?: string; mqttClean?: boolean } = {}): Promise<IngestServers> {
  const { ingest, host } = ctx.config;
  const direct = ctx.devices;
  // In a cluster the device is acknowledged once JetStream holds its records; any instance commits them.
  const deps: IngestServerDeps = { devices: ctx.cluster ? ctx.cluster.queue(direct) : direct, log };
  const framed = (protocol: keyof typeof FRAMED_PROTOCOLS, port: number | null) =>
    port === null
      ? undefined
      : new FramedServer(FRAMED_PROTOCOLS[protocol], {
          ...deps,
          host,
          port,
          commands: ctx.commands,
          helloTimeoutMs: ingest.teltonikaHandshakeTimeoutMs,
          maxConnectionsPerAddress: ingest.teltonikaMaxConnectionsPerAddress,
          maxConnections: ingest.teltonikaMaxConnections,
        });
  const servers: IngestServers = {
    osmand: ingest.osmandPort === null ? undefined : new OsmAndServer({ ...deps, host, port: ingest.osmandPort }),
    teltonika:
      ingest.teltonikaPort === null
        ? undefined
        : new TeltonikaServer({
            ...deps,
            host,
            port: ingest.teltonikaPort,
            helloTimeoutMs: ingest.teltonikaHandshakeTimeoutMs,
            maxConnectionsPerAddress: ingest.teltonikaMaxConnectionsPerAddress,
            maxConnections: ingest.teltonikaMaxConnections,
            commands: ctx.commands,
          }),
    mqtt: ingest.mqttUrl
      ? new MqttSubscriber({
          ...deps,
          url: ingest.mqttUrl,
          topic: ingest.mqttTopic,
          // One persistent session per instance: two instances on one host must not share (and steal) a client id.
          clientId: extra.mqttClientId ?? `fleet-api-${hostname()}-${ctx.config.port}`,
          clean: extra.mqttClean,
        })
      : undefined,
    gt06: framed('gt06', ingest.gt06Port),
    h02: framed('h02', ingest.h02Port),
    jt808: framed('jt808', ingest.jt808Port),
    watch: framed('watch', ingest.watchPort),
    stop: async () => {
      await Promise.allSettled(started.map((s) => s.stop()));
    },
  };
  const started: IngestServer[] = [];
  try {
    for (const server of [servers.osmand, servers.teltonika, servers.gt06, servers.h02, servers.jt808, servers.watch, servers.mqtt]) {
      if (!server) continue;
      await server.start();
      started.push(server);
    }
  } catch (error) {
    await servers.stop();
    throw error;
  }
  return servers;
}
