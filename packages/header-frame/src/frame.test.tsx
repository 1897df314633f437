import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CrisisBanner as Banner, Footer as FooterContent } from "@housing/contracts";
import { CrisisBanner } from "./crisis-banner";
import { Footer } from "./footer";
import { renderIn } from "./test-utils";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});
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

  it("links the cookie settings to the hash the consent modal opens on", () => {
    renderIn(
      "sv",
      <Footer content={content} siteName="Fjällvik Bostad" companyName="Fjällvik Bostad AB" organisationNumber="556812-4407" countrySites={countrySites} year={2026} />,
    );
    expect(screen.getByRole("link", { name: "Cookieinställningar" }).getAttribute("href")).toBe("#cookie-settings");
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

  it("shows the read-more link when there is one", () => {
    renderIn("sv", <CrisisBanner banner={{ ...banner, readMore: { label: "Läs mer hos kundservice", href: "/kundservice/" } }} />);
    expect(screen.getByRole("link", { name: "Läs mer hos kundservice" }).getAttribute("href")).toBe("/kundservice/");
  });

  it("hides in the search page's map view (#map) and comes back when the hash goes", () => {
    renderIn("sv", <CrisisBanner banner={banner} />);
    act(() => {
      window.history.replaceState(null, "", "/sok-bostad/#map");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => {
      window.history.replaceState(null, "", "/sok-bostad/");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByRole("alert")).toBeTruthy();
  });
});
