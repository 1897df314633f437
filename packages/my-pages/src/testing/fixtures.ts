import type { User } from "@housing/contracts";
import type {
  BoardOverview,
  ListingCard,
  MyContacts,
  MyPagesNewsItem,
  MyPagesOverview,
  MyResidence,
  MyResidences,
  MyTimeline,
  Residence,
  SavedSearch,
  TimelineBooking,
} from "@housing/contracts/my-pages";
import { sites } from "@housing/site-config";

/*
 * My pages' view models as the API answers them, for the package's tests and Storybook: a
 * private customer with two residences on the Swedish site, and a board member.
 */

export const RESIDENCE: Residence = {
  objectId: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  stageId: "stage-utsikten",
  name: "Lägenhet 1101",
  stageName: "Brf Utsikten",
  address: "Utsiktsvägen 4, Uppsala",
  url: "/projekt/brf-utsikten/lagenhet-1101/",
  imageUrl: null,
  rooms: 3,
  area: 74.5,
  price: 3_450_000,
  status: "booked",
  entryDate: "2027-03-01",
  isSuccession: false,
  isActive: true,
  lifecycle: 7,
};

export const OTHER_RESIDENCE: Residence = {
  ...RESIDENCE,
  objectId: "0a9b8c7d-6e5f-4a3b-9c1d-2e3f4a5b6c7d",
  stageId: "stage-strand",
  name: "Radhus 12",
  stageName: "Strandängen",
  address: null,
  url: null,
  rooms: 5,
  area: 128,
  price: 5_950_000,
  entryDate: "2026-06-15",
  isActive: false,
  lifecycle: 10,
};

export const CUSTOMER: User = {
  id: "user-anna",
  firstName: "Anna",
  lastName: "Andersson",
  email: "anna.andersson@example.com",
  phoneNumber: "070-123 45 67",
  newsletter: true,
  vipMemberships: [],
  isBoardMember: false,
  isVip: false,
  consents: [{ site: sites.se.siteId }],
  payments: [],
  bookings: [
    { objectId: RESIDENCE.objectId, objectPageExists: true, siteId: sites.se.siteId },
    { objectId: OTHER_RESIDENCE.objectId, objectPageExists: true, siteId: sites.se.siteId },
  ],
  purchases: [],
  showings: [],
  favorites: [],
  interests: [],
  activeObject: { objectId: RESIDENCE.objectId, entryDate: RESIDENCE.entryDate, isSuccession: false },
  hasCases: false,
  showErrands: false,
  showPayments: false,
  hasAccount: true,
  firstSsnLogin: false,
  deceased: false,
};

export const VIP_CUSTOMER: User = {
  ...CUSTOMER,
  id: "user-erik",
  firstName: "Erik",
  isVip: true,
  vipMemberships: [{ site: sites.se.siteId }],
  vip: { siteId: sites.se.siteId, campaignCode: "VIP2026" },
  payments: [{ site: sites.se.siteId, status: "NotPaid", payedWithCode: false }],
};

export const BOARD_MEMBER: User = {
  ...CUSTOMER,
  id: "user-karin",
  firstName: "Karin",
  isBoardMember: true,
  brfAccount: { id: "brf-1", name: "Brf Sjöutsikten", activeFinancialManagement: true },
  bookings: [],
  activeObject: null,
};

const card = (overrides: Partial<ListingCard>): ListingCard => ({
  stageId: "stage-utsikten",
  objectId: null,
  name: "Brf Utsikten",
  stageName: "Brf Utsikten",
  url: "/projekt/brf-utsikten/",
  imageUrl: null,
  imageAlt: "",
  municipality: "Uppsala",
  status: "forSale",
  minRooms: 2,
  maxRooms: 5,
  minArea: 52,
  maxArea: 128,
  minPrice: 2_450_000,
  maxPrice: 5_950_000,
  availableCount: 12,
  created: "2026-10-01T09:00:00Z",
  ...overrides,
});

export const FAVOURITE_STAGE = card({});
export const FAVOURITE_HOME = card({
  objectId: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
  name: "Lägenhet 1204",
  url: "/projekt/brf-utsikten/lagenhet-1204/",
  minRooms: 4,
  maxRooms: 4,
  minArea: 96,
  maxArea: 96,
  minPrice: 4_200_000,
  maxPrice: 4_200_000,
  availableCount: null,
});

export const MY_RESIDENCES: MyResidences = {
  residences: [RESIDENCE, OTHER_RESIDENCE],
  favourites: [FAVOURITE_STAGE, FAVOURITE_HOME],
  interests: [
    { id: "interest-1", card: card({ stageId: "stage-strand", name: "Strandängen", stageName: "Strandängen" }) },
  ],
};

export const NEWS_ITEM: MyPagesNewsItem = {
  id: "news-1",
  slug: "inflyttningen-narmar-sig",
  title: "Inflyttningen närmar sig",
  summary: "Nu börjar vi förbereda besiktningen av era bostäder.",
  body: ["Nu börjar vi förbereda besiktningen av era bostäder.", "Du får en kallelse med tid per e-post."],
  publishedOn: "2026-11-20",
  imageUrl: null,
};

export const OVERVIEW: MyPagesOverview = {
  activeResidence: RESIDENCE,
  residences: [RESIDENCE, OTHER_RESIDENCE],
  nextSteps: [
    { kind: "chooseInterior", dueDate: "2026-12-15" },
    { kind: "moveIn", dueDate: "2027-03-01" },
  ],
  news: [NEWS_ITEM],
  notifications: [
    {
      id: "n-1",
      name: "awaiting_signature",
      notificationType: "DocumentSigning",
      createdOn: "2026-11-21T08:00:00Z",
      title: "Tilläggsavtal inredning",
      errandId: null,
      isUnread: true,
    },
  ],
  favouriteCount: 2,
  interestCount: 1,
};

