import * as v from "valibot";
import { NotificationSchema } from "./notifications";

/*
 * The personal data of my pages' templates (spec section 2, "Page templates", my-pages variants),
 * as the reference API serves it for the token's user: GET /my_pages/{view}?siteKey=…
 * The spec shows no response shapes (section 9); these are ours.
 */

const Nullable = <T extends v.GenericSchema>(schema: T) => v.nullable(schema);

/** A home or stage as a card on my pages (favourites, interests, residences). */
export const ListingCardSchema = v.object({
  stageId: v.string(),
  objectId: v.nullable(v.string()),
  /** The home's or stage's name (for a home, its number and stage). */
  name: v.string(),
  stageName: v.string(),
  /** Its public page on this site, when there is one. */
  url: Nullable(v.string()),
  imageUrl: Nullable(v.string()),
  imageAlt: v.optional(v.string(), ""),
  municipality: Nullable(v.string()),
  /** Object or stage status key of the catalogue (forSale, sold, …). */
  status: Nullable(v.string()),
  minRooms: Nullable(v.number()),
  maxRooms: Nullable(v.number()),
  minArea: Nullable(v.number()),
  maxArea: Nullable(v.number()),
  minPrice: Nullable(v.number()),
  maxPrice: Nullable(v.number()),
  /** Spec section 1, "stock": homes still for sale in the stage (our reading; stage cards only). */
  availableCount: Nullable(v.number()),
  created: v.optional(v.string()),
});
export type ListingCard = v.InferOutput<typeof ListingCardSchema>;

/** Spec section 3, Staff roles 0-11: the people of a stage; which roles show depends on the site. */
export const StaffContactSchema = v.object({
  role: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11)),
  name: v.string(),
  title: Nullable(v.string()),
  email: Nullable(v.string()),
  phone: Nullable(v.string()),
  imageUrl: Nullable(v.string()),
});
export type StaffContact = v.InferOutput<typeof StaffContactSchema>;

/** One of the user's residences (a booking or purchase). */
export const ResidenceSchema = v.object({
  objectId: v.string(),
  stageId: v.string(),
  name: v.string(),
  stageName: v.string(),
  address: Nullable(v.string()),
  url: Nullable(v.string()),
  imageUrl: Nullable(v.string()),
  rooms: Nullable(v.number()),
  area: Nullable(v.number()),
  price: Nullable(v.number()),
  status: Nullable(v.string()),
  /** ISO date of moving in, when known. */
  entryDate: Nullable(v.string()),
  isSuccession: v.boolean(),
  isActive: v.boolean(),
  /** Spec section 3, project lifecycle 0-10. */
  lifecycle: Nullable(v.number()),
});
export type Residence = v.InferOutput<typeof ResidenceSchema>;

/** A news item of my pages (spec section 2: news list and news page; off where the site's switch is). */
export const MyPagesNewsItemSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  /** Paragraphs of plain text. */
  body: v.array(v.string()),
  publishedOn: v.string(),
  imageUrl: Nullable(v.string()),
});
export type MyPagesNewsItem = v.InferOutput<typeof MyPagesNewsItemSchema>;

/** What the user does next: one step of the purchase (our reading of the overview's "next steps"). */
export const NEXT_STEP_KINDS = [
  "payVipFee",
  "signDocuments",
  "chooseInterior",
  "moveIn",
  "reportFault",
  "completeProfile",
] as const;
export const NextStepSchema = v.object({
  kind: v.picklist(NEXT_STEP_KINDS),
  /** An ISO date the step is due, when it has one. */
  dueDate: Nullable(v.string()),
});
export type NextStep = v.InferOutput<typeof NextStepSchema>;

/** GET /my_pages/overview */
export const MyPagesOverviewSchema = v.object({
  activeResidence: Nullable(ResidenceSchema),
  residences: v.array(ResidenceSchema),
  nextSteps: v.array(NextStepSchema),
  news: v.array(MyPagesNewsItemSchema),
  notifications: v.array(NotificationSchema),
  favouriteCount: v.number(),
  interestCount: v.number(),
});
export type MyPagesOverview = v.InferOutput<typeof MyPagesOverviewSchema>;

/**
 * GET /my_pages/board_overview: the association the board member logged in for; null for a board
 * login without one (spec section 4: a board member without technical management).
 */
export const BoardOverviewSchema = v.object({
  association: v.nullable(
    v.object({
      id: v.string(),
      name: v.string(),
      activeFinancialManagement: v.boolean(),
      email: Nullable(v.string()),
    }),
  ),
  contacts: v.array(StaffContactSchema),
});
export type BoardOverview = v.InferOutput<typeof BoardOverviewSchema>;

/** GET /my_pages/residences: favourites and interests (the page's #favourites anchor) and residences. */
export const MyResidencesSchema = v.object({
  residences: v.array(ResidenceSchema),
  favourites: v.array(ListingCardSchema),
  interests: v.array(v.object({ id: v.string(), card: ListingCardSchema })),
});
export type MyResidences = v.InferOutput<typeof MyResidencesSchema>;

/** GET /my_pages/residence: the active residence, its stage and its contacts by staff role. */
export const MyResidenceSchema = v.object({
  residence: ResidenceSchema,
  stage: v.object({ id: v.string(), name: v.string(), url: Nullable(v.string()), description: Nullable(v.string()) }),
  contacts: v.array(StaffContactSchema),
});
export type MyResidence = v.InferOutput<typeof MyResidenceSchema>;

/** GET /my_pages/contacts: the resident's (or board member's) contacts and customer service. */
export const MyContactsSchema = v.object({
  contacts: v.array(StaffContactSchema),
  customerService: v.object({
    phone: Nullable(v.string()),
    email: Nullable(v.string()),
    openingHours: Nullable(v.string()),
  }),
});
export type MyContacts = v.InferOutput<typeof MyContactsSchema>;

/** GET /my_pages/news and /my_pages/news/{slug} */
export const MyPagesNewsListSchema = v.object({ news: v.array(MyPagesNewsItemSchema) });
export type MyPagesNewsList = v.InferOutput<typeof MyPagesNewsListSchema>;
