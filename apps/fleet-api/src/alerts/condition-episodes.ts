import {
  CONDITION_ALERT_TYPES,
  DERIVED_EVENT_TYPES,
  effectiveTemperatureRange,
  speedingSample,
  stepCondition,
  temperatureExcess,
  temperatureSample,
  type ConditionEpisode,
  type ConditionSample,
  type Position,
  type TemperatureRange,
} from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { temperatureRangeOf } from '../assets/temperature-range';
import type { DB } from '../db/schema';
import type { DetectedEvent } from '../positions/event-detector';
import type { StoredRule } from './alert-repository';

/** The episode subject of a speeding and of a temperature episode (a dwell's is its POI id, always > 0). */
export const EPISODE_SUBJECT = { speeding: 0, temperature: -1 } as const;

/** An alert a condition raises, before the calendar and the cool-down are applied. */
export interface ConditionAlert {
  rule: StoredRule;
  assetId: number;
  type: string;
  time: number;
  lat: number | null;
  lng: number | null;
  details: Record<string, string | number>;
}

/** The assets of a batch as the conditions need them. */
interface AssetRow {
  id: number;
  name: string;
  group_id: number | null;
  temperature_profile: string | null;
  temperature_min_c: number | null;
  temperature_max_c: number | null;
}

const keyOf = (ruleId: number, assetId: number, subject: number) => `${ruleId}:${assetId}:${subject}`;

/** Whether the rule watches the asset: listed, in a listed group, or every asset when it lists none. */
export function ruleCovers(rule: StoredRule, asset: { id: number; group_id: number | null }): boolean {
  if (rule.assetIds.length === 0 && rule.groupIds.length === 0) return true;
  return rule.assetIds.includes(asset.id) || (asset.group_id !== null && rule.groupIds.includes(asset.group_id));
}

/** The assets named, with their group and temperature range. */
export async function conditionAssets(db: Kysely<DB>, assetIds: readonly number[]): Promise<Map<number, AssetRow>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('assets')
    .select(['id', 'name', 'group_id', 'temperature_profile', 'temperature_min_c', 'temperature_max_c'])
    .where('id', '=', sql<number>`any(${[...new Set(assetIds)]}::int[])`)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The range a temperature rule judges an asset against: the rule's own, else the asset's (as the Temperature report). */
function rangeFor(rule: StoredRule, asset: AssetRow): TemperatureRange {
  if (rule.temperatureMinC !== null && rule.temperatureMaxC !== null) return { min: rule.temperatureMinC, max: rule.temperatureMaxC };
  const { min, max } = effectiveTemperatureRange(temperatureRangeOf(asset));
  return { min, max };
}

type StoredEpisode = ConditionEpisode & { details: Record<string, string | number | null> };

async function loadEpisodes(db: Kysely<DB>, ruleIds: readonly number[], assetIds: readonly number[]): Promise<Map<string, StoredEpisode>> {
  const rows = await db
    .selectFrom('alert_episodes')
    .selectAll()
    .where('rule_id', '=', sql<number>`any(${[...new Set(ruleIds)]}::int[])`)
    .where('asset_id', '=', sql<number>`any(${[...new Set(assetIds)]}::int[])`)
    .execute();
  return new Map(
    rows.map((r) => [
      keyOf(r.rule_id, r.asset_id, r.subject),
      { since: r.since.getTime(), lastAt: r.last_at.getTime(), toldAt: r.told_at?.getTime() ?? null, worst: r.worst, details: r.details },
    ]),
  );
}

async function saveEpisode(db: Kysely<DB>, ruleId: number, assetId: number, subject: number, episode: StoredEpisode | null): Promise<void> {
  const where = db.deleteFrom('alert_episodes').where('rule_id', '=', ruleId).where('asset_id', '=', assetId).where('subject', '=', subject);
  if (!episode) {
    await where.execute();
    return;
  }
  const values = {
    since: new Date(episode.since),
    last_at: new Date(episode.lastAt),
    told_at: episode.toldAt === null ? null : new Date(episode.toldAt),
    worst: episode.worst,
    details: JSON.stringify(episode.details),
  };
  await db
    .insertInto('alert_episodes')
    .values({ rule_id: ruleId, asset_id: assetId, subject, ...values })
    .onConflict((oc) => oc.columns(['rule_id', 'asset_id', 'subject']).doUpdateSet(values))
    .execute();
}

