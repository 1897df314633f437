import type { FeatureManifest, TemplateDefinition } from "@housing/contracts/manifest";
import { myPagesMessages } from "./messages";
import { BoardOverviewPage, loadBoardOverview } from "./templates/board-overview-page";
import { BoardMemberContactPage, ContactPage, loadContacts } from "./templates/contacts-page";
import { loadNewsItem, loadNewsList, NewsListPage, NewsPage } from "./templates/news-pages";
import { loadOverview, OverviewPage, OVERVIEW_SLOTS } from "./templates/overview-page";
import { loadResidence, ResidencePage } from "./templates/residence-page";
import { loadResidences, ResidencesPage } from "./templates/residences-page";
import { loadSavedSearches, SavedSearchesPage } from "./templates/saved-searches-page";
import { loadSettings, SettingsPage } from "./templates/settings-page";
import { loadTimeline, TimelinePage } from "./templates/timeline-page";
import { loadVip, VipPage } from "./templates/vip-page";

const personal = (
  component: TemplateDefinition["component"],
  load: TemplateDefinition["load"],
  slots?: TemplateDefinition["slots"],
): TemplateDefinition => ({ component, load, messages: "my-pages", ...(slots ? { slots } : {}) });

/**
 * My pages' manifest: the my-pages templates of spec section 2 but documents, errands and payment
 * (their features register those), with the saved searches and the purchase timeline (one
 * template for the timeline and its step pages). Each loads its data on the server with the user's
 * token (the site shell's personal route runs `load` with it, never the public catch-all); the overviews render the `myPages.overview.*` slots other features fill.
 */
export const myPagesManifest = {
  name: "@housing/my-pages",
  templates: {
    MyPagesMainPage: personal(OverviewPage, loadOverview, OVERVIEW_SLOTS),
    MyPagesBoardMemberPage: personal(BoardOverviewPage, loadBoardOverview, OVERVIEW_SLOTS),
    MyPagesResidencesPage: personal(ResidencesPage, loadResidences),
    MyPagesResidencePage: personal(ResidencePage, loadResidence),
    MyPagesContactPage: personal(ContactPage, loadContacts),
    MyPagesBoardMemberContactPage: personal(BoardMemberContactPage, loadContacts),
    MyPagesSettingsPage: personal(SettingsPage, loadSettings),
    MyPagesNewsListPage: personal(NewsListPage, loadNewsList),
    MyPagesNewsPage: personal(NewsPage, loadNewsItem),
    MyPagesVipPage: personal(VipPage, loadVip),
    MyPagesSavedSearchesPage: personal(SavedSearchesPage, loadSavedSearches),
    MyPagesTimelinePage: personal(TimelinePage, loadTimeline),
  },
  messages: { namespace: "my-pages", catalogue: myPagesMessages },
} satisfies FeatureManifest;
