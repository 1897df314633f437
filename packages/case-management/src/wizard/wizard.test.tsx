// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSite } from "@housing/site-config";
import { CASE_DRAFT_COOKIE } from "../draft/draft";
import { readDraftCookie } from "./draft-cookie";
import {
  AGREEMENT,
  ARTICLE,
  DISHWASHER,
  KITCHEN,
  memoryFileDrafts,
  pngFile,
  renderWizard,
  residentApi,
  stubApi,
  USER,
} from "./test-utils";

const se = getSite("se");

afterEach(async () => {
  cleanup();
  // The closed modal takes its hash back in the next task (history.back): let it, so its popstate
  // does not reach the next test's modal.
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  document.cookie = `${CASE_DRAFT_COOKIE}=; Max-Age=0; Path=/`;
});

const next = (name = "Nästa") => userEvent.click(screen.getByRole("button", { name }));
const heading = (name: string) => screen.findByRole("heading", { level: 2, name });

/** From the terms to the description, as the Swedish resident with an agreement. */
async function toDescription() {
  await heading("Innan du gör en felanmälan");
  await userEvent.click(screen.getByRole("checkbox", { name: /Jag har tagit del av informationen/ }));
  await next("Jag förstår, gå vidare");
  await heading("Kontaktuppgifter");
  await next();
  await heading("Välj bostad");
  await userEvent.click(screen.getByRole("radio", { name: "I bostaden" }));
  await userEvent.click(screen.getByRole("radio", { name: AGREEMENT.address }));
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
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>("Bifoga filer");

describe("the fault-report wizard, a Swedish resident", () => {
  it("goes through every step by keyboard and pointer, shows the FAQ and sends the case with its files", async () => {
    const calls = stubApi(residentApi());
    renderWizard(se, { fileDrafts: memoryFileDrafts() });
    await heading("Innan du gör en felanmälan");
    await next("Jag förstår, gå vidare");
    // The terms must be ticked; the error is tied to the checkbox and takes focus.
    const terms = screen.getByRole("checkbox", { name: /Jag har tagit del av informationen/ });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    await vi.waitFor(() => expect(document.activeElement).toBe(terms));
    expect(screen.getByText("Vänligen markera att du tagit del av informationen för att gå vidare.").id).toBeTruthy();
    await userEvent.keyboard(" ");
    await next("Jag förstår, gå vidare");

    const contact = await heading("Kontaktuppgifter");
    await vi.waitFor(() => expect(document.activeElement).toBe(contact));
    expect(screen.getByText("Steg 1 av 6")).toBeTruthy();
    const progress = screen.getByRole("progressbar", { name: "Förlopp för felanmälan" });
    expect(progress.getAttribute("aria-valuenow")).toBe("1");
    expect(progress.getAttribute("aria-valuemax")).toBe("7");
    // Spec section 6: a resident's names are read-only; the copy is ticked by default.
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Förnamn" }).readOnly).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Skicka en kopia/ }).checked).toBe(true);
    await next();

    await heading("Välj bostad");
    await next();
    expect(await screen.findByText("Vänligen välj en adress för att gå vidare med din felanmälan.")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "I bostaden" }));
    await userEvent.click(screen.getByRole("radio", { name: AGREEMENT.address }));
    await next();
    await heading("Var finns problemet?");
    await userEvent.click(await screen.findByRole("radio", { name: KITCHEN.name }));
    await next();
    await heading("Vad gäller problemet?");
    await userEvent.click(await screen.findByRole("radio", { name: DISHWASHER.name }));
    await next();

    await heading("Har du testat följande åtgärder?");
    expect(await screen.findByRole("heading", { name: ARTICLE.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: "08-123 456 78" })).toBeTruthy();
    await next();

    await heading("Beskriv felet");
    await userEvent.type(screen.getByRole("textbox", { name: /Beskriv felet/ }), "Diskmaskinen läcker vatten.");
    await userEvent.upload(fileInput(), pngFile("lacka.png"));
    expect(await screen.findByRole("button", { name: "Ta bort lacka.png" })).toBeTruthy();
    await next();

    await heading("Sammanfattning");
    expect(screen.getByRole("button", { name: "Ändra Beskrivning" })).toBeTruthy();
    expect(screen.getByText("1 fil")).toBeTruthy();
    await next("Skicka felanmälan");

    expect(await screen.findByText(/Din felanmälan är skickad\. Ditt ärendenummer är 4711\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se dina ärenden" }).getAttribute("href")).toBe("/mina-sidor/arenden/");
    const create = calls.find((entry) => entry.call === "POST case_management/customer/create_case")!;
    const body = await create.request.formData();
    const request = JSON.parse(body.get("request") as string) as Record<string, unknown>;
    expect(request).toMatchObject({
      siteId: se.siteId,
      area: 899310001,
      objectId: AGREEMENT.id,
      propertyId: AGREEMENT.propertyId,
      roomId: KITCHEN.id,
      assetTypeId: DISHWASHER.id,
      description: "Diskmaskinen läcker vatten.",
      sendCopy: true,
    });
    expect(request).not.toHaveProperty("alternativeContactFirstName");
    const sent = body.getAll("files") as File[];
    expect(sent.map((file) => [file.name, file.type])).toEqual([["lacka.png", "image/png"]]);
    // Submitting drops the draft.
    expect(readDraftCookie()).toBeNull();
    // A new report starts again without the terms (spec section 2).
    await userEvent.click(screen.getByRole("button", { name: "Gör en ny felanmälan" }));
    await heading("Kontaktuppgifter");
    expect(screen.getByText("Steg 1 av 6")).toBeTruthy();
  });

  it("keeps everything and shows the size message above the buttons when the API answers 413", async () => {
    stubApi(
      residentApi({
        "POST case_management/customer/create_case": () =>
          Response.json({ status: 413, error: "PayloadTooLarge", message: "payloadTooLarge" }, { status: 413 }),
      }),
    );
    renderWizard(se, { fileDrafts: memoryFileDrafts() });
    await toDescription();
    await userEvent.type(screen.getByRole("textbox", { name: /Beskriv felet/ }), "Läcker.");
    await userEvent.upload(fileInput(), pngFile("lacka.png"));
    await screen.findByRole("button", { name: "Ta bort lacka.png" });
    await next();
    await next("Skicka felanmälan");
    expect(
      await screen.findByText("Filerna är för stora för att skickas. Ta bort någon fil och försök igen."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Sammanfattning" })).toBeTruthy();
    expect(screen.getByText("1 fil")).toBeTruthy();
  });
});

describe("the files step's refusals, before anything is sent", () => {
  it("refuses a file whose content is not an allowed type, a 25 MB file and a sixth file", async () => {
    const calls = stubApi(residentApi());
    renderWizard(se, { fileDrafts: memoryFileDrafts() });
    await toDescription();
    const disguised = new File(["just text"], "bild.png", { type: "image/png" });
    await userEvent.upload(fileInput(), disguised);
    expect(await screen.findByText(/bild\.png är inte en tillåten filtyp/)).toBeTruthy();
    expect(fileInput().getAttribute("aria-invalid")).toBe("true");

    await userEvent.upload(fileInput(), pngFile("stor.png", 25 * 1024 * 1024));
    expect(await screen.findByText("stor.png är större än 20 MB.")).toBeTruthy();

    await userEvent.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, index) => pngFile(`bild-${index + 1}.png`)),
    );
    expect(await screen.findByText("Du kan bifoga högst 5 filer.")).toBeTruthy();
    const list = screen.getByRole("heading", { name: "Bifogade filer" }).nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole("button").length).toBe(5);
    expect(within(list).queryByRole("button", { name: "Ta bort bild-6.png" })).toBeNull();
    expect(calls.some((entry) => entry.call.includes("create_case"))).toBe(false);
  });
});

