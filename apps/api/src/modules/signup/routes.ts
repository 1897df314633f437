import { Hono } from "hono";
import type { Context } from "hono";
import { FavouriteRequestSchema, InterestRequestSchema } from "@housing/contracts/my-pages";
import { isBoardLogin, requireUser, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendInvalidInput } from "../../core/errors";
import { validate } from "../../core/validation";
import { objectIdOf, SignupEntryParamsSchema } from "./params";
import { addFavourite, addInterest, listFavourites, listInterests, removeFavourite, removeInterest } from "./service";

/** Board members have no favourites or interests (spec section 6). */
const refuseBoard = (c: Context) => sendError(c, 403, "Forbidden", "boardMemberNotAllowed");

/** The logged-in user's favourites and interests (spec section 7, signup); README.md beside this file. */
export function signupRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  return new Hono()
    .get("/signup_service/favorites", requireUser(), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return refuseBoard(c);
      return c.json({ favorites: await listFavourites(db, session.userId) });
    })
    .post("/signup_service/favorite", requireUser(), validate("json", FavouriteRequestSchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return refuseBoard(c);
      const result = await addFavourite(db, session.userId, c.req.valid("json"), deps.now());
      if ("fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors);
      return c.json(result);
    })
    .delete(
      "/signup_service/favorite/:stageId/:objectId",
      requireUser(),
      validate("param", SignupEntryParamsSchema),
      async (c) => {
        const session = userOf(c);
        if (isBoardLogin(session)) return refuseBoard(c);
        const { stageId, objectId } = c.req.valid("param");
        await removeFavourite(db, session.userId, stageId, objectIdOf(objectId));
        return c.body(null, 204);
      },
    )
    .get("/signup_service/interests", requireUser(), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return refuseBoard(c);
      return c.json({ interests: await listInterests(db, session.userId) });
    })
    .post("/signup_service/interest", requireUser(), validate("json", InterestRequestSchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return refuseBoard(c);
      const result = await addInterest(db, session.userId, c.req.valid("json"), deps.now());
      if ("fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors);
      return c.json(result);
    })
    .delete(
      "/signup_service/interest/:stageId/:objectId",
      requireUser(),
      validate("param", SignupEntryParamsSchema),
      async (c) => {
        const session = userOf(c);
        if (isBoardLogin(session)) return refuseBoard(c);
        const { stageId, objectId } = c.req.valid("param");
        await removeInterest(db, session.userId, stageId, objectIdOf(objectId));
        return c.body(null, 204);
      },
    );
}
