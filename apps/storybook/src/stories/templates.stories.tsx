import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundPage, ServerErrorPage, StartPage } from "@housing/content-pages";
import { getSite } from "@housing/site-config";
import { startPageModel } from "./fixtures";

const meta = { title: "Templates" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = { render: () => <StartPage model={startPageModel} site={getSite("se")} /> };
/** The slot "start.search" under the hero; on the sites the search package's manifest fills it with the home search's box. */
export const StartWithSearchSlot: Story = {
  render: () => (
    <StartPage
      model={startPageModel}
      site={getSite("se")}
      slots={{
        "start.search": (
          <section aria-label="Sökrutans plats" style={{ padding: "2rem", outline: "2px dashed currentColor" }}>
            Sökrutan (slot start.search)
          </section>
        ),
      }}
    />
  ),
};
export const NotFound: Story = { render: () => <NotFoundPage startHref="/" /> };
export const ServerError: Story = { render: () => <ServerErrorPage startHref="/" onRetry={() => undefined} /> };
export const ServerErrorWithoutRetry: Story = { render: () => <ServerErrorPage startHref="/" /> };
