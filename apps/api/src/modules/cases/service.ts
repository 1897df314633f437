import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  CASE_MAX_FILES,
  CASE_STATUS_COLOURS,
  caseStatusByKey,
  caseStatusOf,
  findCaseStatus,
  cancelledStatusFor,
  type CaseDetail,
  type CaseStatusInfo,
  type CaseStatusKey,
  type CaseSummary,
  type CaseUpdateRequest,
} from "@housing/contracts/cases";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import type { Database } from "../../core/db/client";
import {
  associations,
  caseAgreements,
  caseAttachments,
  caseBuildings,
  caseProperties,
  caseRooms,
  cases,
} from "../../core/db/schema";
import { notifyCase } from "../notifications/service";
import { eitherViewer, visibleCases, type CaseSession, type CaseViewer } from "./access";
import type { AttachmentMeta } from "./create";

/*
 * Reading and changing cases (spec sections 3, 4 and 7). Every query is limited by
 * `visibleCases(viewer)`: a case the viewer may not read is answered as a missing one.
 */

/** Spec section 4: the status's group, badge colour, sort rank and pause flag. */
export function statusInfo(id: string): CaseStatusInfo {
  const known = caseStatusOf(id);
  // A status this API does not know ranks among the others (100), shown as ongoing.
  if (!known) return { id, key: "unknown", group: "ongoing", colour: "yellow", rank: 100, isPaused: false };
  return {
    id,
    key: known.key,
    group: known.group,
    colour: CASE_STATUS_COLOURS[known.group],
    rank: known.rank,
    isPaused: known.isPaused,
  };
}

/** The case's own columns a summary reads: a list of thousands parses no descriptions or contacts. */
const summaryCaseColumns = {
  id: cases.id,
  ticketNumber: cases.ticketNumber,
  statusId: cases.statusId,
  caseTypeName: cases.caseTypeName,
  createdAt: cases.createdAt,
  otherAddress: cases.otherAddress,
  otherZipCode: cases.otherZipCode,
  otherCity: cases.otherCity,
  otherGovernmentObjectId: cases.otherGovernmentObjectId,
  area: cases.area,
  problemArea: cases.problemArea,
  agreementId: cases.agreementId,
  buildingId: cases.buildingId,
};

const summaryColumns = {
  case: summaryCaseColumns,
  agreement: {
    address: caseAgreements.address,
    buildingPartId: caseAgreements.buildingPartId,
    buildingPartName: caseAgreements.buildingPartName,
  },
  buildingAddress: caseBuildings.address,
  buildingCode: caseBuildings.buildingId,
  propertyName: caseProperties.name,
  associationName: associations.name,
  roomName: caseRooms.name,
};

function selectCases(db: Database) {
  return db
    .select(summaryColumns)
    .from(cases)
    .leftJoin(caseAgreements, eq(caseAgreements.id, cases.agreementId))
    .leftJoin(caseBuildings, eq(caseBuildings.id, cases.buildingId))
    .leftJoin(caseProperties, eq(caseProperties.id, cases.propertyId))
    .leftJoin(associations, eq(associations.id, cases.associationId))
    .leftJoin(caseRooms, eq(caseRooms.id, cases.roomId));
}

type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>["where"]>>[number];

function summaryOf(row: CaseRow): CaseSummary {
  const { case: item, agreement } = row;
  const other = [item.otherAddress, item.otherZipCode, item.otherCity, item.otherGovernmentObjectId].filter(
    (part): part is string => !!part,
  );
  return {
    id: item.id,
    ticketNumber: item.ticketNumber,
    caseStatusId: item.statusId,
    status: statusInfo(item.statusId),
    caseTypeName: item.caseTypeName,
    creationDate: item.createdAt.toISOString(),
    roomType: row.roomName,
    objectName: agreement?.buildingPartName ?? row.propertyName,
    objectAddress: agreement?.address ?? row.buildingAddress ?? item.otherAddress,
    buildingPartName: agreement?.buildingPartId ?? row.buildingCode,
    brfName: row.associationName,
    otherResidentInfo: other.length > 0 ? other.join(", ") : null,
    area: item.area as CaseSummary["area"],
    problemArea: item.problemArea,
    buildingType: item.agreementId ? "Object" : item.buildingId ? "Stairs" : "Property",
  };
}