/**
 * Follows the speeding and temperature rules over committed reports (per asset, in time order): each rule and asset
 * has at most one episode per condition, kept in `alert_episodes`; a report where the condition has held for the
 * rule's time tells once per episode. @returns the alerts to raise (calendar and cool-down not yet applied)
 */
export async function followConditions(db: Kysely<DB>, rules: readonly StoredRule[], reports: readonly Position[]): Promise<ConditionAlert[]> {
  const watching = rules.filter((r) => r.eventTypes.includes(CONDITION_ALERT_TYPES.speeding) || r.eventTypes.includes(CONDITION_ALERT_TYPES.temperature));
  if (watching.length === 0 || reports.length === 0) return [];
  const byAsset = new Map<number, Position[]>();
  for (const p of reports) byAsset.set(p.assetId, [...(byAsset.get(p.assetId) ?? []), p]);
  const assets = await conditionAssets(db, [...byAsset.keys()]);
  const pairs = watching.flatMap((rule) => [...byAsset.keys()].filter((id) => assets.has(id) && ruleCovers(rule, assets.get(id)!)).map((assetId) => ({ rule, assetId })));
  if (pairs.length === 0) return [];
  const episodes = await loadEpisodes(
    db,
    pairs.map((p) => p.rule.id),
    pairs.map((p) => p.assetId),
  );
  const out: ConditionAlert[] = [];
  for (const { rule, assetId } of pairs) {
    const asset = assets.get(assetId)!;
    const track = [...byAsset.get(assetId)!].sort((a, b) => a.time - b.time);
    const conditions: { type: string; subject: number; holdMs: number; sample: (p: Position) => ConditionSample | null; badness: (v: number) => number; details: (e: ConditionEpisode) => Record<string, string | number> }[] = [];
    if (rule.eventTypes.includes(CONDITION_ALERT_TYPES.speeding)) {
      conditions.push({
        type: CONDITION_ALERT_TYPES.speeding,
        subject: EPISODE_SUBJECT.speeding,
        holdMs: rule.speedingSeconds * 1000,
        sample: (p) => speedingSample(p.time, p.speed, rule.speedLimitKph),
        badness: (v) => v,
        details: (e) => ({ limit: rule.speedLimitKph, peak: e.worst ?? rule.speedLimitKph, heldMs: (e.toldAt ?? e.lastAt) - e.since, since: e.since }),
      });
    }
    if (rule.eventTypes.includes(CONDITION_ALERT_TYPES.temperature)) {
      const range = rangeFor(rule, asset);
      conditions.push({
        type: CONDITION_ALERT_TYPES.temperature,
        subject: EPISODE_SUBJECT.temperature,
        holdMs: rule.temperatureMinutes * 60_000,
        sample: (p) => temperatureSample(p.time, p.temperature, range),
        badness: (v) => temperatureExcess(v, range),
        details: (e) => ({ reading: e.worst ?? range.max, min: range.min, max: range.max, heldMs: (e.toldAt ?? e.lastAt) - e.since, since: e.since }),
      });
    }
    for (const condition of conditions) {
      const key = keyOf(rule.id, assetId, condition.subject);
      const before = episodes.get(key) ?? null;
      let episode: ConditionEpisode | null = before;
      let changed = false;
      for (const p of track) {
        const sample = condition.sample(p);
        if (!sample) continue;
        const step = stepCondition(episode, sample, condition.holdMs, condition.badness);
        if (step.change === 'stale' || step.change === 'none') continue;
        episode = step.episode;
        changed = true;
        if (step.tells && episode) out.push({ rule, assetId, type: condition.type, time: p.time, lat: p.lat, lng: p.lng, details: condition.details(episode) });
      }
      if (changed) await saveEpisode(db, rule.id, assetId, condition.subject, episode ? { ...episode, details: {} } : null);
    }
  }
  return out;
}

