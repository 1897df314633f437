import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import type * as v from "valibot";
import {
  AssociationAccountSchema,
  CASE_MAX_FILES,
  CaseArticlesRequestSchema,
  CaseFaqRequestSchema,
  CaseFileParamsSchema,
  CaseFileQuerySchema,
  CaseIdParamsSchema,
  CaseSearchRequestSchema,
  CaseUpdateRequestSchema,
  CloseCaseRequestSchema,
  CreateCaseRequestSchema,
  DevCaseStatusRequestSchema,
} from "@housing/contracts/cases";
import { getSiteByKey } from "@housing/site-config";
import { requireUser, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendInvalidInput, sendNotFound } from "../../core/errors";
import {
  acceptUploads,
  CASE_UPLOAD_LIMITS,
  sendStoredFile,
  sendUploadProblem,
  type UploadMediaType,
} from "../../core/uploads";
import { validate } from "../../core/validation";
import { boardReporter, boardViewer, eitherViewer, residentViewer, type CaseViewer, type CaseCountry } from "./access";
import { createCase } from "./create";
import { caseAttachmentFor, roundAttachmentFor, type AttachmentRow } from "./files";
import {
  agreementsOf,
  assetsOfRoom,
  faqArticles,
  roomsOfAgreement,
  roomsOfProperty,
  searchBuildings,
  searchObjects,
} from "./lookup";
import { associationAccount, listRounds, roundDetail, updateAssociationAccount } from "./rounds";
import {
  advanceCaseStatus,
  caseDetail,
  changeableCase,
  closeCase,
  hasCases,
  listCases,
  updateCase,
  type CaseChangeRefusal,
} from "./service";
import { keysWithVariants, sendCaseImage } from "./images";
import { readCaseUpload, removeStored } from "./upload";

/*
 * Case management (README.md beside this file; spec section 7): the board variant under
 * `/case_management`, the resident's under `/case_management/customer`. A board call from a
 * login that is not a board login of one of the user's associations answers 403; a case, file
 * or apartment the caller may not see answers 404, like a missing one (spec section 4).
 */

const BOARD = "/case_management";
const CUSTOMER = "/case_management/customer";

type ViewerOf = (deps: AppDependencies, c: Context) => Promise<CaseViewer | null>;

const asBoard: ViewerOf = (deps, c) => boardViewer(deps.db, userOf(c));
const asBoardReporter: ViewerOf = (deps, c) => boardReporter(deps.db, userOf(c));
const asResident: ViewerOf = (deps, c) => residentViewer(deps.db, userOf(c));
const asEither: ViewerOf = (deps, c) => eitherViewer(deps.db, userOf(c));

/** What `validate()` let through, typed by its schema (the handlers below are shared, so Hono's chain types are not at hand). */
function validOf<TSchema extends v.GenericSchema>(
  c: Context,
  target: "json" | "param" | "query",
  _schema: TSchema,
): v.InferOutput<TSchema> {
  return (c.req.valid as (target: string) => unknown)(target);
}
const jsonOf = <TSchema extends v.GenericSchema>(c: Context, schema: TSchema) => validOf(c, "json", schema);
const paramsOf = <TSchema extends v.GenericSchema>(c: Context, schema: TSchema) => validOf(c, "param", schema);
const paramId = (c: Context) => paramsOf(c, CaseIdParamsSchema).id;

const forbidden = (c: Context) => sendError(c, 403, "Forbidden", "boardMemberRequired");

const countryOf = (site: string): CaseCountry => getSiteByKey(site)?.country ?? "se";

function sendRefusal(c: Context, refusal: CaseChangeRefusal): Response {
  return refusal === "notFound" ? sendNotFound(c) : sendError(c, 409, "Conflict", "caseClosed");
}

