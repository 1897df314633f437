import type { RouteKey, SiteRoutes, TimelineStep } from "./types";

type Paths = Partial<Record<RouteKey, string>>;

/**
 * Swedish paths, spec section 2 ("Routes, Swedish main site"). The senior and
 * borätt brands are Swedish sites and use the same paths.
 */
const swedishPaths = {
  start: "/",
  homeSearch: "/sok-bostad/",
  textSearch: "/sok/",
  corporateSearch: "/om-oss/sok/",
  premises: "/lokaler/",
  clickToBuy: "/boka/",
  clickToBuyInfo: "/boka/info/",
  clickToBuyContract: "/boka/bokningsavtal/",
  login: "/logga-in/",
  createAccount: "/skapa-konto/",
  forgotPassword: "/glomt-losenord/",
  consent: "/samtycke/",
  myPages: "/mina-sidor/",
  myResidences: "/mina-sidor/mina-bostader/",
  myResidence: "/mina-sidor/min-bostad/",
  settings: "/mina-sidor/mina-installningar/",
  // Not in the spec's table: where the settings page's "change password" and "change e-mail" lead.
  changePassword: "/mina-sidor/mina-installningar/byt-losenord/",
  changeEmail: "/mina-sidor/mina-installningar/byt-e-post/",
  news: "/mina-sidor/nyheter/",
  documents: "/mina-sidor/mina-avtal/",
  savedSearches: "/mina-sidor/sparade-sokningar/",
  errands: "/mina-sidor/arenden/",
  payments: "/mina-sidor/betalningar/",
  timeline: "/mina-sidor/tidslinje/",
  contacts: "/mina-sidor/kontakt/",
  vip: "/mina-sidor/vip/",
  vipShowing: "/mina-sidor/vip-visning/",
  succession: "/maklar-objekt/",
  career: "/karriar/",
  careerJobs: "/karriar/lediga-jobb/",
  cookies: "/anvandarvillkor/cookies/",
  privacyPolicy: "/integritetspolicy/villkor-om-behandling-av-personuppgifter/",
  customerService: "/kundservice/",
} as const satisfies Paths;

const swedishTimeline: Record<TimelineStep, string> = {
  contract: "kontrakt",
  interior: "inredning",
  inspection: "besiktning",
  payment: "betalning",
  moveIn: "inflyttning",
};

function withPrefix(prefix: string, paths: Paths): Paths {
  return Object.fromEntries(Object.entries(paths).map(([key, path]) => [key, `${prefix}${path}`]));
}

function pick<K extends RouteKey>(paths: Paths, keys: readonly K[]): Paths {
  return Object.fromEntries(keys.filter((key) => paths[key]).map((key) => [key, paths[key]]));
}

export const swedishRoutes: SiteRoutes = { paths: swedishPaths, timelineSegments: swedishTimeline };

/**
 * English sub-site: the Swedish paths under /en/, except the pages the spec
 * lists as having English paths (news, errands, payments, timeline, contacts,
 * cookies, search, privacy) and the public pages we gave English paths
 * (careers, jobs, corporate search). Decision: "search" is the text search page; the
 * home search is switched off on this site, so it has no path here. Login is
 * off too (spec section 1), so, as on the contractor site, the login, account,
 * password, e-mail and consent pages have no path; the my-pages paths stay.
 */
const {
  homeSearch: _homeSearch,
  succession: _succession,
  login: _login,
  createAccount: _createAccount,
  forgotPassword: _forgotPassword,
  consent: _consent,
  changePassword: _changePassword,
  changeEmail: _changeEmail,
  customerService: _customerService,
  ...swedishForEnglish
} = swedishPaths;
export const englishRoutes: SiteRoutes = {
  paths: withPrefix("/en", {
    ...swedishForEnglish,
    textSearch: "/search/",
    // English paths for the public English pages a visitor meets (the Swedish ones 308 to
    // these, moved-paths.ts); my pages keep their Swedish paths as the spec lists them.
    corporateSearch: "/about-us/search/",
    career: "/careers/",
    careerJobs: "/careers/jobs/",
    news: "/mina-sidor/news/",
    errands: "/mina-sidor/errands/",
    payments: "/mina-sidor/payments/",
    timeline: "/mina-sidor/timeline/",
    contacts: "/mina-sidor/contact/",
    cookies: "/terms-of-use/cookies/",
    privacyPolicy: "/privacy-policy/processing-of-personal-data/",
  }),
  timelineSegments: { contract: "contract", interior: "interior", inspection: "inspection", payment: "payment", moveIn: "move-in" },
};