/**
 * Opens and closes the POI stays the dwell rules follow, from the poi-enter / poi-exit events just stored: an enter
 * opens an episode (rule, asset, POI) at the event's time, an exit removes it. `dueDwells` tells them.
 */
export async function followPoiStays(db: Kysely<DB>, rules: readonly StoredRule[], events: readonly DetectedEvent[]): Promise<void> {
  const watching = rules.filter((r) => r.eventTypes.includes(CONDITION_ALERT_TYPES.dwell));
  const stays = events.filter((e) => e.type === DERIVED_EVENT_TYPES.poiEnter || e.type === DERIVED_EVENT_TYPES.poiExit);
  if (watching.length === 0 || stays.length === 0) return;
  const assets = await conditionAssets(
    db,
    stays.map((e) => e.assetId),
  );
  for (const event of [...stays].sort((a, b) => a.time - b.time)) {
    const asset = assets.get(event.assetId);
    const poiId = Number(event.details['poiId']);
    if (!asset || !Number.isInteger(poiId) || poiId <= 0) continue;
    for (const rule of watching) {
      if (event.tenantId !== rule.tenantId || !ruleCovers(rule, asset) || (rule.poiIds.length > 0 && !rule.poiIds.includes(poiId))) continue;
      if (event.type === DERIVED_EVENT_TYPES.poiExit) {
        await saveEpisode(db, rule.id, asset.id, poiId, null);
        continue;
      }
      const name = String(event.details['name'] ?? '');
      await db
        .insertInto('alert_episodes')
        .values({ rule_id: rule.id, asset_id: asset.id, subject: poiId, since: new Date(event.time), last_at: new Date(event.time), told_at: null, worst: null, details: JSON.stringify({ name, lat: event.lat, lng: event.lng }) })
        .onConflict((oc) => oc.columns(['rule_id', 'asset_id', 'subject']).doNothing())
        .execute();
    }
  }
}

/** A POI stay whose rule's minutes have passed, claimed for telling. */
export interface DueDwell {
  ruleId: number;
  assetId: number;
  poiId: number;
  since: number;
  at: number;
  name: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Claims the POI stays of enabled dwell rules that have lasted the rule's minutes by `now` and were not told: each is
 * marked told (at since + minutes) by one conditional update, so that two instances checking at once tell once.
 */
export async function claimDueDwells(db: Kysely<DB>, now: number): Promise<DueDwell[]> {
  const rows = await db
    .updateTable('alert_episodes as e')
    .from('alert_rules as r')
    .set({ told_at: sql<Date>`e.since + make_interval(mins => r.dwell_minutes)` })
    .whereRef('r.id', '=', 'e.rule_id')
    .where('r.enabled', '=', true)
    .where(sql<boolean>`${CONDITION_ALERT_TYPES.dwell} = any(r.event_types)`)
    .where('e.subject', '>', 0)
    .where('e.told_at', 'is', null)
    .where(sql<boolean>`e.since + make_interval(mins => r.dwell_minutes) <= ${new Date(now)}`)
    .returning(['e.rule_id', 'e.asset_id', 'e.subject', 'e.since', 'e.told_at', 'e.details'])
    .execute();
  return rows.map((r) => {
    const details = r.details;
    return {
      ruleId: r.rule_id,
      assetId: r.asset_id,
      poiId: r.subject,
      since: new Date(r.since).getTime(),
      at: new Date(r.told_at as Date).getTime(),
      name: String(details['name'] ?? ''),
      lat: typeof details['lat'] === 'number' ? details['lat'] : null,
      lng: typeof details['lng'] === 'number' ? details['lng'] : null,
    };
  });
}
