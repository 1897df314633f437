import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import { SLOT_IDS, STAGE, bookingFixture, showingFixture, vipShowingFixture } from "../testing";
import { ShowingsPanel } from "./showings-panel";

const site = getSite("se");
const LIST = "GET /showing_service/showings";
let showings = [vipShowingFixture(), showingFixture()];

beforeEach(() => {
  showings = [vipShowingFixture(), showingFixture()];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = () => <ShowingsPanel site={site} stageId={STAGE.id} objectId={null} pagePath={STAGE.url} />;

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Förnamn/), "Anna");
  await user.type(screen.getByLabelText(/^Efternamn/), "Berg");
  await user.type(screen.getByLabelText(/^E-post/), "anna.berg@example.com");
  await user.type(screen.getByLabelText(/^Telefon/), "070-123 45 67");
  await user.selectOptions(screen.getByLabelText(/^Antal personer/), "2");
  await user.click(screen.getByLabelText(/^Jag godkänner/));
}

describe("the showings on a stage page", () => {
  it("lists each showing's date and time in the site's format, its place and its slots with the places left", async () => {
    stubBridge({ [LIST]: () => Response.json({ showings }) });
    renderForSite(panel(), site);
    expect(screen.getByRole("heading", { level: 2, name: "Visningar" })).toBeTruthy();
    // 16:30 UTC is 17:30 in Stockholm in November.
    expect(await screen.findByRole("heading", { level: 3, name: "2026-11-24 kl. 17:30–19:00" })).toBeTruthy();
    const group = screen.getByRole("group", { name: "Välj tid, 2026-11-24 kl. 17:30–19:00" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(3);
    expect(within(group).getByRole("radio", { name: /Kl\. 17:30–18:00\s*3 platser kvar/ })).toBeTruthy();
    const full = within(group).getByRole<HTMLInputElement>("radio", { name: /Kl\. 18:00–18:30\s*Fullbokad/ });
    expect(full.disabled).toBe(true);
  });

  it("shows a VIP showing the visitor may not book as coming, with the way to log in, and no slots", async () => {
    stubBridge({ [LIST]: () => Response.json({ showings }) });
    renderForSite(panel(), site);
    expect(await screen.findByText("VIP-visning för VIP-medlemmar")).toBeTruthy();
    expect(screen.getByText("Kommande VIP-visning. Bokningen är öppen för VIP-medlemmar.")).toBeTruthy();
    const login = screen.getByRole("link", { name: "Logga in" });
    expect(login.getAttribute("href")).toBe(`/logga-in/?referrer=${encodeURIComponent(STAGE.url)}`);
    expect(screen.queryByRole("group", { name: /2026-11-22/ })).toBeNull();
  });

  it("validates the form with the contract's rules and ties each error to its field", async () => {
    const calls = stubBridge({ [LIST]: () => Response.json({ showings }) });
    const user = userEvent.setup();
    renderForSite(panel(), site);
    await user.click(await screen.findByRole("radio", { name: /Kl\. 17:30–18:00/ }));
    expect(screen.getByRole("heading", { level: 3, name: "Boka visning kl. 17:30–18:00" })).toBeTruthy();
    await user.type(screen.getByLabelText(/^E-post/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Boka" }));
    const firstName = screen.getByLabelText(/^Förnamn/);
    await waitFor(() => expect(firstName.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = firstName.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Fyll i fältet.");
    expect(screen.getByText("Skriv en giltig e-postadress.")).toBeTruthy();
    expect(screen.getByText("Du behöver godkänna villkoren för att gå vidare.")).toBeTruthy();
    expect(document.activeElement).toBe(firstName);
    expect(calls.filter((call) => call.call.startsWith("POST"))).toEqual([]);
  });

  it("books with the form, confirms where the mail went and takes the places off the slot at once", async () => {
    let booked = false;
    const calls = stubBridge({
      [LIST]: () => Response.json({ showings }),
      "POST /showing_service/bookings": () => {
        booked = true;
        showings = [vipShowingFixture(), showingFixture()];
        showings[1]!.slots[0]!.placesLeft = 1;
        return Response.json({ booking: bookingFixture() }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderForSite(panel(), site);
    await user.click(await screen.findByRole("radio", { name: /Kl\. 17:30–18:00/ }));
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Boka" }));
    const heading = await screen.findByRole("heading", { name: "Du är bokad på visningen" });
    expect(booked).toBe(true);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("När: 2026-11-24 kl. 17:30–18:00")).toBeTruthy();
    expect(
      screen.getByText("En bekräftelse med en kalenderfil och din QR-kod har skickats till anna.berg@example.com."),
    ).toBeTruthy();
    expect(await screen.findByRole("radio", { name: /Kl\. 17:30–18:00\s*1 plats kvar/ })).toBeTruthy();
    expect(screen.getByText("Kl. 17:30: 1 plats kvar")).toBeTruthy();
    const post = calls.find((call) => call.call === "POST /showing_service/bookings");
    expect(post?.body).toEqual({
      siteId: site.key,
      slotId: SLOT_IDS[0],
      firstName: "Anna",
      lastName: "Berg",
      email: "anna.berg@example.com",
      phone: "070-123 45 67",
      people: 2,
      acceptTerms: true,
    });
  });

  it("says a slot went full, reads the list again and keeps what was typed", async () => {
    const calls = stubBridge({
      [LIST]: () => Response.json({ showings }),
      "POST /showing_service/bookings": () => refusal(409, "full"),
    });
    const user = userEvent.setup();
    renderForSite(panel(), site);
    await user.click(await screen.findByRole("radio", { name: /Kl\. 17:30–18:00/ }));
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Boka" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Tiden blev fullbokad innan din bokning kom fram. Välj en annan tid.");
    await waitFor(() => expect(calls.filter((call) => call.call === LIST)).toHaveLength(2));
    expect(screen.getByLabelText<HTMLInputElement>(/^Förnamn/).value).toBe("Anna");
    expect(screen.getByLabelText<HTMLInputElement>(/^E-post/).value).toBe("anna.berg@example.com");
  });

  it("books a logged-in visitor with one click through the session bridge", async () => {
    const calls = stubBridge({
      "GET showing_service/showings": () =>
        Response.json({ showings: [vipShowingFixture({ bookable: true }), showingFixture()] }),
      "POST showing_service/my/bookings": () =>
        Response.json({
          booking: bookingFixture({ people: 1, showing: { ...bookingFixture().showing, kind: "vip" } }),
        }),
    });
    const user = userEvent.setup();
    renderForSite(panel(), site, authenticatedSession());
    await user.click(await screen.findByRole("radio", { name: /Kl\. 11:00–12:00\s*4 platser kvar/ }));
    expect(
      screen.getByText("Du bokar som Astrid Lindqvist. Bekräftelsen skickas till e-postadressen på ditt konto."),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Förnamn/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Boka" }));
    expect(await screen.findByRole("heading", { name: "Du är bokad på visningen" })).toBeTruthy();
    expect(
      screen.getByText(
        "En bekräftelse med en kalenderfil och din QR-kod har skickats till e-postadressen på ditt konto.",
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.call === "POST showing_service/my/bookings")?.body).toEqual({
      siteId: site.key,
      slotId: vipShowingFixture().slots[0]!.id,
      people: 1,
    });
  });

  it("explains a VIP-only refusal of a one-click booking", async () => {
    stubBridge({
      "GET showing_service/showings": () => Response.json({ showings: [vipShowingFixture({ bookable: true })] }),
      "POST showing_service/my/bookings": () => refusal(403, "vipOnly"),
    });
    const user = userEvent.setup();
    renderForSite(panel(), site, authenticatedSession());
    await user.click(await screen.findByRole("radio", { name: /Kl\. 11:00–12:00/ }));
    await user.click(screen.getByRole("button", { name: "Boka" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Visningen är bara öppen för VIP-medlemmar.");
  });

  it("puts a field the API refused on that field, without a general error", async () => {
    stubBridge({
      [LIST]: () => Response.json({ showings }),
      "POST /showing_service/bookings": () => refusal(400, "InvalidInput", { "body.phone": ["phoneNumber"] }),
    });
    const user = userEvent.setup();
    renderForSite(panel(), site);
    await user.click(await screen.findByRole("radio", { name: /Kl\. 17:30–18:00/ }));
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Boka" }));
    expect(await screen.findByText("Skriv ett giltigt telefonnummer, 7–20 tecken.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Telefon/));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
