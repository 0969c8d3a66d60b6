import type { AssetType } from '@fleet/domain';

import { DEMO_FLEET, DEMO_MALDIVES_GROUP, type DemoAsset } from '@fleet/demo-fleet';

/** The demo fleet (names, types, groups) lives with the simulator that drives it. */
export { DEMO_FLEET, DEMO_MALDIVES_GROUP, type DemoAsset };

/** The head office group, which the demo Client user is not given. */
export const DEMO_HEAD_OFFICE = 'Head Office';

/**
 * The groups the demo Client user is not given: Head Office, and the Maldives fishing dhonis (a fisheries agency's
 * vessels, for the vessel monitoring area the Client has no page for; its figures stay those of the Malaysian fleet).
 */
export const DEMO_CLIENT_HIDDEN_GROUPS: readonly string[] = [DEMO_HEAD_OFFICE, DEMO_MALDIVES_GROUP];

/** Name of the demo tenant. */
export const DEMO_TENANT_NAME = 'Demo Fleet';

/** Assets of the named demo fleet. */
export const DEMO_FLEET_SIZE = Object.values(DEMO_FLEET).reduce((n, list) => n + list.length, 0);
/** Most assets a demo may have (FLEET_DEMO_ASSETS). */
export const DEMO_ASSETS_MAX = 20_000;
/** Above this many assets a demo backfills one day of history unless FLEET_BACKFILL_DAYS says otherwise. */
export const LARGE_DEMO_ASSETS = 500;

/** Groups whose assets are copied to make a larger demo (Head Office and the Maldives dhonis stay as they are). */
const SCALED_GROUPS = Object.keys(DEMO_FLEET).filter((g) => g !== DEMO_HEAD_OFFICE && g !== DEMO_MALDIVES_GROUP);

/**
 * The demo fleet with `count` assets: the named ones, then copies of the operating groups' assets in turn (same type,
 * group and so region; numbered names such as 'Hino 500 #0001'), for a demo at fleet scale.
 */
export function demoFleetOf(count: number): (DemoAsset & { group: string })[] {
  const named = Object.entries(DEMO_FLEET).flatMap(([group, list]) => list.map((asset) => ({ ...asset, group })));
  const templates = SCALED_GROUPS.flatMap((group) => (DEMO_FLEET[group] ?? []).map((asset) => ({ ...asset, group })));
  const out = named.slice(0, count);
  const width = String(Math.max(1, count - named.length)).length;
  for (let i = 0; out.length < count; i += 1) {
    const t = templates[i % templates.length]!;
    const base = t.name.split(' - ')[0]!;
    out.push({ ...t, name: `${base} #${String(i + 1).padStart(Math.max(4, width), '0')}` });
  }
  return out;
}

/** The tracker each type carries: model, ingest protocol and the 8-digit type allocation code of its IMEI. */
export const DEMO_TRACKERS: Record<AssetType, { model: string; protocol: string; tac: string }> = {
  truck: { model: 'Teltonika FMB140', protocol: 'teltonika', tac: '35209310' },
  car: { model: 'Teltonika FMB920', protocol: 'teltonika', tac: '35209320' },
  machine: { model: 'Teltonika FMC650', protocol: 'teltonika', tac: '35209330' },
  boat: { model: 'Teltonika FMC130', protocol: 'teltonika', tac: '35209340' },
  animal: { model: 'Digital Matter Oyster3', protocol: 'mqtt', tac: '86412050' },
  item: { model: 'Digital Matter Yabby Edge', protocol: 'mqtt', tac: '86412060' },
  watch: { model: '4G Smartwatch', protocol: 'watch', tac: '86720070' },
  staff: { model: 'Android phone (OsmAnd)', protocol: 'osmand', tac: '35891080' },
};

/** The Luhn check digit of a digit string (the 15th digit of an IMEI). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Doubling starts from the rightmost digit of the payload.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 15-digit IMEI from a type allocation code and a serial number. */
export function demoImei(tac: string, serial: number): string {
  const body = `${tac}${String(serial).padStart(6, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}