describe("the draft", () => {
  it("reopens after a reload at its step with its fields and files", async () => {
    stubApi(residentApi());
    const fileDrafts = memoryFileDrafts();
    const first = renderWizard(se, { fileDrafts });
    await toDescription();
    await userEvent.type(screen.getByRole("textbox", { name: /Beskriv felet/ }), "Kranen droppar.");
    await userEvent.upload(fileInput(), pngFile("kran.png"));
    await screen.findByRole("button", { name: "Ta bort kran.png" });
    await next();
    await heading("Sammanfattning");
    expect(readDraftCookie()).not.toBeNull();
    expect(fileDrafts.files.map((file) => file.name)).toEqual(["kran.png"]);
    first.unmount();

    renderWizard(se, { fileDrafts });
    await heading("Sammanfattning");
    expect(screen.getByText("Kranen droppar.")).toBeTruthy();
    expect(screen.getByText("1 fil")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ändra Beskrivning" }));
    await heading("Beskriv felet");
    expect(screen.getByRole("button", { name: "Ta bort kran.png" })).toBeTruthy();
  });
});

describe("cancelling", () => {
  it("asks first (Escape or Cancel); confirming clears the draft and its files and closes", async () => {
    stubApi(residentApi());
    const fileDrafts = memoryFileDrafts([pngFile("gammal.png")]);
    const onClose = vi.fn();
    renderWizard(se, { fileDrafts, onClose });
    await heading("Innan du gör en felanmälan");
    await userEvent.click(screen.getByRole("checkbox", { name: /Jag har tagit del av informationen/ }));
    await next("Jag förstår, gå vidare");
    await heading("Kontaktuppgifter");
    expect(readDraftCookie()).not.toBeNull();

    await userEvent.keyboard("{Escape}");
    const prompt = await screen.findByRole("alertdialog");
    expect(within(prompt).getByText(/Vill du avbryta felanmälan\?/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(prompt).getByRole("button", { name: "Nej, fortsätt" })),
    );
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Avbryt" }));
    await userEvent.click(await screen.findByRole("button", { name: "Ja, avbryt" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(readDraftCookie()).toBeNull();
    await vi.waitFor(() => expect(fileDrafts.files).toEqual([]));
  });
});

describe("another user's draft on the same browser", () => {
  it("is not restored: the wizard starts afresh and the draft goes", async () => {
    stubApi(residentApi());
    const fileDrafts = memoryFileDrafts();
    const first = renderWizard(se, { fileDrafts });
    await toDescription();
    await userEvent.type(screen.getByRole("textbox", { name: /Beskriv felet/ }), "Kranen droppar.");
    await userEvent.upload(fileInput(), pngFile("kran.png"));
    await screen.findByRole("button", { name: "Ta bort kran.png" });
    await next();
    await heading("Sammanfattning");
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));

    stubApi(residentApi({ "GET account_service/user": () => Response.json({ ...USER, id: "another-user" }) }));
    renderWizard(se, { fileDrafts });
    await heading("Innan du gör en felanmälan");
    expect(readDraftCookie()).toBeNull();
    await vi.waitFor(() => expect(fileDrafts.files).toEqual([]));
  });
});
