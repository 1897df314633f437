import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import type { Session } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TEST_API_USER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite, type SiteConfig } from "@housing/site-config";
import { authBankidPagesMessages } from "../messages";
import { AccountPanel } from "./account-entry-page";
import { VipUpgrade } from "./vip-upgrade";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");

function Providers({ site = se, session, children }: { site?: SiteConfig; session?: Session; children: ReactNode }) {
  return (
    <TestI18nProvider locale={site.locale} messages={[authBankidPagesMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
        <TestSessionProvider session={session}>{children}</TestSessionProvider>
      </ApiProvider>
    </TestI18nProvider>
  );
}

function renderUpgrade() {
  const onUpgraded = vi.fn();
  render(
    <Providers>
      <VipUpgrade site={se} onUpgraded={onUpgraded} />
    </Providers>,
  );
  return onUpgraded;
}


describe("the VIP upgrade", () => {
  it("needs a code, sends it for this site and hands on the user", async () => {
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      sent.push({ url: new URL(request.url).pathname, body: (await request.json()) as unknown });
      return Response.json({ ...TEST_API_USER, vipMemberships: [{ site: se.siteId }] });
    });
    const onUpgraded = renderUpgrade();
    await userEvent.click(screen.getByRole("button", { name: "Bli VIP-medlem" }));
    expect(await screen.findByText("Fyll i fältet.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Kampanjkod/), " VIP2026 ");
    await userEvent.click(screen.getByRole("button", { name: "Bli VIP-medlem" }));
    await waitFor(() => expect(onUpgraded).toHaveBeenCalledWith(expect.objectContaining({ id: TEST_API_USER.id })));
    expect(sent).toEqual([
      { url: "/_api/account_service/update/vipmembership/", body: { siteId: se.siteId, campaignCode: "VIP2026" } },
    ]);
  });

  it("shows a wrong code on the field and keeps it", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          status: 400,
          error: "InvalidCampaignCode",
          message: "invalidCampaignCode",
          fieldErrors: { "body.campaignCode": ["InvalidCampaignCode"] },
        },
        { status: 400 },
      ),
    );
    const onUpgraded = renderUpgrade();
    await userEvent.type(screen.getByLabelText(/^Kampanjkod/), "VIP2024");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Kampanjkoden är fel eller gäller inte längre.")).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>(/^Kampanjkod/);
    expect(input.value).toBe("VIP2024");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(onUpgraded).not.toHaveBeenCalled();
  });
});

describe("my pages' entry and VIP", () => {
  it("offers the upgrade to a user who is not VIP here, where the site has VIP", () => {
    render(
      <Providers session={authenticatedSession(TEST_USER)}>
        <AccountPanel site={se} />
      </Providers>,
    );
    expect(screen.getByRole("heading", { name: "Bli VIP-medlem" })).toBeTruthy();
    cleanup();
    const fi = getSite("fi");
    render(
      <Providers site={fi} session={authenticatedSession(TEST_USER)}>
        <AccountPanel site={fi} />
      </Providers>,
    );
    expect(screen.getByText("Tervetuloa, Astrid!")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Liity VIP-jäseneksi" })).toBeNull();
  });

  it("tells a VIP that the fee is unpaid", async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        ...TEST_API_USER,
        vipMemberships: [{ site: se.siteId }],
        payments: [{ site: se.siteId, status: "NotPaid" }],
      }),
    );
    render(
      <Providers session={authenticatedSession({ ...TEST_USER, vipSiteIds: [se.siteId] })}>
        <AccountPanel site={se} />
      </Providers>,
    );
    expect(await screen.findByText("Din VIP-avgift är obetald.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Bli VIP-medlem" })).toBeNull();
  });
});
