import {
  ERROR_CODES,
  FIELD_LIMITS,
  VESSEL_LIMITS as L,
  VESSEL_TEXTS as T,
  parseZoneGeoJson,
  publicVesselsQuerySchema,
  publicVesselsResponseSchema,
  vesselActivityQuerySchema,
  vesselActivityResponseSchema,
  vesselRegisterInputSchema,
  vesselRegisterResponseSchema,
  vesselSavedResponseSchema,
  vesselSettingsInputSchema,
  vesselSettingsResponseSchema,
  zoneImportSchema,
  zoneInputSchema,
  zoneSavedResponseSchema,
  zonesImportedResponseSchema,
  zonesResponseSchema,
  type GearType,
  type Zone,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { auditActorOf } from '../admin/audit-actor';
import type { RouteOptions } from '../app-context';
import { writeAudit } from '../audit/audit-log';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { objectNotFound, visibleAssetIds } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';
import { PUBLIC_RATE_LIMITS, byAddress, createRateLimit } from '../http/rate-limits';
import { idParams } from '../http/route-schemas';
import { invalidField, paramObject, refusedNow } from '../maintenance/maintenance-access';
import { vesselActivity } from '../vessels/vessel-activity';
import { agencyOf, listVessels, listZones, saveRegister, saveVesselSettings, vesselSettingsOf, zoneShapesOf, type VesselScope } from '../vessels/vessel-repository';
import { parseTenantSettings } from '../tenants/tenant-settings';
import { reloadVesselZones } from '../vessels/vessel-zone-cache';

/** The page key of vessel monitoring: every signed-in vessel route needs it. */
export const VMS_PAGES = ['vms'] as const;

const agencyUserParams = z.object({ id: z.string().uuid('id must be a user id.') });
const agencyBody = z.object({ agency: z.string({ error: T.agencyTooLong }).trim().max(L.agencyMax, T.agencyTooLong).nullable() });
const agencyUsersResponse = z.strictObject({ success: z.literal(true), users: z.array(z.object({ id: z.string(), username: z.string(), displayName: z.string(), agency: z.string().nullable() })), message: z.string().optional() });

/** A zone's row values from its input. */
const zoneValues = (input: z.output<typeof zoneInputSchema>) => ({ name: input.name, kind: input.kind, polygons: JSON.stringify(input.polygons), source: input.source, updated_at: new Date() });

/**
 * Vessel monitoring (page key vms): the register of the company's boats (Administrators write it; Clients read it for
 * the boats given to them, a Vessel agency user for their agency's boats only), the zones (ports, anchorages, fishing
 * zones, protected areas, EEZ: drawn, edited, imported from GeoJSON), the dashboard's activity over a period, the
 * company's vessel settings, the agencies of its Vessel agency users, and the public page's answer.
 */
export const vesselRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Makes a change and its audit entry in one transaction; the change answers the entry's object id and summary (or null: nothing changed). */
  const audited = async <R>(caller: AuthContext, action: string, objectKind: string, change: (trx: Kysely<DB>) => Promise<{ result: R; objectId: string | number | null; summary: string } | null>) =>
    ctx.db.transaction().execute(async (trx) => {
      const done = await change(trx);
      if (done) await writeAudit(trx, { tenantId: caller.tenantId, actor: await auditActorOf(trx, caller), action, objectKind, objectId: done.objectId, summary: done.summary });
      return done?.result ?? null;
    });

  /** What the caller sees of the vessels: the assets given to them, of their agency when they are a Vessel agency user. */
  const scopeOf = async (request: FastifyRequest, caller: AuthContext): Promise<VesselScope> => ({
    tenantId: caller.tenantId,
    assetIds: caller.role === 'Administrator' ? null : await visibleAssetIds(request, ctx, caller),
    agency: await agencyOf(ctx.db, caller),
  });
  const vesselsOf = async (request: FastifyRequest, caller: AuthContext, assetId?: number) => {
    const settings = await vesselSettingsOf(ctx.db, caller.tenantId);
    const vessels = await listVessels(ctx.db, await scopeOf(request, caller), ctx.now(), { silentHours: settings.silentHours, zones: await zoneShapesOf(ctx.db, caller.tenantId), ...(assetId !== undefined ? { assetId } : {}) });
    return { vessels, settings };
  };

  api.get('/vessels/register', { schema: { response: { 200: vesselRegisterResponseSchema } }, config: { access: access.signedIn({ pages: VMS_PAGES, scope: 'visible-assets' }) } }, async (request) => {
    const { vessels, settings } = await vesselsOf(request, callerOf(request));
    return { success: true as const, vessels, silentHours: settings.silentHours };
  });

  api.put(
    '/vessels/:id/register',
    { schema: { params: idParams('id'), body: vesselRegisterInputSchema, response: { 200: vesselSavedResponseSchema } }, config: { access: access.admin({ pages: VMS_PAGES, object: paramObject('asset') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      const saved = await audited(caller, 'update', 'vessel', async (trx) =>
        (await saveRegister(trx, caller.tenantId, id, request.body)) ? { result: true, objectId: id, summary: `Updated the vessel register of asset ${id}` } : null,
      );
      if (!saved) throw invalidField(T.notABoat, 'id');
      const [vessel] = (await vesselsOf(request, caller, id)).vessels;
      if (!vessel) throw objectNotFound();
      return { success: true as const, vessel, message: T.registerSaved(vessel.name) };
    },
  );

  api.get(
    '/vessels/activity',
    { schema: { querystring: vesselActivityQuerySchema, response: { 200: vesselActivityResponseSchema } }, config: { access: access.signedIn({ pages: VMS_PAGES, scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const { from, to, assetId } = request.query;
      if (to <= from || to - from > L.periodMaxDays * 86_400_000) throw invalidField(T.periodInvalid, 'to');
      let { vessels } = await vesselsOf(request, caller);
      if (assetId !== undefined) {
        vessels = vessels.filter((v) => v.assetId === assetId);
        if (vessels.length === 0) throw objectNotFound();
      }
      return { success: true as const, ...(await vesselActivity(ctx.db, vessels, from, to, ctx.now())) };
    },
  );

  api.get('/vessels/settings', { schema: { response: { 200: vesselSettingsResponseSchema } }, config: { access: access.admin({ pages: VMS_PAGES, scope: 'tenant' }) } }, async (request) => ({
    success: true as const,
    ...(await vesselSettingsOf(ctx.db, callerOf(request).tenantId)),
  }));
  api.put(
    '/vessels/settings',
    { schema: { body: vesselSettingsInputSchema, response: { 200: vesselSettingsResponseSchema } }, config: { access: access.admin({ pages: VMS_PAGES, scope: 'tenant' }) } },
    async (request) => {
      const caller = callerOf(request);
      const saved = await audited(caller, 'update', 'company', async (trx) => ({ result: await saveVesselSettings(trx, caller.tenantId, request.body), objectId: caller.tenantId, summary: 'Updated the vessel settings' }));
      return { success: true as const, ...saved!, message: T.settingsSaved };
    },
  );

  // The agencies of the company's users (a Client holding vessel:agency sees the vessels of their agency only).
  const agencyUsers = async (tenantId: string) =>
    (await ctx.db.selectFrom('users').select(['id', 'username', 'display_name', 'vessel_agency', 'permissions']).where('tenant_id', '=', tenantId).where('role', '=', 'Client').orderBy('username').execute())
      .filter((u) => u.permissions.includes('vessel:agency'))
      .map((u) => ({ id: u.id, username: u.username, displayName: u.display_name, agency: u.vessel_agency }));
  api.get('/vessels/agency-users', { schema: { response: { 200: agencyUsersResponse } }, config: { access: access.admin({ pages: VMS_PAGES, scope: 'tenant' }) } }, async (request) => ({
    success: true as const,
    users: await agencyUsers(callerOf(request).tenantId),
  }));
  api.put(
    '/vessels/agency-users/:id',
    { schema: { params: agencyUserParams, body: agencyBody, response: { 200: agencyUsersResponse } }, config: { access: access.admin({ pages: VMS_PAGES, object: { kind: 'user', label: 'id', locate: (request) => partOf(request, 'params')['id'] } }) } },
    async (request) => {
      const caller = callerOf(request);
      const agency = request.body.agency || null;
      const id = request.params.id;
      const done = await audited(caller, 'update', 'user', async (trx) => {
        const row = await trx.updateTable('users').set({ vessel_agency: agency }).where('id', '=', id).where('tenant_id', '=', caller.tenantId).returning('username').executeTakeFirst();
        return row ? { result: true, objectId: id, summary: agency ? `Set the vessel agency of ${row.username} to ${agency}` : `Cleared the vessel agency of ${row.username}` } : null;
      });
      if (!done) throw objectNotFound();
      return { success: true as const, users: await agencyUsers(caller.tenantId), message: T.settingsSaved };
    },
  );

  // Zones: everyone of the area reads them (the map draws them); Administrators write them.
  api.get('/vessel-zones', { schema: { response: { 200: zonesResponseSchema } }, config: { access: access.signedIn({ pages: VMS_PAGES, scope: 'tenant' }) } }, async (request) => ({
    success: true as const,
    zones: await listZones(ctx.db, callerOf(request).tenantId),
  }));

  const zoneOf = async (tenantId: string, id: number): Promise<Zone> => {
    const [zone] = await listZones(ctx.db, tenantId, [id]);
    if (!zone) throw objectNotFound();
    return zone;
  };
  const checkName = async (db: Kysely<DB>, tenantId: string, name: string, except?: number) => {
    let q = db.selectFrom('vessel_zones').select('id').where('tenant_id', '=', tenantId).where(sql<boolean>`lower(name) = lower(${name})`);
    if (except !== undefined) q = q.where('id', '<>', except);
    if (await q.executeTakeFirst()) throw refusedNow(T.zoneNameTaken, 'name');
  };
  const checkRoom = async (db: Kysely<DB>, tenantId: string, adding: number) => {
    const n = Number((await db.selectFrom('vessel_zones').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).executeTakeFirst())?.n ?? 0);
    if (n + adding > L.zonesMax) throw refusedNow(T.zonesFull);
  };

  api.post('/vessel-zones', { schema: { body: zoneInputSchema, response: { 200: zoneSavedResponseSchema } }, config: { access: access.admin({ pages: VMS_PAGES, scope: 'tenant' }) } }, async (request) => {
    const caller = callerOf(request);
    await checkName(ctx.db, caller.tenantId, request.body.name);
    await checkRoom(ctx.db, caller.tenantId, 1);
    const row = (await audited(caller, 'create', 'vessel-zone', async (trx) => {
      const made = await trx.insertInto('vessel_zones').values({ tenant_id: caller.tenantId, ...zoneValues(request.body) }).returning('id').executeTakeFirstOrThrow();
      return { result: made, objectId: made.id, summary: `Added the zone ${request.body.name}` };
    }))!;
    await reloadVesselZones(ctx.db);
    return { success: true as const, zone: await zoneOf(caller.tenantId, row.id), message: T.zoneSaved(request.body.name) };
  });

  api.put(
    '/vessel-zones/:id',
    { schema: { params: idParams('id'), body: zoneInputSchema, response: { 200: zoneSavedResponseSchema } }, config: { access: access.admin({ pages: VMS_PAGES, scope: 'tenant' }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      await zoneOf(caller.tenantId, id);
      await checkName(ctx.db, caller.tenantId, request.body.name, id);
      await audited(caller, 'update', 'vessel-zone', async (trx) => {
        await trx.updateTable('vessel_zones').set(zoneValues(request.body)).where('id', '=', id).where('tenant_id', '=', caller.tenantId).execute();
        return { result: true, objectId: id, summary: `Updated the zone ${request.body.name}` };
      });
      await reloadVesselZones(ctx.db);
      return { success: true as const, zone: await zoneOf(caller.tenantId, id), message: T.zoneSaved(request.body.name) };
    },
  );

  api.delete(
    '/vessel-zones/:id',
    { schema: { params: idParams('id'), response: { 200: z.strictObject({ success: z.literal(true), message: z.string() }) } }, config: { access: access.admin({ pages: VMS_PAGES, scope: 'tenant' }) } },
    async (request) => {
      const caller = callerOf(request);
      const zone = await zoneOf(caller.tenantId, request.params.id as number);
      await audited(caller, 'delete', 'vessel-zone', async (trx) => {
        await trx.deleteFrom('vessel_zones').where('id', '=', zone.id).where('tenant_id', '=', caller.tenantId).execute();
        return { result: true, objectId: zone.id, summary: `Deleted the zone ${zone.name}` };
      });
      await reloadVesselZones(ctx.db);
      return { success: true as const, message: T.zoneDeleted(zone.name) };
    },
  );

  // A GeoJSON file (read by the browser, sent as JSON): its Polygon / MultiPolygon features become zones of one kind.
  api.post(
    '/vessel-zones/import',
    { bodyLimit: L.importBytesMax + 64_000, schema: { body: zoneImportSchema, response: { 200: zonesImportedResponseSchema } }, config: { access: access.admin({ pages: VMS_PAGES, scope: 'tenant' }) } },
    async (request) => {
      const caller = callerOf(request);
      const { kind, fileName, geojson, source } = request.body;
      const base = fileName.replace(/\.(geo)?json$/i, '').trim() || 'Zone';
      const read = parseZoneGeoJson(geojson, base);
      if (!read.ok) throw invalidField(read.error, 'geojson');
      const names = new Set<string>();
      for (const zone of read.zones) {
        const key = zone.name.toLowerCase();
        if (names.has(key)) throw invalidField(`${T.zoneNameTaken} (${zone.name})`, 'geojson');
        names.add(key);
        await checkName(ctx.db, caller.tenantId, zone.name);
      }
      await checkRoom(ctx.db, caller.tenantId, read.zones.length);
      const rows = (await audited(caller, 'import', 'vessel-zone', async (trx) => {
        const made = await trx
          .insertInto('vessel_zones')
          .values(read.zones.map((zone) => ({ tenant_id: caller.tenantId, name: zone.name, kind, polygons: JSON.stringify(zone.polygons), source })))
          .returning('id')
          .execute();
        return { result: made, objectId: made.length === 1 ? made[0]!.id : null, summary: `Imported ${made.length} zone(s) from ${fileName}` };
      }))!;
      await reloadVesselZones(ctx.db);
      return { success: true as const, zones: await listZones(ctx.db, caller.tenantId, rows.map((r) => r.id)), message: T.zonesImported(rows.length) };
    },
  );

  // Public, per address rate limited. The company is named by its public id (24 random characters, made with the
  // settings): explicit in the link the company hands out and unguessable, so no company is listed by accident.
  const perAddress = await createRateLimit(app, { ...PUBLIC_RATE_LIMITS.vesselsPerAddress, key: byAddress });
  api.get(
    '/public/vessels',
    {
      schema: { querystring: publicVesselsQuerySchema, response: { 200: publicVesselsResponseSchema } },
      config: { access: access.public("a company's published vessels: name, gear, length, home port and a delayed position only; the unguessable public id names the company") },
      onRequest: perAddress,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=30');
      const settings = await ctx.db
        .selectFrom('vessel_settings as vs')
        .innerJoin('tenants as t', 't.id', 'vs.tenant_id')
        .select(['vs.tenant_id', 'vs.public_delay_min', 't.name', 't.status', 't.settings'])
        .where('vs.public_id', '=', request.query.company)
        .executeTakeFirst();
      if (!settings || settings.status !== 'active') throw new HttpError(404, ERROR_CODES.notFound, T.publicUnknown);
      // The server never answers a position newer than this.
      const cutoff = new Date(ctx.now() - settings.public_delay_min * 60_000);
      const rows = await sql<{ name: string; gear_type: string; length_m: number | null; home_port: string; time: Date | null; lat: number | null; lng: number | null; speed: number | null }>`
        select a.name, v.gear_type, v.length_m, v.home_port, p.time, p.lat, p.lng, p.speed
        from vessels v
        join assets a on a.id = v.asset_id and a.deleted_at is null and a.type = 'boat'
        left join lateral (
          select time, lat, lng, speed from positions where asset_id = v.asset_id and time <= ${cutoff} order by time desc limit 1
        ) p on true
        where v.tenant_id = ${settings.tenant_id} and v.published
        order by a.name
        limit ${FIELD_LIMITS.assetsPerRequestMax}`.execute(ctx.db);
      return {
        success: true as const,
        company: settings.name,
        timeZone: parseTenantSettings(settings.settings).timeZone,
        delayMin: settings.public_delay_min,
        vessels: rows.rows.map((r) => ({
          name: r.name,
          gearType: r.gear_type as GearType,
          lengthM: r.length_m,
          homePort: r.home_port,
          time: r.time ? new Date(r.time).getTime() : null,
          lat: r.lat,
          lng: r.lng,
          speedKn: r.speed === null ? null : Math.round((r.speed / 1.852) * 10) / 10,
        })),
      };
    },
  );
};
