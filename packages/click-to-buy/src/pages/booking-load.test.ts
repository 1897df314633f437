import { describe, expect, it, vi } from "vitest";
import { createHttp } from "@housing/api-client";
import type { PageViewModel } from "@housing/contracts";
import { getSite } from "@housing/site-config";
import { BOOKING_ID, OBJECT_ID, bookingFixture, objectInfoFixture } from "../testing";
import { loadBookingPage } from "./contract-page";
import { loadCompletePage } from "./complete-page";

/*
 * The templates' server loads (spec section 4): the bookingId query or the buy-residence cookie
 * selects the booking whose object info is loaded; the objectId query names a home to book.
 */

const OTHER_OBJECT = "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918";
const se = getSite("se");
const model = {} as PageViewModel;
const cookieOf = (bookingId: string, objectId: string) => encodeURIComponent(JSON.stringify({ bookingId, objectId }));

/** An API that answers the object info (and the running booking) and records the paths asked. */
function api(running: unknown = null) {
  const paths: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (path.endsWith("/buyresidencecookie")) return Response.json(running);
    if (path.includes("/getbookingobjectinformation/")) {
      return Response.json(objectInfoFixture({ booking: path.endsWith(BOOKING_ID) ? bookingFixture() : null }));
    }
    return Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 });
  });
  return { http: createHttp({ baseUrl: "http://api.test", fetch }), paths };
}

const load = (query: string, cookies: Record<string, string> = {}, http = api()) =>
  loadBookingPage({ model, site: se, location: { path: "/boka/", query }, http: http.http, cookies }).then((data) => ({
    data,
    paths: http.paths,
  }));

const info = (objectId: string, bookingId?: string) =>
  `/api/buyresidence/getbookingobjectinformation/${objectId}${bookingId ? `/${bookingId}` : ""}`;

describe("the booking page's load", () => {
  it("opens a new booking from the object page's objectId", async () => {
    const { data, paths } = await load(`objectId=${OBJECT_ID}`);
    expect(paths).toEqual([info(OBJECT_ID)]);
    expect(data.info?.booking).toBeNull();
  });

  it("resumes the cookie's booking of the same home", async () => {
    const { data, paths } = await load(`objectId=${OBJECT_ID}`, { buyresidence: cookieOf(BOOKING_ID, OBJECT_ID) });
    expect(paths).toEqual([info(OBJECT_ID, BOOKING_ID)]);
    expect(data.info?.booking?.currentStep).toBe("personal-info");
  });

  it("does not resume another home's booking for this home", async () => {
    const { paths } = await load(`objectId=${OBJECT_ID}`, { buyresidence: cookieOf(BOOKING_ID, OTHER_OBJECT) });
    expect(paths).toEqual([info(OBJECT_ID)]);
  });

  it("resumes from the cookie alone (back from the e-ID broker with code and state)", async () => {
    const { paths } = await load("code=c&state=s", { buyresidence: cookieOf(BOOKING_ID, OBJECT_ID) });
    expect(paths).toEqual([info(OBJECT_ID, BOOKING_ID)]);
  });

  it("finds a bookingId's home in the caller's running booking", async () => {
    const { paths } = await load(`bookingId=${BOOKING_ID}`, {}, api({ bookingId: BOOKING_ID, objectId: OBJECT_ID }));
    expect(paths).toEqual(["/api/buyresidence/buyresidencecookie", info(OBJECT_ID, BOOKING_ID)]);
  });

  it("asks nothing for ids that are not GUIDs, and says there is no home", async () => {
    const { data, paths } = await load("objectId=../../etc&bookingId=1", { buyresidence: "garbage" });
    expect(paths).toEqual([]);
    expect(data).toMatchObject({ info: null, hasFailed: false });
  });

  it("prefills the contact details from the login", async () => {
    const http = api();
    const data = await loadBookingPage({
      model,
      site: se,
      location: { path: "/boka/", query: `objectId=${OBJECT_ID}` },
      http: http.http,
      user: { id: "u1", firstName: "Anna", lastName: "Berg", email: "anna@example.com", phoneNumber: "070-1" } as never,
    });
    expect(data.contact).toMatchObject({ email: "anna@example.com", phoneNumber: "070-1", address: "" });
  });

  it("the booked home's page needs a booking, from the query or the cookie", async () => {
    const http = api();
    const none = await loadCompletePage({
      model,
      site: se,
      location: { path: "/", query: `objectId=${OBJECT_ID}` },
      http: http.http,
    });
    expect(none.info).toBeNull();
    const found = await loadCompletePage({
      model,
      site: se,
      location: { path: "/", query: `objectId=${OBJECT_ID}&bookingId=${BOOKING_ID}` },
      http: http.http,
    });
    expect(found.info?.booking?.bookingId).toBe(BOOKING_ID);
  });
});
