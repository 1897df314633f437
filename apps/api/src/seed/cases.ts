import { lt } from "drizzle-orm";
import { caseStatusByKey, ROOM_CATEGORIES, type CaseStatusKey } from "@housing/contracts/cases";
import type { SiteKey } from "@housing/site-config";
import type { Database } from "../core/db/client";
import { caseAssociationAccounts, caseAttachments, caseControlPoints, caseRounds, cases } from "../core/db/schema";
import { demoAssociationId, demoUserId } from "./account";
import { agreementId, assetId, buildingId, propertyIdOf, roomId, seedCasePlaces } from "./case-places";
import { seedFileSize } from "./case-files";
import { stableUuid } from "./content/ids";

/*
 * The demo cases (spec sections 3, 4 and 6): a few per role in several statuses, with fixed
 * ticket numbers below the sequence's start (5000), a few files (their bytes: case-files.ts,
 * put into the upload core's store where the database is seeded), and the rounds with control points of Karin's associations. Anna's
 * errand update in the bell (my pages' seed) is ticket 1024. Runs after the accounts.
 */

const APARTMENT = 899310001;
const PUBLIC = 899310002;
const room = (apartment: string, category: (typeof ROOM_CATEGORIES)[number]) =>
  roomId(apartment, ROOM_CATEGORIES.indexOf(category));

export const caseId = (ticket: number) => stableUuid(`cases:case:${ticket}`);

interface CaseSeed {
  ticket: number;
  siteKey: SiteKey;
  user: string;
  role: "resident" | "boardManaged" | "boardUnmanaged";
  caseTypeName: string;
  association?: string;
  agreement?: string;
  property: string;
  building?: string;
  area: number;
  roomId: string;
  roomName: string;
  assetId?: string;
  assetName?: string;
  description: string;
  status: CaseStatusKey;
  created: string;
  other?: { address: string; zipCode: string; city: string };
  compound?: { name: string; number: string };
  petsAndKeys?: { pets: boolean; petsDetail: string | null; keys: boolean };
}

const kitchen = (apartment: string) => room(apartment, "kitchen");

