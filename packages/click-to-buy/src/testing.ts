import type { BookingObjectInfo, BookingState } from "@housing/contracts/booking";

/* Click-to-buy's fixtures for its tests and Storybook's stories. */

export const OBJECT_ID = "5d8f1c2e-7a4b-4c3d-9e8f-1a2b3c4d5e6f";
export const BOOKING_ID = "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d";
export const PAYMENT_ID = "0b5e3f7c-6c1a-4a8e-9d55-2f1f8f0b9a11";
export const PAYMENT_REQUEST_ID = "11A86BE70EA346E4B1C39C874173F088";
export const SIGN_SESSION_ID = "0123456789abcdef0123456789abcdef";

/** A booking of the 8-step flow, reserved and at personal-info, held for 25 more minutes from `now`. */
export function bookingFixture(more: Partial<BookingState> = {}, now = Date.now()): BookingState {
  return {
    bookingId: BOOKING_ID,
    objectId: OBJECT_ID,
    siteKey: "Jmse",
    flow: 8,
    status: "reserved",
    reason: null,
    currentStep: "personal-info",
    expiresAt: new Date(now + 25 * 60 * 1000).toISOString(),
    buyer: { firstName: "Anna", lastName: "Berg", securityNumber: "19800101-1231" },
    values: {},
    totalPrice: { amount: 3_000_000, currency: "SEK" },
    fee: { amount: 2_500_000, currency: "SEK" },
    paymentId: PAYMENT_ID,
    isPaid: false,
    signedAt: null,
    bookedAt: null,
    ...more,
  };
}

/** The home of an 8-step stage with two groups of interior options; `booking` when the caller has one. */
export function objectInfoFixture(more: Partial<BookingObjectInfo> = {}): BookingObjectInfo {
  return {
    objectId: OBJECT_ID,
    objectNumber: "1102",
    name: "Lägenhet 1102",
    stageName: "Kv. Fjällbäcken",
    url: "/projekt/fjallbacken/1102/",
    imageUrl: null,
    rooms: 3,
    livingArea: 74,
    price: 3_000_000,
    debtShare: null,
    totalPrice: null,
    monthlyFee: 4_350,
    currency: "SEK",
    status: "forSale",
    flow: 8,
    isBookable: true,
    fee: { amount: 2_500_000, currency: "SEK" },
    choices: [
      {
        id: "kitchen",
        name: "Kök",
        options: [
          { id: "kitchen-standard", name: "Vitt kök", price: 0, isStandard: true },
          { id: "kitchen-oak", name: "Ekkök", price: 45_000, isStandard: false },
        ],
      },
      {
        id: "floor",
        name: "Golv",
        options: [
          { id: "floor-standard", name: "Ekparkett", price: 0, isStandard: true },
          { id: "floor-stone", name: "Klinker", price: 30_000, isStandard: false },
        ],
      },
    ],
    booking: null,
    ...more,
  };
}

export const CONTACT = {
  email: "anna.berg@example.com",
  phoneNumber: "070-123 45 67",
  address: "Storgatan 1",
  postalCode: "111 22",
  city: "Stockholm",
};

/** personal-info as saved, with the login's contact details and no co-buyer. */
export const SAVED_PERSONAL_INFO = { buyer: CONTACT, coBuyer: null };

/** A payment attempt's status answer in a given state (the payments module's shape). */
export const attemptAnswer = (status: string, more: Record<string, unknown> = {}) => ({
  paymentId: PAYMENT_ID,
  paymentRequestId: PAYMENT_REQUEST_ID,
  paymentStatus: status === "PAID" ? "Paid" : "NotPaid",
  provider: "swish",
  status,
  amount: 2_500_000,
  currency: "SEK",
  appUrl: null,
  errorCode: null,
  errorMessage: null,
  datePaid: status === "PAID" ? "2026-11-27T10:00:00.000Z" : null,
  ...more,
});
