import { describe, expect, it } from "vitest";
import { trailingSlashRedirect } from "./trailing-slash";

describe("trailing slash", () => {
  it.each([
    ["/", null],
    ["/sok-bostad", "/sok-bostad/"],
    ["/sok-bostad/", null],
    ["/en/mina-sidor/news", "/en/mina-sidor/news/"],
    ["/robots.txt/", "/robots.txt"],
    ["/robots.txt", null],
    ["/sitemaps/1.xml/", "/sitemaps/1.xml"],
    ["/.well-known/security.txt", null],
    ["/a.b.", null],
  ])("%s -> %s", (path, expected) => {
    expect(trailingSlashRedirect(path)).toBe(expected);
  });
});
