import {
  ALERT_LIMITS,
  ALERT_TEXTS,
  ERROR_CODES,
  acknowledgeAlertsSchema,
  acknowledgedResponseSchema,
  alertRuleInputSchema,
  alertRuleSavedResponseSchema,
  alertRulesResponseSchema,
  alertsQuerySchema,
  alertsResponseSchema,
  successMessageResponseSchema,
} from '@fleet/domain';
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../app-context';
import { acknowledgeAlerts, countRules, deleteRule, insertRule, listAlerts, listRules, publicRule, updateRule, type ParsedRule } from '../alerts/alert-repository';
import { callerOf } from '../auth/guards';
import type { AuthContext } from '../auth/auth-plugin';
import { objectNotFound, visibleAssetIds } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import { badRequest, HttpError } from '../http/http-error';
import { idParams } from '../http/route-schemas';

/** The longest inbox period, ms (a quarter). */
const ALERTS_PERIOD_MAX_MS = 92 * 86_400_000;

/** Clients see and change only the rules they made; Administrators every rule of the company. */
const ownerFilter = (caller: AuthContext) => (caller.role === 'Administrator' ? undefined : caller.userId);

/**
 * Alerts (`/alerts`): the rules over derived events (Events add / update / delete; Administrators always) and the
 * inbox of the alerts they raised, limited to the assets the caller may see, with acknowledgement. A Client's rule
 * names the assets it watches (all of them visible to the Client) and no groups, so that it never reports on assets
 * the Client may not see, by e-mail either.
 */
