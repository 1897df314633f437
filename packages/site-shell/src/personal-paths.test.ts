import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { isBookingPath, isMyPagesPath, loginRedirectFor } from "./personal-paths";

const none = { has: () => false };
const withSession = { has: (name: string) => name === "housing_session" };

describe("my pages without a session", () => {
  it("go to the login with the page as referrer", () => {
    expect(loginRedirectFor(getSite("se"), "/mina-sidor/mina-avtal/", "?x=1", none)).toBe(
      "/logga-in/?referrer=%2Fmina-sidor%2Fmina-avtal%2F%3Fx%3D1",
    );
    expect(loginRedirectFor(getSite("no"), "/mine-sider/", "", none)).toBe("/logg-inn/?referrer=%2Fmine-sider%2F");
  });

  it("open with a session cookie, and other pages are never redirected", () => {
    expect(loginRedirectFor(getSite("se"), "/mina-sidor/", "", withSession)).toBeNull();
    expect(loginRedirectFor(getSite("se"), "/sok-bostad/", "", none)).toBeNull();
    // The contractor has my-pages paths but no login: nothing to send the visitor to.
    expect(loginRedirectFor(getSite("contractor"), "/mina-sidor/", "", none)).toBeNull();
  });
});

describe("the booking flow is personal", () => {
  it("sends a visitor without a session to the login with the booking as referrer", () => {
    expect(loginRedirectFor(getSite("se"), "/boka/", "?objectId=1", none)).toBe(
      "/logga-in/?referrer=%2Fboka%2F%3FobjectId%3D1",
    );
    expect(loginRedirectFor(getSite("fi"), "/varaus/varaussopimus/", "", none)).not.toBeNull();
  });

  it("leaves the info page and the other device's success and error pages public", () => {
    const se = getSite("se");
    expect(isBookingPath(se, "/boka/bokningsavtal/")).toBe(true);
    expect(isBookingPath(se, "/boka/info/")).toBe(false);
    expect(isBookingPath(se, "/boka/kirja/success/")).toBe(false);
    expect(isBookingPath(se, "/bokade/")).toBe(false);
    expect(isMyPagesPath(se, "/boka/")).toBe(false);
    expect(isBookingPath(getSite("no"), "/kjop/")).toBe(true);
  });
});
