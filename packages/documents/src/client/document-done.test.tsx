import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { CONTRACT, CONTRACT_DONE, CONTRACT_SIGNED_BY_ME, renderForSite } from "../test-utils";
import { DocumentDone } from "./document-done";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");
const no = getSite("no");

describe("the documents' done page", () => {
  it("confirms the signature with focus on it, waits for the other buyer, and links to the PDF and back", async () => {
    stubBridge({});
    renderForSite(<DocumentDone site={se} initial={[CONTRACT_SIGNED_BY_ME]} documentId={CONTRACT.id} />, se);
    const heading = screen.getByRole("heading", { level: 1, name: "Du har signerat Köpekontrakt" });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("status").textContent).toBe(
      "Dokumentet blir klart när alla köpare har signerat eller godkänt.",
    );
    expect(screen.getByText("Björn Andersson: väntar")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Öppna det signerade dokumentet (PDF)" }).getAttribute("href")).toBe(
      `/_api/document_service/documents/${CONTRACT.id}/pdf/`,
    );
    expect(screen.getByRole("link", { name: "Tillbaka till Mina avtal" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-avtal/",
    );
  });

  it("says the document is done once both buyers have signed", () => {
    stubBridge({});
    renderForSite(<DocumentDone site={no} initial={[CONTRACT_DONE]} documentId={CONTRACT.id} />, no);
    expect(screen.getByRole("status").textContent).toBe("Alle kjøpere er ferdige. Dokumentet er ferdig.");
    expect(screen.getByText(/^Björn Andersson: ferdig /)).toBeTruthy();
  });

  it("a document the user has not signed is no confirmation", () => {
    stubBridge({});
    renderForSite(<DocumentDone site={se} initial={[CONTRACT]} documentId={CONTRACT.id} />, se);
    expect(screen.queryByRole("heading", { name: /Du har signerat/ })).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Du har inte signerat eller godkänt dokumentet än.");
    expect(screen.getByRole("link", { name: "Till dokumentet" }).getAttribute("href")).toBe(
      `/mina-sidor/mina-avtal/atgard/?id=${CONTRACT.id}`,
    );
  });

  it("a document that is not the user's says so", () => {
    stubBridge({});
    renderForSite(<DocumentDone site={se} initial={[CONTRACT]} documentId="someone-elses" />, se);
    expect(screen.getByRole("alert").textContent).toBe("Dokumentet finns inte, eller så är det inte ditt.");
  });
});
