import {
  FavouriteRequestSchema,
  FavouriteSchema,
  FavouritesResponseSchema,
  InterestRequestSchema,
  InterestSchema,
  InterestsResponseSchema,
} from "@housing/contracts/my-pages";
import type { OperationSpec } from "../../core/openapi/operation";
import { SignupEntryParamsSchema } from "./params";

const BEARER =
  "Needs `Authorization: Bearer <token>` (401 without); a board login answers 403 `boardMemberNotAllowed` (spec section 6: board members have no favourites).";
const STAGE = "0f6a1d52-52a8-5b8e-8d3e-3f3f8e1a2b41";
const HOME = "6c1e8a9e-2f7b-4a53-9a61-0f0c6f2f3b7d";
const REMOVAL =
  "The stage's own entry is written with `-` as objectId. Removing what is not there (or is another user's) is no error: 204 either way.";

/** Spec section 7, signup: the logged-in user's favourites and interests. */
export const signupOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/signup_service/favorites",
    operationId: "listFavourites",
    requiresUser: true,
    tag: "My pages",
    summary: "The user's favourites (the hearts)",
    description: `${BEARER} Oldest first.`,
    responses: {
      200: {
        description: "The favourites.",
        schema: FavouritesResponseSchema,
        example: { favorites: [{ stageId: STAGE, objectId: null, created: "2026-11-01T10:00:00.000Z" }] },
      },
    },
  },
  {
    method: "post",
    path: "/signup_service/favorite",
    operationId: "addFavourite",
    requiresUser: true,
    tag: "My pages",
    summary: "Adds a stage or one of its homes to the favourites",
    description: `${BEARER} The stage must exist in the catalogue and the home belong to it (400 \`body.stageId\` / \`body.objectId\`: \`notFound\`). Adding twice keeps one favourite and answers it.`,
    body: { schema: FavouriteRequestSchema, example: { stageId: STAGE, objectId: HOME } },
    responses: {
      200: {
        description: "The favourite.",
        schema: FavouriteSchema,
        example: { stageId: STAGE, objectId: HOME, created: "2026-11-01T10:00:00.000Z" },
      },
    },
  },
  {
    method: "delete",
    path: "/signup_service/favorite/{stageId}/{objectId}",
    operationId: "removeFavourite",
    requiresUser: true,
    tag: "My pages",
    summary: "Removes a favourite",
    description: `${BEARER} ${REMOVAL}`,
    params: SignupEntryParamsSchema,
    responses: { 204: { description: "Removed (or not there)." } },
  },
  {
    method: "get",
    path: "/signup_service/interests",
    operationId: "listInterests",
    requiresUser: true,
    tag: "My pages",
    summary: "The user's interests",
    description: `${BEARER} Oldest first.`,
    responses: {
      200: {
        description: "The interests.",
        schema: InterestsResponseSchema,
        example: {
          interests: [{ id: HOME, stageId: STAGE, objectId: null, created: "2026-11-01T10:00:00.000Z" }],
        },
      },
    },
  },
  {
    method: "post",
    path: "/signup_service/interest",
    operationId: "addInterest",
    requiresUser: true,
    tag: "My pages",
    summary: "Registers the user's interest in a stage or one of its homes",
    description:
      `${BEARER} The sales team answers at \`formEmail\`, else the account's e-mail; with neither: 400 ` +
      "`body.formEmail: email` (spec section 4). The stage must exist and the home belong to it. Adding twice keeps one interest and answers it.",
    body: { schema: InterestRequestSchema, example: { stageId: STAGE, objectId: null, formEmail: "", email: "" } },
    responses: {
      200: {
        description: "The interest.",
        schema: InterestSchema,
        example: { id: HOME, stageId: STAGE, objectId: null, created: "2026-11-01T10:00:00.000Z" },
      },
    },
  },
  {
    method: "delete",
    path: "/signup_service/interest/{stageId}/{objectId}",
    operationId: "removeInterest",
    requiresUser: true,
    tag: "My pages",
    summary: "Withdraws an interest",
    description: `${BEARER} ${REMOVAL}`,
    params: SignupEntryParamsSchema,
    responses: { 204: { description: "Withdrawn (or not there)." } },
  },
];
