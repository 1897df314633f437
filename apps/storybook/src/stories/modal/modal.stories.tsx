import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Modal, type ModalProps } from "@housing/ui";
import { useState } from "react";
import { withBrandOnRoot } from "./brand-on-root";

/** Opens the modal on load and again from a button, so closing and reopening can be tried. */
function ModalDemo(props: Omit<ModalProps, "open" | "onClose" | "children">) {
  const [isOpen, setOpen] = useState(true);
  return (
    <div style={{ padding: "2rem" }}>
      <Button onClick={() => setOpen(true)}>Öppna</Button>
      <Modal {...props} open={isOpen} onClose={() => setOpen(false)}>
        <p>
          Visningen av Kvarteret Linden är lördag 14 juni kl. 11–13. Anmäl dig senast dagen innan, så skickar vi en
          bekräftelse med vägbeskrivning.
        </p>
        <Button onClick={() => setOpen(false)}>Anmäl mig</Button>
      </Modal>
    </div>
  );
}

const meta = {
  title: "UI/Modal",
  component: ModalDemo,
  decorators: [withBrandOnRoot],
  args: { title: "Anmäl dig till visningen", noHash: true },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Fullscreen: Story = { args: { fullscreen: true } };
export const BottomModal: Story = { args: { bottomModal: true } };
export const InternallyUnclosable: Story = {
  args: { title: "Betalningen behandlas", internallyUnclosable: true },
};
export const CustomCloseText: Story = { args: { closeButtonText: "Inte nu" } };
export const HiddenTitle: Story = { args: { hideTitle: true } };
export const WithHash: Story = { args: { noHash: false, hash: "visning" } };
