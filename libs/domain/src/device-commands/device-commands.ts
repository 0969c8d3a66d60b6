import type { ActionPermission } from '../access';

/**
 * Commands back to devices: what an operator may send, to which protocol, under which permission, and the texts of
 * the command panel and its errors (SPEC §action permissions: immo on/off, Smartwatch monitor/command).
 */

/** The commands an operator sends, in the order the panel offers them. */
export const DEVICE_COMMAND_KINDS = ['immobiliser-on', 'immobiliser-off', 'locate', 'getgps', 'getinfo', 'monitor', 'sos-numbers', 'find'] as const;
export type DeviceCommandKind = (typeof DEVICE_COMMAND_KINDS)[number];

/** The device protocols that take commands and the commands each one takes. */
export const COMMANDS_BY_PROTOCOL: Readonly<Record<string, readonly DeviceCommandKind[]>> = {
  teltonika: ['immobiliser-on', 'immobiliser-off', 'getgps', 'getinfo'],
  gt06: ['immobiliser-on', 'immobiliser-off', 'locate'],
  h02: ['immobiliser-on', 'immobiliser-off'],
  jt808: ['locate'],
  watch: ['locate', 'monitor', 'sos-numbers', 'find'],
};

/** Where a command stands: waiting for the device, written to it, answered, or not answered in time. */
export const DEVICE_COMMAND_STATES = ['queued', 'sent', 'answered', 'unanswered', 'expired'] as const;
export type DeviceCommandState = (typeof DEVICE_COMMAND_STATES)[number];

export const DEVICE_COMMAND_LIMITS = {
  /** A sent command without the device's answer after this is marked unanswered, s. */
  answerTimeoutS: 120,
  /** A queued command whose device does not connect within this is expired, s. */
  queueTtlS: 24 * 3600,
  /** A phone number: digits with an optional leading +. */
  phoneMax: 20,
  /** Commands listed per asset (newest first). */
  historyMax: 50,
  /** Commands one user may send per minute. */
  perMinute: 20,
} as const;

/** The labels of the commands (the panel's buttons and the history). */
export const DEVICE_COMMAND_LABELS: Readonly<Record<DeviceCommandKind, string>> = {
  'immobiliser-on': 'Immobiliser on',
  'immobiliser-off': 'Immobiliser off',
  locate: 'Locate now',
  getgps: 'Get GPS',
  getinfo: 'Get device info',
  monitor: 'Call-back monitor',
  'sos-numbers': 'SOS numbers',
  find: 'Find my watch',
};

export const DEVICE_COMMAND_STATE_LABELS: Readonly<Record<DeviceCommandState, string>> = {
  queued: 'Waiting for the device',
  sent: 'Sent, waiting for the answer',
  answered: 'Answered',
  unanswered: 'No answer',
  expired: 'Device did not connect',
};

export const DEVICE_COMMAND_TEXTS = {
  title: 'Commands',
  history: 'Sent commands',
  none: 'No commands sent yet',
  noDevice: 'This asset has no device that takes commands',
  notSupported: 'This device cannot take that command',
  notAllowed: 'You are not allowed to send this command',
  phoneInvalid: `Enter a phone number: digits with an optional leading +, up to ${DEVICE_COMMAND_LIMITS.phoneMax}`,
  sosNumbersRequired: 'Enter at least one SOS number',
  kindInvalid: 'Choose a command',
  queued: 'Command queued: it is sent when the device connects',
  sent: 'Command sent to the device',
  tooMany: 'Too many commands: wait a minute and try again',
  confirmTitle: (label: string) => `${label}?`,
  confirmImmobiliserOn: (vehicle: string) => `Cut the engine of ${vehicle}? The vehicle will not start until the immobiliser is switched off.`,
  confirmImmobiliserOff: (vehicle: string) => `Release the immobiliser of ${vehicle}? The vehicle can be started again.`,
  movingWarning: (speed: string) => `Warning: the vehicle is moving (${speed}). Cutting the engine while driving can be dangerous.`,
  confirm: 'Send',
  cancel: 'Cancel',
  close: 'Close',
  answer: 'Answer',
  monitorPhone: 'Call-back number',
  sosNumbers: 'SOS numbers',
  audit: (label: string, asset: string, text: string) => `${label} sent to ${asset} (${text})`,
} as const;

/**
 * The permission a command needs (Administrators hold every one): the immobiliser its on / off permission, a watch's
 * commands Smartwatch command; null: Administrators only (device diagnostics).
 */
export function commandPermission(kind: DeviceCommandKind, protocol: string): ActionPermission | null {
  if (kind === 'immobiliser-on') return 'immo:on';
  if (kind === 'immobiliser-off') return 'immo:off';
  if (protocol === 'watch') return 'smartwatch:command';
  return null;
}

/** Whether a caller may send a command (its role and action permissions). */
export function maySendCommand(caller: { role: string; permissions: readonly string[] }, kind: DeviceCommandKind, protocol: string): boolean {
  if (caller.role === 'Administrator') return true;
  const needed = commandPermission(kind, protocol);
  return needed !== null && caller.permissions.includes(needed);
}

/** The commands a device of this protocol takes that this caller may send, in panel order. */
export function commandsFor(protocol: string | null | undefined, caller: { role: string; permissions: readonly string[] }): DeviceCommandKind[] {
  const kinds = protocol ? (COMMANDS_BY_PROTOCOL[protocol] ?? []) : [];
  return DEVICE_COMMAND_KINDS.filter((k) => kinds.includes(k) && maySendCommand(caller, k, protocol!));
}
