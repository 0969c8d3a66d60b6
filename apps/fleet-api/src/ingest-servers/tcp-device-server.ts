import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { isDatabaseUnavailable } from '../db/db-errors';
import { addressKey } from '../devices/new-identifier-rate';
import { ThrottledLog } from '../http/throttled-log';
import { errorText, type IngestServer, type IngestServerDeps } from './ingest-server';

/** A connection silent this long (after it said which device it is) is closed, ms (devices reconnect on their own). */
const IDLE_TIMEOUT_MS = 15 * 60_000;
/** On stop, work in flight gets this long to commit and be acknowledged, ms. */
const STOP_GRACE_MS = 5_000;

/** Options every device TCP server takes. */
export interface TcpDeviceServerOptions extends IngestServerDeps {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** A connection must say which device it is within this, ms. @default 30000 */
  helloTimeoutMs?: number;
  /** Open connections per source address (IPv6: per /64). @default 100 */
  maxConnectionsPerAddress?: number;
  /** Open connections in total. @default 10000 */
  maxConnections?: number;
}

/** What every connection holds: its socket and the work of the chunk being handled (the socket is paused meanwhile). */
export interface DeviceConnection {
  socket: Socket;
  work: Promise<void>;
  /** The device once the connection said which one it is (an IMEI handshake, a login, a message naming it). */
  device: string | undefined;
  /** Ends the connection's place in the command queue (set once the device is accepted). */
  detach?: () => void;
}

/**
 * What the device TCP servers (Teltonika, GT06, H02, JT/T 808, watch) share: listening on `host:port`, the caps on
 * connections per address and in total (beyond: closed at once, logged at most once per 10 s), the idle timeout, the
 * time a connection has to say which device it is, one chunk handled at a time per connection (the socket paused, so
 * acknowledgements go out in order), a failed store closing the connection unacknowledged (the device sends again),
 * and a stop that lets the work in flight commit and be acknowledged. A protocol says how a chunk is handled.
 */
export abstract class TcpDeviceServer<C extends DeviceConnection> implements IngestServer {
  abstract readonly name: string;
  /** As the log names the server, e.g. 'Teltonika TCP' (the browser tests read the port from that line). */
  protected abstract readonly label: string;
  private server: Server | undefined;
  protected readonly connections = new Set<C>();
  private readonly perAddress = new Map<string, number>();
  protected readonly throttled: ThrottledLog;

  constructor(protected readonly options: TcpDeviceServerOptions) {
    this.throttled = new ThrottledLog((obj, msg) => options.log.warn(obj, msg));
  }

  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  /** A new connection's state. */
  protected abstract open(socket: Socket): C;

  /** Handles one chunk of a connection's bytes; resolves false when the connection was closed. */
  protected abstract handle(connection: C, chunk: Buffer, remote: string, address: string | undefined): Promise<boolean>;

  async start(): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (error) => this.options.log.error({ err: error }, `${this.name} server error`));
    this.server = server;
    this.options.log.info({ port: this.port }, `${this.label} ingest listening on ${this.options.host}:${this.port}`);
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
    const address = socket.remoteAddress;
    const remote = `${address ?? '?'}:${socket.remotePort ?? '?'}`;
    const key = addressKey(address);
    const fromAddress = this.perAddress.get(key) ?? 0;
    const perAddressMax = this.options.maxConnectionsPerAddress ?? 100;
    const totalMax = this.options.maxConnections ?? 10_000;
    if (fromAddress >= perAddressMax || this.connections.size >= totalMax) {
      socket.destroy();
      const cap = fromAddress >= perAddressMax ? `${perAddressMax} per address` : `${totalMax} in total`;
      this.throttled.log({ remote, cap }, `${this.name}: connection refused, ${cap} open already`);
      return;
    }
    this.perAddress.set(key, fromAddress + 1);
    const connection = this.open(socket);
    this.connections.add(connection);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    // A socket that never says which device it is would otherwise hold its place until the idle timeout.
    const hello = setTimeout(() => {
      if (connection.device !== undefined) return;
      this.throttled.log({ remote }, `${this.name}: no device identified in time, connection closed`);
      socket.destroy();
    }, this.options.helloTimeoutMs ?? 30_000);
    hello.unref();
    socket.on('error', (error) => this.options.log.warn({ err: error, remote, device: connection.device }, `${this.name}: socket error`));
    socket.on('close', () => {
      clearTimeout(hello);
      connection.detach?.();
      this.connections.delete(connection);
      const left = (this.perAddress.get(key) ?? 1) - 1;
      if (left > 0) this.perAddress.set(key, left);
      else this.perAddress.delete(key);
    });
    socket.on('data', (chunk: Buffer) => {
      socket.pause();
      connection.work = this.handle(connection, chunk, remote, address).then(
        (open) => {
          if (open && !socket.destroyed) socket.resume();
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            this.options.log.warn({ remote, device: connection.device, error: errorText(error) }, `${this.name}: database unavailable, connection closed unacknowledged`);
          } else {
            this.options.log.error({ err: error, remote, device: connection.device }, `${this.name}: storing failed, connection closed unacknowledged`);
          }
          socket.destroy();
        },
      );
    });
  }
}
