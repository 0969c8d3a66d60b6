import { z } from 'zod';

/** A time query parameter: ms since epoch or ISO text, as ms. */
export const timeParam = z
  .string()
  .trim()
  .min(1, 'from and to are required.')
  .transform((v, ctx) => {
    const ms = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: `Not a time: ${v}` });
      return z.NEVER;
    }
    return ms;
  });

/** Whether the runtime knows an IANA time zone (the domain's rule). */
export { isTimeZone } from '@fleet/domain';
