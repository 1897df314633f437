import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { CONTRACT, CONTRACT_NO, EIDENT_AUTHORIZATION_URL, renderForSite } from "../test-utils";
import { DocumentAction } from "./document-action";
import { EIDENT_SIGN_KEY } from "./sign-with-eident";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const no = getSite("no");
const fi = getSite("fi");
const start = `POST document_service/documents/${CONTRACT_NO.id}/sign/signicat/start`;
const finish = "POST document_service/sign/signicat/status";
const signed = { ...CONTRACT_NO, status: "done", isAwaitingMe: false, doneOn: "2026-11-27T10:00:00.000Z" };

describe("the documents' action page: signing through the e-ID broker (Norway, Finland)", () => {
  it("starts the signature with the action page as return address and sends the browser to the broker", async () => {
    const redirect = vi.fn();
    const calls = stubBridge({ [start]: () => Response.json({ authorizationUrl: EIDENT_AUTHORIZATION_URL }) });
    renderForSite(
      <DocumentAction site={no} initial={[CONTRACT_NO]} documentId={CONTRACT_NO.id} redirect={redirect} />,
      no,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Signer Kjøpekontrakt" })).toBeTruthy();
    expect(screen.queryByText(/QR/)).toBeNull();
    screen.getByRole("button", { name: "Signer med BankID" }).focus();
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(EIDENT_AUTHORIZATION_URL));
    expect(calls[0]).toEqual({
      call: start,
      body: { returnUrl: `${window.location.origin}/mine-sider/mine-avtaler/handling/` },
    });
    expect(sessionStorage.getItem(EIDENT_SIGN_KEY)).toBe(CONTRACT_NO.id);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sender deg til BankID …" }).disabled).toBe(true);
    // Back with the browser's back button, the page kept in memory: the start works again.
    act(() => void window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true })));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Signer med BankID" }).disabled).toBe(false);
  });

  it("shows the API's refusal translated, focused, and offers to try again", async () => {
    const redirect = vi.fn();
    stubBridge({ [start]: () => refusal(409, "eidentSigningNotAvailable") });
    const fiContract = { ...CONTRACT_NO, siteKey: "Jmoy" as const, title: "Kauppakirja" };
    renderForSite(
      <DocumentAction site={fi} initial={[fiContract]} documentId={fiContract.id} redirect={redirect} />,
      fi,
    );
    await userEvent.click(screen.getByRole("button", { name: "Allekirjoita pankkitunnuksilla" }));
    const alert = await screen.findByText(/Pankkitunnuksilla allekirjoittaminen ei ole mahdollista/);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole("button", { name: "Yritä uudelleen" })).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("keeps BankID's order on the Swedish site", () => {
    stubBridge({});
    const se = getSite("se");
    renderForSite(<DocumentAction site={se} initial={[CONTRACT]} documentId={CONTRACT.id} />, se);
    expect(screen.getByRole("button", { name: "Signera med BankID" })).toBeTruthy();
  });
});

describe("the documents' action page: back from the e-ID broker", () => {
  const query = "?code=c0de&state=s1&iss=http%3A%2F%2F127.0.0.1%3A4303%2Fauth%2Fopen";

  it("finishes the signature with the broker's answer and goes to the done page", async () => {
    const navigate = vi.fn();
    const calls = stubBridge({ [finish]: () => Response.json({ status: "Signed", document: signed }) });
    renderForSite(<DocumentAction site={no} initial={[]} documentId={null} query={query} navigate={navigate} />, no);
    expect(screen.getByRole("status").textContent).toBe("Signaturen din registreres …");
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/mine-sider/mine-avtaler/ferdig/?id=${CONTRACT_NO.id}`),
    );
    expect(calls.find((entry) => entry.call === finish)?.body).toEqual({
      state: "s1",
      code: "c0de",
      iss: "http://127.0.0.1:4303/auth/open",
    });
  });

  it("says when the e-ID was someone else's, with the way back to the document", async () => {
    sessionStorage.setItem(EIDENT_SIGN_KEY, CONTRACT_NO.id);
    const navigate = vi.fn();
    stubBridge({ [finish]: () => refusal(409, "eidentSignerMismatch") });
    renderForSite(<DocumentAction site={no} initial={[]} documentId={null} query={query} navigate={navigate} />, no);
    const alert = await screen.findByText("BankID-en tilhører en annen enn deg. Ingenting er signert.");
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole("link", { name: "Tilbake til dokumentet" }).getAttribute("href")).toBe(
      `/mine-sider/mine-avtaler/handling/?id=${CONTRACT_NO.id}`,
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("tells a cancel and a used or unknown state apart", async () => {
    stubBridge({ [finish]: () => Response.json({ status: "Cancelled" }) });
    renderForSite(
      <DocumentAction site={no} initial={[]} documentId={null} query="?error=access_denied&state=s1" />,
      no,
    );
    expect(await screen.findByText("Signeringen ble avbrutt. Ingenting er signert.")).toBeTruthy();
    cleanup();
    stubBridge({});
    renderForSite(<DocumentAction site={no} initial={[]} documentId={null} query={query} />, no);
    expect(await screen.findByText(/Signeringen er utløpt eller allerede avsluttet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tilbake til Mine avtaler" })).toBeTruthy();
  });
});
