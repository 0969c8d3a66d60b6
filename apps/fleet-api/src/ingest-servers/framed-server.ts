import type { Socket } from 'node:net';
import type { DeviceMessage, FramedStream, Protocol } from '@fleet/telemetry';
import type { DeviceCommands, OutgoingCommand } from '../commands/device-commands';
import { write } from './ingest-server';
import { TcpDeviceServer, type DeviceConnection, type TcpDeviceServerOptions } from './tcp-device-server';

/** A framed TCP protocol: its decoder per connection and its command encoder. */
export interface FramedProtocol {
  protocol: Extract<Protocol, 'gt06' | 'h02' | 'jt808' | 'watch'>;
  /** As the logs and the README name it, e.g. 'GT06 TCP'. */
  label: string;
  open(): FramedStream;
  /**
   * The bytes of a command for this device (`serial`: the connection's counter; `stream`: the connection's decoder, for
   * what the device's frames told), or null when it takes none of that kind.
   */
  encode(command: OutgoingCommand, identifier: string, serial: number, stream: FramedStream): Buffer | null;
}

/** Options of a framed protocol server (`helloTimeoutMs`: the first message naming the device must come within it). */
export interface FramedServerOptions extends TcpDeviceServerOptions {
  /** Where commands to the devices come from; none: the server only reads. */
  commands?: DeviceCommands;
}

interface Connection extends DeviceConnection {
  stream: FramedStream;
  serial: number;
}

/**
 * A device protocol framed over TCP (GT06, H02, JT/T 808, watch), each on its own port. Per connection the protocol's
 * pure stream decoder frames the bytes; the first message naming the device (a login, or any message of the
 * protocols without one) is checked as the Teltonika handshake is (an unregistered device refused: the connection
 * closes), each message's good records go through the device ingest, and only once they are committed is the
 * message's acknowledgement written (one bad record never blocks a device: it is dropped and logged, the rest acked).
 * A device connected here takes its queued commands at once; its answers close them. Connections, timeouts and the
 * order of acknowledgements: TcpDeviceServer.
 */
export class FramedServer extends TcpDeviceServer<Connection> {
  readonly name: string;
  protected readonly label: string;

  constructor(
    private readonly protocol: FramedProtocol,
    protected override readonly options: FramedServerOptions,
  ) {
    super(options);
    this.name = protocol.protocol;
    this.label = protocol.label;
  }

  protected open(socket: Socket): Connection {
    return { socket, work: Promise.resolve(), device: undefined, stream: this.protocol.open(), serial: 0 };
  }

  protected async handle(connection: Connection, chunk: Buffer, remote: string, address: string | undefined): Promise<boolean> {
    const result = connection.stream.push(chunk);
    for (const message of result.messages) {
      if (!(await this.handleMessage(connection, message, remote, address))) return false;
    }
    if (result.error !== undefined) {
      this.options.log.warn({ error: result.error, remote, device: connection.device }, `${this.name}: malformed frame, connection closed`);
      connection.socket.destroy();
      return false;
    }
    return true;
  }

  private async handleMessage(connection: Connection, message: DeviceMessage, remote: string, address: string | undefined): Promise<boolean> {
    const { devices, log, commands } = this.options;
    const { socket } = connection;
    const identifier = message.deviceId;
    if (identifier !== undefined && identifier !== connection.device) {
      const hello = await devices.hello(identifier, this.protocol.protocol, address);
      if (!hello.accepted) {
        this.throttled.log({ device: identifier, remote, reason: hello.refused.reason }, `${this.name}: unregistered device refused`);
        socket.destroy();
        return false;
      }
      connection.device = identifier;
      connection.detach?.();
      connection.detach = undefined;
    }
    const device = connection.device;
    if (device === undefined) {
      // Nothing names the device yet (a position before the login): nothing can be stored or answered.
      log.warn({ remote, type: message.type }, `${this.name}: message before the device is known, connection closed`);
      socket.destroy();
      return false;
    }
    if (message.dropped.length > 0) {
      log.warn({ device, remote, dropped: message.dropped.length, first: message.dropped[0]?.error }, `${this.name}: out-of-range records dropped, message acknowledged`);
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
    // GT06 answers name the command (its server flag); the others answer the oldest one sent.
    if (message.commandReply && commands) await commands.answered(device, message.commandReply.text, this.protocol.protocol === 'gt06' ? message.commandReply.serial : undefined);
    // Known and answered: the commands waiting for it go now (after the login's answer, which the device waits for).
    if (connection.detach === undefined && commands) {
      connection.detach = commands.attach(device, async (command) => {
        connection.serial = (connection.serial + 1) & 0xffff;
        const bytes = this.protocol.encode(command, device, connection.serial, connection.stream);
        return bytes ? write(socket, bytes) : false;
      });
    }
    return true;
  }
}
