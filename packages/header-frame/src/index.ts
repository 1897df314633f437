export { Header, type HeaderProps } from "./header";
export { Footer, COOKIE_SETTINGS_HASH, type FooterProps, type CountrySiteLink } from "./footer";
export { CrisisBanner, MAP_VIEW_HASH } from "./crisis-banner";
export { QUICK_LINK_COUNT, quickLinksFor } from "./quick-links";
export { languageOptionsFor, type LanguageOption, type LanguageOptions } from "./language/language-options";
export type { QuickSearchFn } from "./search/use-quick-search";
export type { FoldoutName, HeaderNotification, HeaderUser, HeaderVariant, NotificationType } from "./types";
