export type { ClockOptions, DecodeError, DeviceRecord, DroppedRecord, Protocol, RecordsResult } from './types';
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
