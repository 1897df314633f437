import type { Meta, StoryObj } from "@storybook/react-vite";
import { Provider, createStore } from "jotai";
import { useState, type ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "@housing/ui";
import { ToastRegion, showToastAtom, useToast, type ToastInput } from "@housing/ui/toast";

/**
 * The global toasts of spec section 8 (ui's ToastRegion): a failed query's configured message, a
 * failed mutation's message before the error, a mutation's success. Errors are announced
 * assertively and stay until dismissed (button or Escape); the others leave after 6 s.
 */
function Page({ toasts, children }: { toasts: ToastInput[]; children?: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    for (const toast of toasts) created.set(showToastAtom, toast);
    return created;
  });
  return (
    <Provider store={store}>
      <div style={{ minHeight: "24rem", padding: "1rem" }}>{children}</div>
      <ToastRegion />
    </Provider>
  );
}

const meta = {
  title: "UI/Toasts",
  component: Page,
  args: { toasts: [] },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const queryError: ToastInput = { tone: "error", message: "Dina dokument kunde inte hämtas. Försök igen om en stund." };
const mutationError: ToastInput = {
  tone: "error",
  message: "Favoriten kunde inte sparas.",
  detail: "Något gick fel. Försök igen senare.",
};
const success: ToastInput = { tone: "success", message: "Favoriten är sparad." };

export const QueryError: Story = {
  args: { toasts: [queryError] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Stäng meddelandet" })).toBeVisible();
  },
};
export const MutationError: Story = { args: { toasts: [mutationError] } };
export const Success: Story = { args: { toasts: [success] } };
export const Info: Story = { args: { toasts: [{ tone: "info", message: "Sidan har uppdaterats." }] } };
/** HTML in a configured message: a safe subset is kept (here bold and a link), the rest dropped. */
export const HtmlMessage: Story = {
  args: {
    toasts: [
      {
        tone: "error",
        message:
          'Betalningen kunde inte startas. <strong>Inget har dragits.</strong> <a href="/kundservice/">Kontakta kundservice</a><script>alert(1)</script>',
      },
    ],
  },
};
export const LongText: Story = {
  args: {
    toasts: [
      {
        tone: "error",
        message:
          "Det gick inte att hämta dina ärenden just nu eftersom tjänsten för felanmälan inte svarar. Dina tidigare anmälningar finns kvar och du kan försöka igen om en stund eller kontakta kundservice.",
        detail: "Tjänsten svarade inte inom 10 sekunder (ärendetjänsten, felkod 504).",
      },
    ],
  },
};
/** At most three at once, errors first (the assertive region), the others under them. */
export const Several: Story = { args: { toasts: [queryError, mutationError, success] } };
export const SeveralMobile: Story = { ...Several, globals: { viewport: { value: "mobile1" } } };
export const ContractorBrand: Story = { ...Several, globals: { brand: "contractor" } };
export const English: Story = {
  args: { toasts: [{ tone: "success", message: "Your favourite is saved." }] },
  globals: { locale: "en" },
};

function Trigger() {
  const { show } = useToast();
  return (
    <div style={{ display: "flex", gap: "0.5rem" }}>
      <Button onClick={() => show(queryError)}>Visa fel</Button>
      <Button variant="secondary" onClick={() => show(success)}>
        Visa klart
      </Button>
    </div>
  );
}

/** Shown from code (useToast), as a feature would; Escape on a focused toast dismisses it. */
export const FromCode: Story = {
  render: (args) => (
    <Page {...args}>
      <Trigger />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Visa fel" }));
    const dismiss = await canvas.findByRole("button", { name: "Stäng meddelandet" });
    dismiss.focus();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("button", { name: "Stäng meddelandet" })).toBeNull();
  },
};
