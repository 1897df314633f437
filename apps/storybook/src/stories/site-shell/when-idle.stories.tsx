import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { WhenIdle } from "@housing/site-shell/frame";

/** The layout renders the cookie prompt through WhenIdle: only once the page has hydrated and the browser is idle. */
const meta = {
  title: "Site shell/When idle",
  component: WhenIdle,
  args: { children: <p role="status">Renderat när webbläsaren blev ledig (på sajterna: cookie-rutan).</p> },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ padding: "2rem" }}>
      <p>Innehåll som renderas direkt.</p>
      <WhenIdle {...args} />
    </div>
  ),
} satisfies Meta<typeof WhenIdle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second line appears within a second (idle callback, or the fallback timer). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("status", {}, { timeout: 3000 });
  },
};
