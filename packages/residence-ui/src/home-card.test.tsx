import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NBSP } from "@housing/i18n";
import { HomeCard, type HomeCardProps } from "./home-card";
import { siteText } from "./test-text";

afterEach(cleanup);

const home = {
  name: "Kvarteret Tallen, Lgh 1102",
  href: "/sundsvall/kvarteret-tallen/lgh-1102/",
  status: "reserved",
  image: null,
  place: "Sundsvall",
  price: { min: 2950000, max: 2950000 },
  totalPrice: { min: null, max: null },
  rooms: { min: 3, max: 3 },
  livingArea: { min: 74.5, max: 74.5 },
  moveIn: "",
} satisfies Omit<HomeCardProps, "text" | "site">;

describe("HomeCard", () => {
  it("shows the home's status, price, size with floor, and its next showing", () => {
    render(<HomeCard {...siteText("se")} {...home} floor={2} nextShowingAt="2026-12-03T16:00:00Z" />);
    const card = within(screen.getByRole("article"));
    expect(card.getByRole("link", { name: "Kvarteret Tallen, Lgh 1102" })).toBeTruthy();
    expect(card.getByText("Reserverad")).toBeTruthy();
    expect(screen.getByRole("article").textContent).toContain(`2${NBSP}950${NBSP}000${NBSP}kr`);
    expect(screen.getByRole("article").textContent).toContain(`3${NBSP}rok · 74,5${NBSP}m² · 2 tr`);
    expect(card.getByText("Visning 2026-12-03")).toBeTruthy();
  });

  it("reads booked as sold on the Norwegian site (spec section 3)", () => {
    render(<HomeCard {...siteText("no")} {...home} status="booked" />);
    expect(screen.getByText("Solgt")).toBeTruthy();
    expect(screen.queryByText(/Visning/)).toBeNull();
  });
});
