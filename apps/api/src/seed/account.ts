import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { SiteKey } from "@housing/site-config";
import type { Database } from "../core/db/client";
import { rowsOf } from "../core/db/sql";
import {
  associations,
  boardMemberships,
  bookings,
  campaignCodes,
  consents,
  payments,
  purchases,
  users,
  vipMemberships,
} from "../core/db/schema";
import { hashPassword } from "../modules/account/passwords";
import { stableUuid } from "./content/ids";

/*
 * The demo identities shared with the BankID and e-ID simulators: the same personal numbers,
 * names and roles there and here. Every demo user with an e-mail logs in with DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = "Demo-1234";

export interface DemoUser {
  key: string;
  firstName: string;
  lastName: string;
  email: string | null;
  securityNumber: string | null;
  countryId: "se" | "no" | "fi";
  birthDate: string | null;
  deceased?: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: "anna",
    firstName: "Anna",
    lastName: "Andersson",
    email: "anna.andersson@example.com",
    securityNumber: "198503121231",
    countryId: "se",
    birthDate: "1985-03-12",
  },
  {
    // Anna's co-buyer: the two of them sign the same purchase contract.
    key: "bjorn",
    firstName: "Björn",
    lastName: "Andersson",
    email: "bjorn.andersson@example.com",
    securityNumber: "198206231238",
    countryId: "se",
    birthDate: "1982-06-23",
  },
  {
    key: "erik",
    firstName: "Erik",
    lastName: "Svensson",
    email: "erik.svensson@example.com",
    securityNumber: "199004152345",
    countryId: "se",
    birthDate: "1990-04-15",
  },
  {
    key: "karin",
    firstName: "Karin",
    lastName: "Lind",
    email: "karin.lind@example.com",
    securityNumber: "197801013454",
    countryId: "se",
    birthDate: "1978-01-01",
  },
  {
    key: "johan",
    firstName: "Johan",
    lastName: "Berg",
    email: "johan.berg@example.com",
    securityNumber: "199207204562",
    countryId: "se",
    birthDate: "1992-07-20",
  },
  {
    key: "gustav",
    firstName: "Gustav",
    lastName: "Ek",
    email: null,
    securityNumber: "194702286784",
    countryId: "se",
    birthDate: "1947-02-28",
    deceased: true,
  },
  {
    key: "lisa",
    firstName: "Lisa",
    lastName: "Holm",
    email: "lisa.holm@example.com",
    securityNumber: null,
    countryId: "se",
    birthDate: null,
  },
  {
    key: "sofia",
    firstName: "Sofia",
    lastName: "Lindqvist",
    email: "sofia.lindqvist@example.com",
    securityNumber: null,
    countryId: "se",
    birthDate: null,
  },
  // Buyers who book online (README's demo users; the click-to-buy e2e books with them, nobody else's data changes).
  {
    key: "elsa",
    firstName: "Elsa",
    lastName: "Berglund",
    email: "elsa.berglund@example.com",
    securityNumber: "198703224561",
    countryId: "se",
    birthDate: "1987-03-22",
  },
  {
    key: "hugo",
    firstName: "Hugo",
    lastName: "Sandberg",
    email: "hugo.sandberg@example.com",
    securityNumber: "199306117897",
    countryId: "se",
    birthDate: "1993-06-11",
  },
  // Project staff of the stages booked online (seed/explorer.ts): opens the residence explorer in edit mode.
  {
    key: "stina",
    firstName: "Stina",
    lastName: "Sjöberg",
    email: "stina.sjoberg@example.com",
    securityNumber: "198408192469",
    countryId: "se",
    birthDate: "1984-08-19",
  },
  // VIP members with their fee unpaid, one per way of paying it (README's demo users; the e2e pays with them).
  ...(
    [
      ["maria", "Maria", "Ek", "198802112410", "1988-02-11"],
      ["nils", "Nils", "Strand", "199107073570", "1991-07-07"],
      ["lena", "Lena", "Dahl", "198309304684", "1983-09-30"],
      ["oskar", "Oskar", "Nyberg", "199505145798", "1995-05-14"],
    ] as const
  ).map(([key, firstName, lastName, securityNumber, birthDate]) => ({
    key,
    firstName,
    lastName,
    email: `${key}.${lastName.toLowerCase()}@example.com`,
    securityNumber,
    countryId: "se" as const,
    birthDate,
  })),
  // The estate agent of the Swedish and Norwegian main sites' showings: reads who booked and who came (seed/showings.ts).
  {
    key: "mikael",
    firstName: "Mikael",
    lastName: "Holmberg",
    email: "mikael.holmberg@example.com",
    securityNumber: null,
    countryId: "se",
    birthDate: null,
  },
  {
    key: "ola",
    firstName: "Ola",
    lastName: "Nordmann",
    email: "ola.nordmann@example.com",
    securityNumber: "15078610090",
    countryId: "no",
    birthDate: "1986-07-15",
  },
  {
    key: "per",
    firstName: "Per",
    lastName: "Olsen",
    email: "per.olsen@example.com",
    securityNumber: "11117050140",
    countryId: "no",
    birthDate: "1970-11-11",
  },
  {
    key: "matti",
    firstName: "Matti",
    lastName: "Virtanen",
    email: "matti.virtanen@example.com",
    securityNumber: "131052-308T",
    countryId: "fi",
    birthDate: "1952-10-13",
  },
  // Buyers whose purchase contract waits for their signature through the e-ID broker (README's demo users).
  {
    key: "ingrid",
    firstName: "Ingrid",
    lastName: "Berg",
    email: "ingrid.berg@example.com",
    securityNumber: "23049112300",
    countryId: "no",
    birthDate: "1991-04-23",
  },
  {
    key: "liisa",
    firstName: "Liisa",
    lastName: "Laine",
    email: "liisa.laine@example.com",
    securityNumber: "140590-234U",
    countryId: "fi",
    birthDate: "1990-05-14",
  },
];

/** The demo VIP members whose fee waits: Swish (Maria; Nils declines), card (Lena), Svea (Oskar). */
export const VIP_PAYERS = ["maria", "nils", "lena", "oskar"] as const;

