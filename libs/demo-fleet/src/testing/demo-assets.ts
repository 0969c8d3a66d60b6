/** Test fixture: the demo fleet (roster.ts, the server seeds the same) numbered 1..54 in listing order. */
import { DEMO_FLEET } from '../roster';
import type { DemoAssetSpec } from '../types';

/** The 54 demo assets. */
export const DEMO_ASSETS: DemoAssetSpec[] = Object.entries(DEMO_FLEET)
  .flatMap(([group, list]) => list.map(({ name, type }) => ({ name, type, group })))
  .map((a, i) => ({ assetId: i + 1, ...a }));
