import { describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { call, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

/*
 * PATCH /account_service/profile (spec section 7): only the given fields change, only the
 * caller's account; an e-mail another account has is a 400 on body.email (emailInUse).
 */
describe.each(testDrivers())("PATCH /account_service/profile on $name", (driver) => {
  const t = useAccountApp(driver);

  it("changes the caller's phone and newsletter only, and leaves another user alone", async () => {
    const anna = await loginByEmail(t.app, "anna.andersson@example.com", sites.se.siteId);
    const erik = await loginByEmail(t.app, "erik.svensson@example.com", sites.se.siteId);
    const erikBefore = (await call(t.app, "GET", "/account_service/user", { token: erik })).body;

    const patched = await call(t.app, "PATCH", "/account_service/profile", {
      token: anna,
      body: { phoneNumber: "070-765 43 21", newsletter: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      email: "anna.andersson@example.com",
      phoneNumber: "070-765 43 21",
      newsletter: true,
    });
    expect((await call(t.app, "GET", "/account_service/user", { token: erik })).body).toEqual(erikBefore);

    // A phone number cannot be emptied (spec section 5: the field is required where it is asked).
    const emptied = await call(t.app, "PATCH", "/account_service/profile", { token: anna, body: { phoneNumber: "" } });
    expect(emptied.status).toBe(400);
    expect(Object.keys(emptied.body.fieldErrors ?? {})).toEqual(["body.phoneNumber"]);
  });

  it("refuses an e-mail another account has, whatever its case, and takes a free one", async () => {
    const anna = await loginByEmail(t.app, "anna.andersson@example.com", sites.se.siteId);
    const taken = await call(t.app, "PATCH", "/account_service/profile", {
      token: anna,
      body: { email: "Erik.Svensson@example.com" },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fieldErrors).toEqual({ "body.email": ["emailInUse"] });

    const own = await call(t.app, "PATCH", "/account_service/profile", {
      token: anna,
      body: { email: "ANNA.andersson@example.com" },
    });
    expect(own.status).toBe(200);
    const moved = await call(t.app, "PATCH", "/account_service/profile", {
      token: anna,
      body: { email: "anna.new@example.com" },
    });
    expect(moved.body.email).toBe("anna.new@example.com");
    // Logging in now takes the new address; Erik's login is untouched.
    await loginByEmail(t.app, "anna.new@example.com", sites.se.siteId);
    await loginByEmail(t.app, "erik.svensson@example.com", sites.se.siteId);
  });

  it("answers 400 for a malformed e-mail and 401 without a token", async () => {
    const lisa = await loginByEmail(t.app, "lisa.holm@example.com", sites.se.siteId);
    const bad = await call(t.app, "PATCH", "/account_service/profile", {
      token: lisa,
      body: { email: "not-an-email" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(["body.email"]);
    expect((await call(t.app, "PATCH", "/account_service/profile", { body: { newsletter: true } })).status).toBe(401);
  });
});
