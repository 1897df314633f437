import {
  APARTMENT_OBJECT_TYPE_ID,
  COMMON_AREA_PROBLEMS,
  NO_MANAGEMENT_PLACEHOLDERS,
  ROOM_CATEGORIES,
  SPECIAL_OBJECT_TYPE_ID,
} from "@housing/contracts/cases";
import type { Database } from "../core/db/client";
import {
  caseAgreements,
  caseAssets,
  caseBuildings,
  caseFaqArticles,
  caseProperties,
  caseRooms,
  type ServiceLine,
} from "../core/db/schema";
import { demoAssociationId, demoUserId } from "./account";
import { stableUuid } from "./content/ids";

/*
 * What the demo users report faults on (spec sections 3 and 9): properties, buildings,
 * apartments (agreements), rooms, assets and FAQ articles in Sweden, Norway and Finland, and the
 * no-management placeholder object and property of Sweden and Norway. Fixed ids throughout.
 */

type Country = "se" | "no" | "fi";

const ROOM_NAMES: Record<Country, readonly string[]> = {
  se: ["Badrum", "Vardagsrum", "Kök", "Sovrum", "Hall", "Balkong", "Förråd", "Hela bostaden", "Övrigt"],
  no: ["Bad", "Stue", "Kjøkken", "Soverom", "Gang", "Balkong", "Bod", "Hele boligen", "Annet"],
  fi: ["Kylpyhuone", "Olohuone", "Keittiö", "Makuuhuone", "Eteinen", "Parveke", "Varasto", "Koko asunto", "Muu"],
};

// prettier-ignore
const COMMON_AREA_NAMES: Record<Country, readonly string[]> = {
  se: ["Hiss", "Belysning", "Gräsmatta", "Gård", "Fasad", "Dörrar", "Ventilation", "Undercentral", "Sopor", "Garage", "Brand", "Post", "Övrigt"],
  no: ["Heis", "Belysning", "Gressplen", "Gårdsplass", "Fasade", "Dører", "Ventilasjon", "Undersentral", "Avfall", "Garasje", "Brann", "Post", "Annet"],
  fi: ["Hissi", "Valaistus", "Nurmikko", "Piha", "Julkisivu", "Ovet", "Ilmanvaihto", "Alakeskus", "Jätehuolto", "Autotalli", "Palo", "Posti", "Muu"],
};

/** Assets of the kitchen and the bathroom; `faq` names the article kind they link to. */
const ASSETS: Record<Country, { kitchen: string[]; bathroom: string[] }> = {
  se: {
    kitchen: ["Diskmaskin", "Kyl och frys", "Spis och ugn"],
    bathroom: ["Tvättmaskin", "Torktumlare", "Golvbrunn"],
  },
  no: { kitchen: ["Oppvaskmaskin", "Kjøleskap", "Komfyr"], bathroom: ["Vaskemaskin", "Tørketrommel", "Sluk"] },
  fi: { kitchen: ["Astianpesukone", "Jääkaappi", "Liesi"], bathroom: ["Pesukone", "Kuivausrumpu", "Lattiakaivo"] },
};

export const faqId = (key: string) => stableUuid(`cases:faq:${key}`);

/** Spec section 4: the Swedish service lines for elevators (three companies) and appliances (four). */
const FAQ: { key: string; countryId: Country; title: string; body: string; serviceLines: ServiceLine[] }[] = [
  {
    key: "se:elevator",
    countryId: "se",
    title: "Hissen fungerar inte",
    body: "Kontrollera att hissdörrarna är helt stängda och att inget blockerar dörrarna. Sitter någon fast i hissen, tryck på larmknappen. Ring hissföretaget direkt för felanmälan dygnet runt.",
    serviceLines: [
      { company: "Norrhiss Service AB", phone: "08-120 450 00" },
      { company: "Lyftteknik Syd AB", phone: "040-55 20 30" },
      { company: "Fjällvik Hiss & Port AB", phone: "031-70 80 90" },
    ],
  },
  {
    key: "se:appliances",
    countryId: "se",
    title: "Vitvaran fungerar inte",
    body: "Kontrollera att maskinen har ström och att säkringen är hel. Rengör filter och prova att starta om. Vitvaror med garanti felanmäls direkt till tillverkarens service.",
    serviceLines: [
      { company: "Vitvaruservice Stockholm AB", phone: "08-520 300 00" },
      { company: "Hemmaservice Vitvaror AB", phone: "031-20 40 60" },
      { company: "Kyl & Frys Teknik AB", phone: "040-12 34 56" },
      { company: "Tvättexperten Norden AB", phone: "019-33 22 11" },
    ],
  },
  {
    key: "se:drain",
    countryId: "se",
    title: "Stopp i golvbrunnen",
    body: "Lyft av gallret och rensa bort hår och smuts ur vattenlåset. Spola med varmt vatten. Kvarstår stoppet, gör en felanmälan.",
    serviceLines: [],
  },
  {
    key: "no:elevator",
    countryId: "no",
    title: "Heisen virker ikke",
    body: "Kontroller at heisdørene er helt lukket. Sitter noen fast i heisen, trykk på alarmknappen.",
    serviceLines: [],
  },
  {
    key: "no:appliances",
    countryId: "no",
    title: "Hvitevaren virker ikke",
    body: "Kontroller at maskinen har strøm og at sikringen er hel. Rengjør filteret og prøv å starte på nytt.",
    serviceLines: [],
  },
  {
    key: "no:drain",
    countryId: "no",
    title: "Tett sluk",
    body: "Løft av risten og rens vannlåsen for hår og smuss. Skyll med varmt vann.",
    serviceLines: [],
  },
];

