import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { CrisisBanner } from "@housing/header-frame";
import { infoBanner } from "./fixtures";

const meta = {
  title: "Frame/Crisis banner",
  component: CrisisBanner,
  args: { banner: infoBanner },
  decorators: [
    // Every story starts with the banner not yet closed and outside the map view.
    (Story) => {
      sessionStorage.removeItem("housing.crisisBanner.closed");
      if (window.location.hash === "#map")
        window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}`);
      return <Story />;
    },
  ],
} satisfies Meta<typeof CrisisBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const InfoWithoutReadMore: Story = { args: { banner: { ...infoBanner, readMore: undefined } } };
export const Emergency: Story = {
  args: {
    banner: {
      ...infoBanner,
      id: "emergency-1",
      variant: "emergency",
      heading: "Vattenläcka i Haga",
      text: "Boende ombeds stänga av vattnet.",
      readMore: undefined,
    },
  },
};
export const EmergencyWithReadMore: Story = {
  args: {
    banner: {
      ...infoBanner,
      id: "emergency-2",
      variant: "emergency",
      heading: "Strömavbrott i Kvarteret Linden",
      text: "Elnätsbolaget arbetar med felet.",
      readMore: { label: "Läs mer", href: "/kundservice/" },
    },
  },
};
/** Closed: nothing shows for the rest of the browser session. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Stäng meddelandet" }));
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
