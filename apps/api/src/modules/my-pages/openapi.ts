import {
  ActiveResidenceRequestSchema,
  BoardOverviewSchema,
  MyContactsSchema,
  MyPagesNewsItemSchema,
  MyPagesNewsListSchema,
  MyPagesOverviewSchema,
  MyResidenceSchema,
  MyResidencesSchema,
  MyTimelineSchema,
} from "@housing/contracts/my-pages";
import type { OperationSpec } from "../../core/openapi/operation";
import { NewsSlugParamsSchema, SiteKeyQuerySchema, TimelineQuerySchema } from "./routes";

const BEARER =
  "Needs `Authorization: Bearer <token>` (401 without); answers for the token's user only. `siteKey` (query) is a site-config key (400 otherwise): the site whose catalogue, URLs and language the answer uses.";
const PRIVATE = `${BEARER} A board login answers 403 \`boardMemberNotAllowed\` (its pages are the board's).`;
const OBJECT = "0b5c9a57-1f0e-5d59-9a5e-0a3d1e6c0b11";
const STAGE = "0f6a1d52-52a8-5b8e-8d3e-3f3f8e1a2b41";
const RESIDENCE = {
  objectId: OBJECT,
  stageId: STAGE,
  name: "Lägenhet 1102",
  stageName: "Brf Tallkronan",
  address: null,
  url: "/sok-bostad/stockholms-lan/solna/brf-tallkronan/1102/",
  imageUrl: "/media/facade/0b5c9a57.svg",
  rooms: 3,
  area: 74.5,
  price: 4_250_000,
  status: "sold",
  entryDate: "2026-06-01",
  isSuccession: false,
  isActive: true,
  lifecycle: 9,
};
const NEWS = {
  id: "6c1e8a9e-2f7b-4a53-9a61-0f0c6f2f3b7d",
  slug: "valkommen-till-mina-sidor",
  title: "Välkommen till Mina sidor",
  summary: "Här samlar vi allt om ditt boende.",
  body: ["Här samlar vi allt om ditt boende."],
  publishedOn: "2026-10-01",
  imageUrl: null,
};
const CONTACT = {
  role: 0,
  name: "Maria Ek",
  title: "Fastighetsmäklare",
  email: "maria.ek@example.com",
  phone: "+46 8 120 456 00",
  imageUrl: null,
};
const SERVICE = { phone: "+46 8 120 456 70", email: "kundservice@fjallvik.example", openingHours: "Vardagar 8–17" };

