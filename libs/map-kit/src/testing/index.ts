export { createFixtureFleet, createRandom, FIXTURE_TYPES, MALAYSIA_HUBS, moveFixtureFleet, SHAH_ALAM } from './fixture-fleet';
export type { FixtureFleetOptions, FixtureHub } from './fixture-fleet';
