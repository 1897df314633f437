import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ANONYMOUS_SESSION, type SessionUser } from "@housing/session";
import { TEST_BOARD_MEMBER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { ConsentGate, consentGateTarget, hasConsentFor } from "./consent-gate";

const se = getSite("se");
const senior = getSite("senior");
const no = getSite("no");
const fi = getSite("fi");

/** Anna as the seed has her: consent for the Swedish main site only. */
const anna: SessionUser = { ...TEST_USER, firstName: "Anna", consentSiteIds: [se.siteId] };
const annaSession = authenticatedSession(anna);
/** A user who has consented nowhere. */
const newcomer = authenticatedSession({ ...TEST_USER, consentSiteIds: [] });

describe("the consent rule (spec section 2)", () => {
  it("lets an anonymous visitor, a consented user and a VIP of the site through", () => {
    expect(hasConsentFor(ANONYMOUS_SESSION, se)).toBe(true);
    expect(hasConsentFor(annaSession, se)).toBe(true);
    expect(
      hasConsentFor(authenticatedSession({ ...TEST_USER, consentSiteIds: [], vipSiteIds: [senior.siteId] }), senior),
    ).toBe(true);
  });

  it("asks per site: a consent or VIP membership elsewhere does not count", () => {
    expect(hasConsentFor(annaSession, senior)).toBe(false);
    expect(
      hasConsentFor(authenticatedSession({ ...TEST_USER, consentSiteIds: [], vipSiteIds: [se.siteId] }), senior),
    ).toBe(false);
    expect(hasConsentFor(newcomer, se)).toBe(false);
    expect(hasConsentFor(authenticatedSession({ ...TEST_BOARD_MEMBER, consentSiteIds: [] }), se)).toBe(false);
  });
});

describe("where the gate sends a user", () => {
  it("to the consent page with the page and query to come back to", () => {
    expect(consentGateTarget(annaSession, senior, "/mina-sidor/", "?tab=2&x=%C3%A5")).toBe(
      "/samtycke/?referrer=%2Fmina-sidor%2F%3Ftab%3D2%26x%3D%25C3%25A5",
    );
    expect(consentGateTarget(newcomer, no, "/mine-sider/", "")).toBe("/samtykke/?referrer=%2Fmine-sider%2F");
    expect(consentGateTarget(newcomer, fi, "/sivuni/", "")).toBe("/suostumus/?referrer=%2Fsivuni%2F");
    // Any page of the site, not only my pages.
    expect(consentGateTarget(newcomer, se, "/", "")).toBe("/samtycke/?referrer=%2F");
  });

  it("nowhere for a visitor who may stay", () => {
    expect(consentGateTarget(ANONYMOUS_SESSION, senior, "/mina-sidor/", "")).toBeNull();
    expect(consentGateTarget(annaSession, se, "/mina-sidor/", "")).toBeNull();
  });

  it.each([
    ["the consent page", "/samtycke/"],
    ["the consent page without its slash", "/samtycke"],
    ["the login page", "/logga-in/"],
    ["the e-ID return page", "/logga-in/e-id/"],
    ["the register page", "/skapa-konto/"],
  ])("nowhere from %s", (_name, path) => {
    expect(consentGateTarget(annaSession, senior, path, "?referrer=%2Fmina-sidor%2F")).toBeNull();
  });

  it("still from pages under the exempt ones", () => {
    expect(consentGateTarget(annaSession, senior, "/logga-in/annat/", "")).toBe(
      "/samtycke/?referrer=%2Flogga-in%2Fannat%2F",
    );
  });
});

describe("the gate in the header", () => {
  let replace: MockInstance<Location["replace"]>;
  beforeEach(() => {
    window.history.replaceState(null, "", "/mina-sidor/?x=1");
    replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    replace.mockRestore();
    window.history.replaceState(null, "", "/");
  });

  const renderGate = (session: Parameters<typeof TestSessionProvider>[0]["session"], site = senior) =>
    render(
      <TestSessionProvider session={session}>
        <ConsentGate site={site} />
      </TestSessionProvider>,
    );

  it("replaces the page of a user without consent with the consent page", async () => {
    const { container } = renderGate(annaSession);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/samtycke/?referrer=%2Fmina-sidor%2F%3Fx%3D1"));
    expect(container.innerHTML).toBe("");
  });

  it("leaves a consented user, a VIP and an anonymous visitor where they are", async () => {
    renderGate(annaSession, se);
    renderGate(authenticatedSession({ ...TEST_USER, consentSiteIds: [], vipSiteIds: [senior.siteId] }));
    renderGate(ANONYMOUS_SESSION);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replace).not.toHaveBeenCalled();
  });

  it("leaves the consent page alone", async () => {
    window.history.replaceState(null, "", "/samtycke/?referrer=%2Fmina-sidor%2F");
    renderGate(annaSession);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replace).not.toHaveBeenCalled();
  });
});
