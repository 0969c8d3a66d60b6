import { ERROR_CODES, localDateKey } from '@fleet/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { visibleAssetIds } from '../auth/object-guards';
import type { ObjectKind, ObjectRule } from '../auth/route-access';
import { partOf } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import type { RecordAuthor } from './record-repository';

/** The page key of the maintenance area: every maintenance route needs it. */
export const FMS_PAGES = ['fms'] as const;

/** The route's object, read from a path parameter. */
export const paramObject = (kind: ObjectKind, name = 'id'): ObjectRule => ({ kind, label: name, locate: (request) => partOf(request, 'params')[name] });

/** The route's asset, read from the body's `assetId` (a malformed or missing one gets the schema's message). */
export const bodyAsset: ObjectRule = {
  kind: 'asset',
  label: 'assetId',
  locate: (request) => {
    const id = partOf(request, 'body')['assetId'];
    return typeof id === 'number' || (typeof id === 'string' && /^\d{1,10}$/.test(id)) ? id : undefined;
  },
};

/** What the maintenance routes need of the caller: what they see, their name for the records, their date. */
export function maintenanceCaller(ctx: Pick<AppContext, 'db' | 'now'>) {
  return {
    /** The assets the caller may see, as a list. */
    visible: async (request: FastifyRequest, caller: AuthContext) => [...(await visibleAssetIds(request, ctx, caller))],
    /** The caller as records name them. */
    author: async (caller: AuthContext): Promise<RecordAuthor> => {
      const user = await ctx.db.selectFrom('users').select('display_name').where('id', '=', caller.userId).executeTakeFirst();
      return { userId: caller.userId, name: user?.display_name ?? '' };
    },
    /** Today in the caller's zone. */
    today: (caller: AuthContext) => localDateKey(ctx.now(), caller.timeZone),
  };
}

/** 400 with the field at fault (the form shows the text beside it). */
export const invalidField = (message: string, field?: string) => new HttpError(400, ERROR_CODES.invalidInput, message, field);

/** 409: the request is well formed but the object's state refuses it. */
export const refusedNow = (message: string, field?: string) => new HttpError(409, ERROR_CODES.invalidInput, message, field);
