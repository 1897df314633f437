import { and, asc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Agreement, CaseBuilding, CaseRoom, FaqArticle } from "@housing/contracts/cases";
import { NO_MANAGEMENT_PLACEHOLDERS } from "@housing/contracts/cases";
import type { Database } from "../../core/db/client";
import {
  caseAgreements,
  caseAssets,
  caseBuildings,
  caseFaqArticles,
  caseProperties,
  caseRooms,
} from "../../core/db/schema";
import type { CaseCountry, CaseViewer } from "./access";

/*
 * What the wizard picks from (spec sections 3 and 7): apartments (agreements), buildings, rooms,
 * building rooms, assets and FAQ articles. Apartments are personal: a resident gets their own,
 * a board member with management those of their association's properties.
 */

const SEARCH_LIMIT = 20;

/** `%`, `_` and `\` typed by the user are matched as themselves. */
const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const agreementColumns = {
  id: caseAgreements.id,
  propertyId: caseAgreements.propertyId,
  address: caseAgreements.address,
  governmentObjectId: caseAgreements.governmentObjectId,
  buildingId: caseAgreements.buildingId,
  buildingPartId: caseAgreements.buildingPartId,
  objectTypeId: caseAgreements.objectTypeId,
  rentalBuilding: caseBuildings.rentalBuilding,
};

/** `GET /customer/get_agreements`: the resident's apartments. */
export async function agreementsOf(db: Database, userId: string): Promise<Agreement[]> {
  return db
    .select(agreementColumns)
    .from(caseAgreements)
    .innerJoin(caseBuildings, eq(caseBuildings.id, caseAgreements.buildingId))
    .where(eq(caseAgreements.userId, userId))
    .orderBy(asc(caseAgreements.address));
}

/** `POST /search/object`: apartments of the board's association by address text. */
export async function searchObjects(db: Database, viewer: CaseViewer, text: string): Promise<Agreement[]> {
  if (viewer.role !== "boardManaged" || text.trim() === "") return [];
  return db
    .select(agreementColumns)
    .from(caseAgreements)
    .innerJoin(caseBuildings, eq(caseBuildings.id, caseAgreements.buildingId))
    .innerJoin(caseProperties, eq(caseProperties.id, caseAgreements.propertyId))
    .where(
      and(
        eq(caseProperties.associationId, viewer.associationId!),
        or(ilike(caseAgreements.address, containing(text)), ilike(caseAgreements.buildingPartId, containing(text))),
      ),
    )
    .orderBy(asc(caseAgreements.address))
    .limit(SEARCH_LIMIT);
}

/** `POST /search/building`: buildings of the board's association by address text. */
export async function searchBuildings(db: Database, viewer: CaseViewer, text: string): Promise<CaseBuilding[]> {
  if (viewer.role !== "boardManaged" || text.trim() === "") return [];
  return db
    .select({
      id: caseBuildings.id,
      address: caseBuildings.address,
      propertyId: caseBuildings.propertyId,
      buildingId: caseBuildings.buildingId,
      rentalBuilding: caseBuildings.rentalBuilding,
    })
    .from(caseBuildings)
    .innerJoin(caseProperties, eq(caseProperties.id, caseBuildings.propertyId))
    .where(and(eq(caseProperties.associationId, viewer.associationId!), ilike(caseBuildings.address, containing(text))))
    .orderBy(asc(caseBuildings.address))
    .limit(SEARCH_LIMIT);
}

/** The agreement if the viewer may report on it: the resident's own, or in the managed association's property. */
export async function reachableAgreement(db: Database, viewer: CaseViewer, agreementId: string) {
  const [row] = await db
    .select({ agreement: caseAgreements, associationId: caseProperties.associationId })
    .from(caseAgreements)
    .innerJoin(caseProperties, eq(caseProperties.id, caseAgreements.propertyId))
    .where(eq(caseAgreements.id, agreementId))
    .limit(1);
  if (!row) return null;
  if (viewer.role === "resident") return row.agreement.userId === viewer.userId ? row.agreement : null;
  if (viewer.role === "boardManaged") return row.associationId === viewer.associationId ? row.agreement : null;
  return null;
}

/** Spec section 9: the placeholder property of a report without a listed home (Norway's own). */
export function placeholderPropertyOf(country: CaseCountry): string {
  return NO_MANAGEMENT_PLACEHOLDERS[country === "no" ? "no" : "se"].propertyId;
}

/** The placeholder object (apartment) whose rooms stand for any apartment's. */
export function placeholderObjectOf(country: CaseCountry): string {
  return NO_MANAGEMENT_PLACEHOLDERS[country === "no" ? "no" : "se"].objectId;
}

export const isPlaceholder = (id: string) =>
  Object.values(NO_MANAGEMENT_PLACEHOLDERS).some((placeholder) => placeholder.objectId === id);

const roomColumns = { id: caseRooms.id, name: caseRooms.name, category: caseRooms.category, faq: caseRooms.faqIds };

/** `GET /rooms/{id}`: an apartment's rooms, for whoever may report on the apartment. */
export async function roomsOfAgreement(
  db: Database,
  viewer: CaseViewer,
  agreementId: string,
): Promise<CaseRoom[] | null> {
  if (!isPlaceholder(agreementId) && !(await reachableAgreement(db, viewer, agreementId))) return null;
  return db
    .select(roomColumns)
    .from(caseRooms)
    .where(eq(caseRooms.agreementId, agreementId))
    .orderBy(asc(caseRooms.position));
}

/** `GET /building_rooms/{propertyId}`: a property's common areas (not personal). */
export async function roomsOfProperty(db: Database, propertyId: string): Promise<CaseRoom[]> {
  return db
    .select(roomColumns)
    .from(caseRooms)
    .where(and(eq(caseRooms.propertyId, propertyId), isNull(caseRooms.agreementId)))
    .orderBy(asc(caseRooms.position));
}

/** `GET /assets/{roomId}`: a room's assets (not personal). */
export async function assetsOfRoom(db: Database, roomId: string): Promise<CaseRoom[]> {
  return db
    .select({ id: caseAssets.id, name: caseAssets.name, category: sql<string>`'asset'`, faq: caseAssets.faqIds })
    .from(caseAssets)
    .where(eq(caseAssets.roomId, roomId))
    .orderBy(asc(caseAssets.position));
}

/**
 * `POST /casefaq` and `/customer/articles`: the articles by id in the site's country, in the
 * order asked; `null` ids (the board variant) give all of the country's articles.
 */
export async function faqArticles(
  db: Database,
  country: CaseCountry,
  ids: readonly string[] | null,
): Promise<FaqArticle[]> {
  if (ids !== null && ids.length === 0) return [];
  const rows = await db
    .select({
      id: caseFaqArticles.id,
      title: caseFaqArticles.title,
      body: caseFaqArticles.body,
      serviceLines: caseFaqArticles.serviceLines,
    })
    .from(caseFaqArticles)
    .where(
      and(eq(caseFaqArticles.countryId, country), ids === null ? undefined : inArray(caseFaqArticles.id, [...ids])),
    )
    .orderBy(asc(caseFaqArticles.title));
  if (ids === null) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
