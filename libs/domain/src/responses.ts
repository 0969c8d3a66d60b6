import { z } from 'zod';

/** The answer of a route that only confirms: `{ success: true }`. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** The answer of a route that confirms with a text to show: `{ success: true, message }`. */
export const successMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessageResponse = z.infer<typeof successMessageResponseSchema>;

/** POST /v2/fleets/uploadFiles: the stored file's path and the URL it is read back from (with the bearer token). */
export const uploadResponseSchema = z.object({ success: z.literal(true), path: z.string(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /v2/receipts/submit: the new fuel receipt's id. */
export const receiptSubmittedResponseSchema = z.object({ success: z.literal(true), receiptId: z.number(), message: z.string() });
export type ReceiptSubmittedResponse = z.infer<typeof receiptSubmittedResponseSchema>;

/** The error body of every failed call (http/error-handler.ts of the server). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  /** The invalid field's path (`email`, `statusThresholds.stopMinutes`) when the body failed its schema. */
  field: z.string().optional(),
});
