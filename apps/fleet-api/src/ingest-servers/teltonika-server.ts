import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { IMEI_ACCEPT, IMEI_REJECT, TeltonikaStream, type StreamResult } from '@fleet/telemetry';
import type { IngestServer, IngestServerDeps } from './ingest-server';

/** A connection silent this long is closed, ms (devices reconnect on their own). */
const IDLE_TIMEOUT_MS = 15 * 60_000;
/** On stop, work in flight gets this long to commit and be acknowledged, ms. */
const STOP_GRACE_MS = 5_000;

/** Options of the Teltonika server. */
export interface TeltonikaServerOptions extends IngestServerDeps {
  host: string;
  /** 0 picks a free port. */
  port: number;
}

interface Connection {
  socket: Socket;
  /** The work of the chunk being handled (the socket is paused meanwhile). */
  work: Promise<void>;
}

/**
 * Teltonika Codec 8 / 8E / 16 over TCP (Traccar's port 5027). Per connection a TeltonikaStream frames the bytes;
 * the IMEI handshake is answered 0x01 (0x00 for a refused unknown device, then closed); each packet's records go
 * through the device ingest and only after that resolved (committed) is its 4-byte record-count written. The socket
 * is paused while a chunk is handled, so one packet at a time per connection and acks in order. A malformed frame
 * is logged and its connection closed; a failed store closes it unacknowledged (the device sends again).
 */
export class TeltonikaServer implements IngestServer {
  readonly name = 'teltonika';
  private server: Server | undefined;
  private readonly connections = new Set<Connection>();

  constructor(private readonly options: TeltonikaServerOptions) {}

  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async start(): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (error) => this.options.log.error({ err: error }, 'teltonika server error'));
    this.server = server;
    this.options.log.info({ port: this.port }, `Teltonika TCP ingest listening on ${this.options.host}:${this.port}`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const inFlight = [...this.connections].map((c) => c.work);
    await Promise.race([Promise.allSettled(inFlight), new Promise((r) => setTimeout(r, STOP_GRACE_MS).unref())]);
    for (const c of this.connections) c.socket.destroy();
    await closed;
  }

  private accept(socket: Socket): void {
    const remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    const stream = new TeltonikaStream();
    const connection: Connection = { socket, work: Promise.resolve() };
    this.connections.add(connection);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', (error) => this.options.log.warn({ err: error, remote, imei: stream.imei }, 'teltonika: socket error'));
    socket.on('close', () => this.connections.delete(connection));
    socket.on('data', (chunk: Buffer) => {
      socket.pause();
      connection.work = this.handle(socket, stream.push(chunk), remote).then(
        (open) => {
          if (open && !socket.destroyed) socket.resume();
        },
        (error: unknown) => {
          this.options.log.error({ err: error, remote, imei: stream.imei }, 'teltonika: storing failed, connection closed unacknowledged');
          socket.destroy();
        },
      );
    });
  }

  /** Handles what one chunk completed; resolves false when the connection was closed. */
  private async handle(socket: Socket, result: StreamResult, remote: string): Promise<boolean> {
    const { devices, log } = this.options;
    if (result.imei !== undefined) {
      const allowed = await devices.hello(result.imei, 'teltonika');
      if (!allowed) {
        log.warn({ imei: result.imei, remote }, 'teltonika: unknown device refused');
        socket.end(IMEI_REJECT);
        return false;
      }
      if (!(await write(socket, IMEI_ACCEPT))) return false;
    }
    for (const packet of result.packets) {
      const delivered = await devices.deliver(packet.records);
      if (delivered.refused.length > 0) {
        log.warn({ imei: delivered.refused, remote }, 'teltonika: unknown device refused');
        socket.destroy();
        return false;
      }
      // Committed: now the device may drop these records.
      if (!(await write(socket, packet.ack))) return false;
    }
    if (result.error !== undefined) {
      log.warn({ error: result.error, remote, imei: result.imei ?? undefined }, 'teltonika: malformed frame, connection closed');
      socket.destroy();
      return false;
    }
    return true;
  }
}

/** Writes to a socket; false when it is gone. */
function write(socket: Socket, data: Buffer): Promise<boolean> {
  if (socket.destroyed || !socket.writable) return Promise.resolve(false);
  return new Promise((resolve) => {
    socket.write(data, (error) => {
      if (error) socket.destroy();
      resolve(!error);
    });
  });
}
