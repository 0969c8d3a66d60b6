import type { Poi } from './poi';

/** A POI as the login's geoPOIData lists it (playback matches points against it). */
export interface GeoPoi {
  id: number;
  name: string;
  /** One ring of [lng, lat] pairs, closed (first point repeated). */
  ring: [number, number][];
}

/** One POI group of a user and the tenant's POIs listed under it. */
export interface PoiGroup {
  name: string;
  pois: Poi[];
}

/** GET /v2/settings/poi/:uid */
export interface PoiListResponse {
  success: true;
  groups: PoiGroup[];
  /** Every POI of the tenant. */
  pois: Poi[];
}

/** POST /v2/settings/poi */
export interface SavePoiResponse {
  success: true;
  poi: Poi;
  /** 'POI ({name}) added successfully' or 'POI successfully updated'. */
  message: string;
}
