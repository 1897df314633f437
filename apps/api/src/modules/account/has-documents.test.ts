import { describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { call, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

/*
 * GET /user_system/hasdocuments (spec section 7): this API keeps no documents to sign yet, so
 * every user answers false, a user with a booking and a purchase (Anna) as well as one without
 * (Ola); without a session, 401.
 */
describe.each(testDrivers())("GET /user_system/hasdocuments on $name", (driver) => {
  const t = useAccountApp(driver);

  it("answers each logged-in user for themself, and refuses an anonymous caller", async () => {
    const anna = await loginByEmail(t.app, "anna.andersson@example.com", sites.se.siteId);
    const ola = await loginByEmail(t.app, "ola.nordmann@example.com", sites.no.siteId);
    for (const token of [anna, ola]) {
      const answer = await call(t.app, "GET", "/user_system/hasdocuments", { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ hasDocuments: false });
    }
    const anonymous = await call(t.app, "GET", "/user_system/hasdocuments");
    expect(anonymous.status).toBe(401);
    const forged = await call(t.app, "GET", "/user_system/hasdocuments", { token: `${anna}x` });
    expect(forged.status).toBe(401);
  });
});
