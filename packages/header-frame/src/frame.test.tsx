import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CrisisBanner as Banner, Footer as FooterContent } from "@housing/contracts";
import { CrisisBanner } from "./crisis-banner";
import { Footer } from "./footer";
import { Header } from "./header";
import { renderIn } from "./test-utils";

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const content: FooterContent = {
  columns: [
    { kind: "company", heading: "Företaget", links: [{ label: "Om oss", href: "/om-oss/" }] },
    { kind: "help", heading: "Hjälp", links: [{ label: "Kundservice", href: "/kundservice/" }] },
  ],
  social: [{ network: "facebook", href: "https://facebook.example/fjallvik" }],
};
const countrySites = [
  { country: "se" as const, href: "http://localhost:3000/", lang: "sv-SE" },
  { country: "no" as const, href: "http://localhost:3003/", lang: "nb-NO" },
  { country: "fi" as const, href: "http://localhost:3004/", lang: "fi-FI" },
];

describe("Footer", () => {
  it("shows the brand's organisation number and the three country sites", () => {
    renderIn(
      "nb",
      <Footer content={content} siteName="Fjällvik Bolig" companyName="Fjällvik Bolig AS" organisationNumber="918 734 538" countrySites={countrySites} year={2026} />,
    );
    expect(screen.getByText(/Fjällvik Bolig AS/).textContent).toContain("918 734 538");
    expect(screen.getByText(/2026/)).toBeTruthy();
    const norway = screen.getByRole("link", { name: "Norge" });
    expect(norway.getAttribute("hreflang")).toBe("nb-NO");
    expect(screen.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toBe("https://facebook.example/fjallvik");
    expect(screen.getByRole("navigation", { name: "Hjälp" })).toBeTruthy();
  });
});

describe("Header", () => {
  const navigation = [
    { label: "Kjøpe bolig", href: "/finn-din-bolig/" },
    { label: "Om oss", href: "/om-oss/", children: [{ label: "Bærekraft", href: "/om-oss/baerekraft/" }] },
  ];

  it("marks the current page and names the brand link", () => {
    renderIn("nb", <Header siteName="Fjällvik Bolig" startHref="/" navigation={navigation} currentPath="/om-oss" />);
    expect(screen.getByRole("link", { name: "Om oss" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Kjøpe bolig" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: /Fjällvik Bolig/ }).getAttribute("href")).toBe("/");
  });

  it("toggles the menu button's expanded state", () => {
    renderIn("sv", <Header siteName="Fjällvik Bostad" startHref="/" navigation={navigation} currentPath="/" />);
    const toggle = screen.getByRole("button");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });
});

describe("CrisisBanner", () => {
  const banner: Banner = { id: "b1", variant: "emergency", heading: "Vattenläcka", text: "Stäng av vattnet.", isGlobal: false };

  it("announces an emergency and stays closed for the session once closed", () => {
    const { unmount } = renderIn("sv", <CrisisBanner banner={banner} />);
    expect(screen.getByRole("alert").textContent).toContain("Vattenläcka");
    fireEvent.click(screen.getByRole("button", { name: "Stäng meddelandet" }));
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();
    renderIn("sv", <CrisisBanner banner={banner} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a new banner even after another was closed", () => {
    sessionStorage.setItem("housing.crisisBanner.closed", "older");
    renderIn("sv", <CrisisBanner banner={{ ...banner, variant: "info" }} />);
    expect(screen.getByRole("region", { name: "Vattenläcka" })).toBeTruthy();
  });
});
