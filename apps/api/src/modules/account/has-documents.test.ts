import { describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { call, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

/*
 * GET /user_system/hasdocuments (spec section 7) reads the documents module's table: Anna's
 * purchase contract waits for her signature and Ola's interior choices for his approval (the
 * seed's documents); Erik has no booking and no document. Without a session, 401. The answer
 * turning false once a document is signed or approved is tested with the documents service
 * (`modules/documents/documents.test.ts`).
 */
describe.each(testDrivers())("GET /user_system/hasdocuments on $name", (driver) => {
  const t = useAccountApp(driver);

  it("answers each logged-in user for themself, and refuses an anonymous caller", async () => {
    const anna = await loginByEmail(t.app, "anna.andersson@example.com", sites.se.siteId);
    const ola = await loginByEmail(t.app, "ola.nordmann@example.com", sites.no.siteId);
    const erik = await loginByEmail(t.app, "erik.svensson@example.com", sites.se.siteId);
    for (const [token, expected] of [
      [anna, true],
      [ola, true],
      [erik, false],
    ] as const) {
      const answer = await call(t.app, "GET", "/user_system/hasdocuments", { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ hasDocuments: expected });
    }
    const anonymous = await call(t.app, "GET", "/user_system/hasdocuments");
    expect(anonymous.status).toBe(401);
    const forged = await call(t.app, "GET", "/user_system/hasdocuments", { token: `${anna}x` });
    expect(forged.status).toBe(401);
  });
});
