import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NBSP } from "@housing/i18n";
import { StageCard, type StageCardProps } from "./stage-card";
import { siteText } from "./test-text";

afterEach(cleanup);

const stage = {
  name: "Kvarteret Tallen",
  href: "/sundsvall/kvarteret-tallen/",
  status: "forSale",
  image: { url: "/media/facade/tallen.svg", alt: "Fasad", width: 1200, height: 800 },
  place: "Norra Hamnen, Sundsvall",
  price: { min: 2450000, max: 3100000 },
  totalPrice: { min: null, max: null },
  rooms: { min: 2, max: 4 },
  livingArea: { min: 55, max: 98 },
  moveIn: "Våren 2027",
  availableCount: 12,
} satisfies Omit<StageCardProps, "text" | "site">;

function renderCard(props: Partial<StageCardProps> = {}, code: "se" | "fi" | "no" | "contractor" = "se") {
  return render(<StageCard {...siteText(code)} {...stage} {...props} />);
}

describe("StageCard", () => {
  it("links its heading to the stage and shows status, place, price, size, move-in and homes available", () => {
    renderCard();
    const link = screen.getByRole("link", { name: "Kvarteret Tallen" });
    expect(link.getAttribute("href")).toBe("/sundsvall/kvarteret-tallen/");
    const card = within(screen.getByRole("article"));
    expect(card.getByText("Till salu")).toBeTruthy();
    expect(card.getByText("Norra Hamnen, Sundsvall")).toBeTruthy();
    expect(screen.getByRole("article").textContent).toContain(
      `2${NBSP}450${NBSP}000${NBSP}– 3${NBSP}100${NBSP}000${NBSP}kr`,
    );
    expect(screen.getByRole("article").textContent).toContain(`2–4${NBSP}rok · 55–98${NBSP}m²`);
    expect(card.getByText("Inflyttning: Våren 2027")).toBeTruthy();
    expect(card.getByText("12 lediga bostäder")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3 })).toBeTruthy();
  });

  it("leaves out what it does not know: no image, no price, no move-in, no status", () => {
    const { container } = renderCard({
      image: null,
      status: null,
      price: { min: null, max: null },
      moveIn: "",
      availableCount: 0,
    });
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByText(/kr$/)).toBeNull();
    expect(screen.queryByText(/Inflyttning/)).toBeNull();
    expect(screen.getByText("Inga lediga bostäder")).toBeTruthy();
    // No status, no empty row of tags above the heading.
    expect(screen.getByRole("heading").previousElementSibling).toBeNull();
  });

  it("shows no VIP badge on a site without VIP sales (spec section 1)", () => {
    renderCard({ status: "vip" }, "contractor");
    expect(screen.queryByText("VIP-försäljning")).toBeNull();
    cleanup();
    renderCard({ status: "vip" }, "se");
    expect(screen.getByText("VIP-försäljning")).toBeTruthy();
  });

  it("shows Finland's debt-free price where known, named only when asked", () => {
    const totalPrice = { min: 245000, max: null };
    renderCard({ totalPrice }, "fi");
    expect(screen.getByRole("article").textContent).toContain(`245${NBSP}000${NBSP}€`);
    cleanup();
    renderCard({ totalPrice, isTotalPriceLabelled: true }, "fi");
    expect(screen.getByRole("article").textContent).toContain(`Velaton hinta 245${NBSP}000${NBSP}€`);
    cleanup();
    renderCard({ totalPrice, isTotalPriceLabelled: true }, "se");
    expect(screen.queryByText(/Skuldfritt pris/)).toBeNull();
  });

  it("takes a heading level and a priority image for the first card of a list", () => {
    const { container } = renderCard({ headingLevel: 2, isImagePriority: true });
    expect(screen.getByRole("heading", { level: 2 })).toBeTruthy();
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("eager");
  });

  it("shows the heart it is given beside the status, outside the heading's link", () => {
    renderCard({
      favourite: (
        <button type="button" aria-pressed="false">
          Spara som favorit
        </button>
      ),
    });
    const heart = screen.getByRole("button", { name: "Spara som favorit" });
    expect(heart.closest("a")).toBeNull();
    expect(heart.parentElement?.textContent).toContain("Till salu");
  });
});
