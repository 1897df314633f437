import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import {
  Explorer,
  ExplorerDialog,
  ExplorerLauncher,
  defaultFilters,
  residenceExplorerMessages,
  type ExplorerFilters,
  type ExplorerOpening,
} from "@housing/residence-explorer";
import { FIXTURE_STAGE_ID, explorerFixture } from "@housing/residence-explorer/testing";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite, type SiteCode, type SiteConfig } from "@housing/site-config";
import { MockApi, failing, pending, type MockRoutes } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * The residence explorer (issue 24): the launcher of stage and object pages, the dialog while it
 * loads and when the data fails (spec section 8), the explorer on a fixture stage in 3D (WebGL
 * where the browser has it) and without WebGL (the facade drawing and the table), the card's
 * states (for sale, sold, own, bookable, Norway's internal area, Finland's debt-free price), the
 * filters dimming homes, and edit mode. Locale and brand through the toolbar; `site` pins a country.
 */

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[residenceExplorerMessages]}>
    <Story />
  </TestI18nProvider>
);

const siteOf = (code: SiteCode | undefined, globals: Record<string, unknown>): SiteConfig =>
  code ? getSite(code) : siteFromGlobals(globals);

const routesFor = (site: SiteConfig, floors = 6, homesPerFloor = 6): MockRoutes => {
  const { data, objects } = explorerFixture({ site: site.code, floors, homesPerFloor });
  return {
    [`residenceexplorer/get/${FIXTURE_STAGE_ID}`]: data,
    "residenceexplorer/objects": objects,
  };
};

interface ExplorerArgs {
  site?: SiteCode;
  floors?: number;
  homesPerFloor?: number;
  ownNumbers?: string[];
  canEdit?: boolean;
  isEditMode?: boolean;
  isWebGLAvailable?: boolean;
  initialApartmentNumber?: string;
  initialViewId?: string;
  filters?: (site: SiteConfig) => ExplorerFilters;
  onOpenPanorama?: (apartmentNumber: string) => void;
}

/** The explorer itself on a fixture stage, in a frame the size of the dialog's content. */
function ExplorerStory({ args, globals }: { args: ExplorerArgs; globals: Record<string, unknown> }) {
  const site = siteOf(args.site, globals);
  const { data, objects } = explorerFixture({
    site: site.code,
    floors: args.floors ?? 6,
    homesPerFloor: args.homesPerFloor ?? 6,
    ownNumbers: args.ownNumbers,
    canEdit: args.canEdit,
  });
  return (
    <MockApi site={site} routes={{}}>
      <MockSessionBridge
        routes={{ [`PUT residenceexplorer/views/${FIXTURE_STAGE_ID}/front/clickareas`]: { saved: true, count: 37 } }}
      >
        <main style={{ height: "90vh", padding: "1rem" }}>
          <Explorer
            site={site}
            data={data}
            objects={{ ...objects, editMode: Boolean(args.isEditMode) }}
            initialApartmentNumber={args.initialApartmentNumber}
            initialViewId={args.initialViewId}
            initialFilters={args.filters?.(site)}
            isWebGLAvailable={args.isWebGLAvailable}
            isEditMode={args.isEditMode}
            onEditModeChange={fn()}
            onOpenPanorama={args.onOpenPanorama}
          />
        </main>
      </MockSessionBridge>
    </MockApi>
  );
}

const meta = {
  title: "Residence explorer/Explorer",
  decorators: [withMessages],
  render: (args, { globals }) => <ExplorerStory args={args} globals={globals} />,
  args: { onOpenPanorama: fn() },
} satisfies Meta<ExplorerArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 6 × 6 stage in 3D (the facade drawing where the browser has no WebGL). */
export const FixtureStage: Story = {};
/** The 12-floor, 120-home stage of the benchmark. */
export const LargeStage: Story = { args: { floors: 12, homesPerFloor: 10 } };
/** Without WebGL: the note, the facade drawing coloured by status and the table. */
export const NoWebGL: Story = { args: { isWebGLAvailable: false } };
export const NoWebGLBackView: Story = { args: { isWebGLAvailable: false, initialViewId: "back" } };

