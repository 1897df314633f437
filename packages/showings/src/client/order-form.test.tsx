import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { TEST_API_USER, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import { STAGE } from "../testing";
import { OrderForm } from "./order-form";

const site = getSite("se");
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the prospectus order form", () => {
  it("orders with the form and says where the prospectus went; a refused field lands on its field", async () => {
    let answer = () => refusal(400, "InvalidInput", { "body.phone": ["phoneNumber"] });
    const calls = stubBridge({ "POST /showing_service/orders": () => answer() });
    const user = userEvent.setup();
    renderForSite(<OrderForm site={site} stage={STAGE} />, site);
    await user.type(screen.getByLabelText(/^Förnamn/), "Anna");
    await user.type(screen.getByLabelText(/^Efternamn/), "Berg");
    await user.type(screen.getByLabelText(/^E-post/), "anna.berg@example.com");
    await user.type(screen.getByLabelText(/^Telefon/), "0701234567");
    await user.type(screen.getByLabelText(/^Postnummer/), "752 20");
    await user.click(screen.getByLabelText(/^Jag godkänner/));
    await user.click(screen.getByRole("button", { name: "Beställ prospekt" }));
    expect(await screen.findByText("Skriv ett giltigt telefonnummer, 7–20 tecken.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Telefon/));
    answer = () => Response.json({ email: "anna.berg@example.com" }, { status: 201 });
    await user.click(screen.getByRole("button", { name: "Beställ prospekt" }));
    const heading = await screen.findByRole("heading", { name: "Prospektet är på väg" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("Säljprospektet har skickats till anna.berg@example.com.")).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      siteId: site.key,
      stageId: STAGE.id,
      firstName: "Anna",
      lastName: "Berg",
      email: "anna.berg@example.com",
      phone: "0701234567",
      postalCode: "752 20",
      message: "",
      acceptTerms: true,
    });
  });

  it("starts from a logged-in visitor's account and orders through the session bridge", async () => {
    const calls = stubBridge({
      "GET account_service/user": () => Response.json({ ...TEST_API_USER, phoneNumber: "070-111 22 33" }),
      "POST showing_service/orders": () => Response.json({ email: TEST_API_USER.email }),
    });
    const user = userEvent.setup();
    renderForSite(<OrderForm site={site} stage={STAGE} />, site, authenticatedSession());
    const email = screen.getByLabelText<HTMLInputElement>(/^E-post/);
    await vi.waitFor(() => expect(email.value).toBe(TEST_API_USER.email));
    expect(screen.getByLabelText<HTMLInputElement>(/^Förnamn/).value).toBe("Astrid");
    await user.click(screen.getByLabelText(/^Jag godkänner/));
    await user.click(screen.getByRole("button", { name: "Beställ prospekt" }));
    expect(await screen.findByRole("heading", { name: "Prospektet är på väg" })).toBeTruthy();
    expect(calls.find((call) => call.call === "POST showing_service/orders")?.body).toMatchObject({
      email: TEST_API_USER.email,
      phone: "070-111 22 33",
    });
  });
});
