import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { axeViolations, renderForSite } from "../test-utils";
import { chatAnswerFixture } from "../testing";
import { ChatLauncher } from "./chat-launcher";

const site = getSite("se");

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("the chat's launcher", () => {
  it("is a button that says it opens a dialog, with no dialog loaded, and passes axe", async () => {
    renderForSite(<ChatLauncher site={site} />, site);
    const launcher = screen.getByRole("button", { name: "Ställ en fråga" });
    expect(launcher.getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("opens the dialog with focus in the question field; Escape and the close button bring focus back", async () => {
    const user = userEvent.setup();
    renderForSite(<ChatLauncher site={site} />, site);
    const launcher = screen.getByRole("button", { name: "Ställ en fråga" });
    await user.click(launcher);
    const dialog = await screen.findByRole("dialog", { name: "Fråga om webbplatsen" }, { timeout: 5000 });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "Din fråga" })),
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(launcher);

    await user.keyboard("{Enter}");
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Stäng" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });

  it("shows the conversation again when it reopens", async () => {
    stubBridge({ "POST /retriever/ai/chat": () => Response.json(chatAnswerFixture(site)) });
    const user = userEvent.setup();
    renderForSite(<ChatLauncher site={site} />, site);
    await user.click(screen.getByRole("button", { name: "Ställ en fråga" }));
    await screen.findByRole("dialog", {}, { timeout: 5000 });
    await user.type(screen.getByRole("textbox", { name: "Din fråga" }), "Hur lång är garantitiden?{Enter}");
    await screen.findAllByRole("link", { name: "Garantier och besiktningar" });
    expect(await axeViolations()).toEqual([]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Ställ en fråga" }));
    const log = within(await screen.findByRole("dialog")).getByRole("log");
    expect(within(log).getAllByRole("link", { name: "Garantier och besiktningar" })).toHaveLength(2);
    expect(log.textContent).toContain("Hur lång är garantitiden?");
  });

  it("keeps waiting for an answer while the dialog is closed, and shows it on reopening", async () => {
    const answerLater = deferred();
    stubBridge({ "POST /retriever/ai/chat": () => answerLater.promise });
    const user = userEvent.setup();
    renderForSite(<ChatLauncher site={site} />, site);
    await user.click(screen.getByRole("button", { name: "Ställ en fråga" }));
    await screen.findByRole("dialog", {}, { timeout: 5000 });
    await user.type(screen.getByRole("textbox", { name: "Din fråga" }), "Hur lång är garantitiden?{Enter}");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => answerLater.resolve(Response.json(chatAnswerFixture(site))));
    await user.click(screen.getByRole("button", { name: "Ställ en fråga" }));
    const log = within(await screen.findByRole("dialog")).getByRole("log");
    expect(within(log).getAllByRole("link", { name: "Garantibesiktningen" })).toHaveLength(1);
    expect(within(log).queryByText("Skriver ett svar…")).toBeNull();
  });

  it("speaks the site's language", () => {
    const no = getSite("no");
    renderForSite(<ChatLauncher site={no} />, no);
    expect(screen.getByRole("button", { name: "Still et spørsmål" })).toBeTruthy();
  });
});
