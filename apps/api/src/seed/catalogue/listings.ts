import { type EnumKey, ObjectStatus, PremiseStatus, PremiseType, RentalStatus } from "../../modules/catalogue/enums";
import type { premises, rentalProjects, successionObjects } from "../../core/db/schema";
import { catalogueId, daysFromReference, mediaUrl, monthFromReference } from "./common";
import { COPY } from "./copy";
import type { Geography, MunicipalityPlace } from "./geography";
import { imageIdOf, imageRow, type ImageRow } from "./images";
import { Random } from "../../core/random";
import type { HomeSiteProfile } from "./sites";
import type { StagePlan } from "./stages";
import { roundDegrees, roundTo, slugify } from "./text";

export type PremisesRow = typeof premises.$inferInsert;
export type RentalProjectRow = typeof rentalProjects.$inferInsert;
export type SuccessionObjectRow = typeof successionObjects.$inferInsert;
type PremiseTypeKey = EnumKey<typeof PremiseType>;

/** Monthly rent per m² in the site's currency: premises and rental flats. */
const PREMISES_RENT: Record<HomeSiteProfile["country"], readonly [number, number]> = {
  se: [170, 320],
  no: [190, 350],
  fi: [14, 30],
};
const FLAT_RENT: Record<HomeSiteProfile["country"], readonly [number, number]> = {
  se: [150, 190],
  no: [190, 260],
  fi: [16, 22],
};

function townOf(geography: Geography, profile: HomeSiteProfile, random: Random): MunicipalityPlace {
  const towns = geography.municipalities[profile.country].filter((town) => town.population >= profile.minPopulation);
  return random.weighted(towns, (town) => town.population);
}

/** Shops, offices and the like, most on the ground floor of a block of flats of the same site. */
export function premisesOf(profile: HomeSiteProfile, plans: readonly StagePlan[], geography: Geography, count: number) {
  const copy = COPY[profile.language];
  const blocks = plans.filter((plan) => plan.residenceType === "apartment");
  const rows: PremisesRow[] = [];
  const images: ImageRow[] = [];
  for (let index = 0; index < count; index++) {
    const id = catalogueId("premises", profile.site.key, index);
    const random = Random.for(id);
    const stage = blocks.length > 0 && random.chance(0.6) ? random.pick(blocks) : null;
    const municipality = stage?.municipality ?? townOf(geography, profile, random);
    const area = stage?.area ?? random.pick(municipality.areas);
    const type = random.weightedKey<PremiseTypeKey>({
      retail: 30,
      office: 30,
      restaurant: 12,
      healthcare: 10,
      warehouse: 10,
      workshop: 8,
    });
    const status = random.weightedKey({ forSale: 55, booked: 15, rented: 25, sold: 5 } as const);
    const areaSize = Math.round(Math.exp(random.float(Math.log(35), Math.log(650))));
    const [minRent, maxRent] = PREMISES_RENT[profile.country];
    const name = `${copy.premisesType[type]}, ${stage ? stage.name : area.name}`;
    const place = `${area.name}, ${municipality.name}`;
    rows.push({
      id,
      siteKey: profile.site.key,
      stageId: stage?.id ?? null,
      name,
      url: `${copy.segments.premises}${slugify(name)}-${index + 1}/`,
      typeId: PremiseType.ids[type],
      statusId: PremiseStatus.ids[status],
      areaSize,
      monthlyRent: status === "sold" ? null : roundTo(areaSize * random.float(minRent, maxRent), 100),
      availableFrom: status === "forSale" ? monthFromReference(random.int(0, 14)) : null,
      countyTagId: municipality.county.id,
      municipalityTagId: municipality.id,
      areaTagId: area.id,
      lat: roundDegrees((stage?.lat ?? area.lat) + random.float(-0.002, 0.002)),
      lng: roundDegrees((stage?.lng ?? area.lng) + random.float(-0.003, 0.003)),
      shortDescription: copy.premisesDescription(copy.premisesType[type], areaSize, place),
      searchImageUrl: mediaUrl("facade", imageIdOf("premises", id)),
    });
    images.push(imageRow("facade", "premises", id, 0, name, stage ? 5 : 1));
  }
  return { rows, images };
}

