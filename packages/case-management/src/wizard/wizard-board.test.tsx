// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import { NO_MANAGEMENT_PLACEHOLDERS } from "@housing/contracts/cases";
import { formatSessionHint } from "@housing/session";
import { getSite } from "@housing/site-config";
import { CASE_DRAFT_COOKIE } from "../draft/draft";
import { ARTICLE, CREATED, DISHWASHER, KITCHEN, USER, memoryFileDrafts, renderWizard, stubApi } from "./test-utils";

const se = getSite("se");

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = `${CASE_DRAFT_COOKIE}=; Max-Age=0; Path=/`;
});

function boardLogin(association: string | null) {
  const claims = { bankId: true, loginMethod: null, loginType: "boardMemberCase", association, site: "se" };
  document.cookie = `${SESSION_HINT_COOKIE}=${formatSessionHint(Math.floor(Date.now() / 1000) + 3600, claims)}; Path=/`;
}

const next = (name = "Nästa") => userEvent.click(screen.getByRole("button", { name }));
const heading = (name: string) => screen.findByRole("heading", { level: 2, name });

describe("the fault-report wizard, a Swedish board member with management", () => {
  it("searches the address (debounced, 'Inga resultat'), types one not in the list, and patches a changed board e-mail", async () => {
    boardLogin("BRF Fjällvik 3");
    const placeholder = NO_MANAGEMENT_PLACEHOLDERS.se;
    const calls = stubApi({
      "GET account_service/user": () => Response.json({ ...USER, isBoardMember: true }),
      "GET case_management/account": () => Response.json({ email: "gammal@brf.se" }),
      "PATCH case_management/account": () => Response.json({ email: "ny@brf.se" }),
      "POST case_management/search/object": () => Response.json({ agreements: [] }),
      [`GET case_management/rooms/${placeholder.objectId}`]: () => Response.json({ rooms: [KITCHEN] }),
      [`GET case_management/assets/${KITCHEN.id}`]: () => Response.json({ assets: [DISHWASHER] }),
      "POST case_management/casefaq": () => Response.json({ articles: [ARTICLE] }),
      "POST case_management/create_board_case/v2": () => Response.json(CREATED),
    });
    renderWizard(se, { fileDrafts: memoryFileDrafts() });
    await heading("Innan du gör en felanmälan");
    await userEvent.click(screen.getByRole("checkbox", { name: /Jag har tagit del av informationen/ }));
    await next("Jag förstår, gå vidare");

    await heading("Kontaktuppgifter");
    // Spec section 6: a board member with management may change the names.
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Förnamn/ }).readOnly).toBe(false);
    const boardEmail = screen.getByRole<HTMLInputElement>("textbox", { name: "Styrelsens e-postadress" });
    expect(boardEmail.value).toBe("gammal@brf.se");
    await userEvent.clear(boardEmail);
    await userEvent.type(boardEmail, "ny@brf.se");
    await next();

    await heading("Sök bostad eller fastighet");
    await userEvent.click(screen.getByRole("radio", { name: "I bostaden" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Sök adress" }), "zzz");
    expect(await screen.findByText("Inga resultat")).toBeTruthy();
    const searches = calls.filter((entry) => entry.call === "POST case_management/search/object");
    expect(searches.length).toBe(1);
    expect(await searches[0]!.request.json()).toEqual({ text: "zzz", site: se.key });
    await next();
    expect(await screen.findByText("Vänligen välj en adress för att gå vidare med din felanmälan.")).toBeTruthy();

    await userEvent.click(screen.getByRole("radio", { name: "Adressen finns inte i listan" }));
    await next();
    expect((await screen.findAllByText("Fyll i fältet.")).length).toBeGreaterThan(0);
    const street = screen.getByRole("textbox", { name: /Gatuadress/ });
    expect(street.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(street.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe(
      "Fyll i fältet.",
    );
    await userEvent.type(street, "Fjällvägen 3");
    await userEvent.type(screen.getByRole("textbox", { name: /Postnummer/ }), "981 33");
    await userEvent.type(screen.getByRole("textbox", { name: /Ort/ }), "Kiruna");
    await next();

    await heading("Var finns problemet?");
    await userEvent.click(await screen.findByRole("radio", { name: KITCHEN.name }));
    await next();
    await heading("Vad gäller problemet?");
    await userEvent.click(await screen.findByRole("radio", { name: DISHWASHER.name }));
    await next();
    await heading("Har du testat följande åtgärder?");
    await next();
    await heading("Beskriv felet");
    await userEvent.type(screen.getByRole("textbox", { name: /Beskriv felet/ }), "Diskmaskinen läcker.");
    await next();
    await heading("Sammanfattning");
    await next("Skicka felanmälan");

    expect(await screen.findByText(/Din felanmälan är skickad\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se dina ärenden" })).toBeTruthy();
    const patch = calls.find((entry) => entry.call === "PATCH case_management/account")!;
    expect(await patch.request.json()).toEqual({ email: "ny@brf.se" });
    const create = calls.find((entry) => entry.call === "POST case_management/create_board_case/v2")!;
    const request = JSON.parse((await create.request.formData()).get("request") as string) as Record<string, unknown>;
    expect(request).toMatchObject({
      objectId: "",
      propertyId: "",
      roomId: KITCHEN.id,
      address: "Fjällvägen 3",
      zipCode: "981 33",
      city: "Kiruna",
    });
  });
});

describe("a user without a national identity number", () => {
  it("is sent to verify it instead of the wizard", async () => {
    const calls = stubApi({
      "GET account_service/user": () => Response.json({ ...USER, securityNumber: null, pid: null }),
    });
    renderWizard(se, { fileDrafts: memoryFileDrafts() });
    const link = await screen.findByRole("link", { name: "Verifiera med BankID" });
    expect(link.getAttribute("href")).toBe("#update-bank-id-modal");
    expect(screen.queryByRole("heading", { level: 2, name: "Innan du gör en felanmälan" })).toBeNull();
    expect(calls.map((entry) => entry.call)).toEqual(["GET account_service/user"]);
  });
});
