import { render } from "@testing-library/react";
import { vi } from "vitest";
import type { ReactElement } from "react";
import { TestI18nProvider } from "@housing/i18n/testing";
import { HeaderAccountProvider, type HeaderAccount } from "@housing/session/header-account";
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

/** Renders in the header's account place, under the Swedish messages. */
export function renderInHeader(ui: ReactElement, account = testHeaderAccount()) {
  render(
    <TestI18nProvider locale="sv" messages={[authBankidMessages]}>
      <HeaderAccountProvider value={account}>{ui}</HeaderAccountProvider>
    </TestI18nProvider>,
  );
  return account;
}
