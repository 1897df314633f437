import type { EnumKey, OutdoorArea, PremiseType, ResidenceType, StaffRole } from "../../modules/catalogue/enums";

import { CATALOGUE_SEGMENTS, type CatalogueSegments, type HomeLanguage } from "../../core/url-segments";

export type { HomeLanguage };
type ResidenceTypeKey = EnumKey<typeof ResidenceType>;
type OutdoorAreaKey = EnumKey<typeof OutdoorArea>;
type StaffRoleKey = EnumKey<typeof StaffRole>;
type PremiseTypeKey = EnumKey<typeof PremiseType>;

/** The words the catalogue seed writes in a site's language. */
export interface CatalogueCopy {
  /** Two halves of a stage name ("Tall" + "kronan") and the word before a repeated name's number. */
  nameStarts: readonly string[];
  nameEnds: readonly string[];
  nextStage: string;
  /** The name of one home, before its number, and the plural in descriptions. */
  homeNoun: Record<ResidenceTypeKey, string>;
  homePlural: Record<ResidenceTypeKey, string>;
  roomsUnit: string;
  quarter: (quarter: number, year: number) => string;
  readyToMoveIn: string;
  stageDescription: (homes: string, rooms: string, area: string, municipality: string) => string;
  /**
   * A home's lead. The floor reads as the home page's floor fact does (content-pages'
   * floorLabel: Swedish "bottenvåning" and "2 tr", Norwegian "1. etasje", Finnish "katutaso"
   * and "2. kerros"), so the lead and the facts never describe one floor two ways.
   */
  homeDescription: (rooms: number, area: number, floor: number | null, outdoor: string | null) => string;
  areaDescription: (stages: number, homes: number, municipality: string) => string;
  premisesDescription: (type: string, area: number, place: string) => string;
  /** Alt text of a floor plan, before the home's name. */
  floorPlan: string;
  outdoor: Record<OutdoorAreaKey, string>;
  staffTitle: Record<StaffRoleKey, string>;
  premisesType: Record<PremiseTypeKey, string>;
  /** Path segments for pages that are not routes of site-config. */
  segments: CatalogueSegments;
  firstNames: readonly string[];
  lastNames: readonly string[];
  phone: (digits: string) => string;
}

const decimal = (value: number, separator: string) => String(value).replace(".", separator);

