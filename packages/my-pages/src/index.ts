/*
 * My pages' parts for Storybook and the site shell: the manifest, the menu's layout, the
 * templates and their client parts (the apps reach them only through the manifest).
 */
export { myPagesManifest } from "./manifest";
export { myPagesMessages } from "./messages";
export { MyPagesLayout, currentEntry, type MyPagesLayoutProps } from "./layout/my-pages-layout";
export { contactGroupsFor, type ContactGroup } from "./components/contact-roles";
export { OverviewPage } from "./templates/overview-page";
export { BoardOverviewPage } from "./templates/board-overview-page";
export { ResidencesPage } from "./templates/residences-page";
export { ResidencePage } from "./templates/residence-page";
export { BoardMemberContactPage, ContactPage } from "./templates/contacts-page";
export { SettingsPage } from "./templates/settings-page";
export { NewsListPage, NewsPage } from "./templates/news-pages";
export { VipPage } from "./templates/vip-page";
export { SavedSearchesPage } from "./templates/saved-searches-page";
export { TimelinePage, timelineStepOfPath } from "./templates/timeline-page";
export { ActiveResidenceSwitch } from "./client/active-residence-switch";
export { FavouritesAndInterests } from "./client/favourites-and-interests";
export { SettingsForm } from "./client/settings-form";
export { SavedSearchList } from "./client/saved-search-list";