/** `GET /cases`, `/customer/get_cases`: the viewer's cases, newest first (spec section 9's default sort). */
export async function listCases(db: Database, viewer: CaseViewer): Promise<CaseSummary[]> {
  const rows = await selectCases(db)
    .where(visibleCases(viewer))
    .orderBy(desc(cases.createdAt), desc(cases.ticketNumber));
  return rows.map(summaryOf);
}

/** The user answer's `hasCases` (spec section 2's my pages menu): cases the session may read, in its own view. */
export async function sessionHasCases(db: Database, session: CaseSession): Promise<boolean> {
  const viewer = await eitherViewer(db, session);
  return viewer ? hasCases(db, viewer) : false;
}

export async function hasCases(db: Database, viewer: CaseViewer): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(cases).where(visibleCases(viewer));
  return (row?.n ?? 0) > 0;
}

/** The API path of a file download, per variant (spec section 7). */
export const filePath = (base: string, attachmentId: string, fileName: string, suffix = "") =>
  `${base}/file/${attachmentId}/${encodeURIComponent(fileName)}${suffix}`;

/** `GET /case/{id}`, `/customer/case/{id}`: one case with its files, or null when the viewer may not read it. */
export async function caseDetail(
  db: Database,
  viewer: CaseViewer,
  id: string,
  base: string,
): Promise<CaseDetail | null> {
  const [row] = await selectCases(db)
    .where(and(eq(cases.id, id), visibleCases(viewer)))
    .limit(1);
  if (!row) return null;
  const [item] = await db.select().from(cases).where(eq(cases.id, id)).limit(1);
  if (!item) return null;
  const files = await db
    .select()
    .from(caseAttachments)
    .where(eq(caseAttachments.caseId, id))
    .orderBy(asc(caseAttachments.createdAt), asc(caseAttachments.fileName), asc(caseAttachments.id));
  const hasContact = item.contactFirstName !== null;
  return {
    ...summaryOf(row),
    description: item.description,
    problemAreaDetails: item.problemAreaDetails,
    updatedDate: item.updatedAt.toISOString(),
    alternativeContact: hasContact
      ? {
          firstName: item.contactFirstName,
          lastName: item.contactLastName,
          email: item.contactEmail,
          phone: item.contactPhone,
        }
      : null,
    sendCopy: item.sendCopy,
    pets: item.pets,
    petsDetail: item.petsDetail,
    keys: item.keys,
    attachments: files.map((file) => ({
      attachmentId: file.id,
      filename: file.fileName,
      contentType: file.contentType,
      size: file.size,
      path: filePath(base, file.id, file.fileName),
    })),
    isClosable: statusInfo(item.statusId).group !== "completed",
  };
}

export type CaseChangeRefusal = "notFound" | "caseClosed";

/** An open case the viewer may change; a refusal otherwise. */
export async function changeableCase(
  db: Database,
  viewer: CaseViewer,
  id: string,
): Promise<CaseChangeRefusal | { id: string }> {
  const [row] = await db
    .select({ id: cases.id, statusId: cases.statusId })
    .from(cases)
    .where(and(eq(cases.id, id), visibleCases(viewer)))
    .limit(1);
  if (!row) return "notFound";
  if (statusInfo(row.statusId).group === "completed") return "caseClosed";
  return { id: row.id };
}

export type CaseUpdateOutcome =
  | { refusal: CaseChangeRefusal }
  | { tooManyFiles: true }
  | { fieldErrors: Record<string, string[]> }
  | { removedKeys: string[] };

/**
 * `PATCH /case/{id}` (multipart, upload.ts): the description and the alternative contact, which
 * the form sends whole (left out: the reporter is the contact again), the case's files named in
 * `removeFiles` removed and the request's files added: 5 at most kept (spec section 5). The
 * removed files' store keys are handed back to be deleted once the change is committed.
 */
