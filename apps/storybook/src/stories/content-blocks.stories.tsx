import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContentBlocks } from "@housing/content-pages";
import { getSite } from "@housing/site-config";
import { blocks } from "./fixtures";

/** The start page's blocks without the frame around them. */
const meta = {
  title: "Content/Blocks",
  component: ContentBlocks,
  args: { blocks, site: getSite("se") },
} satisfies Meta<typeof ContentBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartPageBlocks: Story = {};
export const Hero: Story = { args: { blocks: blocks.filter((block) => block.type === "hero") } };
export const TeaserGrid: Story = { args: { blocks: blocks.filter((block) => block.type === "teaserGrid") } };
export const Facts: Story = { args: { blocks: blocks.filter((block) => block.type === "facts") } };
export const Text: Story = { args: { blocks: blocks.filter((block) => block.type === "text") } };