export const EMPTY_OVERVIEW: MyPagesOverview = {
  activeResidence: null,
  residences: [],
  nextSteps: [],
  news: [],
  notifications: [],
  favouriteCount: 0,
  interestCount: 0,
};

export const CONTACTS: MyContacts = {
  contacts: [
    {
      role: 2,
      name: "Sofia Berg",
      title: "Försäljningsansvarig",
      email: "sofia.berg@example.com",
      phone: "010-123 45 10",
      imageUrl: null,
    },
    { role: 4, name: "Oskar Lind", title: null, email: "oskar.lind@example.com", phone: null, imageUrl: null },
  ],
  customerService: { phone: "010-123 45 00", email: "kundservice@example.com", openingHours: "Vardagar 8–16" },
};

export const MY_RESIDENCE: MyResidence = {
  residence: RESIDENCE,
  stage: {
    id: "stage-utsikten",
    name: "Brf Utsikten",
    url: "/projekt/brf-utsikten/",
    description: "Trettiotvå lägenheter med utsikt över Fyrisån.",
  },
  contacts: CONTACTS.contacts,
};

export const BOARD_OVERVIEW: BoardOverview = {
  association: {
    id: "brf-1",
    name: "Brf Sjöutsikten",
    activeFinancialManagement: true,
    email: "styrelsen@example.com",
  },
  contacts: [
    {
      role: 11,
      name: "Kundservice",
      title: null,
      email: "kundservice@example.com",
      phone: "010-123 45 00",
      imageUrl: null,
    },
  ],
};

export const SAVED_SEARCHES: SavedSearch[] = [
  {
    id: "saved-1",
    name: "Treor i Uppsala",
    query: "minRooms=3&q=uppsala",
    url: "/sok-bostad/?minRooms=3&q=uppsala",
    createdAt: "2026-10-02T10:00:00Z",
    lastAlertAt: "2026-11-18T07:30:00Z",
    matchCount: 3,
  },
  {
    id: "saved-2",
    name: "Radhus nära vatten",
    query: "residenceType=townhouse",
    url: "/sok-bostad/?residenceType=townhouse",
    createdAt: "2026-11-01T10:00:00Z",
    lastAlertAt: null,
    matchCount: 0,
  },
];

/* The purchase timeline (spec section 2) at its points: a contract to sign, interior choices, moving in, moved in. */
const timelineBooking = (bookingId: string, name: string, lifecycle: number, isSelected: boolean): TimelineBooking => ({
  bookingId,
  objectId: `${bookingId.slice(0, 8)}-0000-4000-8000-000000000000`,
  name,
  stageName: "Brf Utsikten",
  lifecycle,
  isSelected,
});
const BOOKING_IDS = [
  "7c1f0e2a-1b3c-4d5e-8f60-7a8b9c0d1e2f",
  "8d2a1f3b-2c4d-4e6f-9a71-8b9c0d1e2f30",
  "9e3b2a4c-3d5e-4f70-8b82-9c0d1e2f3041",
] as const;
const timelineWith = (
  selected: 0 | 1 | 2,
  steps: MyTimeline["steps"],
  bookings: Array<[string, number]> = [
    ["Lägenhet 1101", 9],
    ["Lägenhet 2204", 7],
    ["Radhus 12", 4],
  ],
): MyTimeline => {
  const all = bookings.map(([name, lifecycle], index) =>
    timelineBooking(BOOKING_IDS[index]!, name, lifecycle, index === selected),
  );
  return { booking: all[selected]!, bookings: all, steps };
};

/** Booked last week: the contract to sign on 2026-12-07, the rest to come. */
export const TIMELINE_EARLY: MyTimeline = timelineWith(2, [
  { key: "contract", state: "current", date: "2026-12-07" },
  { key: "interior", state: "coming", date: null },
  { key: "inspection", state: "coming", date: null },
  { key: "payment", state: "coming", date: "2028-05-20" },
  { key: "moveIn", state: "coming", date: "2028-05-20" },
]);

/** Interior choices open until 2026-12-18 (Lifecycle 7). */
export const TIMELINE_MIDDLE: MyTimeline = timelineWith(1, [
  { key: "contract", state: "past", date: "2026-07-30" },
  { key: "interior", state: "current", date: "2026-12-18" },
  { key: "inspection", state: "coming", date: "2027-04-26" },
  { key: "payment", state: "coming", date: "2027-05-26" },
  { key: "moveIn", state: "coming", date: "2027-05-26" },
]);

/** Inspected and paid; the keys on 2026-12-11 (Lifecycle 9). */
export const TIMELINE_LATE: MyTimeline = timelineWith(0, [
  { key: "contract", state: "past", date: "2025-10-23" },
  { key: "interior", state: "past", date: "2026-05-11" },
  { key: "inspection", state: "past", date: "2026-11-07" },
  { key: "payment", state: "past", date: "2026-11-24" },
  { key: "moveIn", state: "current", date: "2026-12-11" },
]);

/** One booking, moved in on 2026-06-01: every step behind. */
export const TIMELINE_DONE: MyTimeline = timelineWith(
  0,
  [
    { key: "contract", state: "past", date: "2025-10-10" },
    { key: "interior", state: "past", date: "2026-01-30" },
    { key: "inspection", state: "past", date: "2026-05-12" },
    { key: "payment", state: "past", date: "2026-06-01" },
    { key: "moveIn", state: "past", date: "2026-06-01" },
  ],
  [["Lägenhet 1101", 10]],
);
