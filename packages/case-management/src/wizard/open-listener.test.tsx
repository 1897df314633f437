// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import { CASE_MANAGEMENT_EVENT } from "@housing/contracts/cases";
import { TestI18nProvider } from "@housing/i18n/testing";
import { formatSessionHint } from "@housing/session";
import { getSite } from "@housing/site-config";
import { WizardOpenListener } from "./open-listener";
import { residentApi, stubApi } from "./test-utils";

const se = getSite("se");

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  window.history.replaceState(null, "", "/");
});

function renderListener() {
  return render(
    <TestI18nProvider locale="sv">
      <ApiProvider baseUrl="http://api.test" siteKey={se.key} queryClient={createQueryClient()}>
        <WizardOpenListener site={se} />
      </ApiProvider>
    </TestI18nProvider>,
  );
}

const terms = () => screen.findByRole("heading", { level: 2, name: "Innan du gör en felanmälan" });

describe("the wizard's listener in the frame", () => {
  it("renders nothing and loads nothing until opened, then opens the wizard on the login's event", async () => {
    const calls = stubApi(residentApi());
    renderListener();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toEqual([]);
    act(() => {
      window.dispatchEvent(new CustomEvent(CASE_MANAGEMENT_EVENT, { detail: { loginType: "privateCase" } }));
    });
    expect(await screen.findByRole("dialog", { name: "Felanmälan" })).toBeTruthy();
    expect(await terms()).toBeTruthy();
  });

  it("opens on a case-management hash for a visitor with a session, and leaves it to the login without one", async () => {
    stubApi(residentApi());
    renderListener();
    act(() => {
      window.location.hash = "case-management-private";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();

    document.cookie = `${SESSION_HINT_COOKIE}=${formatSessionHint(Math.floor(Date.now() / 1000) + 3600, null)}; Path=/`;
    act(() => {
      window.location.hash = "case-management-board";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(await terms()).toBeTruthy();
  });

  it("opens again on its own hash after a reload, for a visitor with a session", async () => {
    stubApi(residentApi());
    document.cookie = `${SESSION_HINT_COOKIE}=${formatSessionHint(Math.floor(Date.now() / 1000) + 3600, null)}; Path=/`;
    window.history.replaceState(null, "", "/mina-sidor/#case-management");
    renderListener();
    expect(await screen.findByRole("dialog", { name: "Felanmälan" })).toBeTruthy();
  });
});
