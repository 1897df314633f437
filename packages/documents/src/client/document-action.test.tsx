import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import {
  CONTRACT,
  CONTRACT_SIGNED_BY_ME,
  INTERIOR_PENDING,
  SESSION_ID,
  SIGN_START,
  pendingSign,
  renderForSite,
} from "../test-utils";
import { DocumentAction } from "./document-action";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The autostart link brings the signer back to this page (the simulator's phone page, locally). */
function returningHere(autoStartUrl: string) {
  const url = new URL(autoStartUrl);
  url.searchParams.set("redirect", window.location.href);
  return url.href;
}

const se = getSite("se");
const en = getSite("se-en");
const qrOf = (second: number) => (pendingSign(second) as { qrCode: string }).qrCode;
const status = `GET document_service/sign/bank_id/status/${SESSION_ID}`;
const approved = {
  ...INTERIOR_PENDING,
  isAwaitingMe: false,
  signers: INTERIOR_PENDING.signers.map((s) => ({ ...s, signedAt: "2026-11-27T10:00:00.000Z" })),
};

describe("the documents' action page: approving", () => {
  it("asks for the confirmation before any call, then approves by keyboard and goes to the done page", async () => {
    const navigate = vi.fn();
    const calls = stubBridge({
      [`POST document_service/documents/${INTERIOR_PENDING.id}/approve`]: () => Response.json(approved),
      "GET document_service/documents": () => Response.json({ documents: [approved] }),
    });
    renderForSite(
      <DocumentAction site={se} initial={[INTERIOR_PENDING]} documentId={INTERIOR_PENDING.id} navigate={navigate} />,
      se,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Godkänn Inredningsval" })).toBeTruthy();
    screen.getByRole("button", { name: "Godkänn dokumentet" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Kryssa i att du har läst dokumentet och godkänner det.")).toBeTruthy();
    const box = screen.getByRole("checkbox", { name: /Jag har läst dokumentet och godkänner det/ });
    expect(document.activeElement).toBe(box);
    expect(calls).toEqual([]);
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/mina-sidor/mina-avtal/klart/?id=${INTERIOR_PENDING.id}`),
    );
    expect(calls[0]?.call).toBe(`POST document_service/documents/${INTERIOR_PENDING.id}/approve`);
  });

  it("shows the API's refusal translated, with focus on it, and nothing is lost", async () => {
    const navigate = vi.fn();
    stubBridge({
      [`POST document_service/documents/${INTERIOR_PENDING.id}/approve`]: () => refusal(409, "documentAlreadySigned"),
    });
    renderForSite(
      <DocumentAction site={en} initial={[INTERIOR_PENDING]} documentId={INTERIOR_PENDING.id} navigate={navigate} />,
      en,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: /I have read the document/ }));
    await userEvent.click(screen.getByRole("button", { name: "Approve the document" }));
    const alert = await screen.findByText("You have already signed or approved the document.");
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /I have read the document/ }).checked).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("the documents' action page: signing with BankID", () => {
  it("shows the QR of each second, the autostart link and BankID's hints, then goes to the done page once signed", async () => {
    const navigate = vi.fn();
    let polls = 0;
    const calls = stubBridge({
      [`POST document_service/documents/${CONTRACT.id}/sign/bank_id/start`]: () => Response.json(SIGN_START),
      [status]: () => {
        polls += 1;
        if (polls === 1) return Response.json(pendingSign(1, "outstandingTransaction"));
        if (polls === 2) return Response.json(pendingSign(2, "userSign"));
        return Response.json({ status: "Signed", document: CONTRACT_SIGNED_BY_ME });
      },
      "GET document_service/documents": () => Response.json({ documents: [CONTRACT_SIGNED_BY_ME] }),
    });
    renderForSite(<DocumentAction site={se} initial={[CONTRACT]} documentId={CONTRACT.id} navigate={navigate} />, se);
    expect(screen.getByRole("heading", { level: 1, name: "Signera Köpekontrakt" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Öppna Köpekontrakt (PDF)" })).toBeTruthy();
    screen.getByRole("button", { name: "Signera med BankID" }).focus();
    await userEvent.keyboard("{Enter}");
    const heading = await screen.findByRole("heading", { level: 2, name: "Signera i BankID-appen" });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("link", { name: "Öppna BankID på den här enheten" }).getAttribute("href")).toBe(
      returningHere(SIGN_START.autoStartUrl),
    );
    const qr = await screen.findByRole("img", { name: "QR-kod att skanna med BankID-appen" }, { timeout: 3000 });
    expect(qr.getAttribute("width")).toBe("144");
    expect(qr.getAttribute("data-qr")).toBe(qrOf(1));
    expect(await screen.findByText("Starta BankID-appen.")).toBeTruthy();
    await vi.waitFor(
      () => expect(screen.getByText("Skriv in din säkerhetskod i BankID-appen och välj Signera.")).toBeTruthy(),
      { timeout: 3000 },
    );
    expect(screen.getByRole("img", { name: "QR-kod att skanna med BankID-appen" }).getAttribute("data-qr")).toBe(
      qrOf(2),
    );
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`/mina-sidor/mina-avtal/klart/?id=${CONTRACT.id}`), {
      timeout: 3000,
    });
    expect(calls.filter((entry) => entry.call === status).length).toBe(3);
  }, 10_000);

  it("picks up the order again when the signer comes back from the BankID app on this device", async () => {
    const navigate = vi.fn();
    const first = stubBridge({
      [`POST document_service/documents/${CONTRACT.id}/sign/bank_id/start`]: () => Response.json(SIGN_START),
      [status]: () => Response.json(pendingSign(1)),
    });
    const page = renderForSite(
      <DocumentAction site={se} initial={[CONTRACT]} documentId={CONTRACT.id} navigate={navigate} />,
      se,
    );
    await userEvent.click(screen.getByRole("button", { name: "Signera med BankID" }));
    await screen.findByRole("heading", { level: 2, name: "Signera i BankID-appen" });
    // The app link leaves the page; the signer signs in the app and comes back to a new page.
    page.unmount();
    expect(first.some((entry) => entry.call === status)).toBe(true);
    stubBridge({
      [status]: () => Response.json({ status: "Signed", document: CONTRACT_SIGNED_BY_ME }),
      "GET document_service/documents": () => Response.json({ documents: [CONTRACT_SIGNED_BY_ME] }),
    });
    renderForSite(<DocumentAction site={se} initial={[CONTRACT]} documentId={CONTRACT.id} navigate={navigate} />, se);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`/mina-sidor/mina-avtal/klart/?id=${CONTRACT.id}`), {
      timeout: 4000,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it("cancels a pending order and puts focus back on the start", async () => {
    const calls = stubBridge({
      [`POST document_service/documents/${CONTRACT.id}/sign/bank_id/start`]: () => Response.json(SIGN_START),
      [status]: () => Response.json(pendingSign(1)),
      [`POST document_service/sign/bank_id/cancel/${SESSION_ID}`]: () => Response.json({ status: "Cancelled" }),
    });
    renderForSite(<DocumentAction site={se} initial={[CONTRACT]} documentId={CONTRACT.id} navigate={vi.fn()} />, se);
    await userEvent.click(screen.getByRole("button", { name: "Signera med BankID" }));
    await userEvent.click(await screen.findByRole("button", { name: "Avbryt signeringen" }));
    const start = await screen.findByRole("button", { name: "Signera med BankID" });
    await vi.waitFor(() => expect(document.activeElement).toBe(start));
    await vi.waitFor(() =>
      expect(calls.map((entry) => entry.call)).toContain(`POST document_service/sign/bank_id/cancel/${SESSION_ID}`),
    );
  });

  it("a signer BankID cannot take (not a Swedish number) is told why, translated", async () => {
    stubBridge({
      [`POST document_service/documents/${CONTRACT.id}/sign/bank_id/start`]: () =>
        refusal(409, "bankIdSigningSwedenOnly"),
    });
    renderForSite(<DocumentAction site={se} initial={[CONTRACT]} documentId={CONTRACT.id} navigate={vi.fn()} />, se);
    await userEvent.click(screen.getByRole("button", { name: "Signera med BankID" }));
    const alert = await screen.findByText(
      "Signering med BankID finns bara för svenska personnummer. Kontakta kundtjänst.",
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole("button", { name: "Försök igen" })).toBeTruthy();
  });

  it("an order answered with another person's BankID ends with the reason and a new try", async () => {
    stubBridge({
      [`POST document_service/documents/${CONTRACT.id}/sign/bank_id/start`]: () => Response.json(SIGN_START),
      [status]: () => refusal(403, "signerMismatch"),
    });
    renderForSite(<DocumentAction site={se} initial={[CONTRACT]} documentId={CONTRACT.id} navigate={vi.fn()} />, se);
    await userEvent.click(screen.getByRole("button", { name: "Signera med BankID" }));
    expect(
      await screen.findByText(
        "BankID-legitimationen tillhör någon annan än dig. Inget har signerats.",
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Försök igen" })).toBeTruthy();
  });
});

describe("the documents' action page: other documents", () => {
  it("a document that is not the user's (or gone) says so with the way back", () => {
    stubBridge({});
    renderForSite(<DocumentAction site={se} initial={[CONTRACT]} documentId="not-a-document" navigate={vi.fn()} />, se);
    expect(screen.getByRole("alert").textContent).toBe("Dokumentet finns inte, eller så är det inte ditt.");
    expect(screen.getByRole("link", { name: "Tillbaka till Mina avtal" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-avtal/",
    );
  });

  it("a document the user has already signed offers no second signature", () => {
    stubBridge({});
    renderForSite(
      <DocumentAction site={se} initial={[CONTRACT_SIGNED_BY_ME]} documentId={CONTRACT.id} navigate={vi.fn()} />,
      se,
    );
    expect(screen.getByText("Du har redan signerat eller godkänt det här dokumentet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Signera med BankID" })).toBeNull();
    const signers = screen.getByRole("list", { name: "Köpare" });
    expect(within(signers).getByText(/^Anna Andersson \(du\): klart /)).toBeTruthy();
  });
});
