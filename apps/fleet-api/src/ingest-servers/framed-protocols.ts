import { Gt06Stream, H02Stream, Jt808Stream, WatchStream } from '@fleet/telemetry';
import { commandBytes } from '../commands/command-encoding';
import type { FramedProtocol } from './framed-server';

/** The framed TCP protocols (Traccar's ports by default: GT06 5023, H02 5013, JT/T 808 5015, watch 5093). */
export const FRAMED_PROTOCOLS = {
  gt06: { protocol: 'gt06', label: 'GT06 TCP', open: () => new Gt06Stream(), encode: (c, id, serial) => commandBytes('gt06', id, c, serial) },
  h02: { protocol: 'h02', label: 'H02 TCP', open: () => new H02Stream(), encode: (c, id, serial) => commandBytes('h02', id, c, serial) },
  jt808: { protocol: 'jt808', label: 'JT/T 808 TCP', open: () => new Jt808Stream(), encode: (c, id, serial) => commandBytes('jt808', id, c, serial) },
  watch: { protocol: 'watch', label: 'Watch TCP', open: () => new WatchStream(), encode: (c, id, serial, stream) => commandBytes('watch', id, c, serial, stream instanceof WatchStream ? stream.maker : undefined) },
} as const satisfies Record<string, FramedProtocol>;
