import { stableUuid } from "../content/ids";
import type { CatalogueCountry } from "../../core/db/schema";
import type { searchTags } from "../../core/db/schema";
import { FINLAND } from "./geography/finland";
import { NORWAY } from "./geography/norway";
import { SWEDEN } from "./geography/sweden";
import type { CountySeed, MunicipalitySeed } from "./geography/types";
import { foldForSearch, roundDegrees, slugify } from "./text";

export type SearchTagRow = typeof searchTags.$inferInsert;

export interface CountyPlace {
  id: string;
  country: CatalogueCountry;
  name: string;
  url: string;
  lat: number;
  lng: number;
}

export interface MunicipalityPlace extends CountyPlace {
  county: CountyPlace;
  population: number;
  sqmPrice: number;
  areas: AreaPlace[];
}

export interface AreaPlace extends CountyPlace {
  municipality: MunicipalityPlace;
}

export interface Geography {
  tags: SearchTagRow[];
  municipalities: Record<CatalogueCountry, MunicipalityPlace[]>;
  /** Tag id -> its tag and the county and municipality above it (itself where it is one). */
  byTagId: Map<string, SearchTagRow>;
}

const COUNTRY_DATA: Record<CatalogueCountry, readonly CountySeed[]> = { se: SWEDEN, no: NORWAY, fi: FINLAND };

/** Compass-point neighbourhoods for towns without listed ones: name and offset in degrees (about 2 km). */
const GENERIC_AREAS: Record<CatalogueCountry, readonly (readonly [string, number, number])[]> = {
  se: [
    ["Centrum", 0.003, 0.002],
    ["Norr", 0.02, 0.004],
    ["Söder", -0.019, -0.003],
    ["Öster", 0.002, 0.036],
  ],
  no: [
    ["Sentrum", 0.003, 0.002],
    ["Nord", 0.02, 0.004],
    ["Sør", -0.019, -0.003],
    ["Øst", 0.002, 0.036],
  ],
  fi: [
    ["Keskusta", 0.003, 0.002],
    ["Pohjoinen", 0.02, 0.004],
    ["Eteläinen", -0.019, -0.003],
    ["Itäinen", 0.002, 0.036],
  ],
};

/** Bigger towns get more neighbourhoods: two, three from 40,000 people, four from 100,000. */
function genericAreaCount(municipality: MunicipalitySeed): number {
  if (municipality.population >= 100) return 4;
  return municipality.population >= 40 ? 3 : 2;
}

function tagRow(
  country: CatalogueCountry,
  type: SearchTagRow["type"],
  name: string,
  url: string,
  parentId: string | null,
  lat: number,
  lng: number,
): SearchTagRow {
  return {
    id: stableUuid(`catalogue:tag:${country}:${url}`),
    country,
    type,
    name,
    searchName: foldForSearch(name),
    url,
    parentId,
    hasRental: false,
    lat: roundDegrees(lat),
    lng: roundDegrees(lng),
  };
}

/** The county, municipality and area tags of the three countries, with stable ids. */
export function buildGeography(): Geography {
  const tags: SearchTagRow[] = [];
  const municipalities: Record<CatalogueCountry, MunicipalityPlace[]> = { se: [], no: [], fi: [] };
  for (const country of Object.keys(COUNTRY_DATA) as CatalogueCountry[]) {
    for (const countySeed of COUNTRY_DATA[country]) {
      const countyTag = tagRow(
        country,
        "county",
        countySeed.name,
        slugify(countySeed.name),
        null,
        countySeed.lat,
        countySeed.lng,
      );
      tags.push(countyTag);
      const county: CountyPlace = { ...placeOf(countyTag), country };
      for (const seed of countySeed.municipalities) {
        const url = `${countyTag.url}/${slugify(seed.name)}`;
        const tag = tagRow(country, "municipality", seed.name, url, countyTag.id, seed.lat, seed.lng);
        tags.push(tag);
        const municipality: MunicipalityPlace = {
          ...placeOf(tag),
          country,
          county,
          population: seed.population,
          sqmPrice: seed.sqmPrice,
          areas: [],
        };
        const areaSeeds =
          seed.areas ??
          GENERIC_AREAS[country]
            .slice(0, genericAreaCount(seed))
            .map(([name, dLat, dLng]) => [name, seed.lat + dLat, seed.lng + dLng] as const);
        for (const [name, lat, lng] of areaSeeds) {
          const areaTag = tagRow(country, "area", name, `${url}/${slugify(name)}`, tag.id, lat, lng);
          tags.push(areaTag);
          municipality.areas.push({ ...placeOf(areaTag), country, municipality });
        }
        municipalities[country].push(municipality);
      }
    }
  }
  return { tags, municipalities, byTagId: new Map(tags.map((tag) => [tag.id, tag])) };
}

function placeOf(tag: SearchTagRow) {
  return { id: tag.id, name: tag.name, url: tag.url, lat: tag.lat, lng: tag.lng };
}
