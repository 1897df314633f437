import type { ReactNode } from "react";
import { authBankidLoginMessages } from "@housing/auth-bankid";
import type { PageViewModel } from "@housing/contracts";
import { I18nMessages, useI18n } from "@housing/i18n/react";
import { TestSessionProvider } from "@housing/session/testing";
import type { SiteConfig } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { startPageModel } from "../fixtures";

/** The login page's view model (the login uses none of it but the template's name). */
export const loginPageModel: PageViewModel = {
  ...startPageModel,
  templateName: "LoginPage",
  pageId: "login",
  canonical: "https://www.fjallvik.example/logga-in/",
  title: "Logga in",
  noIndex: true,
  blocks: [],
};

/** The simulator's demo people, as the developer-only form lists them. */
export const devIdentities = [
  { personalNumber: "198503121231", givenName: "Anna", surname: "Andersson" },
  { personalNumber: "199207204562", givenName: "Johan", surname: "Berg" },
  { personalNumber: "197801013454", givenName: "Karin", surname: "Lind" },
];

/** A QR code as BankID's animated code reads in one second (the view draws whatever it gets). */
export const qrCode = "bankid.67df3917-fa0d-44e5-b327-edcc928297f8.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8";

/**
 * What the sites put around the login: the login's messages (the pages send them, the modal
 * loads them), the API and a page's session. The views' calls go to the session bridge, which
 * does not exist in Storybook: the stories start in the state they show.
 */
export function LoginProviders({ site, children }: { site: SiteConfig; children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <MockApi site={site} routes={{}}>
      <TestSessionProvider>
        <I18nMessages messages={authBankidLoginMessages[locale]}>{children}</I18nMessages>
      </TestSessionProvider>
    </MockApi>
  );
}
