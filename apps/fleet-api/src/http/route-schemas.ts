import { idSchema } from '@fleet/domain';
import { z } from 'zod';

/**
 * Pieces of route schemas (http/api-docs.ts) shared by the route files: path parameters and the description of
 * answers that are not JSON (files, streams, redirects). The JSON answers' schemas live in @fleet/domain.
 */

/** `{ <name>: <database id> }` path parameters, the message naming the parameter (as the object guards do). */
export function idParams<K extends string>(name: K, label: string = name) {
  return z.object({ [name]: idSchema(label) } as { [P in K]: ReturnType<typeof idSchema> });
}

/**
 * A success answer that is not JSON: its content type and description only (the serializer never sees a file or a
 * stream). `z.unknown()` documents no structure.
 */
export function nonJsonResponse(contentTypes: string | readonly string[], description: string) {
  const types = typeof contentTypes === 'string' ? [contentTypes] : contentTypes;
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: z.unknown() }])) };
}

/**
 * A `preValidation` hook for routes that read an absent (or `null`) JSON body as `{}`: the body schema then answers
 * with its first field's message, as those routes always did.
 */
export async function absentBodyAsEmpty(request: { body: unknown }): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