export async function updateCase(
  deps: Pick<AppDependencies, "db" | "now">,
  viewer: CaseViewer,
  id: string,
  input: CaseUpdateRequest,
  added: readonly AttachmentMeta[] = [],
): Promise<CaseUpdateOutcome> {
  const found = await changeableCase(deps.db, viewer, id);
  if (typeof found === "string") return { refusal: found };
  const removeIds = [...new Set(input.removeFiles ?? [])];
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<CaseUpdateOutcome> => {
    const current = await tx
      .select({ id: caseAttachments.id, storageKey: caseAttachments.storageKey })
      .from(caseAttachments)
      .where(eq(caseAttachments.caseId, id));
    const removed = current.filter((file) => removeIds.includes(file.id));
    // An id that is not one of this case's files (another case's included) is a bad request.
    if (removed.length !== removeIds.length) return { fieldErrors: { "body.removeFiles": ["invalidInput"] } };
    if (current.length - removed.length + added.length > CASE_MAX_FILES) return { tooManyFiles: true };
    if (removed.length > 0) {
      await tx.delete(caseAttachments).where(
        and(
          eq(caseAttachments.caseId, id),
          inArray(
            caseAttachments.id,
            removed.map((file) => file.id),
          ),
        ),
      );
    }
    if (added.length > 0) {
      await tx.insert(caseAttachments).values(added.map((file) => ({ ...file, caseId: id, createdAt: now })));
    }
    await tx
      .update(cases)
      .set({
        description: input.description.trim(),
        contactFirstName: input.alternativeContactFirstName?.trim() ?? null,
        contactLastName: input.alternativeContactLastName?.trim() ?? null,
        contactEmail: input.alternativeContactEmail?.trim() ?? null,
        contactPhone: input.alternativeContactPhone?.trim() ?? null,
        updatedAt: now,
      })
      .where(eq(cases.id, id));
    return { removedKeys: removed.map((file) => file.storageKey) };
  });
}

/** `PATCH /case/{id}/close`: cancelled by customer, the Norwegian variant on the Norwegian site (spec section 4). */
export async function closeCase(
  deps: Pick<AppDependencies, "db" | "now">,
  viewer: CaseViewer,
  id: string,
  site: SiteKey,
): Promise<CaseChangeRefusal | null> {
  const found = await changeableCase(deps.db, viewer, id);
  if (typeof found === "string") return found;
  const country = getSiteByKey(site)?.country ?? "se";
  await deps.db
    .update(cases)
    .set({ statusId: cancelledStatusFor(country).id, updatedAt: deps.now() })
    .where(eq(cases.id, id));
  return null;
}

/** The case system's course of a case, for the dev-only control (spec section 4's groups in order). */
const LIFECYCLE: readonly CaseStatusKey[] = ["registered", "ongoing", "executed", "completed"];

/**
 * Development only: moves a case on (or to a named status) as the case system would, and tells
 * its reporter through the bell (the `Case` notification). Null for an unknown case or status.
 */
export async function advanceCaseStatus(
  deps: Pick<AppDependencies, "db" | "now">,
  id: string,
  statusKey?: string,
): Promise<CaseStatusInfo | null> {
  const [row] = await deps.db.select().from(cases).where(eq(cases.id, id)).limit(1);
  if (!row) return null;
  let next: string;
  if (statusKey !== undefined) {
    const named = findCaseStatus(statusKey);
    if (!named) return null;
    next = named.id;
  } else {
    const current = statusInfo(row.statusId);
    const at = LIFECYCLE.indexOf(current.group);
    next = caseStatusByKey(LIFECYCLE[Math.min(at + 1, LIFECYCLE.length - 1)]!).id;
  }
  await deps.db.update(cases).set({ statusId: next, updatedAt: deps.now() }).where(eq(cases.id, id));
  if (row.reporterUserId) {
    await notifyCase(deps.db, {
      userId: row.reporterUserId,
      siteKey: row.siteKey as SiteKey,
      errandId: row.id,
      subject: `#${row.ticketNumber} ${row.problemArea}`,
      now: deps.now(),
    });
  }
  return statusInfo(next);
}
