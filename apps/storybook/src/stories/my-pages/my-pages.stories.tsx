import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import type { PageViewModel, User } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import {
  BoardMemberContactPage,
  BoardOverviewPage,
  ContactPage,
  MyPagesLayout,
  NewsListPage,
  NewsPage,
  OverviewPage,
  ResidencePage,
  ResidencesPage,
  SavedSearchesPage,
  SettingsPage,
  VipPage,
  myPagesMessages,
} from "@housing/my-pages";
import {
  BOARD_MEMBER,
  BOARD_OVERVIEW,
  CONTACTS,
  CUSTOMER,
  EMPTY_OVERVIEW,
  MY_RESIDENCE,
  MY_RESIDENCES,
  NEWS_ITEM,
  OVERVIEW,
  SAVED_SEARCHES,
  VIP_CUSTOMER,
} from "@housing/my-pages/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { routePath, type SiteConfig } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * My pages (spec section 2, my-pages templates) in the my-pages layout, each state of each page:
 * the menu per kind of user, full and empty lists, long texts, refusals of the API. The pages are
 * server components fed the data their `load` returns; their client parts call the session
 * bridge, answered here by the story's routes. Locale and brand through the toolbar.
 */

const model = { templateName: "MyPagesMainPage", title: "Mina sidor", noIndex: true } as unknown as PageViewModel;
const refusal = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
  bridgeAnswer(status, { status, error: "InvalidInput", message, ...(fieldErrors ? { fieldErrors } : {}) });

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[myPagesMessages]}>
    <Story />
  </TestI18nProvider>
);

interface PageArgs {
  user: User;
  /** The page's path under the site's my pages (a route key of site-config). */
  route: Parameters<typeof routePath>[1];
  routes?: BridgeRoutes;
  render: (site: SiteConfig) => ReactNode;
}

/** A page in the my-pages layout, its client parts on the mocked bridge. */
function InLayout({
  site,
  user,
  route,
  routes = {},
  children,
}: Omit<PageArgs, "render"> & { site: SiteConfig; children: ReactNode }) {
  return (
    <MockApi site={site} routes={{}}>
      <TestSessionProvider>
        <MockSessionBridge routes={routes} isLoggedIn>
          <MyPagesLayout site={site} user={user} path={routePath(site, route) ?? "/"}>
            {children}
          </MyPagesLayout>
        </MockSessionBridge>
      </TestSessionProvider>
    </MockApi>
  );
}

const meta = {
  title: "My pages/Pages",
  decorators: [withMessages],
  parameters: { layout: "fullscreen" },
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    return (
      <InLayout site={site} user={args.user} route={args.route} routes={args.routes}>
        {args.render(site)}
      </InLayout>
    );
  },
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  args: {
    user: CUSTOMER,
    route: "myPages",
    routes: { "PUT my_pages/active_residence": null },
    render: (site) => (
      <OverviewPage
        model={model}
        site={site}
        initialData={{ user: CUSTOMER, overview: OVERVIEW }}
        slots={{ "myPages.overview.account": <p>(auth-bankid: greeting, VIP upgrade, logout)</p> }}
      />
    ),
  },
};

export const OverviewEmpty: Story = {
  args: {
    user: { ...CUSTOMER, bookings: [], activeObject: null },
    route: "myPages",
    render: (site) => (
      <OverviewPage model={model} site={site} initialData={{ user: CUSTOMER, overview: EMPTY_OVERVIEW }} />
    ),
  },
};

export const OverviewSwitchRefused: Story = {
  args: {
    user: CUSTOMER,
    route: "myPages",
    routes: { "PUT my_pages/active_residence": refusal(400, "invalidInput") },
    render: (site) => <OverviewPage model={model} site={site} initialData={{ user: CUSTOMER, overview: OVERVIEW }} />,
  },
};

