import type { Socket } from 'node:net';
import { IMEI_ACCEPT, IMEI_REJECT, TeltonikaStream, encodeCodec12Command } from '@fleet/telemetry';
import type { DeviceCommands } from '../commands/device-commands';
import { emptyDelivery } from '../devices/device-sink';
import { write } from './ingest-server';
import { TcpDeviceServer, type DeviceConnection, type TcpDeviceServerOptions } from './tcp-device-server';

/** Options of the Teltonika server (`helloTimeoutMs`: the IMEI handshake must come within it). */
export interface TeltonikaServerOptions extends TcpDeviceServerOptions {
  /** Where commands to the devices come from (Codec 12); none: the server only reads. */
  commands?: DeviceCommands;
}

interface Connection extends DeviceConnection {
  stream: TeltonikaStream;
}

/**
 * Teltonika Codec 8 / 8E / 16 over TCP (Traccar's port 5027). Per connection a TeltonikaStream frames the bytes;
 * the IMEI handshake is answered 0x01 (0x00 for a refused unregistered device, then closed); each packet's good
 * records go through the device ingest and only after that resolved (committed) is its 4-byte record count written,
 * out-of-range records counted in it (dropped and logged: one bad record never blocks a device). A malformed frame is
 * logged and its connection closed. An accepted device takes its queued commands as Codec 12 packets; its Codec 12
 * answers close them. Connections, timeouts and the order of acknowledgements: TcpDeviceServer.
 */
export class TeltonikaServer extends TcpDeviceServer<Connection> {
  readonly name = 'teltonika';
  protected readonly label = 'Teltonika TCP';

  constructor(protected override readonly options: TeltonikaServerOptions) {
    super(options);
  }

  protected open(socket: Socket): Connection {
    return { socket, work: Promise.resolve(), device: undefined, stream: new TeltonikaStream() };
  }

  protected async handle(connection: Connection, chunk: Buffer, remote: string, address: string | undefined): Promise<boolean> {
    const { devices, log, commands } = this.options;
    const { socket } = connection;
    const result = connection.stream.push(chunk);
    if (result.imei !== undefined) {
      const hello = await devices.hello(result.imei, 'teltonika', address);
      if (!hello.accepted) {
        this.throttled.log({ imei: result.imei, remote, reason: hello.refused.reason }, 'teltonika: unregistered device refused');
        socket.end(IMEI_REJECT);
        return false;
      }
      if (!(await write(socket, IMEI_ACCEPT))) return false;
      const imei = result.imei;
      connection.device = imei;
      // Accepted: the commands queued for it go now (Codec 12 over this connection), later ones as they come.
      if (commands) {
        connection.detach?.();
        connection.detach = commands.attach(imei, (command) => write(socket, encodeCodec12Command(command.text)));
      }
    }
    for (const packet of result.packets) {
      if (packet.dropped.length > 0) {
        log.warn({ imei: connection.device ?? packet.records[0]?.deviceId, remote, dropped: packet.dropped.length, first: packet.dropped[0]?.error }, 'teltonika: out-of-range records dropped, packet acknowledged');
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
      if (commands && connection.device) await commands.answered(connection.device, reply);
    }
    if (result.error !== undefined) {
      log.warn({ error: result.error, remote, imei: connection.device }, 'teltonika: malformed frame, connection closed');
      socket.destroy();
      return false;
    }
    return true;
  }
}
