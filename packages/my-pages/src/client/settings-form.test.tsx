import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import { refusal, renderForSite, stubBridge } from "../test-utils";
import { CUSTOMER } from "../testing/fixtures";
import { SettingsForm } from "./settings-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");
const initial = { email: "anna.andersson@example.com", phoneNumber: "070-123 45 67", newsletter: true };

async function retype(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe("the settings form", () => {
  it("checks spec section 5's rules in the browser before anything is sent", async () => {
    const calls = stubBridge({});
    renderForSite(<SettingsForm initial={initial} />, se);
    await retype(/^E-post/, "inte-en-adress");
    await retype(/^Telefonnummer/, "12");
    await userEvent.click(screen.getByRole("button", { name: "Spara uppgifter" }));
    expect(await screen.findByText("Ange en giltig e-postadress.")).toBeTruthy();
    expect(screen.getByText(/Ange ett telefonnummer med 7–20 tecken/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("patches the profile and says it is saved", async () => {
    const calls = stubBridge({
      "PATCH account_service/profile": (body) => Response.json({ ...CUSTOMER, ...(body as object) }),
    });
    renderForSite(<SettingsForm initial={initial} />, se);
    await retype(/^Telefonnummer/, "+46 70 765 43 21");
    await userEvent.click(screen.getByLabelText("Jag vill få nyhetsbrev"));
    await userEvent.click(screen.getByRole("button", { name: "Spara uppgifter" }));
    expect(await screen.findByText("Dina uppgifter är sparade.")).toBeTruthy();
    expect(calls).toEqual([
      {
        call: "PATCH account_service/profile",
        body: { email: "anna.andersson@example.com", phoneNumber: "+46 70 765 43 21", newsletter: false },
      },
    ]);
  });

  it("keeps what was typed when the API refuses the e-mail, and puts the message and focus on it", async () => {
    stubBridge({
      "PATCH account_service/profile": () => refusal(400, "emailInUse", { "body.email": ["emailInUse"] }),
    });
    renderForSite(<SettingsForm initial={initial} />, se);
    await retype(/^E-post/, "karin.berg@example.com");
    await retype(/^Telefonnummer/, "070-111 22 33");
    await userEvent.click(screen.getByRole("button", { name: "Spara uppgifter" }));
    expect(await screen.findByText("Det finns redan ett konto med den här e-postadressen.")).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>(/^E-post/);
    expect(email.value).toBe("karin.berg@example.com");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText<HTMLInputElement>(/^Telefonnummer/).value).toBe("070-111 22 33");
    expect(screen.queryByText("Dina uppgifter är sparade.")).toBeNull();
  });
});