const CASES: CaseSeed[] = [
  // Anna, resident in Sweden: three she can read (apartment, agreement) and two she cannot.
  {
    ticket: 1019,
    siteKey: "Jmse",
    user: "anna",
    role: "resident",
    caseTypeName: "Garanti",
    agreement: "anna",
    property: "solglantan",
    building: "solglantan-a",
    area: APARTMENT,
    roomId: room("anna", "bathroom"),
    roomName: "Badrum",
    description: "Kakelplatta har lossnat vid duschen.",
    status: "completed",
    created: "2026-06-20T08:15:00Z",
  },
  {
    ticket: 1024,
    siteKey: "Jmse",
    user: "anna",
    role: "resident",
    caseTypeName: "Garanti",
    agreement: "anna",
    property: "solglantan",
    building: "solglantan-a",
    area: APARTMENT,
    roomId: kitchen("anna"),
    roomName: "Kök",
    assetId: assetId(kitchen("anna"), 0),
    assetName: "Diskmaskin",
    description: "Diskmaskinen läcker vatten under luckan.",
    status: "waitingMaterial",
    created: "2026-10-12T10:00:00Z",
  },
  {
    ticket: 1031,
    siteKey: "Jmse",
    user: "anna",
    role: "resident",
    caseTypeName: "Garanti",
    agreement: "anna",
    property: "solglantan",
    building: "solglantan-a",
    area: APARTMENT,
    roomId: room("anna", "balcony"),
    roomName: "Balkong",
    description: "Balkongdörren går trögt att stänga.",
    status: "registered",
    created: "2026-11-01T07:45:00Z",
  },
  {
    ticket: 1032,
    siteKey: "Jmse",
    user: "anna",
    role: "resident",
    caseTypeName: "Garanti",
    agreement: "anna",
    property: "solglantan",
    building: "solglantan-a",
    area: PUBLIC,
    roomId: roomId("solglantan", 1),
    roomName: "Belysning",
    description: "Lampan i trapphuset blinkar.",
    status: "ongoing",
    created: "2026-10-20T16:30:00Z",
  },
  // Karin, board member with management: her associations' board cases.
  {
    ticket: 1040,
    siteKey: "Jmse",
    user: "karin",
    role: "boardManaged",
    caseTypeName: "Förvaltning",
    association: "solglantan",
    property: "solglantan",
    building: "solglantan-b",
    area: PUBLIC,
    roomId: roomId("solglantan", 0),
    roomName: "Hiss",
    description: "Hissen stannar mellan våningarna.",
    status: "registered",
    created: "2026-10-28T09:00:00Z",
  },
  {
    ticket: 1041,
    siteKey: "Jmse",
    user: "karin",
    role: "boardManaged",
    caseTypeName: "Förvaltning övrig",
    association: "solglantan",
    property: "solglantan",
    building: "solglantan-a",
    area: PUBLIC,
    roomId: roomId("solglantan", 8),
    roomName: "Sopor",
    description: "Soprummets dörr går inte att låsa.",
    status: "ongoing",
    created: "2026-09-14T11:20:00Z",
  },
  {
    ticket: 1042,
    siteKey: "Jmse",
    user: "karin",
    role: "boardManaged",
    caseTypeName: "Rondering - Anmärkning",
    association: "solglantan",
    property: "solglantan",
    building: "solglantan-a",
    area: PUBLIC,
    roomId: roomId("solglantan", 4),
    roomName: "Fasad",
    description: "Sprickor i putsen vid entrén.",
    status: "executed",
    created: "2026-08-03T13:00:00Z",
  },
  {
    ticket: 1043,
    siteKey: "Jmse",
    user: "karin",
    role: "boardManaged",
    caseTypeName: "Förvaltning",
    association: "ekbacken",
    agreement: "ekbacken-1001",
    property: "ekbacken",
    building: "ekbacken-a",
    area: APARTMENT,
    roomId: kitchen("ekbacken-1001"),
    roomName: "Kök",
    description: "Fläkten i köket låter.",
    status: "customerBooked",
    created: "2026-10-05T08:00:00Z",
  },
  // Johan, board member without management: reported, never readable by him afterwards.
  {
    ticket: 1050,
    siteKey: "Jmse",
    user: "johan",
    role: "boardUnmanaged",
    caseTypeName: "Garanti",
    association: "tallasen",
    property: "placeholder-se",
    area: PUBLIC,
    roomId: roomId("placeholder-se", 6),
    roomName: "Ventilation",
    description: "Ventilationen i tvättstugan fungerar inte.",
    status: "registered",
    created: "2026-10-30T14:00:00Z",
    other: { address: "Tallåsvägen 2", zipCode: "752 30", city: "Uppsala" },
    compound: { name: "BRF Tallåsen", number: "769612-3456" },
  },
  // Ola, resident in Norway.
  {
    ticket: 1060,
    siteKey: "Jmno",
    user: "ola",
    role: "resident",
    caseTypeName: "Reklamasjon",
    agreement: "ola",
    property: "fjellstua",
    building: "fjellstua-a",
    area: APARTMENT,
    roomId: kitchen("ola"),
    roomName: "Kjøkken",
    assetId: assetId(kitchen("ola"), 1),
    assetName: "Kjøleskap",
    description: "Kjøleskapet holder ikke temperaturen.",
    status: "executedNorway",
    created: "2026-09-02T09:30:00Z",
  },
  {
    ticket: 1061,
    siteKey: "Jmno",
    user: "ola",
    role: "resident",
    caseTypeName: "Befaring - Anmerkning",
    agreement: "ola",
    property: "fjellstua",
    building: "fjellstua-a",
    area: APARTMENT,
    roomId: room("ola", "hallway"),
    roomName: "Gang",
    description: "Sprekk i listverket i gangen.",
    status: "registered",
    created: "2026-10-22T12:00:00Z",
  },
  // Per, board member with management in Norway.
  {
    ticket: 1070,
    siteKey: "Jmno",
    user: "per",
    role: "boardManaged",
    caseTypeName: "Kundeservice",
    association: "fjellstua",
    property: "fjellstua",
    building: "fjellstua-a",
    area: PUBLIC,
    roomId: roomId("fjellstua", 2),
    roomName: "Gressplen",
    description: "Plenen er ødelagt etter gravearbeid.",
    status: "ongoing",
    created: "2026-10-10T10:10:00Z",
  },
  // Matti, resident in Finland, with pets and keys.
  {
    ticket: 1080,
    siteKey: "Jmoy",
    user: "matti",
    role: "resident",
    caseTypeName: "Garanti",
    agreement: "matti",
    property: "koivurinne",
    building: "koivurinne-a",
    area: APARTMENT,
    roomId: room("matti", "bathroom"),
    roomName: "Kylpyhuone",
    description: "Suihkun hana vuotaa.",
    status: "registered",
    created: "2026-11-03T08:00:00Z",
    petsAndKeys: { pets: true, petsDetail: "Kissa", keys: true },
  },
];