export const demoUserId = (key: string) => stableUuid(`account:user:${key}`);
export const demoAssociationId = (key: string) => stableUuid(`account:association:${key}`);
const associationId = demoAssociationId;

const DEMO_ASSOCIATIONS = [
  { key: "solglantan", name: "BRF Solgläntan", countryId: "se", activeFinancialManagement: true },
  { key: "ekbacken", name: "BRF Ekbacken", countryId: "se", activeFinancialManagement: true },
  { key: "tallasen", name: "BRF Tallåsen", countryId: "se", activeFinancialManagement: false },
  { key: "fjellstua", name: "Borettslaget Fjellstua", countryId: "no", activeFinancialManagement: true },
] as const;

const DEMO_BOARD: readonly [string, string][] = [
  ["karin", "solglantan"],
  ["karin", "ekbacken"],
  ["johan", "tallasen"],
  ["per", "fjellstua"],
];

/** Active campaign codes per site (VIP is off in Finland, on the English sub-site and the contractor site). */
const DEMO_CAMPAIGN_CODES: readonly { siteKey: SiteKey; code: string; active: boolean }[] = [
  { siteKey: "Jmse", code: "VIP2026", active: true },
  { siteKey: "Jmse", code: "VIP2024", active: false },
  { siteKey: "Seniorgarden", code: "VIP2026", active: true },
  { siteKey: "Boratt", code: "VIP2026", active: true },
  { siteKey: "Jmno", code: "VIP2026", active: true },
];

/** A fixed salt per demo user, so the seed writes the same hash every run. */
function demoSalt(key: string): Uint8Array {
  return createHash("sha256").update(`account:salt:${key}`).digest().subarray(0, 16);
}

/**
 * Writes the demo accounts: users, associations and board memberships, consents, VIP and
 * payments, a booking and a purchase of a seeded home (a fixed id when no catalogue is seeded).
 * Upserts by the demo ids and replaces only the demo users' rows: real accounts stay.
 */
