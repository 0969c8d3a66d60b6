export type { ClockOptions, DecodeError, DeviceMessage, DeviceRecord, DroppedRecord, FramedResult, FramedStream, Protocol, RecordsResult } from './types';
export { KNOTS_TO_KMH, MAX_TIME_MS, MPS_TO_KMH, SECONDS_BELOW } from './values';
export { decodeOsmAnd } from './osmand';
export type { OsmAndRequest } from './osmand';
export { crc16Ibm } from './crc16';
export {
  CODEC_16, CODEC_8, CODEC_8E, IMEI_ACCEPT, IMEI_REJECT, MAX_DATA_LENGTH, decodeAvlPacket, decodeImeiHandshake,
} from './teltonika';
export type { AvlOptions, AvlResult, DecodedPacket, ImeiResult, NeedMoreOrError, TeltonikaCodec } from './teltonika';
export { TeltonikaStream } from './teltonika-stream';
export type { StreamResult, TeltonikaStreamOptions } from './teltonika-stream';
export { FMB_IO_MAP, ioMapForModel, mapIo } from './teltonika-io';
export type { IoMap, IoRule, IoTarget, IoValue } from './teltonika-io';
export { DEFAULT_MQTT_TOPIC, decodeMqttJson, deviceIdFromTopic } from './mqtt-json';
export type { MqttOptions } from './mqtt-json';
export { CODEC_12, CODEC_12_COMMAND, CODEC_12_RESPONSE, MAX_COMMAND_LENGTH, TELTONIKA_COMMANDS, decodeCodec12, encodeCodec12Command } from './teltonika-codec12';
export type { Codec12Result } from './teltonika-codec12';
export { CONCOX_COMMANDS, GT06_COMMANDS, GT06_MAX_FRAME, GT06_PROTOCOL, Gt06Stream, crcItu, encodeGt06Command } from './gt06';
export type { Gt06StreamOptions } from './gt06';
export { WATCH_ALARM_BITS, WATCH_COMMANDS, WATCH_MAX_FRAME, WatchStream, encodeWatchCommand, watchPhoneValid } from './watch';
export type { WatchStreamOptions } from './watch';
export { JT808, JT808_MAX_FRAME, JT808_RESULT, Jt808Stream, encodeJt808Message, encodeJt808PositionQuery, encodeJt808TerminalControl, encodeJt808VehicleControl } from './jt808';
export type { Jt808Message, Jt808Options, Jt808Result } from './jt808';
export { H02_BINARY_LONG, H02_BINARY_SHORT, H02_MAX_FRAME, H02Stream, decodeH02Binary, decodeH02Text, encodeH02Command, h02Status } from './h02';
export type { H02StreamOptions } from './h02';