/** Rental blocks (hyresrätter, vuokra-asunnot): let, not sold, so they stay out of the home search. */
export function rentalProjectsOf(profile: HomeSiteProfile, geography: Geography, count: number) {
  const copy = COPY[profile.language];
  const rows: RentalProjectRow[] = [];
  const images: ImageRow[] = [];
  const used = new Set<string>();
  for (let index = 0; index < count; index++) {
    const id = catalogueId("rental", profile.site.key, index);
    const random = Random.for(id);
    const municipality = townOf(geography, profile, random);
    const area = random.pick(municipality.areas);
    let name = `${random.pick(copy.nameStarts)}${random.pick(copy.nameEnds)}`;
    for (let number = 2; used.has(name); number++) name = `${name.replace(/ \d+$/, "")} ${number}`;
    used.add(name);
    const status = random.weightedKey({ forSale: 60, rented: 25, booked: 15 } as const);
    const apartmentCount = random.int(20, 120);
    const minLivingArea = roundTo(random.float(30, 40), 0.5);
    const maxLivingArea = roundTo(random.float(82, 110), 0.5);
    const [lowRate, highRate] = FLAT_RENT[profile.country];
    const rate = random.float(lowRate, highRate);
    const minRooms = 1;
    const maxRooms = random.int(3, 5);
    rows.push({
      id,
      siteKey: profile.site.key,
      name,
      url: `${copy.segments.rentals}${slugify(name)}/`,
      statusId: RentalStatus.ids[status],
      countyTagId: municipality.county.id,
      municipalityTagId: municipality.id,
      areaTagId: area.id,
      lat: roundDegrees(area.lat + random.float(-0.005, 0.005)),
      lng: roundDegrees(area.lng + random.float(-0.008, 0.008)),
      minRent: roundTo(minLivingArea * rate, 10),
      maxRent: roundTo(maxLivingArea * rate, 10),
      minRooms,
      maxRooms,
      minLivingArea,
      maxLivingArea,
      apartmentCount,
      availableCount: status === "rented" ? 0 : random.int(1, Math.ceil(apartmentCount / 3)),
      inhabitDate: monthFromReference(random.int(-6, 18)),
      shortDescription: copy.stageDescription(
        `${apartmentCount} ${copy.homePlural.apartment}`,
        `${minRooms}–${maxRooms}`,
        area.name,
        municipality.name,
      ),
      searchImageUrl: mediaUrl("facade", imageIdOf("rental_project", id)),
    });
    images.push(imageRow("facade", "rental_project", id, 0, name, random.int(4, 8)));
  }
  return { rows, images };
}

const STREETS = [
  "Storgatan",
  "Kungsgatan",
  "Drottninggatan",
  "Skolgatan",
  "Parkvägen",
  "Björkvägen",
  "Sjövägen",
  "Tallvägen",
  "Ekvägen",
  "Lindvägen",
  "Ängsvägen",
  "Stationsgatan",
  "Nygatan",
  "Hamngatan",
  "Kyrkogatan",
  "Trädgårdsgatan",
  "Solvägen",
  "Granvägen",
  "Strandvägen",
  "Järnvägsgatan",
];
const BROKERS = [
  "Hemnära Mäklare",
  "Nordstjärnan Fastighetsförmedling",
  "Sjöstaden Mäklarbyrå",
  "Trygga Hem Mäklare",
  "Lugna Gatan Förmedling",
];

/**
 * Homes built earlier and now resold through brokers (/maklar-objekt/): Swedish sites only,
 * spread thinly over many towns (weighted by the square root of the population).
 */
export function successionObjectsOf(profile: HomeSiteProfile, geography: Geography, count: number) {
  const rows: SuccessionObjectRow[] = [];
  const images: ImageRow[] = [];
  const towns = geography.municipalities[profile.country];
  for (let index = 0; index < count; index++) {
    const id = catalogueId("succession", profile.site.key, index);
    const random = Random.for(id);
    const municipality = random.weighted(towns, (town) => Math.sqrt(town.population));
    const area = random.pick(municipality.areas);
    const rooms = Number(random.weightedKey({ "1": 12, "2": 30, "3": 32, "4": 18, "5": 8 }));
    const livingArea = roundTo(random.float(24, 30) * rooms + random.float(0, 12), 0.5);
    const broker = random.pick(BROKERS);
    const address = `${random.pick(STREETS)} ${random.int(1, 80)}`;
    rows.push({
      id,
      siteKey: profile.site.key,
      statusId: ObjectStatus.ids[random.weightedKey({ forSale: 65, reserved: 15, sold: 20 } as const)],
      countyTagId: municipality.county.id,
      municipalityTagId: municipality.id,
      lat: roundDegrees(area.lat + random.float(-0.006, 0.006)),
      lng: roundDegrees(area.lng + random.float(-0.01, 0.01)),
      address,
      // Resales of homes a few years old go for somewhat less per m² than new ones.
      price: roundTo(livingArea * municipality.sqmPrice * random.float(0.7, 0.9), profile.priceStep),
      monthlyFee: roundTo(livingArea * random.float(45, 65), 10),
      rooms,
      livingArea,
      imageUrl: mediaUrl("facade", imageIdOf("succession_object", id)),
      url: `https://${slugify(broker)}.example/objekt/${id.slice(0, 8)}/`,
      brokerName: broker,
      publishedAt: daysFromReference(-random.int(1, 60), 7),
    });
    images.push(imageRow("facade", "succession_object", id, 0, `${address}, ${municipality.name}`, random.int(3, 7)));
  }
  return { rows, images };
}
