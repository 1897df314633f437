import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { CONTRACT, CONTRACT_SIGNED_BY_ME, INTERIOR_DONE, INTERIOR_PENDING, renderForSite } from "../test-utils";
import { DocumentList } from "./document-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");
const fi = getSite("fi");

describe("the documents page's list", () => {
  it("shows a booking's pending documents before the done ones, each with status, date, PDF and action", () => {
    stubBridge({});
    renderForSite(<DocumentList site={se} initial={[INTERIOR_DONE, CONTRACT]} />, se);
    expect(screen.getByRole("heading", { level: 2, name: "Bokning 1" })).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-labelledby"))).toEqual([
      `document-${CONTRACT.id}`,
      `document-${INTERIOR_DONE.id}`,
    ]);
    const contract = screen.getByRole("article", { name: "Köpekontrakt" });
    expect(within(contract).getByText("Väntar")).toBeTruthy();
    expect(within(contract).getByText("Anna Andersson (du): väntar")).toBeTruthy();
    expect(within(contract).getByText("Björn Andersson: väntar")).toBeTruthy();
    expect(within(contract).getByRole("link", { name: "Öppna Köpekontrakt (PDF)" }).getAttribute("href")).toBe(
      `/_api/document_service/documents/${CONTRACT.id}/pdf/`,
    );
    expect(within(contract).getByRole("link", { name: "Signera Köpekontrakt" }).getAttribute("href")).toBe(
      `/mina-sidor/mina-avtal/atgard/?id=${CONTRACT.id}`,
    );
    const interior = screen.getByRole("article", { name: "Inredningsval" });
    expect(within(interior).getByText("Klar")).toBeTruthy();
    expect(within(interior).getByText("Klar den")).toBeTruthy();
    expect(within(interior).queryByRole("link", { name: /Godkänn/ })).toBeNull();
  });

  it("offers approval for a document that is not awaiting a signature (spec section 3)", () => {
    stubBridge({});
    renderForSite(<DocumentList site={se} initial={[INTERIOR_PENDING]} />, se);
    expect(screen.getByRole("link", { name: "Godkänn Inredningsval" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Signera/ })).toBeNull();
  });

  it("after the user's signature, says the document waits for the other buyer and offers no action", () => {
    stubBridge({});
    renderForSite(<DocumentList site={fi} initial={[CONTRACT_SIGNED_BY_ME]} />, fi);
    expect(screen.getByText(/^Anna Andersson \(sinä\): valmis /)).toBeTruthy();
    expect(screen.getByText(/^Olet valmis\./)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Allekirjoita/ })).toBeNull();
  });

  it("fetches the list in the browser when the server had none, and tells when there is nothing", async () => {
    const calls = stubBridge({ "GET document_service/documents": () => Response.json({ documents: [] }) });
    renderForSite(<DocumentList site={se} initial={null} />, se);
    expect(await screen.findByText("Du har inga dokument just nu.")).toBeTruthy();
    expect(calls.map((entry) => entry.call)).toEqual(["GET document_service/documents"]);
  });

  it("a list that cannot be loaded says so", async () => {
    stubBridge({
      "GET document_service/documents": () => Response.json({ message: "boom" }, { status: 500 }),
    });
    renderForSite(<DocumentList site={se} initial={null} />, se);
    expect(
      await screen.findByText(
        "Dokumenten kunde inte hämtas. Ladda om sidan för att försöka igen.",
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });
});