const FAQ_OF_ASSET: Record<number, string> = { 0: "appliances", 1: "appliances", 2: "appliances" };
const faqOf = (country: Country, kind: string) =>
  FAQ.some((article) => article.key === `${country}:${kind}`) ? [faqId(`${country}:${kind}`)] : [];

interface PropertySeed {
  key: string;
  countryId: Country;
  id?: string;
  propertyNumber: string;
  name: string;
  association: string | null;
  buildings: {
    key: string;
    buildingId: string;
    address: string;
    zipCode: string;
    city: string;
    rentalBuilding?: boolean;
    apartments: {
      key: string;
      id?: string;
      user: string | null;
      number: string;
      name: string;
      objectTypeId?: string;
    }[];
  }[];
}

export const propertyId = (key: string) => stableUuid(`cases:property:${key}`);
export const buildingId = (key: string) => stableUuid(`cases:building:${key}`);
export const agreementId = (key: string) => stableUuid(`cases:agreement:${key}`);
export const roomId = (owner: string, index: number) => stableUuid(`cases:room:${owner}:${index}`);
export const assetId = (room: string, index: number) => stableUuid(`cases:asset:${room}:${index}`);

const PROPERTIES: PropertySeed[] = [
  {
    key: "solglantan",
    countryId: "se",
    propertyNumber: "1204",
    name: "Solgläntan 1",
    association: "solglantan",
    buildings: [
      {
        key: "solglantan-a",
        buildingId: "SG-A",
        address: "Solgläntevägen 4",
        zipCode: "123 45",
        city: "Stockholm",
        apartments: [
          { key: "anna", user: "anna", number: "1102", name: "Lägenhet 1102" },
          { key: "solglantan-1103", user: null, number: "1103", name: "Lägenhet 1103" },
          {
            key: "bjorn-special",
            user: "bjorn",
            number: "1201",
            name: "Lokal 1201",
            objectTypeId: SPECIAL_OBJECT_TYPE_ID,
          },
        ],
      },
      {
        key: "solglantan-b",
        buildingId: "SG-B",
        address: "Solgläntevägen 6",
        zipCode: "123 45",
        city: "Stockholm",
        apartments: [],
      },
    ],
  },
  {
    key: "ekbacken",
    countryId: "se",
    propertyNumber: "2207",
    name: "Ekbacken 3",
    association: "ekbacken",
    buildings: [
      {
        key: "ekbacken-a",
        buildingId: "EK-A",
        address: "Ekbacksgatan 12",
        zipCode: "412 60",
        city: "Göteborg",
        rentalBuilding: true,
        apartments: [{ key: "ekbacken-1001", user: null, number: "1001", name: "Lägenhet 1001" }],
      },
    ],
  },
  {
    key: "placeholder-se",
    countryId: "se",
    id: NO_MANAGEMENT_PLACEHOLDERS.se.propertyId,
    propertyNumber: "0000",
    name: "Övrig fastighet",
    association: null,
    buildings: [
      {
        key: "placeholder-se",
        buildingId: "OVRIG",
        address: "Okänd adress",
        zipCode: "000 00",
        city: "-",
        apartments: [
          {
            key: "placeholder-se-object",
            id: NO_MANAGEMENT_PLACEHOLDERS.se.objectId,
            user: null,
            number: "0",
            name: "Övrig bostad",
          },
        ],
      },
    ],
  },
  {
    key: "fjellstua",
    countryId: "no",
    propertyNumber: "0301-12/34",
    name: "Fjellstua borettslag",
    association: "fjellstua",
    buildings: [
      {
        key: "fjellstua-a",
        buildingId: "FS-A",
        address: "Fjellstuveien 12",
        zipCode: "0372",
        city: "Oslo",
        apartments: [{ key: "ola", user: "ola", number: "H0203", name: "Leilighet H0203" }],
      },
    ],
  },
  {
    key: "placeholder-no",
    countryId: "no",
    id: NO_MANAGEMENT_PLACEHOLDERS.no.propertyId,
    propertyNumber: "0000",
    name: "Annen eiendom",
    association: null,
    buildings: [
      {
        key: "placeholder-no",
        buildingId: "ANNEN",
        address: "Ukjent adresse",
        zipCode: "0000",
        city: "-",
        apartments: [
          {
            key: "placeholder-no-object",
            id: NO_MANAGEMENT_PLACEHOLDERS.no.objectId,
            user: null,
            number: "0",
            name: "Annen bolig",
          },
        ],
      },
    ],
  },
  {
    key: "koivurinne",
    countryId: "fi",
    propertyNumber: "091-12-34-5",
    name: "Asunto Oy Koivurinne",
    association: null,
    buildings: [
      {
        key: "koivurinne-a",
        buildingId: "KR-A",
        address: "Koivurinteentie 3",
        zipCode: "00200",
        city: "Helsinki",
        apartments: [{ key: "matti", user: "matti", number: "A 5", name: "Asunto A 5" }],
      },
    ],
  },
];

