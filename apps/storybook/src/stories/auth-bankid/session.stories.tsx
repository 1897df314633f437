import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import {
  AddBankIdModal,
  EIDENT_ERROR_KINDS,
  EidentErrorMessage,
  EidentErrorModal,
  ExpiredSessionModal,
  type EidentErrorKind,
} from "@housing/auth-bankid";
import { authBankidMessages } from "@housing/auth-bankid/messages";
import { authBankidPagesManifest } from "@housing/auth-bankid/pages-manifest";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite } from "@housing/site-config";

/**
 * The session's modals (spec sections 2, 4 and 8): the expired session with its login button,
 * the Norwegian e-ident hash errors (`#eident-error=<kind>`, every kind's message) and my pages'
 * add-bank-ID modal (update-bank-id-modal and update-bank-id-modal-done) in each state.
 */
const meta = {
  title: "Auth/Session",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a page gives its frame: the API client (the logout goes through it) and the page's session store. */
const withPage: Decorator = (Story) => (
  <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
    <TestSessionProvider>
      <Story />
    </TestSessionProvider>
  </ApiProvider>
);

/** My pages' messages come with those pages only; the stories add them to the frame's. */
const withPagesMessages: Decorator = (Story, context) => (
  <TestI18nProvider
    locale={(context.globals.locale ?? "sv") as Locale}
    messages={[authBankidMessages, authBankidPagesManifest.messages.catalogue]}
  >
    <Story />
  </TestI18nProvider>
);

/** The start page after my pages found the session expired: the modal, with the login button. */
export const ExpiredSession: Story = {
  decorators: [withPage],
  render: () => <ExpiredSessionModal site={getSite("se")} shownAtStart />,
  play: async () => {
    const dialog = within(document.body).getByRole("dialog", { name: "Din session har gått ut" });
    await expect(within(dialog).getByRole("button", { name: "Logga in igen" })).toBeVisible();
  },
};

function ErrorModal({ kind }: { kind: EidentErrorKind }) {
  const [shown, setShown] = useState<EidentErrorKind | null>(kind);
  return <EidentErrorModal kind={shown} onClose={() => setShown(null)} />;
}

/** A page opened with `#eident-error=ssnnomatch`. */
export const EidentErrorHash: Story = {
  render: () => <ErrorModal kind="ssnnomatch" />,
  globals: { locale: "nb" },
};

/** A kind nobody knows is shown as "purchase" (spec section 8). */
export const EidentErrorUnknownKind: Story = {
  render: () => <ErrorModal kind="purchase" />,
  globals: { locale: "nb" },
};

/** Every kind's message, as the modal and the e-ID return page show it. */
export const EidentErrorMessages: Story = {
  render: () => (
    <dl style={{ padding: "1rem" }}>
      {EIDENT_ERROR_KINDS.map((kind) => (
        <div key={kind}>
          <dt>
            <code>#eident-error={kind}</code>
          </dt>
          <dd>
            <EidentErrorMessage kind={kind} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  globals: { locale: "nb" },
};

/** The offer, before the visitor goes to the e-ID broker. */
export const AddBankId: Story = {
  decorators: [withPagesMessages],
  render: () => <AddBankIdModal view="offer" onClose={() => undefined} onStart={() => undefined} />,
  globals: { locale: "nb" },
};

export const AddBankIdStarting: Story = {
  decorators: [withPagesMessages],
  render: () => <AddBankIdModal view="offer" state="starting" onClose={() => undefined} />,
  globals: { locale: "nb" },
};

/** The start call failed (the broker did not answer). */
export const AddBankIdFailed: Story = {
  decorators: [withPagesMessages],
  render: () => <AddBankIdModal view="offer" state="failed" onClose={() => undefined} onStart={() => undefined} />,
  globals: { locale: "nb" },
};

/** Back from the broker: update-bank-id-modal-done. */
export const AddBankIdDone: Story = {
  decorators: [withPagesMessages],
  render: () => <AddBankIdModal view="done" onClose={() => undefined} />,
  globals: { locale: "nb" },
};