/**
 * Norwegian paths. The spec names home search, login, register, my pages and
 * its sub-pages, forgotten password, consent and career; the rest are our
 * Norwegian choices, written in the same style.
 */
export const norwegianRoutes: SiteRoutes = {
  paths: {
    start: "/",
    homeSearch: "/finn-din-bolig/",
    textSearch: "/sok/",
    clickToBuy: "/kjop/",
    clickToBuyInfo: "/kjop/info/",
    clickToBuyContract: "/kjop/kjopsavtale/",
    login: "/logg-inn/",
    createAccount: "/registrer-deg/",
    forgotPassword: "/glemt-passord/",
    consent: "/samtykke/",
    myPages: "/mine-sider/",
    myResidences: "/mine-sider/mine-prosjekter/",
    myResidence: "/mine-sider/min-bolig/",
    settings: "/mine-sider/mine-innstillinger/",
    changePassword: "/mine-sider/mine-innstillinger/bytt-passord/",
    changeEmail: "/mine-sider/mine-innstillinger/bytt-e-post/",
    news: "/mine-sider/nyheter/",
    documents: "/mine-sider/mine-avtaler/",
    savedSearches: "/mine-sider/lagrede-sok/",
    errands: "/mine-sider/arenden/",
    payments: "/mine-sider/betalinger/",
    timeline: "/mine-sider/tidslinje/",
    contacts: "/mine-sider/kontakt/",
    vip: "/mine-sider/vip/",
    vipShowing: "/mine-sider/vip-visning/",
    career: "/karriere/",
    careerJobs: "/karriere/ledige-stillinger/",
    cookies: "/brukervilkar/cookies/",
    privacyPolicy: "/personvern/",
    customerService: "/kundeservice/",
  },
  timelineSegments: {
    contract: "kontrakt",
    interior: "innredning",
    inspection: "befaring",
    payment: "betaling",
    moveIn: "innflytting",
  },
};

/**
 * Finnish paths. The spec names search, text search, premises, homes, booking,
 * login, register, my pages and its sub-pages, forgotten password, consent and
 * career; saved searches, VIP showing, jobs, cookies and privacy are our choices.
 */
export const finnishRoutes: SiteRoutes = {
  paths: {
    start: "/",
    homeSearch: "/myytavat-asunnot/",
    textSearch: "/hae/",
    premises: "/liiketilat/",
    residenceList: "/asunnot/",
    clickToBuy: "/varaus/",
    clickToBuyInfo: "/varaus/info/",
    clickToBuyContract: "/varaus/varaussopimus/",
    login: "/kirjaudu-sisaan/",
    createAccount: "/luo-tili/",
    forgotPassword: "/unohtuiko-salasana/",
    consent: "/suostumus/",
    myPages: "/sivuni/",
    myResidences: "/sivuni/asuntoni/",
    myResidence: "/sivuni/kotini/",
    settings: "/sivuni/omat-asetukset/",
    changePassword: "/sivuni/omat-asetukset/vaihda-salasana/",
    changeEmail: "/sivuni/omat-asetukset/vaihda-sahkoposti/",
    news: "/sivuni/uutiset/",
    documents: "/sivuni/asiakirjat/",
    savedSearches: "/sivuni/tallennetut-haut/",
    errands: "/sivuni/arenden/",
    payments: "/sivuni/betalningar/",
    timeline: "/sivuni/aikajana/",
    contacts: "/sivuni/ota-yhteytta/",
    vip: "/sivuni/vip/",
    career: "/ura/",
    careerJobs: "/ura/avoimet-tyopaikat/",
    cookies: "/kayttoehdot/evasteet/",
    privacyPolicy: "/tietosuojaseloste/",
    customerService: "/asiakaspalvelu/",
  },
  timelineSegments: {
    contract: "sopimus",
    interior: "sisustus",
    inspection: "tarkastus",
    payment: "maksu",
    moveIn: "muutto",
  },
};

/**
 * Contractor site: search only at /om-oss/sok/, no login and no home search,
 * but the my-pages paths exist (spec section 2), plus career and legal pages.
 */
export const contractorRoutes: SiteRoutes = {
  paths: pick(swedishPaths, [
    "start",
    "corporateSearch",
    "myPages",
    "myResidences",
    "myResidence",
    "settings",
    "news",
    "documents",
    "savedSearches",
    "errands",
    "payments",
    "timeline",
    "contacts",
    "vip",
    "vipShowing",
    "career",
    "careerJobs",
    "cookies",
    "privacyPolicy",
  ]),
  timelineSegments: swedishTimeline,
};
