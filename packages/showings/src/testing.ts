import type { PageViewModel, StageFormPageData } from "@housing/contracts";
import type {
  ShowingAttendanceResponse,
  ShowingBooking,
  ShowingDetail,
  ShowingDoorResponse,
} from "@housing/contracts/showings";

/* The showings' fixtures for their tests and Storybook's stories (times in November: Stockholm is UTC+1). */

export const STAGE_ID = "7c1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f";
export const SHOWING_ID = "2b3c4d5e-6f70-4a1b-8c2d-3e4f5a6b7c8d";
export const VIP_SHOWING_ID = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
export const SLOT_IDS = [
  "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
  "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
  "c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f",
] as const;
export const VIP_SLOT_ID = "d4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80";
export const BOOKING_ID = "e5f6a7b8-c9d0-4e1f-8a3b-4c5d6e7f8091";
export const BOOKING_TOKEN = "Tok3n_of-the-booking-link-12345A";
export const DOOR_KEY = "Door-key_of_showing-01";

export const STAGE: StageFormPageData["stage"] = {
  id: STAGE_ID,
  name: "Kv. Fjällbäcken",
  url: "/projekt/fjallbacken/",
  address: "Fjällbäcksvägen 12, Uppsala",
};

/** A public showing on 24 November 17:30–19:00 Stockholm time in three half-hour slots; the second full. */
export function showingFixture(more: Partial<ShowingDetail> = {}): ShowingDetail {
  return {
    id: SHOWING_ID,
    stageId: STAGE_ID,
    objectId: null,
    kind: "public",
    startsAt: "2026-11-24T16:30:00.000Z",
    endsAt: "2026-11-24T18:00:00.000Z",
    place: "Fjällbäcksvägen 12, Uppsala",
    slots: [
      {
        id: SLOT_IDS[0],
        startsAt: "2026-11-24T16:30:00.000Z",
        endsAt: "2026-11-24T17:00:00.000Z",
        capacity: 6,
        placesLeft: 3,
      },
      {
        id: SLOT_IDS[1],
        startsAt: "2026-11-24T17:00:00.000Z",
        endsAt: "2026-11-24T17:30:00.000Z",
        capacity: 6,
        placesLeft: 0,
      },
      {
        id: SLOT_IDS[2],
        startsAt: "2026-11-24T17:30:00.000Z",
        endsAt: "2026-11-24T18:00:00.000Z",
        capacity: 6,
        placesLeft: 6,
      },
    ],
    bookable: true,
    ...more,
  };
}

/** A VIP showing two days earlier; not bookable unless `bookable` is given. */
export function vipShowingFixture(more: Partial<ShowingDetail> = {}): ShowingDetail {
  return {
    id: VIP_SHOWING_ID,
    stageId: STAGE_ID,
    objectId: null,
    kind: "vip",
    startsAt: "2026-11-22T10:00:00.000Z",
    endsAt: "2026-11-22T11:00:00.000Z",
    place: "Fjällbäcksvägen 12, Uppsala",
    slots: [
      {
        id: VIP_SLOT_ID,
        startsAt: "2026-11-22T10:00:00.000Z",
        endsAt: "2026-11-22T11:00:00.000Z",
        capacity: 10,
        placesLeft: 4,
      },
    ],
    bookable: false,
    ...more,
  };
}

/** A booking of the first slot for two people, as the API answers it. */
export function bookingFixture(more: Partial<ShowingBooking> = {}): ShowingBooking {
  return {
    id: BOOKING_ID,
    siteId: "Jmse",
    status: "booked",
    people: 2,
    startsAt: "2026-11-24T16:30:00.000Z",
    endsAt: "2026-11-24T17:00:00.000Z",
    showing: {
      id: SHOWING_ID,
      kind: "public",
      place: "Fjällbäcksvägen 12, Uppsala",
      stageId: STAGE_ID,
      stageName: STAGE.name,
      url: STAGE.url,
    },
    checkedInAt: null,
    cancellable: true,
    ...more,
  };
}

/** The door's answer while check-in is open (doorKey set), or with `open: false` the next showing today. */
export function doorFixture(open = true): ShowingDoorResponse {
  return { showing: showingFixture(), doorKey: open ? DOOR_KEY : null };
}

export function attendanceFixture(): ShowingAttendanceResponse {
  return {
    showing: showingFixture(),
    attendees: [
      {
        name: "Anna Berg",
        people: 2,
        slotStartsAt: "2026-11-24T16:30:00.000Z",
        booked: true,
        checkedInAt: "2026-11-24T16:34:00.000Z",
      },
      { name: "Olof Ek", people: 1, slotStartsAt: "2026-11-24T17:00:00.000Z", booked: true, checkedInAt: null },
      { name: "Sara Lind", people: 1, slotStartsAt: null, booked: false, checkedInAt: "2026-11-24T16:50:00.000Z" },
    ],
    booked: 2,
    came: 2,
  };
}

/** A page model of one of the stage's form pages (ShowingQrPage, ShowingFormPage, OrderFormPage). */
export function stageFormModel(templateName: string): PageViewModel {
  return {
    templateName,
    siteVersion: "test",
    pageId: "page-1",
    objectId: null,
    canonical: `${STAGE.url}visning/`,
    title: STAGE.name,
    description: "",
    noIndex: true,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [],
    data: { kind: "stageForm", stage: STAGE, objectId: null },
  };
}
