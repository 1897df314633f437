/** The seven sites. `se-en` is the English sub-site served by the Swedish app under /en/. */
export const SITE_CODES = ["se", "se-en", "senior", "boratt", "no", "fi", "contractor"] as const;
export type SiteCode = (typeof SITE_CODES)[number];

/** The six brand apps, one Next.js app each. */
export const APP_NAMES = ["se", "senior", "boratt", "no", "fi", "contractor"] as const;
export type AppName = (typeof APP_NAMES)[number];

export const LOCALES = ["sv", "nb", "fi", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export type Country = "se" | "no" | "fi";
export type Currency = "SEK" | "NOK" | "EUR";

/** Site keys of the API contract (spec section 7, notifications). */
export const SITE_KEYS = ["Jmse", "JmseEn", "Seniorgarden", "Boratt", "Jmno", "Jmoy", "Entreprenad"] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

/** Brand themes in @housing/ui; the English sub-site wears the Swedish brand. */
export type BrandTheme = "main" | "senior" | "boratt" | "contractor";

/** Every feature switch of spec section 1. */
export interface FeatureSwitches {
  /** Home search exists on this site. */
  isSearchEnabled: boolean;
  /** Advanced (filters, map, sorts) or simple home search; null where search is off. */
  searchKind: "advanced" | "simple" | null;
  /** Corporate text search (/om-oss/sok/). */
  hasCorporateSearch: boolean;
  hasLogin: boolean;
  hasVip: boolean;
  hasStock: boolean;
  hasNewNotifications: boolean;
  hasMyPagesNews: boolean;
  /** Public news pages. */
  hasNews: boolean;
  /** The site has a localized sub-site (the Swedish site's English one). */
  hasLocalizedSubSite: boolean;
}

/** Every page of spec section 2 that has a fixed, localized path. */
export const ROUTE_KEYS = [
  "start",
  "homeSearch",
  "textSearch",
  "corporateSearch",
  "premises",
  "clickToBuy",
  "clickToBuyInfo",
  "clickToBuyContract",
  "login",
  "createAccount",
  "forgotPassword",
  "consent",
  "myPages",
  "myResidences",
  "myResidence",
  "settings",
  "changePassword",
  "changeEmail",
  "news",
  "documents",
  "savedSearches",
  "errands",
  "payments",
  "timeline",
  "contacts",
  "vip",
  "vipShowing",
  "succession",
  // Finland only: the list of homes at /asunnot/.
  "residenceList",
  "career",
  "careerJobs",
  "cookies",
  "privacyPolicy",
  // Not in the spec's table: the customer-service page, where the login sends a board member of an
  // association without technical management to report a fault (spec section 8, NoBoardMember).
  "customerService",
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

/** Sub-steps of the my-pages timeline, each with a translated path segment. */
export const TIMELINE_STEPS = ["contract", "interior", "inspection", "payment", "moveIn"] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

export interface SiteRoutes {
  /** Paths with leading and trailing slash, including the site's prefix (/en/ for se-en). A missing key: the site has no such page. */
  paths: Partial<Record<RouteKey, string>>;
  /** Path segment per timeline sub-step, appended to the timeline path. */
  timelineSegments: Record<TimelineStep, string>;
}

export interface SiteConfig {
  code: SiteCode;
  app: AppName;
  key: SiteKey;
  locale: Locale;
  /** BCP 47 tag for <html lang> and Intl (nb-NO, fi-FI, sv-SE, en-GB). */
  languageTag: string;
  country: Country;
  currency: Currency;
  timeZone: string;
  siteId: string;
  siteNameId: string;
  siteOrgId: string;
  siteName: string;
  brand: BrandTheme;
  /** Legal entity shown with the copyright line in the footer. */
  companyName: string;
  organisationNumber: string;
  /** Path prefix of a sub-site (`/en`), empty for a main site. */
  pathPrefix: string;
  features: FeatureSwitches;
  routes: SiteRoutes;
}
