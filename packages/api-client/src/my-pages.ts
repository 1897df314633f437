import { UserSchema, type User } from "@housing/contracts";
import {
  BoardOverviewSchema,
  MyContactsSchema,
  MyPagesNewsItemSchema,
  MyPagesNewsListSchema,
  MyPagesOverviewSchema,
  MyResidenceSchema,
  MyResidencesSchema,
  MyTimelineSchema,
  SavedSearchSchema,
  SavedSearchesResponseSchema,
  type ActiveResidenceRequest,
  type BoardOverview,
  type MyContacts,
  type MyPagesNewsItem,
  type MyPagesNewsList,
  type MyPagesOverview,
  type MyResidence,
  type MyResidences,
  type MyTimeline,
  type ProfilePatch,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchRename,
  type SavedSearchesResponse,
} from "@housing/contracts/my-pages";
import type { SiteKey } from "@housing/site-config";
import type { KyInstance } from "ky";
import { call } from "./client";
import { parseOrThrow } from "./parse";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * My pages' calls (spec section 2, my-pages templates; section 7, the profile patch). Each is
 * personal: on the server the client carries the session cookie's token as bearer
 * (@housing/session/server, getSessionHttp), in the browser it is the session bridge
 * (useSessionHttp). The answers are checked against @housing/contracts/my-pages; a token the API
 * no longer takes answers 401 (ApiError).
 */

const siteQuery = (siteKey: SiteKey) => `siteKey=${encodeURIComponent(siteKey)}`;

/** GET /my_pages/overview: active residence, next steps, latest news and notifications. */
export function getMyPagesOverview(
  http: KyInstance,
  siteKey: SiteKey,
  options?: CallOptions,
): Promise<MyPagesOverview> {
  return getJson(http, `my_pages/overview?${siteQuery(siteKey)}`, MyPagesOverviewSchema, options);
}

/** GET /my_pages/board_overview: the association the board member logged in for, and its contacts. */
export function getBoardOverview(http: KyInstance, siteKey: SiteKey, options?: CallOptions): Promise<BoardOverview> {
  return getJson(http, `my_pages/board_overview?${siteQuery(siteKey)}`, BoardOverviewSchema, options);
}

/** GET /my_pages/residences: the user's residences, favourites and interests on the site. */
export function getMyResidences(http: KyInstance, siteKey: SiteKey, options?: CallOptions): Promise<MyResidences> {
  return getJson(http, `my_pages/residences?${siteQuery(siteKey)}`, MyResidencesSchema, options);
}

/** GET /my_pages/residence: the active residence, its stage and its contacts by staff role. */
export function getMyResidence(http: KyInstance, siteKey: SiteKey, options?: CallOptions): Promise<MyResidence> {
  return getJson(http, `my_pages/residence?${siteQuery(siteKey)}`, MyResidenceSchema, options);
}

/**
 * GET /my_pages/timeline: the purchase timeline of one of the user's bookings on the site, the
 * one with `bookingId` when given, else the active residence's, else the first.
 */
export function getMyTimeline(
  http: KyInstance,
  siteKey: SiteKey,
  bookingId?: string,
  options?: CallOptions,
): Promise<MyTimeline> {
  const booking = bookingId ? `&bookingId=${encodeURIComponent(bookingId)}` : "";
  return getJson(http, `my_pages/timeline?${siteQuery(siteKey)}${booking}`, MyTimelineSchema, options);
}

/** GET /my_pages/contacts: the user's contacts and the site's customer service. */
export function getMyContacts(http: KyInstance, siteKey: SiteKey, options?: CallOptions): Promise<MyContacts> {
  return getJson(http, `my_pages/contacts?${siteQuery(siteKey)}`, MyContactsSchema, options);
}

/** GET /my_pages/news: my pages' news on the site (off where the site's my-pages news switch is). */
export function getMyPagesNews(http: KyInstance, siteKey: SiteKey, options?: CallOptions): Promise<MyPagesNewsList> {
  return getJson(http, `my_pages/news?${siteQuery(siteKey)}`, MyPagesNewsListSchema, options);
}

/** GET /my_pages/news/{slug}: one news item (404 when the site has none by that slug). */
export function getMyPagesNewsItem(
  http: KyInstance,
  siteKey: SiteKey,
  slug: string,
  options?: CallOptions,
): Promise<MyPagesNewsItem> {
  return getJson(http, `my_pages/news/${segment(slug)}?${siteQuery(siteKey)}`, MyPagesNewsItemSchema, options);
}

/** PUT /my_pages/active_residence: which of the user's residences my pages are about. */
export async function setActiveResidence(
  http: KyInstance,
  siteKey: SiteKey,
  body: ActiveResidenceRequest,
  options: CallOptions = {},
): Promise<void> {
  await call(() => http.put(`my_pages/active_residence?${siteQuery(siteKey)}`, { json: body, signal: options.signal }));
}

/**
 * PATCH /account_service/profile: e-mail, phone and newsletter (spec sections 5 and 7); answers
 * the user as it now is. A refused field arrives as an ApiError with its field error
 * (`body.email: emailInUse`, …).
 */
export async function patchProfile(http: KyInstance, body: ProfilePatch, options: CallOptions = {}): Promise<User> {
  const json = await call(() => http.patch("account_service/profile", { json: body, signal: options.signal }).json());
  return parseOrThrow(UserSchema, json);
}

/** GET /my_pages/saved_searches: the user's saved searches on the site. */
export function listSavedSearches(
  http: KyInstance,
  siteKey: SiteKey,
  options?: CallOptions,
): Promise<SavedSearchesResponse> {
  return getJson(http, `my_pages/saved_searches?${siteQuery(siteKey)}`, SavedSearchesResponseSchema, options);
}

/** POST /my_pages/saved_searches: saves the search page's query under a name. */
export function createSavedSearch(
  http: KyInstance,
  siteKey: SiteKey,
  body: SavedSearchCreate,
  options?: CallOptions,
): Promise<SavedSearch> {
  return postJson(http, `my_pages/saved_searches?${siteQuery(siteKey)}`, body, SavedSearchSchema, options);
}

/** PATCH /my_pages/saved_searches/{id}: a new name. */
export async function renameSavedSearch(
  http: KyInstance,
  id: string,
  body: SavedSearchRename,
  options: CallOptions = {},
): Promise<SavedSearch> {
  const json = await call(() =>
    http.patch(`my_pages/saved_searches/${segment(id)}`, { json: body, signal: options.signal }).json(),
  );
  return parseOrThrow(SavedSearchSchema, json);
}

/** DELETE /my_pages/saved_searches/{id} */
export async function deleteSavedSearch(http: KyInstance, id: string, options: CallOptions = {}): Promise<void> {
  await call(() => http.delete(`my_pages/saved_searches/${segment(id)}`, { signal: options.signal }));
}
