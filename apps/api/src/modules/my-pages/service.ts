import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type {
  BoardOverview,
  MyContacts,
  MyPagesNewsItem,
  MyPagesOverview,
  MyResidence,
  MyResidences,
  StaffContact,
} from "@housing/contracts/my-pages";
import { getSiteByKey, type SiteConfig, type SiteKey } from "@housing/site-config";
import type { AuthenticatedSession } from "../../core/auth";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import {
  associations,
  boardMemberships,
  bookings,
  customerService,
  managementContacts,
  myPagesNews,
  notifications,
  payments,
  purchases,
  staffContacts,
  stages,
  users,
} from "../../core/db/schema";
import { StaffRole } from "../catalogue/enums";
import { contactRolesOf } from "../content/service/contacts";
import { listNotifications } from "../notifications/service";
import { cardCountOf, cardsOf } from "./cards";
import { nextStepsOf, UNPAID_STATUSES } from "./next-steps";
import { activeOf, chosenActiveObjectId, residencesOf, residencesOnSite, residenceView } from "./residences";

/*
 * My pages' view models (spec section 2, my-pages templates), each for the token's user on the
 * site asked for. Every query is keyed by the session's user id; nothing reads another user.
 */

/** The overview shows the newest few of these; their own pages list all. */
const OVERVIEW_NEWS = 3;
const OVERVIEW_NOTIFICATIONS = 5;

const siteOf = (siteKey: SiteKey): SiteConfig => getSiteByKey(siteKey)!;

/** yyyy-MM-dd of `now` in the site's time zone. */
export function todayOn(site: SiteConfig, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone }).format(now);
}

async function siteResidences(db: Database, userId: string, siteKey: SiteKey) {
  const [all, chosen] = await Promise.all([residencesOf(db, userId), chosenActiveObjectId(db, userId)]);
  const here = residencesOnSite(all, siteKey);
  const active = activeOf(here, chosen);
  return {
    active,
    residences: here.map((residence) => residenceView(residence, siteKey, residence === active)),
  };
}

export async function overview(db: Database, userId: string, siteKey: SiteKey, now: Date): Promise<MyPagesOverview> {
  const site = siteOf(siteKey);
  const [{ active, residences }, favouriteCount, interestCount, news, bell, [user], unpaid, toSign] = await Promise.all(
    [
      siteResidences(db, userId, siteKey),
      cardCountOf(db, "favourites", userId, siteKey),
      cardCountOf(db, "user_interests", userId, siteKey),
      site.features.hasMyPagesNews ? newsList(db, siteKey, OVERVIEW_NEWS) : Promise.resolve([]),
      listNotifications(db, userId, siteKey, OVERVIEW_NOTIFICATIONS),
      db.select({ email: users.email, phone: users.phoneNumber }).from(users).where(eq(users.id, userId)).limit(1),
      db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.siteKey, siteKey),
            eq(payments.kind, "VipFee"),
            inArray(payments.status, [...UNPAID_STATUSES]),
          ),
        )
        .limit(1),
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.siteKey, siteKey),
            eq(notifications.notificationType, "DocumentSigning"),
            isNull(notifications.seenAt),
          ),
        )
        .limit(1),
    ],
  );
  const activeResidence = residences.find((residence) => residence.objectId === active?.objectId) ?? null;
  return {
    activeResidence,
    residences,
    nextSteps: nextStepsOf({
      hasUnpaidVipFee: unpaid.length > 0,
      hasDocumentsToSign: toSign.length > 0,
      active: activeResidence,
      isProfileIncomplete: !user?.email || !user.phone,
      today: todayOn(site, now),
    }),
    news,
    notifications: bell,
    favouriteCount,
    interestCount,
  };
}

export async function myResidences(db: Database, userId: string, siteKey: SiteKey): Promise<MyResidences> {
  const [{ residences }, favourites, interests] = await Promise.all([
    siteResidences(db, userId, siteKey),
    cardsOf(db, "favourites", userId, siteKey),
    cardsOf(db, "user_interests", userId, siteKey),
  ]);
  return { residences, favourites: favourites.map((entry) => entry.card), interests };
}

/** The stage's people in the roles the site shows, in the site's order (as the stage page lists them). */
async function stageContacts(db: Database, stageId: string, site: SiteConfig): Promise<StaffContact[]> {
  const rows = await db.select().from(staffContacts).where(eq(staffContacts.stageId, stageId));
  return contactRolesOf(site).flatMap((roleKey) => {
    const role = StaffRole.ids[roleKey];
    return rows
      .filter((row) => row.role === role)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => ({ role, name: row.name, title: row.title, email: row.email, phone: row.phone, imageUrl: null }));
  });
}

