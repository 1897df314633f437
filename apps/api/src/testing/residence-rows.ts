/*
 * Home rows as the residence search tests read them straight from the objects table, and the
 * arithmetic they check the API against, written apart from the handlers' SQL on purpose.
 */

export interface Home {
  id: string;
  stage_id: string;
  status_id: string;
  price: number;
  total_price: number | null;
  rooms: number;
  living_area: number;
  concept_ids: string[];
  outdoor_area_ids: string[];
  stage_status_id: string;
  disposal_form_id: string;
  residence_type_id: string;
  has_showing: boolean;
  inhabit_date: string | null;
  county_tag_id: string;
  municipality_tag_id: string;
  area_tag_id: string | null;
  lat: number;
  lng: number;
  recommended_rank: number;
}

/** What price filters and sorts compare: the debt-free total in Finland, the price elsewhere (spec section 3). */
export const priceOf = (home: Home) => home.total_price ?? home.price;

export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}
