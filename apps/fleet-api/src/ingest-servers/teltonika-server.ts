import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { IMEI_ACCEPT, IMEI_REJECT, TeltonikaStream, encodeCodec12Command, type StreamResult } from '@fleet/telemetry';
import type { DeviceCommands } from '../commands/device-commands';
import { isDatabaseUnavailable } from '../db/db-errors';
import { emptyDelivery } from '../devices/device-sink';
import { addressKey } from '../devices/new-identifier-rate';
import { errorText, write, type IngestServer, type IngestServerDeps } from './ingest-server';
import { ThrottledLog } from '../http/throttled-log';

/** A connection silent this long (after its handshake) is closed, ms (devices reconnect on their own). */
const IDLE_TIMEOUT_MS = 15 * 60_000;
/** On stop, work in flight gets this long to commit and be acknowledged, ms. */
const STOP_GRACE_MS = 5_000;

/** Options of the Teltonika server. */
export interface TeltonikaServerOptions extends IngestServerDeps {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** A connection must complete its IMEI handshake within this, ms. @default 30000 */
  handshakeTimeoutMs?: number;
  /** Open connections per source address (IPv6: per /64). @default 100 */
  maxConnectionsPerAddress?: number;
  /** Open connections in total. @default 10000 */
  maxConnections?: number;
  /** Where commands to the devices come from (Codec 12); none: the server only reads. */
  commands?: DeviceCommands;
}

interface Connection {
  socket: Socket;
  /** The device's IMEI once its handshake is accepted. */
  imei?: string;
  /** The work of the chunk being handled (the socket is paused meanwhile). */
  work: Promise<void>;
  /** Ends this connection's place in the command queue (set once the IMEI is accepted). */
  detach?: () => void;
}

/**
 * Teltonika Codec 8 / 8E / 16 over TCP (Traccar's port 5027). Per connection a TeltonikaStream frames the bytes;
 * the IMEI handshake must come within `handshakeTimeoutMs` and is answered 0x01 (0x00 for a refused unregistered
 * device, then closed); each packet's good records go through the device ingest and only after that resolved
 * (committed) is its 4-byte record count written, out-of-range records counted in it (dropped and logged: one bad
 * record never blocks a device). The socket is paused while a chunk is handled, so one packet at a time per
 * connection and acks in order. A malformed frame is logged and its connection closed; a failed store closes it
 * unacknowledged (the device sends again). Connections beyond the per-address or total cap are closed at once.
 */
export class TeltonikaServer implements IngestServer {
  readonly name = 'teltonika';
  private server: Server | undefined;
  private readonly connections = new Set<Connection>();
  private readonly perAddress = new Map<string, number>();
  private readonly throttled: ThrottledLog;

  constructor(private readonly options: TeltonikaServerOptions) {
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
    const address = socket.remoteAddress;
    const remote = `${address ?? '?'}:${socket.remotePort ?? '?'}`;
    const key = addressKey(address);
    const fromAddress = this.perAddress.get(key) ?? 0;
    const perAddressMax = this.options.maxConnectionsPerAddress ?? 100;
    const totalMax = this.options.maxConnections ?? 10_000;
    if (fromAddress >= perAddressMax || this.connections.size >= totalMax) {
      socket.destroy();
      const cap = fromAddress >= perAddressMax ? `${perAddressMax} per address` : `${totalMax} in total`;
      this.throttled.log({ remote, cap }, `teltonika: connection refused, ${cap} open already`);
      return;
    }
    this.perAddress.set(key, fromAddress + 1);
    const stream = new TeltonikaStream();
    const connection: Connection = { socket, work: Promise.resolve() };
    this.connections.add(connection);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    // A socket that never says who it is would otherwise hold its place until the idle timeout.
    const handshake = setTimeout(() => {
      if (stream.imei !== undefined) return;
      this.throttled.log({ remote }, 'teltonika: no IMEI handshake in time, connection closed');
      socket.destroy();
    }, this.options.handshakeTimeoutMs ?? 30_000);
    handshake.unref();
    socket.on('error', (error) => this.options.log.warn({ err: error, remote, imei: stream.imei }, 'teltonika: socket error'));
    socket.on('close', () => {
      clearTimeout(handshake);
      connection.detach?.();
      this.connections.delete(connection);
      const left = (this.perAddress.get(key) ?? 1) - 1;
      if (left > 0) this.perAddress.set(key, left);
      else this.perAddress.delete(key);
    });
    socket.on('data', (chunk: Buffer) => {
      socket.pause();
      connection.work = this.handle(connection, stream.push(chunk), remote, address).then(
        (open) => {
          if (open && !socket.destroyed) socket.resume();
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            this.options.log.warn({ remote, imei: stream.imei, error: errorText(error) }, 'teltonika: database unavailable, connection closed unacknowledged');
          } else {
            this.options.log.error({ err: error, remote, imei: stream.imei }, 'teltonika: storing failed, connection closed unacknowledged');
          }
          socket.destroy();
        },
      );
    });
  }

  /** Handles what one chunk completed; resolves false when the connection was closed. */
  private async handle(connection: Connection, result: StreamResult, remote: string, address: string | undefined): Promise<boolean> {
    const { devices, log, commands } = this.options;
    const { socket } = connection;
    if (result.imei !== undefined) {
      const hello = await devices.hello(result.imei, 'teltonika', address);
      if (!hello.accepted) {
        this.throttled.log({ imei: result.imei, remote, reason: hello.refused.reason }, 'teltonika: unregistered device refused');
        socket.end(IMEI_REJECT);
        return false;
      }
      if (!(await write(socket, IMEI_ACCEPT))) return false;
      connection.imei = result.imei;
      // Accepted: the commands queued for it go now (Codec 12 over this connection), later ones as they come.
      if (commands) {
        const imei = result.imei;
        connection.detach?.();
        connection.detach = commands.attach(imei, (command) => write(socket, encodeCodec12Command(command.text)));
      }
    }
    for (const packet of result.packets) {
      if (packet.dropped.length > 0) {
        log.warn({ imei: result.imei ?? packet.records[0]?.deviceId, remote, dropped: packet.dropped.length, first: packet.dropped[0]?.error }, 'teltonika: out-of-range records dropped, packet acknowledged');
      }
      const delivered = packet.records.length > 0 ? await devices.deliver(packet.records, address) : emptyDelivery();
      if (delivered.refused.length > 0) {
        this.throttled.log({ imei: delivered.refused.map((r) => r.identifier), remote }, 'teltonika: unregistered device refused');
        socket.destroy();
        return false;
      }
      // Committed: now the device may drop these records (the dropped ones too: they can never be stored).
      if (!(await write(socket, packet.ack))) return false;
    }
    for (const reply of result.replies ?? []) {
      const imei = result.imei ?? connection.imei;
      if (commands && imei) await commands.answered(imei, reply);
    }
    if (result.error !== undefined) {
      log.warn({ error: result.error, remote, imei: result.imei ?? undefined }, 'teltonika: malformed frame, connection closed');
      socket.destroy();
      return false;
    }
    return true;
  }
}
