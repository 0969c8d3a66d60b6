/**
 * JT/T 808 fuzz target: the golden frames of jt808.test.ts as seeds (written for this project after JT/T 808-2013,
 * the `v2019` one after the JT/T 808-2019 header; check codes computed by an independent script). Used by
 * fuzz-jt808.test.ts and by hand with fuzzFramed for long runs.
 */
import { Jt808Stream } from './jt808';

/** Golden frames, hex, terminal phone 013912345678; `location` first so that the seed appended to every mutated frame yields a record. */
export const JT808_FRAMES = {
  registration: '7e0100002b0139123456780001002c030037303131314a543830382d54310000000000000000000000005430303030303101413132333435407e',
  authentication: '7e0102000801391234567800024155544830313233317e',
  heartbeat: '7e000200000139123456780003317e',
  // serial 0x007d: escaped as 7d 01 in the frame and in the ack's reply serial
  location: '7e0200003a013912345678007d0100000101000000030157faf806cc62890038025d010e24031510304501040001e240020201c4030202622504000000112a02000030011931010c327e',
  // serial 0x007e (7d 02); south, west; a truncated mileage item at the end
  location2: '7e02000023013912345678007d02600000020000000e0204cc1409034550000c0000000023123123595930011f01040000c67e',
  batch: '7e070400600139123456780008000301001f000000000000000201dc89d0073d8aa50004012c005a240101080000310107001c000000000000000205a995c0073d8aa50004012c005a240101080001001c000000000000000201dc8830073d7c300004012c005a241301080002537e',
  terminalResponse: '7e0001000501391234567800090005810500bc7e',
  positionReply: '7e02010021013912345678000a0006000000000000000201dc89d0073d8aa50004012c005a240101080000310107e57e',
  vehicleControlReply: '7e05000021013912345678000b0007000000000000000201dc89d0073d8aa50004012c005a240101080000310107e37e',
  logout: '7e00030000013912345678000c3f7e',
  unknown: '7e09000003013912345678000df00102c47e',
  v2019: '7e0200401c0100000000013912345678000e00000101000000030157faf806cc62890038025d010e240315103045287e',
} as const;

const ORDER = ['location', 'registration', 'authentication', 'heartbeat', 'location2', 'batch', 'terminalResponse', 'positionReply', 'vehicleControlReply', 'logout', 'unknown', 'v2019'] as const;

export const jt808FuzzTarget = {
  name: 'Jt808Stream',
  seeds: ORDER.map((k) => Buffer.from(JT808_FRAMES[k], 'hex')),
  open: () => new Jt808Stream({ now: () => 1_700_000_000_000 }),
  /** JT/T 808 needs no login before positions; the registration is sent first now and then all the same. */
  prefix: Buffer.from(JT808_FRAMES.registration, 'hex'),
};