export function caseRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  /** Runs a handler with the caller's viewer; 403 for a board call without a board login. */
  const withViewer =
    (viewerOf: ViewerOf, run: (c: Context, viewer: CaseViewer) => Promise<Response>) => async (c: Context) => {
      const viewer = await viewerOf(deps, c);
      return viewer ? run(c, viewer) : forbidden(c);
    };
  /** A file the caller may read (row), as stored or, with `?w=`, as a case image (images.ts). */
  const sendFile = async (c: Context, row: AttachmentRow | null): Promise<Response> => {
    if (!row) return sendNotFound(c);
    const { w } = validOf(c, "query", CaseFileQuerySchema);
    if (w !== undefined) return sendCaseImage(c, deps.files, row, w);
    return sendStoredFile(c, deps.files, row.storageKey, {
      type: row.contentType as UploadMediaType,
      name: row.fileName,
    });
  };

  /**
   * The create calls (multipart, upload.ts): the files are stored under the case's id, chosen
   * first, and kept with the case; a refused request leaves none behind.
   */
  const create = async (c: Context, viewer: CaseViewer): Promise<Response> => {
    const caseId = randomUUID();
    const upload = await readCaseUpload(c.req.raw, {
      store: deps.files,
      caseId,
      maxFiles: CASE_MAX_FILES,
      schema: CreateCaseRequestSchema,
    });
    if (!upload.success) return sendUploadProblem(c, upload.problem);
    const stored = upload.files.map((file) => file.storageKey);
    const result = await createCase(deps, viewer, upload.request, upload.files, caseId).catch(async (error) => {
      await removeStored(deps.files, stored);
      throw error;
    });
    if ("fieldErrors" in result) {
      await removeStored(deps.files, stored);
      return sendInvalidInput(c, result.fieldErrors);
    }
    return c.json(result, 201);
  };

  const routes = new Hono();

  // Both variants share the case calls; `base` makes the file paths of the answers.
  for (const [base, viewerOf] of [
    [BOARD, asBoard],
    [CUSTOMER, asResident],
  ] as const) {
    routes
      .get(
        `${base}/case/:id`,
        requireUser(),
        validate("param", CaseIdParamsSchema),
        withViewer(viewerOf, async (c, viewer) => {
          const detail = await caseDetail(db, viewer, paramId(c), base);
          return detail ? c.json(detail) : sendNotFound(c);
        }),
      )
      .patch(
        `${base}/case/:id`,
        acceptUploads(CASE_UPLOAD_LIMITS),
        requireUser(),
        validate("param", CaseIdParamsSchema),
        withViewer(viewerOf, async (c, viewer) => {
          const id = paramId(c);
          // Only a case the caller may change is read into: nothing is stored for anyone else.
          const found = await changeableCase(db, viewer, id);
          if (typeof found === "string") return sendRefusal(c, found);
          // The files removed are known only from the request part, so the count is checked again after.
          const upload = await readCaseUpload(c.req.raw, {
            store: deps.files,
            caseId: id,
            maxFiles: CASE_MAX_FILES,
            schema: CaseUpdateRequestSchema,
          });
          if (!upload.success) return sendUploadProblem(c, upload.problem);
          const added = upload.files.map((file) => file.storageKey);
          const outcome = await updateCase(deps, viewer, id, upload.request, upload.files).catch(async (error) => {
            await removeStored(deps.files, added);
            throw error;
          });
          if (!("removedKeys" in outcome)) await removeStored(deps.files, added);
          if ("refusal" in outcome) return sendRefusal(c, outcome.refusal);
          if ("tooManyFiles" in outcome) return sendUploadProblem(c, { kind: "tooManyFiles" });
          if ("fieldErrors" in outcome) return sendInvalidInput(c, outcome.fieldErrors);
          await removeStored(deps.files, outcome.removedKeys.flatMap(keysWithVariants));
          return c.json(await caseDetail(db, viewer, id, base));
        }),
      )
      .patch(
        `${base}/case/:id/close`,
        requireUser(),
        validate("param", CaseIdParamsSchema),
        validate("json", CloseCaseRequestSchema),
        withViewer(viewerOf, async (c, viewer) => {
          const { site } = jsonOf(c, CloseCaseRequestSchema);
          const refusal = await closeCase(deps, viewer, paramId(c), site);
          if (refusal) return sendRefusal(c, refusal);
          return c.json(await caseDetail(db, viewer, paramId(c), base));
        }),
      )
      .get(
        `${base}/file/:attachmentId/:filename`,
        requireUser(),
        validate("param", CaseFileParamsSchema),
        validate("query", CaseFileQuerySchema),
        withViewer(viewerOf, async (c, viewer) => {
          const { attachmentId, filename } = paramsOf(c, CaseFileParamsSchema);
          return sendFile(c, await caseAttachmentFor(db, viewer, attachmentId, filename));
        }),
      );
  }

  routes
    .post(
      `${BOARD}/search/object`,
      requireUser(),
      validate("json", CaseSearchRequestSchema),
      withViewer(asBoard, async (c, viewer) =>
        c.json({ agreements: await searchObjects(db, viewer, jsonOf(c, CaseSearchRequestSchema).text) }),
      ),
    )
    .post(
      `${BOARD}/search/building`,
      requireUser(),
      validate("json", CaseSearchRequestSchema),
      withViewer(asBoard, async (c, viewer) =>
        c.json({ buildings: await searchBuildings(db, viewer, jsonOf(c, CaseSearchRequestSchema).text) }),
      ),
    )
    .get(
      `${BOARD}/has_cases`,
      requireUser(),
      withViewer(asEither, async (c, viewer) => c.json({ hasCases: await hasCases(db, viewer) })),
    )
    .get(
      `${BOARD}/rooms/:id`,
      requireUser(),
      validate("param", CaseIdParamsSchema),
      withViewer(asEither, async (c, viewer) => {
        const rooms = await roomsOfAgreement(db, viewer, paramId(c));
        return rooms ? c.json({ rooms }) : sendNotFound(c);
      }),
    )
    .get(`${BOARD}/building_rooms/:id`, requireUser(), validate("param", CaseIdParamsSchema), async (c) =>
      c.json({ rooms: await roomsOfProperty(db, paramId(c)) }),
    )
    .get(`${BOARD}/assets/:id`, requireUser(), validate("param", CaseIdParamsSchema), async (c) =>
      c.json({ assets: await assetsOfRoom(db, paramId(c)) }),
    )
    .get(
      `${BOARD}/cases`,
      requireUser(),
      withViewer(asBoard, async (c, viewer) => c.json({ cases: await listCases(db, viewer) })),
    )
    .get(
      `${BOARD}/rounds`,
      requireUser(),
      withViewer(asBoard, async (c, viewer) => c.json({ rounds: await listRounds(db, viewer) })),
    )
    .get(
      `${BOARD}/rounds/:id`,
      requireUser(),
      validate("param", CaseIdParamsSchema),
      withViewer(asBoard, async (c, viewer) => {
        const round = await roundDetail(db, viewer, paramId(c), BOARD);
        return round ? c.json(round) : sendNotFound(c);
      }),
    )
    .get(
      `${BOARD}/account`,
      requireUser(),
      withViewer(asBoard, async (c, viewer) => c.json(await associationAccount(db, viewer))),
    )
    .patch(
      `${BOARD}/account`,
      requireUser(),
      validate("json", AssociationAccountSchema),
      withViewer(asBoard, async (c, viewer) =>
        c.json(await updateAssociationAccount(deps, viewer, jsonOf(c, AssociationAccountSchema).email)),
      ),
    )
    .get(
      `${BOARD}/file/:attachmentId/:filename/rounds`,
      requireUser(),
      validate("param", CaseFileParamsSchema),
      validate("query", CaseFileQuerySchema),
      withViewer(asBoard, async (c, viewer) => {
        const { attachmentId, filename } = paramsOf(c, CaseFileParamsSchema);
        return sendFile(c, await roundAttachmentFor(db, viewer, attachmentId, filename));
      }),
    )
    .post(
      `${BOARD}/create_board_case/v2`,
      acceptUploads(CASE_UPLOAD_LIMITS),
      requireUser(),
      withViewer(asBoardReporter, create),
    )
    .post(`${BOARD}/casefaq`, requireUser(), validate("json", CaseFaqRequestSchema), async (c) => {
      const { faqIds, site } = jsonOf(c, CaseFaqRequestSchema);
      return c.json({ articles: await faqArticles(db, countryOf(site), faqIds) });
    })
    .post(`${CUSTOMER}/articles`, requireUser(), validate("json", CaseArticlesRequestSchema), async (c) => {
      const { ids, site } = jsonOf(c, CaseArticlesRequestSchema);
      return c.json({ articles: await faqArticles(db, countryOf(site), ids) });
    })
    .get(`${CUSTOMER}/get_agreements`, requireUser(), async (c) =>
      c.json({ agreements: await agreementsOf(db, userOf(c).userId) }),
    )
    .get(
      `${CUSTOMER}/get_cases`,
      requireUser(),
      withViewer(asResident, async (c, viewer) => c.json({ cases: await listCases(db, viewer) })),
    )
    .post(`${CUSTOMER}/create_case`, acceptUploads(CASE_UPLOAD_LIMITS), requireUser(), withViewer(asResident, create));

  // Development only: moves a case on as the case system would. Not mounted in preprod or production (404).
  if (deps.auth.environment !== "preprod" && deps.auth.environment !== "production") {
    routes.post(
      "/_dev/case_management/case/:id/status",
      validate("param", CaseIdParamsSchema),
      validate("json", DevCaseStatusRequestSchema),
      async (c) => {
        const status = await advanceCaseStatus(deps, paramId(c), jsonOf(c, DevCaseStatusRequestSchema).status);
        return status ? c.json({ status }) : sendNotFound(c);
      },
    );
  }
  return routes;
}
