import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, refusal, stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { conversationAtom, storageKey } from "../model/conversation-atom";
import { axeViolations, renderForSite } from "../test-utils";
import { answeredConversation, chatAnswerFixture, tooLongDraft } from "../testing";
import ChatDialog from "./chat-dialog";

const site = getSite("se");
const CHAT = "POST /retriever/ai/chat";
const answer = chatAnswerFixture(site);

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function renderDialog(onClose = vi.fn()) {
  const rendered = renderForSite(<ChatDialog site={site} onClose={onClose} />, site);
  return { ...rendered, onClose };
}

const field = () => screen.getByRole("textbox", { name: "Din fråga" });
const sendButton = () => screen.getByRole("button", { name: "Skicka" });
const log = () => screen.getByRole("log", { name: "Samtal" });

describe("the chat's dialog", () => {
  it("opens with the assistant's intro and focus in the question field, and passes axe", async () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Fråga om webbplatsen" })).toBeTruthy();
    expect(log().getAttribute("aria-live")).toBe("polite");
    expect(log().textContent).toContain("Assistenten:");
    expect(log().textContent).toContain("Jag svarar utifrån webbplatsens egna sidor");
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().getAttribute("aria-describedby")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("sends on Enter with the site's name, and shows the answer as text with its markers as links to the cited pages", async () => {
    const calls = stubBridge({ [CHAT]: () => Response.json(answer) });
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), "  Hur lång är garantitiden?{Enter}");
    expect(calls).toEqual([{ call: CHAT, body: { question: "Hur lång är garantitiden?", siteName: site.key } }]);
    expect((field() as HTMLTextAreaElement).value).toBe("");
    const guarantees = await within(log()).findAllByRole("link", { name: "Garantier och besiktningar" });
    expect(guarantees).toHaveLength(2);
    expect(guarantees[0]!.getAttribute("href")).toBe("/kundservice/garantier");
    expect(within(log()).getByRole("link", { name: "Garantibesiktningen" }).getAttribute("href")).toBe(
      "/kundservice/garantier/besiktning",
    );
    const text = log().textContent ?? "";
    expect(text).toContain("Du: Hur lång är garantitiden?");
    expect(text).toContain("Garantitiden är fem år från tillträdet Garantier och besiktningar.");
    // Unknown markers are dropped, no marker shows as "[n]", and the answer's line break stays.
    expect(text).not.toMatch(/\[\d+\]/);
    expect(text).toContain("garantibesiktning Garantibesiktningen.\nFel som");
    expect(log().querySelector("script, img, b")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("renders an answer's HTML as text, never as markup", async () => {
    stubBridge({ [CHAT]: () => Response.json({ answer: "<b>Fet</b> <img src=x onerror=alert(1)>", citations: [] }) });
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), "Fråga{Enter}");
    await waitFor(() => expect(log().textContent).toContain("<b>Fet</b> <img src=x onerror=alert(1)>"));
    expect(log().querySelector("b, img")).toBeNull();
  });

  it("adds a line on Shift+Enter without sending", async () => {
    const calls = stubBridge({ [CHAT]: () => Response.json(answer) });
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), "Rad ett{Shift>}{Enter}{/Shift}rad två");
    expect((field() as HTMLTextAreaElement).value).toBe("Rad ett\nrad två");
    expect(calls).toEqual([]);
  });

  it("does not send while an input method is composing", () => {
    const calls = stubBridge({ [CHAT]: () => Response.json(answer) });
    renderDialog();
    fireEvent.change(field(), { target: { value: "にほんご" } });
    fireEvent.keyDown(field(), { key: "Enter", isComposing: true });
    fireEvent.keyDown(field(), { key: "Enter", keyCode: 229 });
    expect(calls).toEqual([]);
    expect((field() as HTMLTextAreaElement).value).toBe("にほんご");
  });

  it("never sends an empty or whitespace question: the button is disabled and Enter does nothing", async () => {
    const calls = stubBridge({ [CHAT]: () => Response.json(answer) });
    const user = userEvent.setup();
    renderDialog();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(field(), "   {Enter}");
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([]);
    expect(field().getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the assistant writing and disables sending while it waits for the answer", async () => {
    const answerLater = deferred();
    const calls = stubBridge({ [CHAT]: () => answerLater.promise });
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), "Första frågan{Enter}");
    const typing = await within(log()).findByText("Skriver ett svar…");
    expect(typing.closest("[aria-busy='true']")).toBeTruthy();
    await user.type(field(), "Andra frågan");
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(calls).toHaveLength(1);
    // What was typed meanwhile is kept for when the answer has come.
    expect((field() as HTMLTextAreaElement).value).toBe("Andra frågan");
    await act(async () => answerLater.resolve(Response.json(answer)));
    await within(log()).findAllByRole("link", { name: "Garantier och besiktningar" });
    expect(within(log()).queryByText("Skriver ett svar…")).toBeNull();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ["the API fails", () => refusal(500, "internal")],
    ["the answer is empty", () => Response.json({ answer: "  ", citations: [] })],
    ["the answer has the wrong shape", () => Response.json({ text: "?" })],
  ])("answers with the chat error when %s, keeps the question and asks again", async (_case, failure) => {
    let isDown = true;
    const calls = stubBridge({ [CHAT]: () => (isDown ? failure() : Response.json(answer)) });
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), "Hur lång är garantitiden?{Enter}");
    expect(await within(log()).findByText(/Tyvärr kunde jag inte svara på frågan just nu/)).toBeTruthy();
    expect(log().textContent).toContain("Hur lång är garantitiden?");
    expect(await axeViolations()).toEqual([]);
    isDown = false;
    await user.click(within(log()).getByRole("button", { name: "Fråga igen" }));
    await within(log()).findAllByRole("link", { name: "Garantier och besiktningar" });
    expect(calls.map((entry) => entry.body)).toEqual([
      { question: "Hur lång är garantitiden?", siteName: site.key },
      { question: "Hur lång är garantitiden?", siteName: site.key },
    ]);
    expect(log().textContent).not.toContain("Tyvärr");
    // The question is asked again, not added again.
    expect(log().textContent?.match(/Hur lång är garantitiden\?/g)).toHaveLength(1);
    expect(document.activeElement).toBe(field());
  });

  it("answers with the chat error when the network is down", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), "Hur lång är garantitiden?{Enter}");
    expect(await within(log()).findByText(/Tyvärr kunde jag inte svara/)).toBeTruthy();
  });

  it("asks the visitor to wait when the API answers 429", async () => {
    stubBridge({ [CHAT]: () => refusal(429, "tooManyRequests") });
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), "Hur lång är garantitiden?{Enter}");
    expect(await within(log()).findByText(/Du har ställt många frågor på kort tid/)).toBeTruthy();
    expect(log().textContent).not.toContain("Tyvärr");
  });

  it("keeps a question over 500 characters in the field with an error and a counter tied to it, and does not send it", async () => {
    const calls = stubBridge({ [CHAT]: () => Response.json(answer) });
    const user = userEvent.setup();
    renderDialog();
    const long = "a".repeat(501);
    fireEvent.change(field(), { target: { value: long } });
    await user.type(field(), "{Enter}");
    expect(calls).toEqual([]);
    expect((field() as HTMLTextAreaElement).value).toBe(long);
    expect(field().getAttribute("aria-invalid")).toBe("true");
    const described = (field().getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" | ");
    expect(described).toContain("Frågan är för lång: högst 500 tecken.");
    expect(described).toContain("501 av 500 tecken");
    await user.click(sendButton());
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the counter only near the limit", () => {
    renderDialog();
    fireEvent.change(field(), { target: { value: "a".repeat(399) } });
    expect(screen.queryByText(/av 500 tecken/)).toBeNull();
    fireEvent.change(field(), { target: { value: "a".repeat(450) } });
    expect(screen.getByText("450 av 500 tecken")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBeNull();
  });

  it("keeps the conversation when it closes and opens again, and in the tab's storage", async () => {
    stubBridge({ [CHAT]: () => Response.json(answer) });
    const user = userEvent.setup();
    const first = renderDialog();
    await user.type(field(), "Hur lång är garantitiden?{Enter}");
    await within(log()).findAllByRole("link", { name: "Garantier och besiktningar" });
    await user.type(field(), "Ett utkast");
    first.unmount();

    // The same page (store): the conversation and the draft are there.
    renderForSite(<ChatDialog site={site} onClose={vi.fn()} />, site, first.store);
    expect(within(log()).getAllByRole("link", { name: "Garantier och besiktningar" })).toHaveLength(2);
    expect((field() as HTMLTextAreaElement).value).toBe("Ett utkast");
    cleanup();

    // A reload (a new store) reads the tab's storage.
    renderDialog();
    expect(within(log()).getAllByRole("link", { name: "Garantier och besiktningar" })).toHaveLength(2);
    expect(window.sessionStorage.getItem(storageKey(site.key))).toContain("Hur lång är garantitiden?");
  });

  it("drops a stored conversation of the wrong shape and keeps other sites' conversations apart", () => {
    window.sessionStorage.setItem(storageKey(site.key), JSON.stringify({ messages: [{ from: "bot", html: "<b>" }] }));
    window.sessionStorage.setItem(storageKey(getSite("no").key), JSON.stringify(answeredConversation(getSite("no"))));
    renderDialog();
    expect(log().textContent).toContain("Jag svarar utifrån webbplatsens egna sidor");
  });

  it("starts a new conversation, keeping what is being typed", async () => {
    const { store } = renderDialog();
    act(() => store.set(conversationAtom(site.key), { ...answeredConversation(site), draft: "Nästa fråga" }));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Nytt samtal" }));
    expect(within(log()).queryByRole("link")).toBeNull();
    expect(log().textContent).toContain("Jag svarar utifrån webbplatsens egna sidor");
    expect((field() as HTMLTextAreaElement).value).toBe("Nästa fråga");
    expect(document.activeElement).toBe(field());
  });

  it("closes when a cited page is opened in the tab", async () => {
    const { store, onClose } = renderDialog();
    act(() => store.set(conversationAtom(site.key), answeredConversation(site)));
    const link = within(log()).getByRole("link", { name: "Garantibesiktningen" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("speaks the site's language", () => {
    const fi = getSite("fi");
    renderForSite(<ChatDialog site={fi} onClose={vi.fn()} />, fi);
    expect(screen.getByRole("dialog", { name: "Kysy sivustosta" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Kysymyksesi" })).toBeTruthy();
  });

  it("shows a too-long draft from the store with its error", () => {
    const { store } = renderDialog();
    act(() => store.set(conversationAtom(site.key), tooLongDraft(site)));
    expect(field().getAttribute("aria-invalid")).toBe("true");
  });
});