/** The active residence of the site with its stage and contacts; null when the user has none there. */
export async function myResidence(db: Database, userId: string, siteKey: SiteKey): Promise<MyResidence | null> {
  const { active, residences } = await siteResidences(db, userId, siteKey);
  const residence = residences.find((entry) => entry.objectId === active?.objectId);
  if (!active || !residence || !active.stageId) return null;
  const [stage] = await db
    .select({ id: stages.id, name: stages.name, url: stages.url, description: stages.shortDescription })
    .from(stages)
    .where(eq(stages.id, active.stageId))
    .limit(1);
  if (!stage) return null;
  return { residence, stage, contacts: await stageContacts(db, stage.id, siteOf(siteKey)) };
}

async function customerServiceOf(db: Database, siteKey: SiteKey): Promise<MyContacts["customerService"]> {
  const [row] = await db.select().from(customerService).where(eq(customerService.siteKey, siteKey)).limit(1);
  return { phone: row?.phone ?? null, email: row?.email ?? null, openingHours: row?.openingHours ?? null };
}

async function managementOf(db: Database, siteKey: SiteKey): Promise<StaffContact[]> {
  const rows = await db
    .select()
    .from(managementContacts)
    .where(eq(managementContacts.siteKey, siteKey))
    .orderBy(managementContacts.role, managementContacts.name);
  return rows.map((row) => ({
    role: row.role,
    name: row.name,
    title: row.title,
    email: row.email,
    phone: row.phone,
    imageUrl: null,
  }));
}

/**
 * Contacts (spec section 2, contact page): a resident gets the people of the active residence's
 * stage; a board member the property management's. Both get the site's customer service.
 */
export async function myContacts(
  db: Database,
  session: AuthenticatedSession,
  siteKey: SiteKey,
  isBoard: boolean,
): Promise<MyContacts> {
  const [contacts, service] = await Promise.all([
    isBoard ? managementOf(db, siteKey) : residentContacts(db, session.userId, siteKey),
    customerServiceOf(db, siteKey),
  ]);
  return { contacts, customerService: service };
}

async function residentContacts(db: Database, userId: string, siteKey: SiteKey): Promise<StaffContact[]> {
  const { active } = await siteResidences(db, userId, siteKey);
  return active?.stageId ? stageContacts(db, active.stageId, siteOf(siteKey)) : [];
}

/** The association of the board login (null: a board login without one, or no longer a member). */
export async function boardOverview(
  db: Database,
  session: AuthenticatedSession,
  siteKey: SiteKey,
): Promise<BoardOverview | null> {
  // A board login without an association: a board member without technical management (spec
  // section 4's downgrade); the overview has no association to show, only the management contacts.
  if (!session.associationId) return { association: null, contacts: await managementOf(db, siteKey) };
  const [association] = await db
    .select({
      id: associations.id,
      name: associations.name,
      activeFinancialManagement: associations.activeFinancialManagement,
    })
    .from(boardMemberships)
    .innerJoin(associations, eq(associations.id, boardMemberships.associationId))
    .where(and(eq(boardMemberships.userId, session.userId), eq(boardMemberships.associationId, session.associationId)))
    .limit(1);
  if (!association) return null;
  // The association's own e-mail is not kept by this API.
  return { association: { ...association, email: null }, contacts: await managementOf(db, siteKey) };
}

type NewsRow = typeof myPagesNews.$inferSelect;
const newsItemOf = (row: NewsRow): MyPagesNewsItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  publishedOn: row.publishedOn,
  imageUrl: row.imageUrl,
});

export async function newsList(db: Database, siteKey: SiteKey, limit = 100): Promise<MyPagesNewsItem[]> {
  const rows = await db
    .select()
    .from(myPagesNews)
    .where(eq(myPagesNews.siteKey, siteKey))
    .orderBy(desc(myPagesNews.publishedOn), myPagesNews.slug)
    .limit(limit);
  return rows.map(newsItemOf);
}

export async function newsItem(db: Database, siteKey: SiteKey, slug: string): Promise<MyPagesNewsItem | null> {
  const [row] = await db
    .select()
    .from(myPagesNews)
    .where(and(eq(myPagesNews.siteKey, siteKey), eq(myPagesNews.slug, slug)))
    .limit(1);
  return row ? newsItemOf(row) : null;
}

/** PUT /my_pages/active_residence: only one of the user's own residences (false otherwise: 404). */
export async function setActiveResidence(db: Database, userId: string, objectId: string): Promise<boolean> {
  const [own] = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from ${bookings} where ${bookings.userId} = ${userId} and ${bookings.objectId} = ${objectId}
      union all
      select 1 from ${purchases} where ${purchases.userId} = ${userId} and ${purchases.objectId} = ${objectId}
      limit 1`,
  );
  if (!own) return false;
  await db.update(users).set({ activeObjectId: objectId }).where(eq(users.id, userId));
  return true;
}
