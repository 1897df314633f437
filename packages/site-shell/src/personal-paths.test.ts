import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { loginRedirectFor } from "./personal-paths";

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
