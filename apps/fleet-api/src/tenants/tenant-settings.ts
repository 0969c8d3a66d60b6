import {
  DEFAULT_OVERSPEED_MIN_DURATION_MS,
  DEFAULT_OVERSPEED_TOLERANCE_KMH,
  DEFAULT_STATUS_THRESHOLDS,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  parseUnitPreferences,
  type OverspeedRule,
  type StatusThresholds,
  type UnitPreferences,
} from '@fleet/domain';
import { DEFAULT_COMPANY_SETTINGS, ROUTE_STYLES, type CompanySettings, type CompanySettingsUpdate, type RouteStyle } from '@fleet/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';

/** What `tenants.settings` may hold; unknown keys are kept in the column and ignored here. */
const tenantSettingsSchema = z.object({
  statusThresholds: z
    .object({
      movingSpeedKmh: z.number().positive(),
      parkAfterMs: z.number().int().positive(),
      inactiveAfterMs: z.number().int().positive(),
    })
    .partial()
    .optional(),
  /** Overspeed limit of the event detector, km/h. */
  speedLimitKmh: z.number().positive().optional(),
  /** The company's IANA time zone: periods, day boundaries and shown times. */
  timeZone: z.string().refine(isTimeZone).optional(),
  /** Overspeed tolerance over the limit (km/h, 0-50) and minimum duration of a spell (ms, 0-10 min). */
  overspeed: z
    .object({
      toleranceKmh: z.number().min(0).max(50),
      minDurationMs: z.number().int().min(0).max(600_000),
    })
    .partial()
    .optional(),
  /** The company's logos: upload URLs (`/v2/uploads/...`) or empty. */
  logoBigUrl: z.string().optional(),
  logoSmallUrl: z.string().optional(),
  /** Default map view: [longitude, latitude] (degrees) and zoom. */
  mapCentre: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).optional(),
  mapZoom: z.number().min(1).max(20).optional(),
  routeStyle: z.enum(ROUTE_STYLES).optional(),
});

/** Parsed tenant settings. */
export interface TenantSettings {
  /** Status thresholds: the defaults with the tenant's overrides. */
  statusThresholds: StatusThresholds;
  /** Overspeed limit, km/h (90 unless set). */
  speedLimitKmh: number;
  /** The company's time zone (DEFAULT_TIME_ZONE unless set). */
  timeZone: string;
  /** Overspeed tolerance (km/h, 5 unless set) and minimum duration (ms, 30 s unless set); see the domain's rule. */
  overspeed: Omit<OverspeedRule, 'limitKmh'>;
  /** How the company's figures are shown and exported (metric unless set; a malformed entry reads metric). */
  units: UnitPreferences;
  /** The company's logos (upload URLs) or '' for the default. */
  logoBigUrl: string;
  logoSmallUrl: string;
  /** Default map view. */
  map: CompanySettings['map'];
  routeStyle: RouteStyle;
}

/** The overspeed limit when a tenant sets none, km/h. */
export const DEFAULT_TENANT_SPEED_LIMIT_KMH = 90;

/** The settings a tenant column holds; a malformed column falls back to the defaults. */
export function parseTenantSettings(raw: unknown): TenantSettings {
  const parsed = tenantSettingsSchema.safeParse(raw ?? {});
  const overrides = parsed.success ? (parsed.data.statusThresholds ?? {}) : {};
  const speedLimitKmh = (parsed.success ? parsed.data.speedLimitKmh : undefined) ?? DEFAULT_TENANT_SPEED_LIMIT_KMH;
  const timeZone = (parsed.success ? parsed.data.timeZone : undefined) ?? DEFAULT_TIME_ZONE;
  const overspeed = parsed.success ? (parsed.data.overspeed ?? {}) : {};
  return {
    statusThresholds: { ...DEFAULT_STATUS_THRESHOLDS, ...overrides },
    speedLimitKmh,
    timeZone,
    overspeed: {
      toleranceKmh: overspeed.toleranceKmh ?? DEFAULT_OVERSPEED_TOLERANCE_KMH,
      minDurationMs: overspeed.minDurationMs ?? DEFAULT_OVERSPEED_MIN_DURATION_MS,
    },
    // Parsed on its own: bad units fall back to metric without dropping the other settings.
    units: parseUnitPreferences(raw !== null && typeof raw === 'object' ? (raw as { units?: unknown }).units : undefined),
    logoBigUrl: (parsed.success ? parsed.data.logoBigUrl : undefined) ?? '',
    logoSmallUrl: (parsed.success ? parsed.data.logoSmallUrl : undefined) ?? '',
    map: {
      centre: (parsed.success ? parsed.data.mapCentre : undefined) ?? DEFAULT_COMPANY_SETTINGS.map.centre,
      zoom: (parsed.success ? parsed.data.mapZoom : undefined) ?? DEFAULT_COMPANY_SETTINGS.map.zoom,
    },
    routeStyle: (parsed.success ? parsed.data.routeStyle : undefined) ?? 'solid',
  };
}