export const COPY: Record<HomeLanguage, CatalogueCopy> = {
  sv: {
    nameStarts: ["Tall", "Björk", "Ek", "Lind", "Sjö", "Strand", "Äng", "Ljung", "Lärk", "Rönn", "Alm", "Hassel", "Sol", "Klöver", "Mölle", "Udd", "Berg", "Vass"],
    nameEnds: ["kronan", "backen", "udden", "parken", "gården", "hagen", "terrassen", "bryggan", "höjden", "dalen", "lunden", "vyn", "kajen", "porten"],
    nextStage: "etapp",
    homeNoun: { detachedHouse: "Villa", semiDetachedHouse: "Parhus", apartment: "Lägenhet", house: "Hus", townHouse: "Radhus", plot: "Tomt" },
    homePlural: { detachedHouse: "villor", semiDetachedHouse: "parhus", apartment: "lägenheter", house: "hus", townHouse: "radhus", plot: "tomter" },
    roomsUnit: "rok",
    quarter: (quarter, year) => `Kv. ${quarter} ${year}`,
    readyToMoveIn: "Klar för inflyttning",
    stageDescription: (homes, rooms, area, municipality) => `${homes} med ${rooms} rok i ${area}, ${municipality}.`,
    homeDescription: (rooms, area, floor, outdoor) =>
      `${rooms} rok om ${decimal(area, ",")} m²${floor === null ? "" : floor === 0 ? ", bottenvåning" : `, ${floor} tr`}${outdoor ? ` med ${outdoor}` : ""}.`,
    areaDescription: (stages, homes, municipality) => `${stages} projekt med ${homes} bostäder i ${municipality}.`,
    premisesDescription: (type, area, place) => `${type} om ${decimal(area, ",")} m² i ${place}.`,
    floorPlan: "Planritning",
    outdoor: { balcony: "balkong", terrace: "terrass", patio: "uteplats", roofTop: "takterrass", frenchBalcony: "fransk balkong", porch: "veranda", sauna: "bastu", walkInCloset: "walk-in-closet" },
    staffTitle: {
      estateAgent: "Fastighetsmäklare",
      assistant: "Säljassistent",
      salesManager1: "Försäljningschef",
      salesManager2: "Försäljningschef",
      interiorResponsible1: "Inredningsansvarig",
      interiorResponsible2: "Inredningsansvarig",
      externalAgent1: "Extern mäklare",
      externalAgent2: "Extern mäklare",
      settlementBroker1: "Tillträdeshandläggare",
      settlementBroker2: "Tillträdeshandläggare",
      customerSupport: "Kundsupport",
      customerService: "Kundservice",
    },
    premisesType: { office: "Kontorslokal", retail: "Butikslokal", restaurant: "Restauranglokal", warehouse: "Lagerlokal", workshop: "Verkstadslokal", healthcare: "Vårdlokal" },
    segments: CATALOGUE_SEGMENTS.sv,
    firstNames: ["Anna", "Erik", "Maria", "Lars", "Karin", "Johan", "Sara", "Anders", "Emma", "Magnus", "Elin", "Fredrik", "Linnea", "Oskar", "Ida", "Henrik", "Sofia", "Mikael", "Johanna", "Per"],
    lastNames: ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson", "Lindberg", "Lindqvist", "Bergström", "Holm", "Sandberg", "Lundgren", "Forsberg", "Ek"],
    phone: (d) => `+46 7${d[0]} ${d.slice(1, 4)} ${d.slice(4, 6)} ${d.slice(6, 8)}`,
  },
  nb: {
    nameStarts: ["Fjord", "Bjørke", "Furu", "Sol", "Elve", "Sjø", "Lyng", "Eike", "Bakke", "Hav", "Skog", "Fjell", "Lind", "Stein", "Rogn", "Kløver"],
    nameEnds: ["kanten", "lia", "parken", "tunet", "haven", "høyden", "bryggen", "gården", "utsikten", "terrassen", "løkka", "porten", "torget", "engen"],
    nextStage: "trinn",
    homeNoun: { detachedHouse: "Enebolig", semiDetachedHouse: "Tomannsbolig", apartment: "Leilighet", house: "Hus", townHouse: "Rekkehus", plot: "Tomt" },
    homePlural: { detachedHouse: "eneboliger", semiDetachedHouse: "tomannsboliger", apartment: "leiligheter", house: "hus", townHouse: "rekkehus", plot: "tomter" },
    roomsUnit: "rom",
    quarter: (quarter, year) => `${quarter}. kvartal ${year}`,
    readyToMoveIn: "Klar for innflytting",
    stageDescription: (homes, rooms, area, municipality) => `${homes} med ${rooms} rom på ${area} i ${municipality}.`,
    homeDescription: (rooms, area, floor, outdoor) =>
      `${rooms}-roms på ${decimal(area, ",")} m²${floor === null ? "" : ` i ${floor + 1}. etasje`}${outdoor ? ` med ${outdoor}` : ""}.`,
    areaDescription: (stages, homes, municipality) => `${stages} prosjekter med ${homes} boliger i ${municipality}.`,
    premisesDescription: (type, area, place) => `${type} på ${decimal(area, ",")} m² i ${place}.`,
    floorPlan: "Plantegning",
    outdoor: { balcony: "balkong", terrace: "terrasse", patio: "uteplass", roofTop: "takterrasse", frenchBalcony: "fransk balkong", porch: "veranda", sauna: "badstue", walkInCloset: "walk-in-closet" },
    staffTitle: {
      estateAgent: "Eiendomsmegler",
      assistant: "Salgsassistent",
      salesManager1: "Salgssjef",
      salesManager2: "Salgssjef",
      interiorResponsible1: "Interiøransvarlig",
      interiorResponsible2: "Interiøransvarlig",
      externalAgent1: "Ekstern megler",
      externalAgent2: "Ekstern megler",
      settlementBroker1: "Oppgjørsmegler",
      settlementBroker2: "Oppgjørsmegler",
      customerSupport: "Kundestøtte",
      customerService: "Kundeservice",
    },
    premisesType: { office: "Kontorlokale", retail: "Butikklokale", restaurant: "Serveringslokale", warehouse: "Lagerlokale", workshop: "Verkstedlokale", healthcare: "Helselokale" },
    segments: CATALOGUE_SEGMENTS.nb,
    firstNames: ["Ingrid", "Ole", "Kari", "Lars", "Hanne", "Jonas", "Silje", "Magnus", "Ida", "Henrik", "Marte", "Eirik", "Nora", "Anders", "Thea", "Sindre", "Camilla", "Håkon"],
    lastNames: ["Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen", "Karlsen", "Berg", "Haugen", "Hagen", "Bakken", "Solberg", "Dahl", "Moen"],
    phone: (d) => `+47 9${d[0]}${d[1]} ${d.slice(2, 4)} ${d.slice(4, 7)}`,
  },
  fi: {
    nameStarts: ["Koivu", "Kuusi", "Mänty", "Aurinko", "Meri", "Ranta", "Järvi", "Tähti", "Kallio", "Niitty", "Puisto", "Lehto", "Saari", "Kaisla", "Pihlaja"],
    nameEnds: ["ranta", "kaari", "puisto", "helmi", "torni", "piha", "mäki", "harju", "lahti", "kulma", "niemi", "laakso", "portti", "rinne"],
    nextStage: "vaihe",
    homeNoun: { detachedHouse: "Omakotitalo", semiDetachedHouse: "Paritaloasunto", apartment: "Asunto", house: "Talo", townHouse: "Rivitaloasunto", plot: "Tontti" },
    homePlural: { detachedHouse: "omakotitaloa", semiDetachedHouse: "paritaloasuntoa", apartment: "asuntoa", house: "taloa", townHouse: "rivitaloasuntoa", plot: "tonttia" },
    roomsUnit: "h",
    quarter: (quarter, year) => `Q${quarter}/${year}`,
    readyToMoveIn: "Heti vapaa",
    stageDescription: (homes, rooms, area, municipality) => `Kohteessa ${homes}, ${rooms} h + k. ${area}, ${municipality}.`,
    homeDescription: (rooms, area, floor, outdoor) =>
      `${rooms}h + k, ${decimal(area, ",")} m²${floor === null ? "" : floor === 0 ? ", katutaso" : `, ${floor + 1}. kerros`}${outdoor ? `, ${outdoor}` : ""}.`,
    areaDescription: (stages, homes, municipality) => `${stages} kohdetta ja ${homes} kotia, ${municipality}.`,
    premisesDescription: (type, area, place) => `${type}, ${decimal(area, ",")} m², ${place}.`,
    floorPlan: "Pohjapiirros",
    outdoor: { balcony: "parveke", terrace: "terassi", patio: "piha", roofTop: "kattoterassi", frenchBalcony: "ranskalainen parveke", porch: "kuisti", sauna: "sauna", walkInCloset: "vaatehuone" },
    staffTitle: {
      estateAgent: "Kiinteistönvälittäjä",
      assistant: "Myyntiassistentti",
      salesManager1: "Myyntipäällikkö",
      salesManager2: "Myyntipäällikkö",
      interiorResponsible1: "Sisustussuunnittelija",
      interiorResponsible2: "Sisustussuunnittelija",
      externalAgent1: "Ulkoinen välittäjä",
      externalAgent2: "Ulkoinen välittäjä",
      settlementBroker1: "Kaupanteon asiantuntija",
      settlementBroker2: "Kaupanteon asiantuntija",
      customerSupport: "Asiakastuki",
      customerService: "Asiakaspalvelu",
    },
    premisesType: { office: "Toimistotila", retail: "Myymälätila", restaurant: "Ravintolatila", warehouse: "Varastotila", workshop: "Verstastila", healthcare: "Terveydenhuollon tila" },
    segments: CATALOGUE_SEGMENTS.fi,
    firstNames: ["Aino", "Mikko", "Laura", "Juha", "Sanna", "Timo", "Johanna", "Antti", "Emilia", "Jari", "Heidi", "Ville", "Elina", "Petri", "Katja", "Matti", "Riikka", "Tuomas"],
    lastNames: ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen", "Lehtonen", "Saarinen", "Salminen", "Heinonen", "Niemi", "Kinnunen", "Turunen"],
    phone: (d) => `+358 4${d[0]} ${d.slice(1, 4)} ${d.slice(4, 8)}`,
  },
};
