import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConsentPrompt, ConsentSettings, RedirectMessage, UNANSWERED } from "@housing/consent";
import { useState } from "react";
import { withBrandOnRoot } from "../modal/brand-on-root";

const noop = () => {};

const meta = {
  title: "Consent/Cookie consent",
  component: ConsentPrompt,
  decorators: [withBrandOnRoot],
  args: {
    cookiesPageHref: "/anvandarvillkor/cookies/",
    onAcceptAll: noop,
    onChooseManually: noop,
    onClose: noop,
  },
} satisfies Meta<typeof ConsentPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt a visitor sees 2 s after the first load. */
export const Prompt: Story = {};

function SettingsDemo({ isAllOn }: { isAllOn: boolean }) {
  const [isOpen, setOpen] = useState(true);
  const initial = isAllOn ? { statistics: true, marketing: true, thirdParty: true } : UNANSWERED;
  return (
    <ConsentSettings open={isOpen} onClose={() => setOpen(false)} initial={initial} onSave={() => setOpen(false)} />
  );
}

/** The settings modal for a visitor who has not answered: only necessary cookies on. */
export const SettingsDefaults: Story = { render: () => <SettingsDemo isAllOn={false} /> };

/** The settings modal after "Accept all". */
export const SettingsAllOn: Story = { render: () => <SettingsDemo isAllOn /> };

/** Shown when the visitor came from the Swedish site (`redirectedFrom=sv`) and has answered. */
export const RedirectedFromSwedishSite: Story = { render: () => <RedirectMessage onDismiss={noop} /> };
