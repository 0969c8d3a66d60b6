import type { z } from 'zod';

/** Field path (`statusThresholds.stopMinutes`) -> message, for texts shown beside the fields. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse (domain schemas name the field in their texts). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** A server refusal shown beside its field (ApiError.field), else at the form's foot. */
export function serverFieldError(error: { message: string; field?: string | null } | null | undefined): FieldErrors {
  if (!error) return {};
  return { [error.field || 'form']: error.message };
}
