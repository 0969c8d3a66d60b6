import type { DeviceCommandInput, DeviceCommandKind } from '@fleet/domain';
import {
  GT06_COMMANDS, TELTONIKA_COMMANDS, WATCH_COMMANDS, encodeCodec12Command, encodeGt06Command, encodeH02Command, encodeJt808PositionQuery, encodeWatchCommand,
} from '@fleet/telemetry';
import type { OutgoingCommand } from './device-commands';

/**
 * The text of a command for a device of this protocol: what is written to it (Codec 12, GT06, H02 and watch commands
 * are text), or what the binary message is (JT/T 808). Null when the protocol takes no command of that kind.
 */
export function commandText(protocol: string, identifier: string, input: DeviceCommandInput, now: number): string | null {
  const kind: DeviceCommandKind = input.kind;
  switch (protocol) {
    case 'teltonika':
      if (kind === 'immobiliser-on') return TELTONIKA_COMMANDS.immobiliserOn;
      if (kind === 'immobiliser-off') return TELTONIKA_COMMANDS.immobiliserOff;
      if (kind === 'getgps') return TELTONIKA_COMMANDS.getgps;
      if (kind === 'getinfo') return TELTONIKA_COMMANDS.getinfo;
      return null;
    case 'gt06':
      if (kind === 'immobiliser-on') return GT06_COMMANDS.engineStop;
      if (kind === 'immobiliser-off') return GT06_COMMANDS.engineResume;
      if (kind === 'locate') return GT06_COMMANDS.locate;
      return null;
    case 'h02':
      if (kind === 'immobiliser-on') return encodeH02Command(identifier, 'engineStop', now);
      if (kind === 'immobiliser-off') return encodeH02Command(identifier, 'engineResume', now);
      return null;
    case 'jt808':
      return kind === 'locate' ? 'Position query (0x8201)' : null;
    case 'watch':
      if (kind === 'locate') return WATCH_COMMANDS.locate();
      if (kind === 'find') return WATCH_COMMANDS.find();
      if (input.kind === 'monitor') return WATCH_COMMANDS.monitor(input.phone);
      if (input.kind === 'sos-numbers') {
        const [a = '', b = '', c = ''] = input.numbers;
        return WATCH_COMMANDS.sos(a, b, c);
      }
      return null;
    default:
      return null;
  }
}

/**
 * The bytes of a stored command for its device's connection (`serial`: the connection's message counter; `maker`: a
 * watch's maker code, as its frames carry it).
 */
export function commandBytes(protocol: string, identifier: string, command: OutgoingCommand, serial: number, maker?: string): Buffer | null {
  switch (protocol) {
    case 'teltonika':
      return encodeCodec12Command(command.text);
    case 'gt06':
      // The server flag is the command's id: the device's answer names it.
      return encodeGt06Command(command.text, command.id, serial);
    case 'h02':
      return Buffer.from(command.text, 'ascii');
    case 'jt808':
      // The position query (0x8201, no body); the terminal answers 0x0201 with its position.
      return command.kind === 'locate' ? encodeJt808PositionQuery(identifier, serial) : null;
    case 'watch':
      return encodeWatchCommand(identifier, command.text, maker);
    default:
      return null;
  }
}
