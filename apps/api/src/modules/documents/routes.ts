import { Hono, type Context } from "hono";
import {
  DocumentEidentSignStartRequestSchema,
  DocumentEidentSignStatusRequestSchema,
  DocumentParamsSchema,
  DocumentSignSessionParamsSchema,
  DocumentsQuerySchema,
  type DocumentsResponse,
} from "@housing/contracts/documents";
import { requireUser, userOf } from "../../core/auth";
import { clientIpOf } from "../../core/client-ip";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendInvalidInput, sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import { bankIdGuard, eidGuard } from "../../providers/route-guard";
import { approveDocument, currentPdf, documentOf, listDocuments } from "./service";
import { cancelDocumentSign, documentSignStatus, startDocumentSign } from "./sign";
import { finishEidentSign, startEidentSign, type EidentSignRefusal } from "./sign-eident";

/*
 * The documents service (README.md beside this file). The spec names no paths for these calls
 * (section 7 has only `/hasdocuments`, served by the account module), so they live under
 * `/document_service`, as the account's under `/account_service`; the BankID status and cancel
 * calls mirror the login's. Every call is the token's user's: another user's document or sign
 * order answers 404, like a missing one.
 */

const REFUSALS: Record<
  Exclude<EidentSignRefusal, "notFound" | "invalidReturnUrl">,
  [400 | 403 | 409 | 422, string, string]
> = {
  mustApprove: [409, "Conflict", "documentNeedsApproval"],
  mustSign: [409, "Conflict", "documentNeedsSignature"],
  alreadyDone: [409, "Conflict", "documentAlreadySigned"],
  noSecurityNumber: [403, "MustActivatePid", "mustActivatePid"],
  bankIdSwedenOnly: [409, "Conflict", "bankIdSigningSwedenOnly"],
  wrongSigner: [403, "WrongSigner", "signerMismatch"],
  bankIdFailed: [422, "Error", "bankIdFailed"],
  eidentSigningNotAvailable: [409, "Conflict", "eidentSigningNotAvailable"],
  // The e-ID's person is not the signer the document names (their own national identity number).
  eidentSignerMismatch: [409, "Conflict", "eidentSignerMismatch"],
  eidentFailed: [422, "Error", "eidentFailed"],
};

function sendRefusal(c: Context, refusal: EidentSignRefusal): Response {
  if (refusal === "notFound") return sendNotFound(c);
  if (refusal === "invalidReturnUrl") return sendInvalidInput(c, { "body.returnUrl": ["invalidInput"] });
  const [status, error, message] = REFUSALS[refusal];
  return sendError(c, status, error, message);
}

export function documentRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  const withBankId = bankIdGuard(deps);
  const withEid = eidGuard(deps);
  return new Hono()
    .get("/document_service/documents", requireUser(), validate("query", DocumentsQuerySchema), async (c) => {
      const documents = await listDocuments(db, userOf(c).userId, c.req.valid("query").siteKey);
      const response: DocumentsResponse = { documents };
      return c.json(response);
    })
    .get("/document_service/documents/:id/pdf", requireUser(), validate("param", DocumentParamsSchema), async (c) => {
      const owned = await documentOf(db, userOf(c).userId, c.req.valid("param").id);
      if (!owned) return sendNotFound(c);
      const bytes = await currentPdf(owned);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${owned.document.kind}-${owned.document.id}.pdf"`,
        // Personal: never kept by a shared cache.
        "cache-control": "private, no-store",
      });
    })
    .post(
      "/document_service/documents/:id/approve",
      requireUser(),
      validate("param", DocumentParamsSchema),
      async (c) => {
        const result = await approveDocument(db, userOf(c).userId, c.req.valid("param").id, deps.now());
        return typeof result === "string" ? sendRefusal(c, result) : c.json(result);
      },
    )
    .post(
      "/document_service/documents/:id/sign/bank_id/start",
      requireUser(),
      validate("param", DocumentParamsSchema),
      (c) =>
        withBankId(c, async (bankId) => {
          const result = await startDocumentSign(deps, bankId, {
            userId: userOf(c).userId,
            documentId: c.req.valid("param").id,
            endUserIp: clientIpOf(c, deps.auth.trustedProxies),
          });
          return typeof result === "string" ? sendRefusal(c, result) : c.json(result);
        }),
    )
    .get(
      "/document_service/sign/bank_id/status/:sessionId",
      requireUser(),
      validate("param", DocumentSignSessionParamsSchema),
      (c) =>
        withBankId(c, async (bankId) => {
          const result = await documentSignStatus(deps, bankId, {
            userId: userOf(c).userId,
            sessionId: c.req.valid("param").sessionId,
          });
          return typeof result === "string" ? sendRefusal(c, result) : c.json(result);
        }),
    )
    .post(
      "/document_service/sign/bank_id/cancel/:sessionId",
      requireUser(),
      validate("param", DocumentSignSessionParamsSchema),
      (c) =>
        withBankId(c, async (bankId) => {
          const result = await cancelDocumentSign(deps, bankId, {
            userId: userOf(c).userId,
            sessionId: c.req.valid("param").sessionId,
          });
          return result === "notFound" ? sendNotFound(c) : c.json({ status: "Cancelled" as const });
        }),
    )
    .post(
      "/document_service/documents/:id/sign/signicat/start",
      requireUser(),
      validate("param", DocumentParamsSchema),
      validate("json", DocumentEidentSignStartRequestSchema),
      (c) =>
        withEid(c, async (eid) => {
          const result = await startEidentSign(deps, eid, {
            userId: userOf(c).userId,
            documentId: c.req.valid("param").id,
            request: c.req.valid("json"),
          });
          return typeof result === "string" ? sendRefusal(c, result) : c.json(result);
        }),
    )
    .post(
      "/document_service/sign/signicat/status",
      requireUser(),
      validate("json", DocumentEidentSignStatusRequestSchema),
      (c) =>
        withEid(c, async (eid) => {
          const result = await finishEidentSign(deps, eid, { userId: userOf(c).userId, request: c.req.valid("json") });
          return typeof result === "string" ? sendRefusal(c, result) : c.json(result);
        }),
    );
}
