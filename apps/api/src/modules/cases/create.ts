import { and, eq } from "drizzle-orm";
import {
  CASE_AREA_APARTMENT,
  caseStatusByKey,
  type CaseTypeName,
  type CreateCaseRequest,
  type CreateCaseResponse,
} from "@housing/contracts/cases";
import { sites, type SiteKey } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import { caseAssets, caseAttachments, caseBuildings, caseProperties, caseRooms, cases } from "../../core/db/schema";
import { notifyCase } from "../notifications/service";
import { isVisibleToReporter, type CaseCountry, type CaseViewer } from "./access";
import { isPlaceholder, placeholderObjectOf, placeholderPropertyOf, reachableAgreement } from "./lookup";

/*
 * Creating a case (spec sections 3, 4 and 7: `POST /create_board_case/v2`, `POST
 * /customer/create_case`). The request's shape is the contract's; what a role must give, and
 * that every id names something the reporter may report on, is checked here and answered with
 * field errors as the schema's. A created case gets a ticket number, starts as Registered and
 * raises the reporter's `Case` notification.
 */

/** A stored file of the request (the upload core writes the bytes and hands over this). */
export interface AttachmentMeta {
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

export type FieldErrors = Record<string, string[]>;

/** Spec section 9's errand types: what each role's report becomes in the case system. */
function caseTypeOf(viewer: CaseViewer): CaseTypeName {
  if (viewer.role === "boardManaged") return viewer.countryId === "no" ? "Kundeservice" : "Förvaltning";
  return viewer.countryId === "no" ? "Reklamasjon" : "Garanti";
}

const siteKeyOf = (siteId: string): SiteKey =>
  Object.values(sites).find((site) => site.siteId === siteId)?.key ?? "Jmse";

/** Spec section 5: the compound number is exactly 9 digits in Finland and Norway. */
const isCompoundNumberValid = (value: string, country: CaseCountry) =>
  country === "se" || /^\d{9}$/.test(value.replace(/[\s-]/g, ""));

export async function createCase(
  deps: Pick<AppDependencies, "db" | "now">,
  viewer: CaseViewer,
  input: CreateCaseRequest,
  attachments: readonly AttachmentMeta[],
  /** The id chosen before the files were stored under it (upload.ts); a new one when left out. */
  id?: string,
): Promise<CreateCaseResponse | { fieldErrors: FieldErrors }> {
  const { db } = deps;
  const errors: FieldErrors = {};
  const fail = (field: string, key = "invalidInput") => {
    (errors[`body.${field}`] ??= []).push(key);
  };
  const blank = (value: string | undefined) => (value ?? "").trim() === "";

  let agreement: Awaited<ReturnType<typeof reachableAgreement>> = null;
  let propertyId: string | null = null;
  let buildingId: string | null = null;

  if (viewer.role === "boardUnmanaged") {
    // Spec sections 4 and 9: the association's homes are not in the case system; the report is
    // made against the fixed placeholder property (Norway's own) with the compound's details.
    propertyId = placeholderPropertyOf(viewer.countryId);
    if (blank(input.compoundName)) fail("compoundName", "required");
    if (blank(input.compoundNumber)) fail("compoundNumber", "required");
    else if (!isCompoundNumberValid(input.compoundNumber!, viewer.countryId)) fail("compoundNumber", "numeric");
    if (input.isMember !== true) fail("isMember", "required");
  } else if (input.objectId !== "" && !isPlaceholder(input.objectId)) {
    agreement = await reachableAgreement(db, viewer, input.objectId);
    if (!agreement) fail("objectId");
    else {
      propertyId = agreement.propertyId;
      buildingId = agreement.buildingId;
    }
  } else if (input.buildingId) {
    const [building] = await db
      .select({
        id: caseBuildings.id,
        propertyId: caseBuildings.propertyId,
        associationId: caseProperties.associationId,
      })
      .from(caseBuildings)
      .innerJoin(caseProperties, eq(caseProperties.id, caseBuildings.propertyId))
      .where(eq(caseBuildings.id, input.buildingId))
      .limit(1);
    if (!building || (viewer.role === "boardManaged" && building.associationId !== viewer.associationId)) {
      fail("buildingId");
    } else {
      propertyId = building.propertyId;
      buildingId = building.id;
    }
  } else if (viewer.role === "boardManaged") {
    // A board member with management reports on their association's apartments and buildings only.
    fail("objectId", "required");
  } else if (input.propertyId !== "") {
    propertyId = input.propertyId;
  }

  // The placeholder 'other address' option (spec section 3): the typed address is required.
  const isOtherAddress = agreement === null && buildingId === null && viewer.role !== "boardManaged";
  if (isOtherAddress) {
    if (blank(input.address)) fail("address", "required");
    if (blank(input.zipCode)) fail("zipCode", "required");
    if (blank(input.city)) fail("city", "required");
  }

  // The room: an apartment's own rooms, or the property's common areas.
  const [room] = await db.select().from(caseRooms).where(eq(caseRooms.id, input.roomId)).limit(1);
  // Without a chosen apartment the rooms are the placeholder object's; without a building, the
  // common areas of the given property or the placeholder property.
  const roomFits =
    room &&
    (input.area === CASE_AREA_APARTMENT
      ? room.agreementId === (agreement?.id ?? placeholderObjectOf(viewer.countryId))
      : room.propertyId !== null && room.propertyId === (propertyId ?? placeholderPropertyOf(viewer.countryId)));
  if (!roomFits) fail("roomId");
  let asset: { id: string; name: string } | undefined;
  if (input.assetTypeId && room) {
    [asset] = await db
      .select({ id: caseAssets.id, name: caseAssets.name })
      .from(caseAssets)
      .where(and(eq(caseAssets.id, input.assetTypeId), eq(caseAssets.roomId, room.id)))
      .limit(1);
    if (!asset) fail("assetTypeId");
  }
  if (Object.keys(errors).length > 0) return { fieldErrors: errors };
  propertyId ??= room!.propertyId ?? placeholderPropertyOf(viewer.countryId);

  // Spec section 2: pets and keys are asked of residents reporting on an apartment in Finland only.
  const asksPetsAndKeys = viewer.role === "resident" && viewer.countryId === "fi" && input.area === CASE_AREA_APARTMENT;
  const now = deps.now();
  const siteKey = siteKeyOf(input.siteId);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cases)
      .values({
        ...(id ? { id } : {}),
        siteKey,
        reporterUserId: viewer.userId,
        role: viewer.role,
        caseTypeName: caseTypeOf(viewer),
        associationId: viewer.role === "resident" ? null : viewer.associationId,
        agreementId: agreement?.id ?? null,
        propertyId,
        buildingId,
        area: input.area,
        roomId: room!.id,
        assetId: asset?.id ?? null,
        problemArea: room!.name,
        problemAreaDetails: asset?.name ?? null,
        description: input.description.trim(),
        contactFirstName: input.alternativeContactFirstName?.trim() ?? null,
        contactLastName: input.alternativeContactLastName?.trim() ?? null,
        contactEmail: input.alternativeContactEmail?.trim() ?? null,
        contactPhone: input.alternativeContactPhone?.trim() ?? null,
        sendCopy: input.sendCopy,
        pets: asksPetsAndKeys ? (input.pets ?? null) : null,
        petsDetail: asksPetsAndKeys && input.pets ? (input.petsDetail?.trim() ?? null) : null,
        keys: asksPetsAndKeys ? (input.keys ?? null) : null,
        otherAddress: isOtherAddress ? input.address!.trim() : null,
        otherZipCode: isOtherAddress ? input.zipCode!.trim() : null,
        otherCity: isOtherAddress ? input.city!.trim() : null,
        otherGovernmentObjectId: isOtherAddress ? input.governmentObjectId?.trim() || null : null,
        compoundName: viewer.role === "boardUnmanaged" ? input.compoundName!.trim() : null,
        compoundNumber: viewer.role === "boardUnmanaged" ? input.compoundNumber!.trim() : null,
        statusId: caseStatusByKey("registered").id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: cases.id, ticketNumber: cases.ticketNumber, statusId: cases.statusId });
    if (attachments.length > 0) {
      await tx
        .insert(caseAttachments)
        .values(attachments.map((file) => ({ ...file, caseId: row!.id, createdAt: now })));
    }
    await notifyCase(tx, {
      userId: viewer.userId,
      siteKey,
      errandId: row!.id,
      subject: `#${row!.ticketNumber} ${room!.name}`,
      now,
    });
    return row!;
  });
  return {
    id: created.id,
    ticketNumber: created.ticketNumber,
    caseStatusId: created.statusId,
    isVisible: isVisibleToReporter(viewer.role, input.area, agreement?.id ?? null),
  };
}