export const CardForSaleBookable: Story = { args: { isWebGLAvailable: false, initialApartmentNumber: "101" } };
export const CardForSaleNotBookable: Story = { args: { isWebGLAvailable: false, initialApartmentNumber: "105" } };
export const CardSold: Story = { args: { isWebGLAvailable: false, initialApartmentNumber: "104" } };
export const CardOwnHome: Story = {
  args: { isWebGLAvailable: false, initialApartmentNumber: "102", ownNumbers: ["102"] },
};
export const CardNorwayInternalArea: Story = {
  args: { site: "no", isWebGLAvailable: false, initialApartmentNumber: "101" },
};
export const CardFinlandDebtFreePrice: Story = {
  args: { site: "fi", isWebGLAvailable: false, initialApartmentNumber: "101" },
};
export const CardWithout360: Story = {
  args: { isWebGLAvailable: false, initialApartmentNumber: "101", onOpenPanorama: undefined },
};

/** A price filter: the sold homes and those above 4 000 000 dimmed, out of the table. */
export const FiltersDimming: Story = {
  args: {
    isWebGLAvailable: false,
    filters: (site) => ({
      ...defaultFilters(site.country),
      price: { min: 0, max: site.country === "fi" ? 400_000 : 4_000_000 },
    }),
  },
};
export const FiltersNothingMatches: Story = {
  args: { isWebGLAvailable: false, filters: (site) => ({ ...defaultFilters(site.country), statuses: ["succession"] }) },
};

/** Project staff: the toggle, and the click areas as draggable handles with Spara. */
export const EditToggle: Story = { args: { canEdit: true, isWebGLAvailable: false } };
export const EditMode: Story = { args: { canEdit: true, isEditMode: true } };

/** The dialog with the calls answered as the API would (`routes`), opened as `opening` says. */
function dialogStory(
  routes: MockRoutes,
  opening: ExplorerOpening = { kind: "open", viewId: null, apartmentNumber: null },
  hash = "explorer",
): StoryObj<{ site?: SiteCode }> {
  return {
    render: (args, { globals }) => {
      const site = siteOf(args.site, globals);
      return (
        <MockApi site={site} routes={routes}>
          <ExplorerDialog site={site} stageId={FIXTURE_STAGE_ID} opening={opening} hash={hash} onClose={fn()} />
        </MockApi>
      );
    },
  };
}

export const DialogLoading = dialogStory({
  [`residenceexplorer/get/${FIXTURE_STAGE_ID}`]: pending,
  "residenceexplorer/objects": pending,
});

export const DialogError = dialogStory({
  [`residenceexplorer/get/${FIXTURE_STAGE_ID}`]: failing(503),
  "residenceexplorer/objects": failing(503),
});

export const DialogLinkerError = dialogStory(
  { "residenceexplorer/getExternalLinker/brochure": failing(404) },
  { kind: "link", linkerId: "brochure" },
  "explorer-link=brochure",
);

/** The stage page's section: press the button to open the explorer (its code loads then). */
export const Launcher: StoryObj<{ site?: SiteCode }> = {
  render: (args, { globals }) => {
    const site = siteOf(args.site, globals);
    return (
      <MockApi site={site} routes={routesFor(site)}>
        <main style={{ padding: "1rem" }}>
          <ExplorerLauncher site={site} stageId={FIXTURE_STAGE_ID} apartmentNumber={null} />
        </main>
      </MockApi>
    );
  },
};

/** The object page's section: the explorer opens with the home selected. */
export const LauncherOnObjectPage: StoryObj<{ site?: SiteCode }> = {
  render: (args, { globals }) => {
    const site = siteOf(args.site, globals);
    return (
      <MockApi site={site} routes={routesFor(site)}>
        <main style={{ padding: "1rem" }}>
          <ExplorerLauncher site={site} stageId={FIXTURE_STAGE_ID} apartmentNumber="203" />
        </main>
      </MockApi>
    );
  },
};

/** Edit mode whose save the API refuses (the caller is not staff of the stage): the error is said. */
export const EditModeSaveRefused: Story = {
  args: { canEdit: true, isEditMode: true },
  render: (args, { globals }) => {
    const site = siteOf(args.site, globals);
    const { data, objects } = explorerFixture({ site: site.code, canEdit: true });
    return (
      <MockApi site={site} routes={{}}>
        <MockSessionBridge
          routes={{
            [`PUT residenceexplorer/views/${FIXTURE_STAGE_ID}/front/clickareas`]: bridgeAnswer(403, {
              status: 403,
              error: "Forbidden",
              message: "forbidden",
            }),
          }}
        >
          <main style={{ padding: "1rem" }}>
            <Explorer
              site={site}
              data={data}
              objects={{ ...objects, editMode: true }}
              isEditMode
              onEditModeChange={fn()}
            />
          </main>
        </MockSessionBridge>
      </MockApi>
    );
  },
};
