import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { DeviceMessage, FramedResult, FramedStream, Protocol } from '@fleet/telemetry';
import type { DeviceCommands, OutgoingCommand } from '../commands/device-commands';
import { isDatabaseUnavailable } from '../db/db-errors';
import { addressKey } from '../devices/new-identifier-rate';
import { ThrottledLog } from '../http/throttled-log';
import { errorText, write, type IngestServer, type IngestServerDeps } from './ingest-server';

/** A connection silent this long is closed, ms (devices reconnect on their own; heartbeats come every few minutes). */
const IDLE_TIMEOUT_MS = 15 * 60_000;
/** On stop, work in flight gets this long to commit and be acknowledged, ms. */
const STOP_GRACE_MS = 5_000;

/** A framed TCP protocol: its decoder per connection and its command encoder. */
export interface FramedProtocol {
  protocol: Extract<Protocol, 'gt06' | 'h02' | 'jt808' | 'watch'>;
  /** As the logs and the README name it, e.g. 'GT06 TCP'. */
  label: string;
  open(): FramedStream;
  /** The bytes of a command for this device (`serial`: the connection's counter), or null when it takes none of that kind. */
  encode(command: OutgoingCommand, identifier: string, serial: number): Buffer | null;
}

/** Options of a framed protocol server. */
export interface FramedServerOptions extends IngestServerDeps {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Where commands to the devices come from; none: the server only reads. */
  commands?: DeviceCommands;
  /** A connection must name its device within this, ms. @default 30000 */
  helloTimeoutMs?: number;
  /** Open connections per source address (IPv6: per /64). @default 100 */
  maxConnectionsPerAddress?: number;
  /** Open connections in total. @default 10000 */
  maxConnections?: number;
}

interface Connection {
  socket: Socket;
  stream: FramedStream;
  /** The work of the chunk being handled (the socket is paused meanwhile). */
  work: Promise<void>;
  /** The device this connection was accepted for (after its login, or its first message naming it). */
  identifier: string | undefined;
  detach: (() => void) | undefined;
  serial: number;
}

/**
 * A device protocol framed over TCP (GT06, H02, JT/T 808, watch), each on its own port. Per connection the protocol's
 * pure stream decoder frames the bytes; the first message naming the device (a login, or any message of the
 * protocols without one) is checked as the Teltonika handshake is (an unregistered device refused: the connection
 * closes), each message's good records go through the device ingest, and only once they are committed is the
 * message's acknowledgement written (one bad record never blocks a device: it is dropped and logged, the rest acked).
 * Chunks are handled one at a time per connection (the socket paused), so acknowledgements go out in order. A device
 * connected here takes its queued commands at once; its answers close them.
 */
export class FramedServer implements IngestServer {
  readonly name: string;
  private server: Server | undefined;
  private readonly connections = new Set<Connection>();
  private readonly perAddress = new Map<string, number>();
  private readonly throttled: ThrottledLog;

  constructor(
    private readonly protocol: FramedProtocol,
    private readonly options: FramedServerOptions,
  ) {
    this.name = protocol.protocol;
    this.throttled = new ThrottledLog((obj, msg) => options.log.warn(obj, msg));
  }

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
    server.on('error', (error) => this.options.log.error({ err: error }, `${this.name} server error`));
    this.server = server;
    this.options.log.info({ port: this.port }, `${this.protocol.label} ingest listening on ${this.options.host}:${this.port}`);
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
    const connection: Connection = { socket, stream: this.protocol.open(), work: Promise.resolve(), identifier: undefined, detach: undefined, serial: 0 };
    this.connections.add(connection);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    // A socket that never says which device it is would otherwise hold its place until the idle timeout.
    const hello = setTimeout(() => {
      if (connection.identifier !== undefined) return;
      this.throttled.log({ remote }, `${this.name}: no device identified in time, connection closed`);
      socket.destroy();
    }, this.options.helloTimeoutMs ?? 30_000);
    hello.unref();
    socket.on('error', (error) => this.options.log.warn({ err: error, remote, device: connection.identifier }, `${this.name}: socket error`));
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
      connection.work = this.handle(connection, connection.stream.push(chunk), remote, address).then(
        (open) => {
          if (open && !socket.destroyed) socket.resume();
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            this.options.log.warn({ remote, device: connection.identifier, error: errorText(error) }, `${this.name}: database unavailable, connection closed unacknowledged`);
          } else {
            this.options.log.error({ err: error, remote, device: connection.identifier }, `${this.name}: storing failed, connection closed unacknowledged`);
          }
          socket.destroy();
        },
      );
    });
  }

  /** Handles what one chunk completed; resolves false when the connection was closed. */
  private async handle(connection: Connection, result: FramedResult, remote: string, address: string | undefined): Promise<boolean> {
    for (const message of result.messages) {
      if (!(await this.handleMessage(connection, message, remote, address))) return false;
    }
    if (result.error !== undefined) {
      this.options.log.warn({ error: result.error, remote, device: connection.identifier }, `${this.name}: malformed frame, connection closed`);
      connection.socket.destroy();
      return false;
    }
    return true;
  }

  private async handleMessage(connection: Connection, message: DeviceMessage, remote: string, address: string | undefined): Promise<boolean> {
    const { devices, log } = this.options;
    const { socket } = connection;
    const identifier = message.deviceId;
    if (identifier !== undefined && identifier !== connection.identifier) {
      const hello = await devices.hello(identifier, this.protocol.protocol, address);
      if (!hello.accepted) {
        this.throttled.log({ device: identifier, remote, reason: hello.refused.reason }, `${this.name}: unregistered device refused`);
        socket.destroy();
        return false;
      }
      connection.identifier = identifier;
      connection.detach?.();
      connection.detach = undefined;
    }
    if (connection.identifier === undefined) {
      // Nothing names the device yet (a position before the login): nothing can be stored or answered.
      log.warn({ remote, type: message.type }, `${this.name}: message before the device is known, connection closed`);
      socket.destroy();
      return false;
    }
    if (message.dropped.length > 0) {
      log.warn({ device: connection.identifier, remote, dropped: message.dropped.length, first: message.dropped[0]?.error }, `${this.name}: out-of-range records dropped, message acknowledged`);
    }
    if (message.records.length > 0) {
      const delivered = await devices.deliver(message.records, address);
      if (delivered.refused.length > 0) {
        this.throttled.log({ device: delivered.refused.map((r) => r.identifier), remote }, `${this.name}: unregistered device refused`);
        socket.destroy();
        return false;
      }
    }
    // Committed: now the device may drop what it sent.
    if (message.ack && !(await write(socket, message.ack))) return false;
    if (message.commandReply && this.options.commands) await this.options.commands.answered(connection.identifier, message.commandReply.text, this.protocol.protocol === 'gt06' ? message.commandReply.serial : undefined);
    // Known and answered: the commands waiting for it go now (after the login's answer, which the device waits for).
    if (connection.detach === undefined && this.options.commands) {
      const device = connection.identifier;
      connection.detach = this.options.commands.attach(device, async (command) => {
        connection.serial = (connection.serial + 1) & 0xffff;
        const bytes = this.protocol.encode(command, device, connection.serial);
        if (!bytes) return false;
        return write(socket, bytes);
      });
    }
    return true;
  }
}
