import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundPage, ServerErrorPage, StartPage } from "@housing/content-pages";
import { getSite } from "@housing/site-config";
import { startPageModel } from "./fixtures";

const meta = { title: "Templates" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = { render: () => <StartPage model={startPageModel} site={getSite("se")} /> };
export const NotFound: Story = { render: () => <NotFoundPage startHref="/" /> };
export const ServerError: Story = { render: () => <ServerErrorPage startHref="/" onRetry={() => undefined} /> };
export const ServerErrorWithoutRetry: Story = { render: () => <ServerErrorPage startHref="/" /> };
