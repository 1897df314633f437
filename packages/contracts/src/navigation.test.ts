import { describe, expect, it } from "vitest";
import { SystemNavigationSchema } from "./navigation";
import { failingPaths } from "./testing/issues";

const navigation = {
  siteVersion: "2026.05.1",
  mainNavigation: [
    { label: "Hitta bostad", href: "/sok-bostad/", children: [{ label: "Lokaler", href: "/lokaler/" }] },
  ],
  careerNavigation: [],
  footer: {
    columns: [{ kind: "help", heading: "Hjälp", links: [{ label: "Kundservice", href: "/kundservice/" }] }],
    social: [],
  },
};

describe("SystemNavigationSchema", () => {
  it("accepts the frame of an error page", () => {
    expect(failingPaths(SystemNavigationSchema, navigation)).toEqual([]);
  });

  it("refuses a navigation item without a label and a footer without columns", () => {
    const broken = { ...navigation, mainNavigation: [{ href: "/" }], footer: { social: [] } };
    expect(failingPaths(SystemNavigationSchema, broken)).toEqual(["mainNavigation.0.label", "footer.columns"]);
  });
});