export const OverviewLongTexts: Story = {
  args: {
    user: VIP_CUSTOMER,
    route: "myPages",
    render: (site) => (
      <OverviewPage
        model={model}
        site={site}
        initialData={{
          user: VIP_CUSTOMER,
          overview: {
            ...OVERVIEW,
            activeResidence: {
              ...OVERVIEW.activeResidence!,
              name: "Lägenhet 1101 med inglasad balkong mot söder och utsikt över Fyrisån",
              stageName: "Bostadsrättsföreningen Utsikten vid Fyrisån etapp två",
            },
            news: Array.from({ length: 3 }, (_, index) => ({
              ...NEWS_ITEM,
              id: `n${index}`,
              slug: `nyhet-${index}`,
              title: `${NEWS_ITEM.title}: besiktningen flyttas en vecka på grund av leveransförseningar (${index + 1})`,
            })),
          },
        }}
      />
    ),
  },
};

export const BoardMemberOverview: Story = {
  args: {
    user: BOARD_MEMBER,
    route: "myPages",
    render: (site) => <BoardOverviewPage model={model} site={site} initialData={{ board: BOARD_OVERVIEW }} />,
  },
};

export const BoardMemberWithoutManagement: Story = {
  args: {
    user: { ...BOARD_MEMBER, brfAccount: { id: "brf-2", name: "BRF Tallåsen", activeFinancialManagement: false } },
    route: "myPages",
    render: (site) => (
      <BoardOverviewPage
        model={model}
        site={site}
        initialData={{
          board: {
            association: { id: "brf-2", name: "BRF Tallåsen", activeFinancialManagement: false, email: null },
            contacts: [],
          },
        }}
      />
    ),
  },
};

export const Residences: Story = {
  args: {
    user: CUSTOMER,
    route: "myResidences",
    routes: {
      [`DELETE signup_service/favorite/${MY_RESIDENCES.favourites[1]!.stageId}/${MY_RESIDENCES.favourites[1]!.objectId}`]:
        null,
      "GET my_pages/residences": MY_RESIDENCES,
    },
    render: (site) => <ResidencesPage model={model} site={site} initialData={{ lists: MY_RESIDENCES }} />,
  },
};

export const ResidencesRemoveRefused: Story = {
  args: {
    user: CUSTOMER,
    route: "myResidences",
    routes: {
      [`DELETE signup_service/favorite/${MY_RESIDENCES.favourites[0]!.stageId}/-`]: refusal(500, "somethingWentWrong"),
      "GET my_pages/residences": MY_RESIDENCES,
    },
    render: (site) => <ResidencesPage model={model} site={site} initialData={{ lists: MY_RESIDENCES }} />,
  },
};

export const ResidencesRemoving: Story = {
  args: {
    user: CUSTOMER,
    route: "myResidences",
    routes: { [`DELETE signup_service/favorite/${MY_RESIDENCES.favourites[0]!.stageId}/-`]: bridgePending },
    render: (site) => <ResidencesPage model={model} site={site} initialData={{ lists: MY_RESIDENCES }} />,
  },
};

export const ResidencesEmpty: Story = {
  args: {
    user: { ...CUSTOMER, bookings: [] },
    route: "myResidences",
    render: (site) => (
      <ResidencesPage
        model={model}
        site={site}
        initialData={{ lists: { residences: [], favourites: [], interests: [] } }}
      />
    ),
  },
};

export const Residence: Story = {
  args: {
    user: CUSTOMER,
    route: "myResidence",
    render: (site) => <ResidencePage model={model} site={site} initialData={{ mine: MY_RESIDENCE }} />,
  },
};

export const Contacts: Story = {
  args: {
    user: CUSTOMER,
    route: "contacts",
    render: (site) => <ContactPage model={model} site={site} initialData={{ contacts: CONTACTS }} />,
  },
};

export const ContactsNone: Story = {
  args: {
    user: CUSTOMER,
    route: "contacts",
    render: (site) => (
      <ContactPage
        model={model}
        site={site}
        initialData={{
          contacts: { contacts: [], customerService: { phone: "010-123 45 00", email: null, openingHours: null } },
        }}
      />
    ),
  },
};

