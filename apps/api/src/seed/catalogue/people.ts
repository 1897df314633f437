import { DEFAULT_HOSTS } from "@housing/site-config";
import { type EnumKey, ObjectStatus, StaffRole } from "../../modules/catalogue/enums";
import type { showings, staffContacts } from "../../core/db/schema";
import { catalogueId, REFERENCE_DATE } from "./common";
import { COPY } from "./copy";
import type { ObjectRow } from "./homes";
import { Random } from "../../core/random";
import type { HomeSiteProfile } from "./sites";
import type { StagePlan } from "./stages";
import { foldForSearch } from "./text";

export type ShowingRow = typeof showings.$inferInsert;
export type StaffRow = typeof staffContacts.$inferInsert;
type StaffRoleKey = EnumKey<typeof StaffRole>;

interface Person {
  name: string;
  phone: string;
  email: string;
}

/** However many stages a site has, its sales force stays a realistic size (and within the names available). */
const MAX_STAFF_PER_SITE = 120;

/** A site's sales staff: one person per three stages, so the same agent sells several projects. */
export function rosterOf(profile: HomeSiteProfile, stageCount: number): Person[] {
  const copy = COPY[profile.language];
  const domain = DEFAULT_HOSTS[profile.site.code].at(-1)!;
  const used = new Set<string>();
  const size = Math.min(MAX_STAFF_PER_SITE, Math.max(6, Math.ceil(stageCount / 3)));
  return Array.from({ length: size }, (_, index) => {
    const random = Random.for(`staff:${profile.site.key}:${index}`);
    let first = random.pick(copy.firstNames);
    let last = random.pick(copy.lastNames);
    while (used.has(`${first} ${last}`)) {
      first = random.pick(copy.firstNames);
      last = random.pick(copy.lastNames);
    }
    used.add(`${first} ${last}`);
    const digits = Array.from({ length: 8 }, () => random.int(0, 9)).join("");
    const local = `${foldForSearch(first)}.${foldForSearch(last)}`.replace(/[^a-z.]/g, "");
    return { name: `${first} ${last}`, phone: copy.phone(digits), email: `${local}@${domain}` };
  });
}

/** Which roles a stage lists; which of them a site shows is the front end's choice (spec section 3). */
function rolesOf(plan: StagePlan, random: Random): StaffRoleKey[] {
  const roles: StaffRoleKey[] = ["estateAgent"];
  if (random.chance(0.6)) roles.push("salesManager1");
  if (random.chance(0.4)) roles.push("assistant");
  if (plan.lifecycle >= 3 && plan.lifecycle <= 7 && random.chance(0.5)) roles.push("interiorResponsible1");
  if (plan.profile.country === "no") {
    // Norwegian new builds are sold through an external estate agent with a settlement broker.
    roles.push("externalAgent1");
    if (random.chance(0.7)) roles.push("settlementBroker1");
  }
  if (plan.profile.country === "fi" && random.chance(0.4)) roles.push("customerSupport");
  if (plan.lifecycle >= 8) roles.push("customerService");
  return roles;
}

export function staffOf(plan: StagePlan, roster: readonly Person[]): StaffRow[] {
  const random = Random.for(`${plan.id}:staff`);
  const roles = rolesOf(plan, random);
  const people = random.sample(roster, roles.length);
  const copy = COPY[plan.profile.language];
  return roles.map((role, index) => {
    const person = people[index % people.length]!;
    return {
      id: catalogueId("staff", plan.id, role),
      stageId: plan.id,
      role: StaffRole.ids[role],
      name: person.name,
      title: copy.staffTitle[role],
      phone: person.phone,
      email: person.email,
    };
  });
}

const SHOWING_STATUSES = new Set(["forSale", "preSelling", "vip", "moveInReady"]);
const DAY_MS = 86_400_000;

/** Midnight (UTC) of the seed's day: showings are placed relative to it (the reference date unless given). */
export function showingDay(now: Date = REFERENCE_DATE): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

const atDay = (day: Date, days: number, hourUtc: number, minute = 0) =>
  new Date(day.getTime() + days * DAY_MS + (hourUtc * 60 + minute) * 60_000);

/** Where buyers meet: the stage's address as its page shows it (area, municipality). */
const placeOf = (plan: StagePlan) => [plan.area.name, plan.municipality.name].filter(Boolean).join(", ");

/**
 * Evening showings for about half the selling stages, some already past on the seed's day. On a
 * VIP site the first upcoming showing of a stage in VIP status is its VIP members' own, days
 * before the public ones.
 */
export function stageShowingsOf(plan: StagePlan, day: Date = showingDay()): ShowingRow[] {
  const random = Random.for(`${plan.id}:showings`);
  if (!SHOWING_STATUSES.has(plan.status) || !random.chance(0.45)) return [];
  const days = [
    ...(random.chance(0.3) ? [-random.int(2, 14)] : []),
    ...random.sample([1, 3, 5, 8, 10, 12, 15, 19, 21], random.int(1, 3)),
  ];
  const firstUpcoming = Math.min(...days.filter((offset) => offset > 0));
  const hasVipShowing = plan.status === "vip" && plan.profile.hasVip;
  return days.map((offset, index) => {
    const startsAt = atDay(day, offset, 16, random.pick([0, 30]));
    return {
      id: catalogueId("showing", plan.id, index),
      stageId: plan.id,
      objectId: null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 90 * 60_000),
      kind: hasVipShowing && offset === firstUpcoming ? ("vip" as const) : ("public" as const),
      place: placeOf(plan),
    };
  });
}

/** A showing apartment is shown on its own, in daytime. */
export function homeShowingsOf(plan: StagePlan, homes: readonly ObjectRow[], day: Date = showingDay()): ShowingRow[] {
  return homes
    .filter((home) => home.statusId === ObjectStatus.ids.showingApartment)
    .map((home) => {
      const random = Random.for(`${home.id}:showing`);
      const startsAt = atDay(day, random.int(2, 10), 9, 0);
      return {
        id: catalogueId("showing", home.id, 0),
        stageId: plan.id,
        objectId: home.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
        kind: "public" as const,
        place: placeOf(plan),
      };
    });
}

/** Not over on the seed's day. */
export function isUpcoming(showing: ShowingRow, day: Date = showingDay()): boolean {
  return showing.endsAt > day;
}