export async function seedAccounts(db: Database, today: Date = new Date()): Promise<number> {
  const rows = await Promise.all(
    DEMO_USERS.map(async (user) => ({
      id: demoUserId(user.key),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      securityNumber: user.securityNumber,
      countryId: user.countryId,
      phoneNumber: user.email ? "070-123 45 67" : null,
      address: "Storgatan 1",
      postalCode: user.countryId === "se" ? "113 51" : user.countryId === "no" ? "0150" : "00100",
      city: user.countryId === "se" ? "Stockholm" : user.countryId === "no" ? "Oslo" : "Helsinki",
      birthDate: user.birthDate,
      deceased: user.deceased ?? false,
      passwordHash: user.email ? await hashPassword(DEMO_PASSWORD, demoSalt(user.key)) : null,
    })),
  );
  const ids = rows.map((row) => row.id);
  for (const row of rows) {
    const { id: _id, ...rest } = row;
    await db.insert(users).values(row).onConflictDoUpdate({ target: users.id, set: rest });
  }
  for (const association of DEMO_ASSOCIATIONS) {
    const { key, ...rest } = association;
    await db
      .insert(associations)
      .values({ id: associationId(key), ...rest })
      .onConflictDoUpdate({ target: associations.id, set: rest });
  }
  for (const table of [boardMemberships, consents, vipMemberships, payments, bookings, purchases]) {
    await db.delete(table).where(inArray(table.userId, ids));
  }
  await db.insert(boardMemberships).values(
    DEMO_BOARD.map(([user, association]) => ({
      userId: demoUserId(user),
      associationId: associationId(association),
    })),
  );
  for (const code of DEMO_CAMPAIGN_CODES) {
    await db
      .delete(campaignCodes)
      .where(sql`${campaignCodes.siteKey} = ${code.siteKey} and upper(${campaignCodes.code}) = ${code.code}`);
  }
  await db.insert(campaignCodes).values(DEMO_CAMPAIGN_CODES.map((code) => ({ ...code })));

  const anna = demoUserId("anna");
  const erik = demoUserId("erik");
  // Consent (spec section 2's gate): every demo account on its country's main site, as registering
  // there records; Erik is VIP there instead. No consent for Seniorgården or Borätt: logging in
  // there leads to the consent page first.
  await db.insert(consents).values([
    { userId: anna, siteKey: "Jmse" },
    { userId: demoUserId("bjorn"), siteKey: "Jmse" },
    { userId: demoUserId("karin"), siteKey: "Jmse" },
    { userId: demoUserId("johan"), siteKey: "Jmse" },
    { userId: demoUserId("lisa"), siteKey: "Jmse" },
    { userId: demoUserId("sofia"), siteKey: "Jmse" },
    { userId: demoUserId("elsa"), siteKey: "Jmse" },
    { userId: demoUserId("hugo"), siteKey: "Jmse" },
    { userId: demoUserId("stina"), siteKey: "Jmse" },
    // The estate agent works on both sites whose showings he sees.
    { userId: demoUserId("mikael"), siteKey: "Jmse" },
    { userId: demoUserId("mikael"), siteKey: "Jmno" },
    { userId: demoUserId("ola"), siteKey: "Jmno" },
    { userId: demoUserId("per"), siteKey: "Jmno" },
    { userId: demoUserId("matti"), siteKey: "Jmoy" },
    { userId: demoUserId("ingrid"), siteKey: "Jmno" },
    { userId: demoUserId("liisa"), siteKey: "Jmoy" },
  ]);
  await db.insert(vipMemberships).values({ userId: erik, siteKey: "Jmse", campaignCode: "VIP2026" });
  await db.insert(payments).values({ userId: erik, siteKey: "Jmse", status: "NotPaid", payedWithCode: false });
  for (const payer of VIP_PAYERS) {
    await db.insert(vipMemberships).values({ userId: demoUserId(payer), siteKey: "Jmse", campaignCode: "VIP2026" });
    await db.insert(payments).values({ userId: demoUserId(payer), siteKey: "Jmse", status: "NotPaid" });
  }

  // A home of the seeded catalogue when there is one; otherwise fixed ids (the page then does not exist).
  // Anna moved in more than a month ago (2026-06-01), so her my pages offer errands (spec section 2).
  const [home] = await homesOf(db, "Jmse", 1);
  await db.insert(bookings).values({
    userId: anna,
    objectId: home?.objectId ?? stableUuid("account:booking:object"),
    objectPageExists: Boolean(home),
    siteKey: "Jmse",
    entryDate: "2026-06-01",
    contractDate: "2025-10-10",
    interiorDeadline: "2026-01-30",
    inspectionDate: "2026-05-12",
  });
  // Björn buys the same home with Anna: his own booking of it.
  await db.insert(bookings).values({
    userId: demoUserId("bjorn"),
    objectId: home?.objectId ?? stableUuid("account:booking:object"),
    objectPageExists: Boolean(home),
    siteKey: "Jmse",
    entryDate: "2026-06-01",
  });
  await db.insert(purchases).values({
    userId: anna,
    objectId: home?.objectId ?? stableUuid("account:purchase:object"),
    stageId: home?.stageId ?? stableUuid("account:purchase:stage"),
    entryDate: "2026-06-01",
  });

  // Ola has three Norwegian homes to switch between on my pages: one to move into (March
  // 2027), one moved into, one bought in succession (its entry date is the home's own).
  const olaHomes = await homesOf(db, "Jmno", 3);
  const ola = demoUserId("ola");
  const olaHome = (index: number) => ({
    objectId: olaHomes[index]?.objectId ?? stableUuid(`account:ola:object:${index}`),
    stageId: olaHomes[index]?.stageId ?? stableUuid(`account:ola:stage:${index}`),
  });
  await db.insert(bookings).values({
    userId: ola,
    objectId: olaHome(0).objectId,
    objectPageExists: olaHomes.length > 0,
    siteKey: "Jmno",
    entryDate: "2027-03-15",
    contractDate: "2026-05-20",
    createdAt: new Date("2026-05-02T10:00:00Z"),
  });
  await db.insert(purchases).values([
    { userId: ola, ...olaHome(1), entryDate: "2025-09-01", createdAt: new Date("2025-03-10T10:00:00Z") },
    { userId: ola, ...olaHome(2), isSuccession: true, createdAt: new Date("2026-08-20T10:00:00Z") },
  ]);
  // Ingrid (Norway) and Liisa (Finland) have booked a home each: their purchase contracts wait for
  // their signature through the e-ID broker (seed/documents.ts).
  for (const [key, siteKey] of [
    ["ingrid", "Jmno"],
    ["liisa", "Jmoy"],
  ] as const) {
    const [eidHome] = await homesOf(db, siteKey, 1);
    await db.insert(bookings).values({
      userId: demoUserId(key),
      objectId: eidHome?.objectId ?? stableUuid(`account:${key}:object`),
      objectPageExists: Boolean(eidHome),
      siteKey,
      entryDate: "2027-06-01",
      contractDate: "2026-10-20",
      createdAt: new Date("2026-10-20T10:00:00Z"),
    });
  }
  await seedTimelineBookings(db, today);
  return rows.length;
}

