// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import { CASE_DRAFT_COOKIE } from "../draft/draft";
import { AGREEMENT, DISHWASHER, KITCHEN, memoryFileDrafts, renderWizard, residentApi, stubApi } from "./test-utils";

const fi = getSite("fi");

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  document.cookie = `${CASE_DRAFT_COOKIE}=; Max-Age=0; Path=/`;
});

const next = (name = "Seuraava") => userEvent.click(screen.getByRole("button", { name }));
const heading = (name: string) => screen.findByRole("heading", { level: 2, name });

describe("the fault-report wizard, a Finnish resident", () => {
  it("asks for pets and keys of the apartment, never shows the FAQ, and sends them with the case", async () => {
    const calls = stubApi(residentApi());
    renderWizard(fi, { fileDrafts: memoryFileDrafts() });
    await heading("Ennen vikailmoitusta");
    await userEvent.click(screen.getByRole("checkbox", { name: /Olen lukenut tiedot/ }));
    await next("Ymmärrän, jatka");
    await heading("Yhteystiedot");
    await next();

    await heading("Valitse asunto");
    await userEvent.click(screen.getByRole("radio", { name: "Asunnossa" }));
    await userEvent.click(screen.getByRole("radio", { name: AGREEMENT.address }));
    await next();

    await heading("Lemmikit ja avaimet");
    await next();
    expect((await screen.findAllByText("Valitse vaihtoehto jatkaaksesi.")).length).toBe(2);
    const keys = screen.getByRole("radiogroup", { name: /yleisavaimella/ });
    const pets = screen.getByRole("radiogroup", { name: "Onko asunnossa lemmikkejä?" });
    expect(keys.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(keys.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Valitse vaihtoehto jatkaaksesi.",
    );
    await userEvent.click(within(keys).getByRole("radio", { name: "Ei" }));
    await userEvent.click(within(pets).getByRole("radio", { name: "Kyllä" }));
    await next();
    // Spec section 5 (Finland): the pet detail is required when there are pets.
    const detail = await screen.findByRole("textbox", { name: /Mitä lemmikkejä/ });
    expect(detail.getAttribute("aria-invalid")).toBe("true");
    await userEvent.type(detail, "Kissa");
    await next();

    await heading("Valitse huone");
    await userEvent.click(await screen.findByRole("radio", { name: KITCHEN.name }));
    await next();
    await heading("Mitä vika koskee?");
    await userEvent.click(await screen.findByRole("radio", { name: DISHWASHER.name }));
    await next();
    // No FAQ in Finland, whatever the articles: straight to the description.
    await heading("Kuvaile vika");
    expect(calls.some((entry) => entry.call.includes("articles"))).toBe(false);
    await next();
    expect(await screen.findByText("Täytä kenttä.")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: /Kuvaile vika/ }), "Astianpesukone vuotaa.");
    await next();

    await heading("Yhteenveto");
    expect(screen.getByRole("button", { name: "Muokkaa: Lemmikit ja avaimet" })).toBeTruthy();
    await next("Lähetä vikailmoitus");
    expect(await screen.findByText(/Vikailmoituksesi on lähetetty\./)).toBeTruthy();
    const create = calls.find((entry) => entry.call === "POST case_management/customer/create_case")!;
    const request = JSON.parse((await create.request.formData()).get("request") as string) as Record<string, unknown>;
    expect(request).toMatchObject({
      siteId: fi.siteId,
      objectId: AGREEMENT.id,
      roomId: KITCHEN.id,
      assetTypeId: DISHWASHER.id,
      keys: false,
      pets: true,
      petsDetail: "Kissa",
      description: "Astianpesukone vuotaa.",
    });
  });
});
