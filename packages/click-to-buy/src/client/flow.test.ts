import { describe, expect, it } from "vitest";
import { BOOKING_ERROR_KINDS, EIDENT_HASH_ERRORS } from "@housing/contracts/booking";
import { bookingFixture } from "../testing";
import {
  eidentErrorHash,
  errorOfHash,
  nextStep,
  parseBookingCookie,
  previousFormStep,
  readEidentReturn,
  readReturnQuery,
  stepPosition,
  visibleStep,
} from "./flow";
import { announcedMinutes } from "./hold-countdown";

const ids = { bookingId: "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d", objectId: "5d8f1c2e-7a4b-4c3d-9e8f-1a2b3c4d5e6f" };

describe("the flow's position", () => {
  it("counts the step in its flow (Steg 2 av 8, 4 av 5)", () => {
    expect(stepPosition(8, "personal-info")).toEqual({ index: 1, total: 8 });
    expect(stepPosition(5, "sign")).toEqual({ index: 3, total: 5 });
    expect(stepPosition(6, "payment")).toEqual({ index: 4, total: 6 });
  });

  it("goes back through form steps but never to start-booking", () => {
    expect(previousFormStep(8, "financing")).toBe("choices");
    expect(previousFormStep(8, "choices")).toBe("personal-info");
    expect(previousFormStep(8, "personal-info")).toBeNull();
  });

  it("names the step after a saved one, capped by the booking's current step", () => {
    expect(nextStep(8, "choices")).toBe("financing");
    expect(nextStep(5, "done")).toBe("done");
    expect(visibleStep(bookingFixture({ currentStep: "choices" }), nextStep(8, "choices"))).toBe("choices");
  });

  it("shows a step gone back to only when it comes before the booking's current step", () => {
    const booking = bookingFixture({ currentStep: "financing" });
    expect(visibleStep(booking, null)).toBe("financing");
    expect(visibleStep(booking, "choices")).toBe("choices");
    expect(visibleStep(booking, "accomodation")).toBe("financing");
    expect(visibleStep(booking, "start-booking")).toBe("financing");
  });
});

describe("the buy-residence cookie", () => {
  it("reads the JSON the page writes, encoded or not", () => {
    expect(parseBookingCookie(encodeURIComponent(JSON.stringify(ids)))).toEqual(ids);
    expect(parseBookingCookie(JSON.stringify(ids))).toEqual(ids);
  });

  it("ignores anything else", () => {
    expect(parseBookingCookie(undefined)).toBeNull();
    expect(parseBookingCookie("%E0%A4%A")).toBeNull();
    expect(parseBookingCookie(JSON.stringify({ ...ids, bookingId: "1 OR 1=1" }))).toBeNull();
    expect(parseBookingCookie("{")).toBeNull();
  });
});

describe("the e-ID error hashes (spec section 8)", () => {
  it("writes every error kind as a hash that reads back as the same kind", () => {
    for (const kind of BOOKING_ERROR_KINDS) expect(errorOfHash(eidentErrorHash(kind))).toBe(kind);
  });

  it("uses the Norwegian hash names", () => {
    expect(eidentErrorHash("userssnnomatch")).toBe("#eident-error-ssnnomatch");
    expect(eidentErrorHash("usernopid")).toBe("#eident-error-nopid");
    expect(eidentErrorHash("purchaseobjecterror")).toBe("#eident-error-objecterror");
  });

  it("maps every listed hash error to a kind, an unknown one to purchase, and leaves other hashes alone", () => {
    for (const name of EIDENT_HASH_ERRORS) expect(BOOKING_ERROR_KINDS).toContain(errorOfHash(`#eident-error-${name}`));
    expect(errorOfHash("#eident-error-exception")).toBe("general");
    expect(errorOfHash("#eident-error-whatever")).toBe("purchase");
    expect(errorOfHash("#purchase-success")).toBeNull();
    expect(errorOfHash("")).toBeNull();
  });
});

describe("returns in the query", () => {
  it("opens the return modal for a transaction, customer, session or pooling id plus a type (spec section 2)", () => {
    expect(readReturnQuery("transactionId=ABC&type=swish")).toMatchObject({ idName: "transactionId", id: "ABC" });
    expect(readReturnQuery("customerId=1&type=eident")).toMatchObject({ idName: "customerId" });
    expect(readReturnQuery("sessionId=1&type=bankid")).toMatchObject({ idName: "sessionId" });
    expect(readReturnQuery("poolingId=1&type=bankid")).toMatchObject({ idName: "poolingId" });
    expect(readReturnQuery("transactionId=ABC")).toBeNull();
    expect(readReturnQuery("type=swish")).toBeNull();
    expect(readReturnQuery("objectId=1")).toBeNull();
  });

  it("reads the broker's answer only when it carries a state", () => {
    expect(readEidentReturn("code=c&state=s")).toEqual({ state: "s", code: "c", iss: undefined, error: undefined });
    expect(readEidentReturn("code=c")).toBeNull();
  });
});

describe("the hold's announcements", () => {
  it("speaks within the fifth and the last minute only", () => {
    expect(announcedMinutes(301)).toBeNull();
    expect(announcedMinutes(299)).toBe(5);
    expect(announcedMinutes(241)).toBe(5);
    expect(announcedMinutes(239)).toBeNull();
    expect(announcedMinutes(59)).toBe(1);
    expect(announcedMinutes(0)).toBeNull();
  });
});
