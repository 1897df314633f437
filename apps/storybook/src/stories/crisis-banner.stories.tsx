import type { Meta, StoryObj } from "@storybook/react-vite";
import { CrisisBanner } from "@housing/header-frame";
import { infoBanner } from "./fixtures";

const meta = {
  title: "Frame/Crisis banner",
  component: CrisisBanner,
  args: { banner: infoBanner },
} satisfies Meta<typeof CrisisBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Emergency: Story = {
  args: { banner: { ...infoBanner, id: "emergency-1", variant: "emergency", heading: "Vattenläcka i Haga", text: "Boende ombeds stänga av vattnet.", readMore: undefined } },
};