export const alertRoutes: FastifyPluginAsync<RouteOptions<'alertDeliveries' | 'alerts' | 'db' | 'now' | 'live' | 'signals'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ruleAssets = { kind: 'assets' as const, label: 'assetIds', locate: (request: Parameters<typeof partOf>[0]) => partOf(request, 'body')['assetIds'] };

  const checkRule = async (caller: AuthContext, rule: ParsedRule) => {
    if (caller.role !== 'Administrator' && (rule.groupIds.length > 0 || rule.assetIds.length === 0)) throw badRequest(ALERT_TEXTS.clientScope, ERROR_CODES.invalidInput);
    if (rule.poiIds.length > 0) {
      // Every POI of the company is on every user's map; a dwell rule may name any of them, none of another company.
      const known = await ctx.db.selectFrom('pois').select('id').where('tenant_id', '=', caller.tenantId).where('id', '=', sql<number>`any(${rule.poiIds}::int[])`).execute();
      if (known.length !== new Set(rule.poiIds).size) throw new HttpError(400, ERROR_CODES.invalidInput, ALERT_TEXTS.poiUnknown, 'poiIds');
    }
    const refused = rule.webhookUrl ? await ctx.alertDeliveries.refusal(rule.webhookUrl) : null;
    if (refused) throw new HttpError(400, ERROR_CODES.invalidInput, refused, 'webhookUrl');
  };
  const changed = (tenantId: string) => {
    ctx.alerts.invalidate(tenantId);
    ctx.signals.send({ kind: 'alert-rules', tenantId });
  };

  api.get(
    '/alerts/rules',
    { schema: { response: { 200: alertRulesResponseSchema } }, config: { access: access.signedIn({ scope: 'self' }) } },
    async (request) => {
      const caller = callerOf(request);
      return { success: true as const, rules: (await listRules(ctx.db, caller.tenantId, ownerFilter(caller))).map(publicRule) };
    },
  );

  api.post(
    '/alerts/rules',
    {
      schema: { body: alertRuleInputSchema, response: { 200: alertRuleSavedResponseSchema } },
      config: { access: access.signedIn({ permission: 'events:add', object: ruleAssets }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const rule: ParsedRule = request.body;
      await checkRule(caller, rule);
      if ((await countRules(ctx.db, caller.tenantId)) >= ALERT_LIMITS.rulesMax) throw new HttpError(409, ERROR_CODES.invalidInput, ALERT_TEXTS.rulesFull);
      const saved = await insertRule(ctx.db, caller.tenantId, caller.userId, rule);
      changed(caller.tenantId);
      return { success: true as const, rule: publicRule(saved), message: ALERT_TEXTS.ruleSaved(saved.name) };
    },
  );

  api.put(
    '/alerts/rules/:id',
    {
      schema: { params: idParams('id'), body: alertRuleInputSchema, response: { 200: alertRuleSavedResponseSchema } },
      config: { access: access.signedIn({ permission: 'events:update', object: ruleAssets }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const rule: ParsedRule = request.body;
      await checkRule(caller, rule);
      const saved = await updateRule(ctx.db, caller.tenantId, request.params.id, rule, ownerFilter(caller));
      if (!saved) throw objectNotFound();
      changed(caller.tenantId);
      return { success: true as const, rule: publicRule(saved), message: ALERT_TEXTS.ruleSaved(saved.name) };
    },
  );

  api.delete(
    '/alerts/rules/:id',
    { schema: { params: idParams('id'), response: { 200: successMessageResponseSchema } }, config: { access: access.signedIn({ permission: 'events:delete' }) } },
    async (request) => {
      const caller = callerOf(request);
      const deleted = await deleteRule(ctx.db, caller.tenantId, request.params.id, ownerFilter(caller));
      if (!deleted) throw objectNotFound();
      changed(caller.tenantId);
      return { success: true as const, message: ALERT_TEXTS.ruleDeleted(deleted.name) };
    },
  );

  api.get(
    '/alerts',
    {
      schema: { querystring: alertsQuerySchema, response: { 200: alertsResponseSchema } },
      config: { access: access.signedIn({ scope: 'visible-assets', object: { kind: 'assets', label: 'assets', locate: (request) => partOf(request, 'query')['assets'] } }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const q = request.query;
      if (q.to < q.from) throw badRequest('The period ends before it starts.', ERROR_CODES.invalidInput);
      if (q.to - q.from > ALERTS_PERIOD_MAX_MS) throw badRequest(ALERT_TEXTS.periodTooLong, ERROR_CODES.invalidInput);
      const visible = caller.role === 'Administrator' ? undefined : [...(await visibleAssetIds(request, ctx, caller))];
      const asked = q.assets && q.assets.length > 0 ? q.assets : undefined;
      const assetIds = asked ?? visible;
      const page = await listAlerts(ctx.db, caller.tenantId, { ...q, assetIds, types: q.types });
      // The open count is of every asset the caller may see, whatever the filter.
      const open = asked ? (await listAlerts(ctx.db, caller.tenantId, { from: q.from, to: q.to, assetIds: visible, limit: 1 })).open : page.open;
      return { success: true as const, alerts: page.alerts, more: page.more, open };
    },
  );

  api.post(
    '/alerts/acknowledge',
    { schema: { body: acknowledgeAlertsSchema, response: { 200: acknowledgedResponseSchema } }, config: { access: access.signedIn({ scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const { ids, comment } = request.body;
      const visible = caller.role === 'Administrator' ? undefined : [...(await visibleAssetIds(request, ctx, caller))];
      const name = (await ctx.db.selectFrom('users').select('display_name').where('id', '=', caller.userId).executeTakeFirst())?.display_name ?? '';
      const done = await acknowledgeAlerts(ctx.db, caller.tenantId, ids, visible, { userId: caller.userId, name }, comment ? comment : null, ctx.now());
      if (done.length > 0) {
        ctx.live.hub.alertsAcknowledged(caller.tenantId, done);
        ctx.signals.send({ kind: 'alerts-acknowledged', tenantId: caller.tenantId, ids: done });
      }
      return { success: true as const, ids: done, message: ALERT_TEXTS.acknowledged(done.length) };
    },
  );
};