/** The company settings the API answers (units the product shows: minutes, hours, seconds). */
export function toCompanySettings(name: string, settings: TenantSettings): CompanySettings {
  return {
    name,
    timeZone: settings.timeZone,
    logoBigUrl: settings.logoBigUrl,
    logoSmallUrl: settings.logoSmallUrl,
    statusThresholds: {
      movingSpeedKmh: settings.statusThresholds.movingSpeedKmh,
      stopMinutes: Math.round(settings.statusThresholds.parkAfterMs / 60_000),
      inactiveHours: Math.round(settings.statusThresholds.inactiveAfterMs / 3_600_000),
    },
    overspeed: { limitKmh: settings.speedLimitKmh, toleranceKmh: settings.overspeed.toleranceKmh, minDurationS: Math.round(settings.overspeed.minDurationMs / 1000) },
    map: settings.map,
    routeStyle: settings.routeStyle,
    units: settings.units,
  };
}

/** The `tenants.settings` keys an update writes (merged over the column; the name goes to `tenants.name`). */
export function settingsPatchOf(update: CompanySettingsUpdate): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (update.timeZone !== undefined) patch['timeZone'] = update.timeZone;
  if (update.logoBigUrl !== undefined) patch['logoBigUrl'] = update.logoBigUrl;
  if (update.logoSmallUrl !== undefined) patch['logoSmallUrl'] = update.logoSmallUrl;
  if (update.statusThresholds) {
    patch['statusThresholds'] = {
      movingSpeedKmh: update.statusThresholds.movingSpeedKmh,
      parkAfterMs: update.statusThresholds.stopMinutes * 60_000,
      inactiveAfterMs: update.statusThresholds.inactiveHours * 3_600_000,
    };
  }
  if (update.overspeed) {
    patch['speedLimitKmh'] = update.overspeed.limitKmh;
    patch['overspeed'] = { toleranceKmh: update.overspeed.toleranceKmh, minDurationMs: update.overspeed.minDurationS * 1000 };
  }
  if (update.map) {
    patch['mapCentre'] = update.map.centre;
    patch['mapZoom'] = update.map.zoom;
  }
  if (update.routeStyle !== undefined) patch['routeStyle'] = update.routeStyle;
  if (update.units !== undefined) patch['units'] = update.units;
  return patch;
}

/** Options of the settings cache. */
export interface TenantSettingsCacheOptions {
  db: Kysely<DB>;
  /** Current time, ms since epoch. */
  now: () => number;
  /** How long a tenant's settings are reused before they are read again, ms. @default 60000 */
  ttlMs?: number;
}

/** Reads tenants' settings, cached briefly: the ingest path asks for them on every batch. */
export class TenantSettingsCache {
  private readonly cache = new Map<string, { at: number; settings: TenantSettings }>();

  constructor(private readonly options: TenantSettingsCacheOptions) {}

  /**
   * The tenant's settings (the defaults for an unknown tenant). `db` reads them within the caller's transaction (the
   * embedded database has one connection: a read beside an open transaction would wait for it).
   */
  async get(tenantId: string, db: Kysely<DB> = this.options.db): Promise<TenantSettings> {
    const now = this.options.now();
    const hit = this.cache.get(tenantId);
    if (hit && now - hit.at < (this.options.ttlMs ?? 60_000)) return hit.settings;
    const row = await db.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirst();
    const settings = parseTenantSettings(row?.settings);
    this.cache.set(tenantId, { at: now, settings });
    return settings;
  }

  /** The tenant's status thresholds. */
  async thresholds(tenantId: string): Promise<StatusThresholds> {
    return (await this.get(tenantId)).statusThresholds;
  }

  /** Forgets a tenant's cached settings (after they were changed). */
  invalidate(tenantId: string): void {
    this.cache.delete(tenantId);
  }
}