const daysFrom = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Sofia's three bookings show the purchase timeline at three points (spec section 2, my pages
 * timeline): a contract to sign in a project for sale, interior choices open (Lifecycle 7), and
 * moving in (Lifecycle 9). The dates are counted from the seeding day so the points hold.
 */
async function seedTimelineBookings(db: Database, today: Date): Promise<void> {
  const sofia = demoUserId("sofia");
  const points = [
    // Moving in: inspected and paid, the keys in two weeks. The first made: her active residence.
    {
      key: "late",
      lifecycles: [9],
      createdAt: new Date(today.getTime() - 420 * 86_400_000),
      contractDate: daysFrom(today, -400),
      interiorDeadline: daysFrom(today, -200),
      inspectionDate: daysFrom(today, -20),
      finalPaymentDate: daysFrom(today, -3),
      entryDate: daysFrom(today, 14),
    },
    // Interior choices open for three more weeks; the contract signed four months ago.
    {
      key: "middle",
      lifecycles: [7],
      createdAt: new Date(today.getTime() - 130 * 86_400_000),
      contractDate: daysFrom(today, -120),
      interiorDeadline: daysFrom(today, 21),
      inspectionDate: daysFrom(today, 150),
      finalPaymentDate: null,
      entryDate: daysFrom(today, 180),
    },
    // Booked last week, the contract to be signed in ten days.
    {
      key: "early",
      lifecycles: [4, 5, 6],
      createdAt: new Date(today.getTime() - 7 * 86_400_000),
      contractDate: daysFrom(today, 10),
      interiorDeadline: null,
      inspectionDate: null,
      finalPaymentDate: null,
      entryDate: daysFrom(today, 540),
    },
  ];
  for (const { key, lifecycles, ...dates } of points) {
    const [home] = await homesInPhase(db, "Jmse", lifecycles);
    await db.insert(bookings).values({
      userId: sofia,
      objectId: home ?? stableUuid(`account:sofia:object:${key}`),
      objectPageExists: Boolean(home),
      siteKey: "Jmse",
      ...dates,
    });
  }
}

/** Homes of the site whose stage is in one of these project phases (spec section 3, Lifecycle 0-10). */
async function homesInPhase(db: Database, siteKey: SiteKey, lifecycles: readonly number[]): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select o.id from objects o join stages s on s.id = o.stage_id
      where o.site_key = ${siteKey} and s.lifecycle in (${sql.join(
        lifecycles.map((phase) => sql`${phase}`),
        sql`, `,
      )})
      order by s.lifecycle, o.id limit 1`,
  );
  return rows.map((row) => row.id);
}

/** The first homes of a site's seeded catalogue (none without a catalogue), each of another stage. */
export async function homesOf(
  db: Database,
  siteKey: SiteKey,
  count: number,
): Promise<{ objectId: string; stageId: string }[]> {
  const rows = await rowsOf<{ id: string; stage_id: string }>(
    db,
    sql`select distinct on (stage_id) id, stage_id from objects where site_key = ${siteKey}
      order by stage_id, id limit ${count}`,
  );
  return rows.map((row) => ({ objectId: row.id, stageId: row.stage_id }));
}
