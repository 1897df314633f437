import {
  FavouritesResponseSchema,
  InterestsResponseSchema,
  type Favourite,
  type FavouriteRequest,
  type Interest,
  type InterestRequest,
} from "@housing/contracts/my-pages";
import type { KyInstance } from "ky";
import { call } from "./client";
import { getJson, segment, type CallOptions } from "./request";

/*
 * The logged-in user's favourites and interests (spec section 7, signup service). Made through
 * the session bridge (useSessionHttp): every call needs the login token it adds. A board member
 * gets 403 on favourites (spec section 6); an interest with no e-mail on the user and none in
 * the form answers 400 with `body.formEmail: email` (spec section 4). The add and remove calls
 * answer nothing the front end reads: the lists are fetched again.
 */

/** The object segment of a stage's favourite or interest in a DELETE path. */
const STAGE_ONLY = "-";

const entryPath = (base: string, entry: { stageId: string; objectId?: string | null }) =>
  `${base}/${segment(entry.stageId)}/${entry.objectId ? segment(entry.objectId) : STAGE_ONLY}`;

/** GET /signup_service/favorites: the user's favourite stages and homes. */
export async function getFavourites(http: KyInstance, options?: CallOptions): Promise<Favourite[]> {
  return (await getJson(http, "signup_service/favorites", FavouritesResponseSchema, options)).favorites;
}

/** POST /signup_service/favorite: a stage (objectId null) or one of its homes. */
export async function addFavourite(
  http: KyInstance,
  request: FavouriteRequest,
  options: CallOptions = {},
): Promise<void> {
  const body = { stageId: request.stageId, objectId: request.objectId ?? null };
  await call(() => http.post("signup_service/favorite", { json: body, signal: options.signal }));
}

/** DELETE /signup_service/favorite/{stageId}/{objectId} (`-` for a stage). */
export async function removeFavourite(
  http: KyInstance,
  entry: { stageId: string; objectId?: string | null },
  options: CallOptions = {},
): Promise<void> {
  await call(() => http.delete(entryPath("signup_service/favorite", entry), { signal: options.signal }));
}

/** GET /signup_service/interests: the stages and homes the user has shown interest in. */
export async function getInterests(http: KyInstance, options?: CallOptions): Promise<Interest[]> {
  return (await getJson(http, "signup_service/interests", InterestsResponseSchema, options)).interests;
}

/** POST /signup_service/interest: `formEmail` is the form's address, for a user without one. */
export async function addInterest(
  http: KyInstance,
  request: InterestRequest,
  options: CallOptions = {},
): Promise<void> {
  const body = {
    stageId: request.stageId,
    objectId: request.objectId ?? null,
    formEmail: request.formEmail ?? "",
    email: request.email ?? "",
  };
  await call(() => http.post("signup_service/interest", { json: body, signal: options.signal }));
}

/** DELETE /signup_service/interest/{stageId}/{objectId} (`-` for a stage). */
export async function removeInterest(
  http: KyInstance,
  entry: { stageId: string; objectId?: string | null },
  options: CallOptions = {},
): Promise<void> {
  await call(() => http.delete(entryPath("signup_service/interest", entry), { signal: options.signal }));
}
