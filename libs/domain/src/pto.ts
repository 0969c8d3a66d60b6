import type { PtoAnalysis, PtoInterval } from './pto-schemas';

/**
 * PTO (input) analysis (SPEC §2 PTO Analysis, §3 PTO analysis data, §5 unit conversions): how long and how far a
 * machine worked with an input on, and the area its implement covered.
 */

/**
 * Area units of the PTO analysis: square metres (the default, cannot be cleared), square kilometres, acres and
 * hectares.
 */
export const PTO_AREA_UNITS = ['m2', 'km2', 'acres', 'hectares'] as const;
export type PtoAreaUnit = (typeof PTO_AREA_UNITS)[number];
export const DEFAULT_PTO_AREA_UNIT: PtoAreaUnit = 'm2';

/**
 * Factors from square metres: acres 0.000247105 and hectares 0.0001 (SPEC §5). SPEC §5 gives 'kilometers 0.001',
 * which made 194,910 m² read '194.91 Kilometers' (issue #13); the unit is the square kilometre, 0.000001.
 */
export const PTO_AREA_FACTORS: Record<PtoAreaUnit, number> = { m2: 1, km2: 0.000001, acres: 0.000247105, hectares: 0.0001 };

/** Labels of the unit selector and of the areas shown ('0.19 km²'). */
export const PTO_AREA_UNIT_LABELS: Record<PtoAreaUnit, string> = { m2: 'm²', km2: 'km²', acres: 'acres', hectares: 'hectares' };

/** An area in square metres in the chosen unit. */
export function convertArea(squareMetres: number, unit: PtoAreaUnit): number {
  return squareMetres * PTO_AREA_FACTORS[unit];
}

/**
 * % completion (SPEC §5): the rounded ratio of the area covered inside the area of interest to the area of interest,
 * or of the area covered to itself (100) when none is drawn; 0 when nothing was covered. Callers pass the worked area
 * inside the area of interest (`coveredAreaInside`), never the whole worked area: an area drawn on empty land is 0 %.
 */
export function percentCompletion(coveredSquareMetres: number, areaOfInterestSquareMetres: number | null): number {
  if (coveredSquareMetres <= 0) return 0;
  const base = areaOfInterestSquareMetres !== null && areaOfInterestSquareMetres > 0 ? areaOfInterestSquareMetres : coveredSquareMetres;
  return Math.round((coveredSquareMetres / base) * 100);
}

/** Default implement (working) width when an asset has none set, metres. */
export const DEFAULT_IMPLEMENT_WIDTH_M = 3;

// The PTO answers' schemas (the analysis' and the implement width's) are in pto-schemas.ts, apart so that the report
// modals, which import the units and conversions above, carry no zod; the analysis' type is its schema's.
export type { PtoAnalysis, PtoInterval };