/** The ids of a property's own rows, for the cases seed. */
export const propertyIdOf = (key: string) => PROPERTIES.find((entry) => entry.key === key)!.id ?? propertyId(key);

/** Replaces the case system's places and FAQ articles (cascading to their rooms and assets). */
export async function seedCasePlaces(db: Database): Promise<void> {
  await db.delete(caseProperties);
  await db.delete(caseFaqArticles);
  await db.insert(caseFaqArticles).values(FAQ.map(({ key, ...article }) => ({ id: faqId(key), ...article })));
  for (const property of PROPERTIES) {
    const id = propertyIdOf(property.key);
    const country = property.countryId;
    await db.insert(caseProperties).values({
      id,
      countryId: country,
      propertyNumber: property.propertyNumber,
      name: property.name,
      associationId: property.association ? demoAssociationId(property.association) : null,
    });
    await db.insert(caseRooms).values(
      COMMON_AREA_PROBLEMS.map((problem, index) => ({
        id: roomId(property.key, index),
        propertyId: id,
        category: problem,
        name: COMMON_AREA_NAMES[country][index]!,
        faqIds: problem === "elevator" ? faqOf(country, "elevator") : [],
        position: index,
      })),
    );
    for (const building of property.buildings) {
      await db.insert(caseBuildings).values({
        id: buildingId(building.key),
        propertyId: id,
        buildingId: building.buildingId,
        address: building.address,
        zipCode: building.zipCode,
        city: building.city,
        rentalBuilding: building.rentalBuilding ?? false,
      });
      for (const apartment of building.apartments) {
        const agreement = apartment.id ?? agreementId(apartment.key);
        await db.insert(caseAgreements).values({
          id: agreement,
          userId: apartment.user ? demoUserId(apartment.user) : null,
          buildingId: buildingId(building.key),
          propertyId: id,
          address: `${building.address}, ${apartment.number}`,
          governmentObjectId: apartment.number.replace(/\s/g, ""),
          buildingPartId: apartment.number,
          buildingPartName: apartment.name,
          objectTypeId: apartment.objectTypeId ?? APARTMENT_OBJECT_TYPE_ID,
        });
        await db.insert(caseRooms).values(
          ROOM_CATEGORIES.map((category, index) => ({
            id: roomId(apartment.key, index),
            agreementId: agreement,
            category,
            name: ROOM_NAMES[country][index]!,
            faqIds: category === "bathroom" ? faqOf(country, "drain") : [],
            position: index,
          })),
        );
        const kitchen = roomId(apartment.key, ROOM_CATEGORIES.indexOf("kitchen"));
        const bathroom = roomId(apartment.key, ROOM_CATEGORIES.indexOf("bathroom"));
        await db.insert(caseAssets).values([
          ...ASSETS[country].kitchen.map((name, index) => ({
            id: assetId(kitchen, index),
            roomId: kitchen,
            name,
            faqIds: FAQ_OF_ASSET[index] ? faqOf(country, "appliances") : [],
            position: index,
          })),
          ...ASSETS[country].bathroom.map((name, index) => ({
            id: assetId(bathroom, index),
            roomId: bathroom,
            name,
            faqIds: faqOf(country, index === 2 ? "drain" : "appliances"),
            position: index,
          })),
        ]);
      }
    }
  }
}