/** My pages' view models (spec section 2, my-pages templates); the shapes are ours (section 9 shows none). */
export const myPagesOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/my_pages/overview",
    operationId: "getMyPagesOverview",
    requiresUser: true,
    tag: "My pages",
    summary: "The overview: residences, next steps, news, notifications, counts",
    description:
      `${PRIVATE} Residences are the user's bookings and purchases among the site's homes; next steps are derived ` +
      "(an unpaid VIP fee, unread documents to sign, interior choices, moving in with its date, fault reports after " +
      "moving in, a missing e-mail or phone). News only where the site's my-pages news switch is on.",
    query: SiteKeyQuerySchema,
    responses: {
      200: {
        description: "The overview.",
        schema: MyPagesOverviewSchema,
        example: {
          activeResidence: RESIDENCE,
          residences: [RESIDENCE],
          nextSteps: [{ kind: "reportFault", dueDate: null }],
          news: [NEWS],
          notifications: [],
          favouriteCount: 2,
          interestCount: 1,
        },
      },
    },
  },
  {
    method: "get",
    path: "/my_pages/timeline",
    operationId: "getMyTimeline",
    requiresUser: true,
    tag: "My pages",
    summary: "The purchase timeline of one of the user's bookings on the site",
    description:
      `${PRIVATE} Steps contract, interior, inspection, payment and moveIn, each past, current or coming, derived ` +
      "from the stage's project lifecycle (0-10) and the booking's dates. `bookingId` (query, optional GUID; 400 " +
      "otherwise) chooses the booking; without it the active residence's booking, else the first. 404 when the " +
      "user has no booking on the site or the id is not one of them.",
    query: TimelineQuerySchema,
    responses: {
      200: {
        description: "The timeline.",
        schema: MyTimelineSchema,
        example: {
          booking: {
            bookingId: "3d0c7a0e-5a7b-4c8e-9f55-2b8e7b1f6c21",
            objectId: OBJECT,
            name: "Lägenhet 1102",
            stageName: "Brf Tallkronan",
            lifecycle: 7,
            isSelected: true,
          },
          bookings: [],
          steps: [
            { key: "contract", state: "past", date: "2026-09-14" },
            { key: "interior", state: "current", date: "2026-12-18" },
            { key: "inspection", state: "coming", date: null },
            { key: "payment", state: "coming", date: "2027-04-01" },
            { key: "moveIn", state: "coming", date: "2027-04-01" },
          ],
        },
      },
    },
  },
  {
    method: "get",
    path: "/my_pages/board_overview",
    operationId: "getMyPagesBoardOverview",
    requiresUser: true,
    tag: "My pages",
    summary: "The board member's overview: the association and the management's contacts",
    description: `${BEARER} Board logins only (403 \`boardMemberOnly\` otherwise); 404 for a board login without an association.`,
    query: SiteKeyQuerySchema,
    responses: {
      200: {
        description: "The association of the login.",
        schema: BoardOverviewSchema,
        example: {
          association: {
            id: "5c931c9c-7383-5bbe-a2f5-358db0c9b641",
            name: "BRF Solgläntan",
            activeFinancialManagement: true,
            email: null,
          },
          contacts: [{ ...CONTACT, role: 10, title: "Förvaltare" }],
        },
      },
    },
  },
  {
    method: "get",
    path: "/my_pages/residences",
    operationId: "getMyResidences",
    requiresUser: true,
    tag: "My pages",
    summary: "The user's residences, favourites and interests on the site",
    description:
      `${PRIVATE} Favourites and interests are cards of the site's catalogue, newest first; a stage card's ` +
      "`availableCount` is its homes still for sale where the site's stock switch is on (null elsewhere).",
    query: SiteKeyQuerySchema,
    responses: {
      200: {
        description: "Residences and cards.",
        schema: MyResidencesSchema,
        example: { residences: [RESIDENCE], favourites: [], interests: [] },
      },
    },
  },
  {
    method: "get",
    path: "/my_pages/residence",
    operationId: "getMyResidence",
    requiresUser: true,
    tag: "My pages",
    summary: "The active residence, its stage and the stage's contacts",
    description: `${PRIVATE} Contacts are the stage's people in the roles the site shows. 404 when the user has no residence on the site.`,
    query: SiteKeyQuerySchema,
    responses: {
      200: {
        description: "The residence.",
        schema: MyResidenceSchema,
        example: {
          residence: RESIDENCE,
          stage: {
            id: STAGE,
            name: "Brf Tallkronan",
            url: "/sok-bostad/stockholms-lan/solna/brf-tallkronan/",
            description: null,
          },
          contacts: [CONTACT],
        },
      },
    },
  },
  {
    method: "put",
    path: "/my_pages/active_residence",
    operationId: "setActiveResidence",
    requiresUser: true,
    tag: "My pages",
    summary: "Chooses which residence my pages are about",
    description:
      "Needs `Authorization: Bearer <token>` (401 without); a board login answers 403 `boardMemberNotAllowed`. Only one " +
      "of the user's own bookings or purchases (on any site); any other id is a 404.",
    body: { schema: ActiveResidenceRequestSchema, example: { objectId: OBJECT } },
    responses: { 204: { description: "Chosen." } },
  },
  {
    method: "get",
    path: "/my_pages/contacts",
    operationId: "getMyContacts",
    requiresUser: true,
    tag: "My pages",
    summary: "The user's contacts and the site's customer service",
    description: `${BEARER} A resident gets the people of the active residence's stage; a board login the property management's.`,
    query: SiteKeyQuerySchema,
    responses: {
      200: {
        description: "The contacts.",
        schema: MyContactsSchema,
        example: { contacts: [CONTACT], customerService: SERVICE },
      },
    },
  },
  {
    method: "get",
    path: "/my_pages/news",
    operationId: "listMyPagesNews",
    requiresUser: true,
    tag: "My pages",
    summary: "My pages' news of the site",
    description: `${BEARER} Newest first; 404 where the site's my-pages news switch is off.`,
    query: SiteKeyQuerySchema,
    responses: { 200: { description: "The news.", schema: MyPagesNewsListSchema, example: { news: [NEWS] } } },
  },
  {
    method: "get",
    path: "/my_pages/news/{slug}",
    operationId: "getMyPagesNewsItem",
    requiresUser: true,
    tag: "My pages",
    summary: "One news item of my pages",
    description: `${BEARER} 404 for an unknown slug or where the site's my-pages news switch is off.`,
    params: NewsSlugParamsSchema,
    query: SiteKeyQuerySchema,
    responses: { 200: { description: "The item.", schema: MyPagesNewsItemSchema, example: NEWS } },
  },
];
