import { z } from 'zod';
import { DEVICE_COMMAND_KINDS, DEVICE_COMMAND_LIMITS as L, DEVICE_COMMAND_STATES, DEVICE_COMMAND_TEXTS as T } from './device-commands';

// The device-command schemas (server validation, OpenAPI, the web panel), apart from device-commands.ts so that zod
// stays out of what imports only its values.

const phone = z.string({ error: T.phoneInvalid }).trim().regex(new RegExp(`^\\+?[0-9]{3,${L.phoneMax - 1}}$`), T.phoneInvalid);

/** POST /v2/assets/:id/commands. */
export const deviceCommandInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.enum(['immobiliser-on', 'immobiliser-off', 'locate', 'getgps', 'getinfo', 'find']) }),
    z.object({ kind: z.literal('monitor'), phone }),
    z.object({
      kind: z.literal('sos-numbers'),
      numbers: z
        .array(z.union([phone, z.literal('')]), { error: T.sosNumbersRequired })
        .max(3, T.sosNumbersRequired)
        .refine((n) => n.some((x) => x !== ''), T.sosNumbersRequired),
    }),
  ],
  { error: T.kindInvalid },
);
export type DeviceCommandInput = z.input<typeof deviceCommandInputSchema>;

/** A command as the asset's history lists it. Times in ms. */
export const deviceCommandSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(DEVICE_COMMAND_KINDS),
  label: z.string(),
  /** What was written to the device, as text (the command string, or the message for binary protocols). */
  text: z.string(),
  state: z.enum(DEVICE_COMMAND_STATES),
  answer: z.string().nullable(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
  answeredAt: z.number().nullable(),
  createdBy: z.string(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/** GET /v2/assets/:id/commands: the commands this caller may send to the asset's device, and the history. */
export const deviceCommandsResponseSchema = z.strictObject({
  success: z.literal(true),
  protocol: z.string().nullable(),
  available: z.array(z.enum(DEVICE_COMMAND_KINDS)),
  commands: z.array(deviceCommandSchema),
});
export type DeviceCommandsResponse = z.infer<typeof deviceCommandsResponseSchema>;

export const deviceCommandCreatedResponseSchema = z.strictObject({
  success: z.literal(true),
  command: deviceCommandSchema,
  message: z.string(),
});
