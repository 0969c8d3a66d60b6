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
  };
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
