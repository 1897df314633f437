import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { residenceExplorerMessages } from "@housing/residence-explorer/messages";
import { LazyPanoramaViewer, PanoramaSection } from "@housing/residence-explorer/panorama";
import { failing, MockApi, pending, type MockRoutes } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";
import { PAINTED_PROJECT, paintedTileUrl } from "./painted-panorama";

/*
 * A home's 360 views (issue 24, item 3): the section's states through the api-client on mocked
 * routes (loading, no views, a 404, an error with retry, loaded) and the viewer on its own, with
 * rooms painted in the story (no image downloads). Drag, arrow keys, + and -, Home.
 */

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[residenceExplorerMessages]}>
    <div style={{ padding: "1rem" }}>
      <Story />
    </div>
  </TestI18nProvider>
);

const PROJECT_PATH = "/residenceexplorer/files/6f1f7f0e-0000-4000-8000-000000000001/1102/project.json";

interface SectionArgs {
  projectPath: string | null;
  answer: MockRoutes[string];
}

const meta = {
  title: "Residence explorer/360 views",
  decorators: [withMessages],
  args: { projectPath: PROJECT_PATH, answer: PAINTED_PROJECT },
  render: (args: SectionArgs, context) => (
    <MockApi site={siteFromGlobals(context.globals)} routes={{ [PROJECT_PATH.slice(1)]: args.answer }}>
      <PanoramaSection
        projectPath={args.projectPath}
        apartmentName="Lägenhet 1102"
        onClose={fn()}
        resolveUrl={paintedTileUrl}
      />
    </MockApi>
  ),
} satisfies Meta<SectionArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The project loaded: the living room first, the kitchen and the balcony in the list. */
export const Loaded: Story = {};

export const Loading: Story = { args: { answer: pending } };

/** The home has no 360 data in the explorer data (spec section 8: the no-views flag). */
export const NoViews: Story = { args: { projectPath: null } };

/** The path is named but the API has no project (404): also no views. */
export const NoProjectOnTheApi: Story = { args: { answer: failing(404) } };

export const LoadFailed: Story = { args: { answer: failing(503) } };

/** The viewer alone, opened on the balcony camera. */
export const ViewerOnBalcony: Story = {
  render: () => (
    <LazyPanoramaViewer
      project={PAINTED_PROJECT}
      resolveUrl={paintedTileUrl}
      initialCameraId="balcony"
      onClose={fn()}
    />
  ),
};
