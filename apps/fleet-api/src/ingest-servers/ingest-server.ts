import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceSink } from '../devices/device-sink';

/** A device ingest server (OsmAnd HTTP, Teltonika TCP, MQTT subscriber): started after the API listens. */
export interface IngestServer {
  readonly name: string;
  /** Starts listening (or subscribing); resolves once it does. */
  start(): Promise<void>;
  /** Stops accepting, lets the work in flight finish (acknowledged only if committed) and closes connections. */
  stop(): Promise<void>;
  /** The bound port once started (the real one when configured as 0); undefined for a client (MQTT). */
  readonly port: number | undefined;
}

/** What every ingest server is built from. */
export interface IngestServerDeps {
  /** The instance's DeviceIngest, or the cluster's ingest queue (NATS_URL). */
  devices: DeviceSink;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Text of an unknown thrown value. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Writes to a device's socket; false when it is gone (then it is destroyed). Never throws. */
export function write(socket: Socket, data: Buffer): Promise<boolean> {
  if (socket.destroyed || !socket.writable) return Promise.resolve(false);
  return new Promise((resolve) => {
    socket.write(data, (error) => {
      if (error) socket.destroy();
      resolve(!error);
    });
  });
}
