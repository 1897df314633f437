import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { DEFAULT_AUTH_SETTINGS } from "../../core/dependencies";
import { siteLink } from "./outbox";

/* Where the links in mails (reset, change of e-mail, alerts) lead: the site's public origin. */
describe("links in mails", () => {
  const link = (auth: Partial<typeof DEFAULT_AUTH_SETTINGS>, code: "se" | "no") =>
    siteLink({ auth: { ...DEFAULT_AUTH_SETTINGS, ...auth } }, getSite(code), "forgotPassword", "token=t");

  it("go to the site's own public origin when one is given, per site", () => {
    const siteOrigins = { se: "https://se.b.localhost:8443", no: "https://no.b.localhost:8443" };
    expect(link({ environment: "production", siteOrigins }, "se")).toBe(
      "https://se.b.localhost:8443/glomt-losenord/?token=t",
    );
    expect(link({ environment: "production", siteOrigins }, "no")).toMatch(/^https:\/\/no\.b\.localhost:8443\//);
  });

  it("go to site-config's host of the environment otherwise: production's, or the local app", () => {
    expect(link({ environment: "production" }, "se")).toBe("https://www.fjallvik.example/glomt-losenord/?token=t");
    expect(link({ environment: "local" }, "se")).toBe("http://localhost:3000/glomt-losenord/?token=t");
    expect(link({ environment: "production", linkOrigin: "https://mail.example" }, "se")).toBe(
      "https://mail.example/glomt-losenord/?token=t",
    );
  });
});
