import { render } from "@testing-library/react";
import { vi } from "vitest";
import type { ReactElement } from "react";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { HeaderAccountProvider, type HeaderAccount } from "@housing/session/header-account";
import { TestSessionProvider } from "@housing/session/testing";
import { authBankidMessages } from "./messages";

/** A header's account place as the header hands it over, with spies. */
export function testHeaderAccount() {
  return {
    classNames: { action: "action", actionText: "actionText", initials: "initials", userName: "userName" },
    userIcon: <svg data-icon="user" aria-hidden="true" />,
    userMenuButtonProps: () => ({ "aria-expanded": false, "aria-controls": "user-menu" }),
    closeFoldouts: vi.fn<HeaderAccount["closeFoldouts"]>(),
    setUser: vi.fn<HeaderAccount["setUser"]>(),
  } satisfies HeaderAccount;
}

/** Renders in the header's account place, under the Swedish frame messages, with the site's API client and a page's session. */
export function renderInHeader(ui: ReactElement, account = testHeaderAccount()) {
  render(
    <TestI18nProvider locale="sv" messages={[authBankidMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
        <TestSessionProvider>
          <HeaderAccountProvider value={account}>{ui}</HeaderAccountProvider>
        </TestSessionProvider>
      </ApiProvider>
    </TestI18nProvider>,
  );
  return account;
}

export type ApiAnswer = (body: unknown) => Response | Promise<Response>;

/**
 * The API as the session bridge answers it (`/_api/{path}`), for the browser's calls in tests:
 * answers by "METHOD path"; anything else is a 404. Returns the calls made, with their bodies.
 */
export function stubBridge(answers: Record<string, ApiAnswer>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname.replace(/^\/_api\//, "").replace(/\/$/, "");
      const call = `${request.method} ${path}`;
      const text = request.method === "GET" ? "" : await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      calls.push({ call, body });
      const answer = answers[call];
      return answer ? answer(body) : Response.json({ error: "NotFound", message: "notFound" }, { status: 404 });
    }),
  );
  return calls;
}

export const problem = (status: number, error: string) =>
  Response.json({ status, error, message: error }, { status });
