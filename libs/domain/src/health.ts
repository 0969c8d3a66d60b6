import { z } from 'zod';

/** GET /v2/health: the server answers and so does its database (embedded PGlite or PostgreSQL). */
export const healthResponseSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
