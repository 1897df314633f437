import { Hono, type Context } from "hono";
import {
  BookingTokenRequestSchema,
  MyShowingBookingRequestSchema,
  MyShowingCheckInRequestSchema,
  ProspectusOrderRequestSchema,
  ShowingBookingRequestSchema,
  ShowingCheckInRequestSchema,
  ShowingDoorQuerySchema,
  ShowingListQuerySchema,
  type MyShowingBookingsResponse,
  type MyVipShowingsResponse,
  type ShowingListResponse,
} from "@housing/contracts/showings";
import { getSiteByKey } from "@housing/site-config";
import { requireUser, sessionOf, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendInvalidInput, sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import { book, bookAsUser, cancelByToken, cancelMine, lookUp, myBookings, type Refusal } from "./booking";
import { attendance, checkInByToken, checkInUser, checkInWalkIn, door } from "./checkin";
import { devShowingRoutes } from "./dev";
import { orderProspectus } from "./order";
import { BookingIdParamsSchema, MyBookingsQuerySchema, ShowingIdParamsSchema } from "./params";
import { isVipMember, showingDetails, upcomingShowings, upcomingVipShowings } from "./queries";

/*
 * `showing_service/` (README.md beside this file; @housing/contracts/showings). The list and the
 * door are public, the list's `bookable` follows the caller's session; `my/` and the attendance
 * need a login and reach only the token's user's own bookings (the attendance: the site's estate
 * agents). A refusal is an error body whose message is the showing's error key.
 */

const BASE = "/showing_service";

const REFUSALS = {
  notFound: [404, "NotFound"],
  unknownBooking: [404, "NotFound"],
  full: [409, "Conflict"],
  alreadyBooked: [409, "Conflict"],
  closed: [409, "Conflict"],
  checkInClosed: [409, "Conflict"],
  vipOnly: [403, "Forbidden"],
  doorKey: [403, "Forbidden"],
  forbidden: [403, "Forbidden"],
} as const;

function sendRefusal(c: Context, refusal: Refusal): Response {
  if (refusal.refused === "notFound") return sendNotFound(c);
  const [status, error] = REFUSALS[refusal.refused];
  return sendError(c, status, error, refusal.refused === "forbidden" ? "estateAgentRequired" : refusal.refused);
}

export function showingRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  const routes = new Hono()
    .get(`${BASE}/showings`, validate("query", ShowingListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const site = getSiteByKey(query.siteId)!;
      const session = sessionOf(c);
      const rows = await upcomingShowings(db, site, query.stageId, deps.now(), query.objectId);
      const isMember = session.isAuthenticated && (await isVipMember(db, session.userId, site.key));
      // Personal when logged in (bookable), public otherwise.
      c.header("cache-control", session.isAuthenticated ? "private, no-store" : "no-store");
      const response: ShowingListResponse = { showings: await showingDetails(db, rows, isMember) };
      return c.json(response);
    })
    .post(`${BASE}/bookings`, validate("json", ShowingBookingRequestSchema), async (c) => {
      const { siteId, slotId, people, firstName, lastName, email, phone } = c.req.valid("json");
      const session = sessionOf(c);
      const answer = await book(deps, {
        siteKey: siteId,
        slotId,
        people,
        contact: { firstName, lastName, email, phone },
        userId: session.isAuthenticated ? session.userId : null,
      });
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer, 201);
    })
    .post(`${BASE}/my/bookings`, requireUser(), validate("json", MyShowingBookingRequestSchema), async (c) => {
      const { siteId, slotId, people } = c.req.valid("json");
      const answer = await bookAsUser(deps, userOf(c).userId, { siteKey: siteId, slotId, people });
      if ("fieldErrors" in answer) return sendInvalidInput(c, answer.fieldErrors);
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer, 201);
    })
    .get(`${BASE}/my/vip-showings`, requireUser(), validate("query", MyBookingsQuerySchema), async (c) => {
      const site = getSiteByKey(c.req.valid("query").siteId)!;
      c.header("cache-control", "private, no-store");
      const isMember = await isVipMember(db, userOf(c).userId, site.key);
      const rows = isMember ? await upcomingVipShowings(db, site, deps.now()) : [];
      const details = await showingDetails(db, rows, isMember);
      const byStage = new Map<string, MyVipShowingsResponse["stages"][number]>();
      rows.forEach((row, index) => {
        const entry = byStage.get(row.stageId) ?? {
          stage: { id: row.stageId, name: row.stageName, url: row.stageUrl },
          showings: [],
        };
        entry.showings.push(details[index]!);
        byStage.set(row.stageId, entry);
      });
      const response: MyVipShowingsResponse = { stages: [...byStage.values()] };
      return c.json(response);
    })
    .get(`${BASE}/my/bookings`, requireUser(), validate("query", MyBookingsQuerySchema), async (c) => {
      const site = getSiteByKey(c.req.valid("query").siteId)!;
      c.header("cache-control", "private, no-store");
      const response: MyShowingBookingsResponse = {
        bookings: await myBookings(db, userOf(c).userId, site, deps.now()),
      };
      return c.json(response);
    })
    .delete(`${BASE}/my/bookings/:id`, requireUser(), validate("param", BookingIdParamsSchema), async (c) => {
      const answer = await cancelMine(deps, userOf(c).userId, c.req.valid("param").id);
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer);
    })
    .post(`${BASE}/bookings/lookup`, validate("json", BookingTokenRequestSchema), async (c) => {
      const answer = await lookUp(deps, c.req.valid("json").token);
      c.header("cache-control", "private, no-store");
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer);
    })
    .post(`${BASE}/bookings/cancel`, validate("json", BookingTokenRequestSchema), async (c) => {
      const answer = await cancelByToken(deps, c.req.valid("json").token);
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer);
    })
    .post(`${BASE}/bookings/checkin`, validate("json", BookingTokenRequestSchema), async (c) => {
      const answer = await checkInByToken(deps, c.req.valid("json").token);
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer);
    })
    .get(`${BASE}/door`, validate("query", ShowingDoorQuerySchema), async (c) => {
      const query = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await door(db, getSiteByKey(query.siteId)!, query.stageId, deps.now()));
    })
    .post(`${BASE}/checkins`, validate("json", ShowingCheckInRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const answer = await checkInWalkIn(deps, { ...body, siteKey: body.siteId });
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer);
    })
    .post(`${BASE}/my/checkins`, requireUser(), validate("json", MyShowingCheckInRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const answer = await checkInUser(deps, userOf(c).userId, { ...body, siteKey: body.siteId });
      return "refused" in answer ? sendRefusal(c, answer) : c.json(answer);
    })
    .get(
      `${BASE}/showings/:showingId/attendance`,
      requireUser(),
      validate("param", ShowingIdParamsSchema),
      async (c) => {
        const answer = await attendance(db, userOf(c).userId, c.req.valid("param").showingId);
        c.header("cache-control", "private, no-store");
        return "refused" in answer ? sendRefusal(c, answer) : c.json(answer);
      },
    )
    .post(`${BASE}/orders`, validate("json", ProspectusOrderRequestSchema), async (c) => {
      const session = sessionOf(c);
      const answer = await orderProspectus(deps, c.req.valid("json"), session.isAuthenticated ? session.userId : null);
      return "fieldErrors" in answer ? sendInvalidInput(c, answer.fieldErrors) : c.json(answer);
    });
  // Development and test only: never mounted in preprod or production (404 there).
  if (deps.auth.environment !== "preprod" && deps.auth.environment !== "production") {
    routes.route("/", devShowingRoutes(deps));
  }
  return routes;
}
