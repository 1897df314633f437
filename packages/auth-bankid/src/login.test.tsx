import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { AccountButton } from "./account-button";
import { renderInHeader } from "./test-utils";

const renderAccount = () => renderInHeader(<AccountButton site={getSite("se")} />);

// The modal's code loads with its first opening (React.lazy); loaded once here, each opening then only waits a microtask.
beforeAll(async () => {
  await import("./login-modal");
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("Login modal", () => {
  it("opens from the login button for a private login, closing the header's foldouts", async () => {
    const account = renderAccount();
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    const dialog = await screen.findByRole("dialog", { name: "Logga in" });
    expect(within(dialog).getByText("Inloggning som: privatperson")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Till inloggningssidan" }).getAttribute("href")).toBe("/logga-in/");
    expect(account.closeFoldouts).toHaveBeenCalled();
  });

  it.each([
    ["open-login-private", "privatperson"],
    ["open-login-board", "styrelseledamot"],
    ["case-management-private", "privatperson, felanmälan"],
    ["case-management-board", "styrelseledamot, felanmälan"],
  ])("opens on load with #%s", async (hash, type) => {
    window.history.replaceState(null, "", `/#${hash}`);
    renderAccount();
    expect(
      within(await screen.findByRole("dialog", { name: "Logga in" })).getByText(`Inloggning som: ${type}`),
    ).toBeTruthy();
  });

  it("opens on hashchange, with the type of the new hash", async () => {
    renderAccount();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      window.history.replaceState(null, "", "/#case-management-board");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(
      within(await screen.findByRole("dialog", { name: "Logga in" })).getByText(
        "Inloggning som: styrelseledamot, felanmälan",
      ),
    ).toBeTruthy();
  });

  it("draws nothing outside a header", async () => {
    const { render } = await import("@testing-library/react");
    render(<AccountButton site={getSite("se")} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
