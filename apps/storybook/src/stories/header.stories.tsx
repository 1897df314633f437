import type { Meta, StoryObj } from "@storybook/react-vite";
import { Header } from "@housing/header-frame";
import { navigation } from "./fixtures";

const meta = {
  title: "Frame/Header",
  component: Header,
  args: { siteName: "Fjällvik Bostad", startHref: "/", navigation, currentPath: "/" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CurrentPage: Story = { args: { currentPath: "/om-oss/" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
export const WithoutNavigation: Story = { args: { navigation: [] } };