const ROUNDS = [
  {
    key: "solglantan-autumn",
    association: "solglantan",
    property: "solglantan",
    name: "Höstrondering 2026",
    date: "2026-10-15T09:00:00Z",
    points: [
      {
        title: "Takavvattning",
        location: "Solgläntevägen 4, tak",
        description: "Stuprör lossnat på gårdssidan.",
        status: "ongoing",
      },
      {
        title: "Entrédörr",
        location: "Solgläntevägen 6, entré",
        description: "Dörrstängaren behöver justeras.",
        status: "registered",
      },
      { title: "Lekplats", location: "Gården", description: "Gungans kedja är sliten.", status: "executed" },
    ],
  },
  {
    key: "solglantan-spring",
    association: "solglantan",
    property: "solglantan",
    name: "Vårrondering 2026",
    date: "2026-04-20T09:00:00Z",
    points: [
      {
        title: "Cykelrum",
        location: "Solgläntevägen 4, källare",
        description: "Belysningen tänds inte.",
        status: "completed",
      },
      { title: "Fasad", location: "Solgläntevägen 6", description: "Klotter vid garageporten.", status: "completed" },
    ],
  },
  {
    key: "ekbacken-autumn",
    association: "ekbacken",
    property: "ekbacken",
    name: "Höstrondering 2026",
    date: "2026-10-01T09:00:00Z",
    points: [
      { title: "Tvättstuga", location: "Ekbacksgatan 12", description: "Golvbrunnen luktar.", status: "registered" },
    ],
  },
] as const;

export const roundId = (key: string) => stableUuid(`cases:round:${key}`);
export const controlPointId = (round: string, index: number) => stableUuid(`cases:control-point:${round}:${index}`);

export async function seedCases(db: Database): Promise<void> {
  // The seed's own cases only: cases reported through the API (from 5000 on) stay.
  await db.delete(cases).where(lt(cases.ticketNumber, 5000));
  await db.delete(caseRounds);
  await seedCasePlaces(db);
  await db.insert(cases).values(
    CASES.map((item) => ({
      id: caseId(item.ticket),
      ticketNumber: item.ticket,
      siteKey: item.siteKey,
      reporterUserId: demoUserId(item.user),
      role: item.role,
      caseTypeName: item.caseTypeName,
      associationId: item.association ? demoAssociationId(item.association) : null,
      agreementId: item.agreement ? agreementId(item.agreement) : null,
      propertyId: propertyIdOf(item.property),
      buildingId: item.building ? buildingId(item.building) : null,
      area: item.area,
      roomId: item.roomId,
      assetId: item.assetId ?? null,
      problemArea: item.roomName,
      problemAreaDetails: item.assetName ?? null,
      description: item.description,
      sendCopy: true,
      pets: item.petsAndKeys?.pets ?? null,
      petsDetail: item.petsAndKeys?.petsDetail ?? null,
      keys: item.petsAndKeys?.keys ?? null,
      otherAddress: item.other?.address ?? null,
      otherZipCode: item.other?.zipCode ?? null,
      otherCity: item.other?.city ?? null,
      compoundName: item.compound?.name ?? null,
      compoundNumber: item.compound?.number ?? null,
      statusId: caseStatusByKey(item.status).id,
      createdAt: new Date(item.created),
      updatedAt: new Date(item.created),
    })),
  );
  // The files' bytes are made in case-files.ts and put into the store where the database is seeded.
  const file = async (ticket: number, name: string, contentType: string) => ({
    id: stableUuid(`cases:attachment:${ticket}:${name}`),
    caseId: caseId(ticket),
    fileName: name,
    contentType,
    size: await seedFileSize(`seed/cases/${ticket}/${name}`),
    storageKey: `seed/cases/${ticket}/${name}`,
    createdAt: new Date(CASES.find((item) => item.ticket === ticket)!.created),
  });
  await db
    .insert(caseAttachments)
    .values([
      await file(1024, "diskmaskin.jpg", "image/jpeg"),
      await file(1040, "hiss.jpg", "image/jpeg"),
      await file(1060, "kjoleskap.pdf", "application/pdf"),
    ]);
  for (const round of ROUNDS) {
    await db.insert(caseRounds).values({
      id: roundId(round.key),
      associationId: demoAssociationId(round.association),
      propertyId: propertyIdOf(round.property),
      name: round.name,
      roundDate: new Date(round.date),
    });
    await db.insert(caseControlPoints).values(
      round.points.map((point, index) => ({
        id: controlPointId(round.key, index),
        roundId: roundId(round.key),
        title: point.title,
        location: point.location,
        description: point.description,
        statusId: caseStatusByKey(point.status).id,
        position: index,
      })),
    );
  }
  await db.insert(caseAttachments).values({
    id: stableUuid("cases:attachment:round:stuprör.jpg"),
    controlPointId: controlPointId("solglantan-autumn", 0),
    fileName: "stupror.jpg",
    contentType: "image/jpeg",
    size: await seedFileSize("seed/rounds/solglantan-autumn/stupror.jpg"),
    storageKey: "seed/rounds/solglantan-autumn/stupror.jpg",
    createdAt: new Date("2026-10-15T10:00:00Z"),
  });
  await db
    .insert(caseAssociationAccounts)
    .values({ associationId: demoAssociationId("solglantan"), email: "styrelsen@solglantan.example" })
    .onConflictDoUpdate({
      target: caseAssociationAccounts.associationId,
      set: { email: "styrelsen@solglantan.example" },
    });
}
