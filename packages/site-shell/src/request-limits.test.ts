import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { createProxy } from "./proxy";
import { badRequestReason, MAX_PATH_LENGTH, MAX_QUERY_LENGTH, MAX_QUERY_PARAMETERS } from "./request-limits";

describe("badRequestReason", () => {
  it.each([
    ["/", ""],
    ["/sok-bostad/", "?q=stockholm;uppsala&minRooms=2"],
    ["/karri%C3%A4r/", ""],
    ["/sok-bostad/", "?q=G%C3%A4vle+centrum"],
    [`/${"a".repeat(MAX_PATH_LENGTH - 2)}/`, `?q=${"b".repeat(MAX_QUERY_LENGTH - 2)}`],
    ["/", `?${Array.from({ length: MAX_QUERY_PARAMETERS }, (_, index) => `p${index}=1`).join("&")}`],
  ])("%s%s is a possible page", (pathname, search) => {
    expect(badRequestReason(pathname, search)).toBeNull();
  });

  it.each([
    ["/%00/", "", "control-character"],
    ["/a%0Ab/", "", "control-character"],
    ["/%7F/", "", "control-character"],
    ["/", "?q=%00", "control-character"],
    ["/%ff/", "", "malformed-encoding"],
    ["/%zz/", "", "malformed-encoding"],
    ["/%E0%A4%A/", "", "malformed-encoding"],
    ["/", "?q=%zz", "malformed-encoding"],
    [`/${"a".repeat(2_400)}/`, "", "path-too-long"],
    ["/sok-bostad/", `?q=${"x".repeat(3_000)}`, "query-too-long"],
    ["/", `?${Array.from({ length: 60 }, (_, index) => `p${index}=1`).join("&")}`, "too-many-parameters"],
  ])("%s%s is a bad request (%s)", (pathname, search, reason) => {
    expect(badRequestReason(pathname, search)).toBe(reason);
  });
});

describe("proxy and bad addresses", () => {
  const proxy = createProxy("se", {
    checkPage: async () => {
      throw new Error("a bad address must not reach the page check");
    },
  });

  it.each(["/%00/", "/%ff/", "/%zz/", `/${"a".repeat(2_400)}/`, `/sok-bostad/?q=${"x".repeat(3_000)}`])(
    "answers %s with the 400 page in the site's language",
    async (path) => {
      const response = await proxy(
        new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000" } }),
      );
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="sv-SE"');
      expect(html).toContain("Adressen är inte giltig");
    },
  );

  it("answers in the English sub-site's language under /en/", async () => {
    const response = await proxy(
      new NextRequest("http://localhost:3000/en/%ff/", { headers: { host: "localhost:3000" } }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The address is not valid");
  });
});
