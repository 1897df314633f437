import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  RegisterPage,
  authBankidPagesMessages,
  keepEidentRegistration,
  takeEidentRegistration,
} from "@housing/auth-bankid/register-forms";
import type { PageViewModel } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite, type SiteConfig } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { startPageModel } from "../fixtures";

/**
 * The create-account page (spec sections 2 and 3) in Norway and Finland: the way to the e-ID
 * broker (Norwegian BankID, the Finnish bank ID) beside the e-mail registration, and the form
 * after the electronic-ID return page brought the verified person back. The broker is not in
 * Storybook: the verified state is the return page's hand-over, set before the story renders.
 */
const fi = getSite("fi");
const no = getSite("no");

const model = (title: string): PageViewModel => ({
  ...startPageModel,
  templateName: "RegisterPage",
  pageId: "createAccount",
  title,
  noIndex: true,
  blocks: [],
});

const withSite: Decorator = (Story, { args }) => {
  const site = (args as { site: SiteConfig }).site;
  return (
    <TestI18nProvider locale={site.locale} messages={[authBankidPagesMessages]}>
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <Story />
        </TestSessionProvider>
      </MockApi>
    </TestI18nProvider>
  );
};

const meta = {
  title: "Login/Create account page",
  component: RegisterPage,
  decorators: [withSite],
  args: { site: fi, model: model("Luo tili") },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finland: the bank ID (FTN) or the e-mail address. */
export const FinlandChoose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Rekisteröidy pankkitunnuksilla" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Luo tili sähköpostilla" })).toBeVisible();
  },
};

/** Norway: Norwegian BankID or the e-mail address. */
export const NorwayChoose: Story = {
  args: { site: no, model: model("Registrer deg") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Registrer deg med BankID" })).toBeVisible();
  },
};

/** Back from the Finnish bank ID: name and national identity number come from it, read-only. */
export const FinlandVerifiedWithBankId: Story = {
  beforeEach: () => {
    keepEidentRegistration({
      status: "Ok",
      registrationToken: "registration-token",
      person: { securityNumber: "240688-1230", firstName: "Aino", lastName: "Korhonen" },
    });
    return () => void takeEidentRegistration();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Olet tunnistautunut pankkitunnuksilla: Aino Korhonen.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Henkilötunnus/)).toHaveAttribute("readonly");
  },
};

/** Back from Norwegian BankID. */
export const NorwayVerifiedWithBankId: Story = {
  args: { site: no, model: model("Registrer deg") },
  beforeEach: () => {
    keepEidentRegistration({
      status: "Ok",
      registrationToken: "registration-token",
      person: { securityNumber: "02039130001", firstName: "Kari", lastName: "Hansen" },
    });
    return () => void takeEidentRegistration();
  },
};
