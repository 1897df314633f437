import { Hono, type Context } from "hono";
import {
  BookingEidentStatusRequestSchema,
  BookingIdRequestSchema,
  BookingSignStartRequestSchema,
  BookingStepRequestSchema,
  EmailIsValidRequestSchema,
  StartBookingRequestSchema,
  type BookingSignStatus,
} from "@housing/contracts/booking";
import { requireUser, userOf } from "../../core/auth";
import { clientIpOf } from "../../core/client-ip";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendInvalidInput, sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import { bankIdGuard, eidGuard } from "../../providers/route-guard";
import { signContract } from "./agreement";
import { completeBooking } from "./complete";
import { bookingDocumentPdf, bookingDocuments } from "./documents";
import { expireNow, leaveBooking } from "./hold";
import { emailIsValid, isBookable, objectInformation, userCanBook } from "./info";
import {
  BookingDocumentParamsSchema,
  BookingParamsSchema,
  ObjectBookingParamsSchema,
  ObjectParamsSchema,
  SignSessionParamsSchema,
  StageObjectParamsSchema,
} from "./request";
import { bookingSignStatus, cancelBookingSign, startBookingSign } from "./sign";
import { finishBookingEidentSign, startBookingEidentSign } from "./sign-eident";
import { startBooking } from "./start";
import { bookingState, ownBooking, runningBookingOf } from "./state";
import { saveStep } from "./steps";

/*
 * Click-to-buy's calls (README.md beside this file; spec section 7, "Booking" and the
 * buy-residence proxy). Every call is the token's user's: another user's booking answers 404,
 * like a missing one.
 */

const REFUSALS: Record<string, [400 | 403 | 409, string, string]> = {
  timeout: [409, "Conflict", "timeout"],
  notReserved: [409, "Conflict", "bookingNotReserved"],
  stepsMissing: [409, "Conflict", "bookingStepsMissing"],
  contractNotFixed: [409, "Conflict", "acceptterms"],
  notSigned: [409, "Conflict", "bookingNotSigned"],
  notPaid: [409, "Conflict", "bookingFeeNotPaid"],
  bankIdSwedenOnly: [409, "Conflict", "bankIdSigningSwedenOnly"],
  eidentSigningNotAvailable: [409, "Conflict", "eidentSigningNotAvailable"],
  noSecurityNumber: [403, "MustActivatePid", "usernopid"],
};

function sendRefusal(c: Context, refusal: string): Response {
  if (refusal === "notFound") return sendNotFound(c);
  if (refusal === "invalidReturnUrl")
    return sendInvalidInput(c, { "body.returnUrl": ["invalidReturnUrl"] }, "invalidReturnUrl");
  const [status, error, message] = REFUSALS[refusal] ?? [409, "Conflict", refusal];
  return sendError(c, status, error, message);
}

const answer = <T extends object>(c: Context, result: T | string) =>
  typeof result === "string" ? sendRefusal(c, result) : c.json(result);