export const BoardMemberContacts: Story = {
  args: {
    user: BOARD_MEMBER,
    route: "contacts",
    render: (site) => <BoardMemberContactPage model={model} site={site} initialData={{ contacts: CONTACTS }} />,
  },
};

const profile = { email: CUSTOMER.email, phoneNumber: CUSTOMER.phoneNumber, newsletter: true };

export const Settings: Story = {
  args: {
    user: CUSTOMER,
    route: "settings",
    routes: { "PATCH account_service/profile": (body: unknown) => ({ ...CUSTOMER, ...(body as object) }) },
    render: (site) => <SettingsPage model={model} site={site} initialData={{ profile }} />,
  },
};

export const SettingsEmailRefused: Story = {
  args: {
    user: CUSTOMER,
    route: "settings",
    routes: { "PATCH account_service/profile": refusal(400, "emailInUse", { "body.email": ["emailInUse"] }) },
    render: (site) => <SettingsPage model={model} site={site} initialData={{ profile }} />,
  },
};

export const SettingsSaving: Story = {
  args: {
    user: CUSTOMER,
    route: "settings",
    routes: { "PATCH account_service/profile": bridgePending },
    render: (site) => (
      <SettingsPage model={model} site={site} initialData={{ profile: { ...profile, phoneNumber: null } }} />
    ),
  },
};

export const NewsList: Story = {
  args: {
    user: CUSTOMER,
    route: "news",
    render: (site) => <NewsListPage model={model} site={site} initialData={{ list: { news: [NEWS_ITEM] } }} />,
  },
};

export const NewsListEmpty: Story = {
  args: {
    user: CUSTOMER,
    route: "news",
    render: (site) => <NewsListPage model={model} site={site} initialData={{ list: { news: [] } }} />,
  },
};

export const NewsItem: Story = {
  args: {
    user: CUSTOMER,
    route: "news",
    render: (site) => <NewsPage model={model} site={site} initialData={{ item: NEWS_ITEM }} />,
  },
};

export const VipMemberUnpaid: Story = {
  args: {
    user: VIP_CUSTOMER,
    route: "vip",
    render: (site) => (
      <VipPage
        model={model}
        site={site}
        initialData={{
          user: {
            ...VIP_CUSTOMER,
            vipMemberships: [{ site: site.siteId }],
            vip: { siteId: site.siteId, campaignCode: "VIP2026" },
            payments: [{ site: site.siteId, status: "NotPaid", payedWithCode: false }],
          },
        }}
      />
    ),
  },
};

export const VipNotMember: Story = {
  args: {
    user: CUSTOMER,
    route: "vip",
    render: (site) => <VipPage model={model} site={site} initialData={{ user: CUSTOMER }} />,
  },
};

export const SavedSearches: Story = {
  args: {
    user: CUSTOMER,
    route: "savedSearches",
    routes: {
      "PATCH my_pages/saved_searches/saved-1": (body: unknown) => ({ ...SAVED_SEARCHES[0], ...(body as object) }),
      "DELETE my_pages/saved_searches/saved-2": null,
      "GET my_pages/saved_searches": { savedSearches: SAVED_SEARCHES },
    },
    render: (site) => <SavedSearchesPage model={model} site={site} initialData={{ savedSearches: SAVED_SEARCHES }} />,
  },
};

export const SavedSearchesRefused: Story = {
  args: {
    user: CUSTOMER,
    route: "savedSearches",
    routes: {
      "PATCH my_pages/saved_searches/saved-1": refusal(400, "inputToLong", { "body.name": ["inputToLong"] }),
      "DELETE my_pages/saved_searches/saved-2": refusal(500, "somethingWentWrong"),
      "GET my_pages/saved_searches": { savedSearches: SAVED_SEARCHES },
    },
    render: (site) => <SavedSearchesPage model={model} site={site} initialData={{ savedSearches: SAVED_SEARCHES }} />,
  },
};

export const SavedSearchesEmpty: Story = {
  args: {
    user: CUSTOMER,
    route: "savedSearches",
    render: (site) => <SavedSearchesPage model={model} site={site} initialData={{ savedSearches: [] }} />,
  },
};
