import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MapPopupCard } from "./map-popup-card";
import type { PopupContent } from "./popup-content";

afterEach(cleanup);

const content: PopupContent = {
  name: "Brf Kvarnen",
  url: "/sok-bostad/stockholms-lan/nacka/kvarnen/",
  image: { url: "/media/kvarnen.jpg", alt: "Fasad", width: 1200, height: 800 },
  place: "Nacka, Stockholms län",
  price: "2 450 000 – 3 100 000 kr",
  rooms: "2–4 rok",
  area: "54–98 m²",
  status: "Till salu",
  count: "12 lediga bostäder",
};

describe("MapPopupCard", () => {
  it("is a dialog named by the hit, linking to its page with its facts", () => {
    render(<MapPopupCard content={content} closeLabel="Stäng" onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Brf Kvarnen" });
    expect(screen.getByRole("link", { name: "Brf Kvarnen" }).getAttribute("href")).toBe(content.url);
    for (const text of ["Nacka, Stockholms län", "2 450 000 – 3 100 000 kr", "2–4 rok · 54–98 m²", "Till salu"]) {
      expect(dialog.textContent).toContain(text);
    }
    // The heading names the hit; the image is decoration.
    expect(dialog.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("closes on Escape and on its close button, asking for focus back on the marker", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<MapPopupCard content={content} closeLabel="Stäng" onClose={onClose} />);
    screen.getByRole("link", { name: "Brf Kvarnen" }).focus();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole("button", { name: "Stäng" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("leaves out what a hit does not have", () => {
    render(
      <MapPopupCard
        content={{ ...content, image: null, price: "", rooms: "", area: "", status: "" }}
        closeLabel="Stäng"
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole("dialog");
    expect(dialog.querySelector("img")).toBeNull();
    expect(dialog.querySelectorAll("p")).toHaveLength(2);
  });
});