export function bookingRoutes(deps: AppDependencies): Hono {
  const BUY = "/api/buyresidence";
  const withBankId = bankIdGuard(deps);
  const withEid = eidGuard(deps);
  const objectInfo = async (c: Context, objectId: string, bookingId?: string) =>
    answer(c, await objectInformation(deps, userOf(c).userId, objectId, bookingId));
  const bookable = async (c: Context, objectId: string, bookingId?: string) => {
    const result = await isBookable(deps, userOf(c).userId, objectId, bookingId);
    return result === undefined ? sendNotFound(c) : c.json(result);
  };
  const canBook = async (c: Context) => {
    const { stageId, objectId } = c.req.valid("param" as never) as { stageId: string; objectId: string };
    return c.json(await userCanBook(deps, userOf(c).userId, stageId, objectId));
  };
  const eidentFinish = (country: "no" | "fi") => (c: Context) =>
    withEid(c, async (eid) => {
      const request = c.req.valid("json" as never) as Parameters<typeof finishBookingEidentSign>[2]["request"];
      const result = await finishBookingEidentSign(deps, eid, { userId: userOf(c).userId, country, request });
      return answer<BookingSignStatus>(c, result);
    });

  const routes = new Hono()
    .get(`${BUY}/getbookingobjectinformation/:objectId`, requireUser(), validate("param", ObjectParamsSchema), (c) =>
      objectInfo(c, c.req.valid("param").objectId),
    )
    .get(
      `${BUY}/getbookingobjectinformation/:objectId/:bookingId`,
      requireUser(),
      validate("param", ObjectBookingParamsSchema),
      (c) => objectInfo(c, c.req.valid("param").objectId, c.req.valid("param").bookingId),
    )
    .post(`${BUY}/startbookingasync`, requireUser(), validate("json", StartBookingRequestSchema), async (c) => {
      const bookingId = await startBooking(deps, userOf(c).userId, c.req.valid("json").objectId);
      return bookingId ? c.json({ bookingId }, 202) : sendNotFound(c);
    })
    .get(`${BUY}/getbookingstatus/:id`, requireUser(), validate("param", BookingParamsSchema), async (c) => {
      const row = await ownBooking(deps, userOf(c).userId, c.req.valid("param").id);
      if (!row) return sendNotFound(c);
      // Spec section 4: 202 while the reservation is not yet made; the page polls again.
      if (row.status === "pending") return c.body(null, 202);
      return c.json(await bookingState(deps.db, row));
    })
    .get(`${BUY}/buyresidencecookie`, requireUser(), async (c) => {
      const row = await runningBookingOf(deps, userOf(c).userId);
      return c.json(row ? { bookingId: row.id, objectId: row.objectId } : null);
    })
    .post(`${BUY}/buyresidencecookie/:objectId`, requireUser(), validate("param", ObjectParamsSchema), async (c) => {
      const row = await runningBookingOf(deps, userOf(c).userId);
      if (!row || row.objectId !== c.req.valid("param").objectId) return sendNotFound(c);
      return c.json({ bookingId: row.id, objectId: row.objectId });
    })
    .get(`${BUY}/buyresidenceexpire/:id`, requireUser(), validate("param", BookingParamsSchema), async (c) => {
      const row = await ownBooking(deps, userOf(c).userId, c.req.valid("param").id);
      if (!row) return sendNotFound(c);
      const isHolding = row.status === "reserved" || row.status === "signed";
      const expiresAt = isHolding ? row.expiresAt : null;
      const secondsLeft = expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - deps.now().getTime()) / 1000)) : 0;
      return c.json({ expiresAt: expiresAt?.toISOString() ?? null, secondsLeft });
    })
    .get(`${BUY}/removebuyresidenceexpire`, requireUser(), async (c) => {
      const row = await runningBookingOf(deps, userOf(c).userId);
      return c.json({ released: await leaveBooking(deps, row) });
    })
    .post(
      `${BUY}/bookingstep/:id`,
      requireUser(),
      validate("param", BookingParamsSchema),
      validate("json", BookingStepRequestSchema),
      async (c) => {
        const result = await saveStep(deps, userOf(c).userId, c.req.valid("param").id, c.req.valid("json"));
        if (typeof result === "object" && "fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors);
        return answer(c, result);
      },
    )
    .get(`${BUY}/getbookingdocuments/:id`, requireUser(), validate("param", BookingParamsSchema), async (c) => {
      const documents = await bookingDocuments(deps, userOf(c).userId, c.req.valid("param").id);
      return documents ? c.json({ documents }) : sendNotFound(c);
    })
    .get(
      `${BUY}/bookingdocument/:bookingId/:documentId`,
      requireUser(),
      validate("param", BookingDocumentParamsSchema),
      async (c) => {
        const { bookingId, documentId } = c.req.valid("param");
        const bytes = await bookingDocumentPdf(deps, userOf(c).userId, bookingId, documentId);
        if (!bytes) return sendNotFound(c);
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="${documentId}.pdf"`,
          "cache-control": "private, no-store",
        });
      },
    )
    .post(`${BUY}/signcontract`, requireUser(), validate("json", BookingIdRequestSchema), async (c) => {
      const result = await signContract(deps, userOf(c).userId, c.req.valid("json").bookingId);
      if (typeof result === "string") return sendRefusal(c, result);
      return c.text(result.text, 200, {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "private, no-store",
      });
    })
    .post(`${BUY}/completebooking`, requireUser(), validate("json", BookingIdRequestSchema), async (c) =>
      answer(c, await completeBooking(deps, userOf(c).userId, c.req.valid("json").bookingId)),
    )
    .get(
      `${BUY}/usercanbookinproject/:stageId/:objectId`,
      requireUser(),
      validate("param", StageObjectParamsSchema),
      canBook,
    )
    .get(
      `${BUY}/usercanbookinstage/:stageId/:objectId`,
      requireUser(),
      validate("param", StageObjectParamsSchema),
      canBook,
    )
    .get("/booking/is_bookable/:objectId", requireUser(), validate("param", ObjectParamsSchema), (c) =>
      bookable(c, c.req.valid("param").objectId),
    )
    .get(
      "/booking/is_bookable/:objectId/:bookingId",
      requireUser(),
      validate("param", ObjectBookingParamsSchema),
      (c) => bookable(c, c.req.valid("param").objectId, c.req.valid("param").bookingId),
    )
    .post("/booking/email_is_valid", requireUser(), validate("json", EmailIsValidRequestSchema), async (c) =>
      c.json(await emailIsValid(deps.db, c.req.valid("json"))),
    )
    .post("/booking/bank_id/start", requireUser(), validate("json", BookingSignStartRequestSchema), (c) =>
      withBankId(c, async (bankId) =>
        answer(
          c,
          await startBookingSign(deps, bankId, {
            userId: userOf(c).userId,
            bookingId: c.req.valid("json").payload.bookingId,
            endUserIp: clientIpOf(c, deps.auth.trustedProxies),
          }),
        ),
      ),
    )
    .get("/booking/bank_id/status/:sessionId", requireUser(), validate("param", SignSessionParamsSchema), (c) =>
      withBankId(c, async (bankId) =>
        answer<BookingSignStatus>(
          c,
          await bookingSignStatus(deps, bankId, {
            userId: userOf(c).userId,
            sessionId: c.req.valid("param").sessionId,
          }),
        ),
      ),
    )
    .post("/booking/bank_id/cancel/:sessionId", requireUser(), validate("param", SignSessionParamsSchema), (c) =>
      withBankId(c, async (bankId) =>
        answer<BookingSignStatus>(
          c,
          await cancelBookingSign(deps, bankId, {
            userId: userOf(c).userId,
            sessionId: c.req.valid("param").sessionId,
          }),
        ),
      ),
    )
    .post("/booking/signicat/start", requireUser(), validate("json", BookingSignStartRequestSchema), (c) =>
      withEid(c, async (eid) => {
        const body = c.req.valid("json");
        const result = await startBookingEidentSign(deps, eid, {
          userId: userOf(c).userId,
          bookingId: body.payload.bookingId,
          returnUrl: body.returnUrl,
        });
        return answer(c, result);
      }),
    )
    .post(
      "/booking/signicat/status",
      requireUser(),
      validate("json", BookingEidentStatusRequestSchema),
      eidentFinish("no"),
    )
    .post(
      "/booking/signicat/validate",
      requireUser(),
      validate("json", BookingEidentStatusRequestSchema),
      eidentFinish("fi"),
    );

  // Development only: a booking's time runs out now (the e2e suite's expiry). Not mounted in preprod or production (404).
  if (deps.auth.environment !== "preprod" && deps.auth.environment !== "production") {
    routes.post("/_dev/booking/:id/expire", validate("param", BookingParamsSchema), async (c) =>
      (await expireNow(deps, c.req.valid("param").id)) ? c.json({ released: true }) : sendNotFound(c),
    );
  }
  return routes;
}
