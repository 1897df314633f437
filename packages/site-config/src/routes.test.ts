import { describe, expect, it } from "vitest";
import { documentViewPath, routePath, sites, startPath, timelinePath } from "./index";
import { ROUTE_KEYS, SITE_CODES, TIMELINE_STEPS, type RouteKey, type SiteCode, type TimelineStep } from "./types";

/** Every route per site; null where the site has no such page. */
type RouteTable = Record<RouteKey, string | null>;

/** Spec section 2, "Routes, Swedish main site"; the senior and borätt brands use the same paths. */
const SWEDISH: RouteTable = {
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
  residenceList: null,
  career: "/karriar/",
  careerJobs: "/karriar/lediga-jobb/",
  cookies: "/anvandarvillkor/cookies/",
  privacyPolicy: "/integritetspolicy/villkor-om-behandling-av-personuppgifter/",
  customerService: "/kundservice/",
};

/** The pages the spec gives English paths on the English sub-site. */
const ENGLISH_PATHS = {
  news: "/en/mina-sidor/news/",
  errands: "/en/mina-sidor/errands/",
  payments: "/en/mina-sidor/payments/",
  timeline: "/en/mina-sidor/timeline/",
  contacts: "/en/mina-sidor/contact/",
  cookies: "/en/terms-of-use/cookies/",
  // "search" on a site whose home search is off: the text search page.
  textSearch: "/en/search/",
  privacyPolicy: "/en/privacy-policy/processing-of-personal-data/",
  // Our choice for the public pages a visitor of the English site meets.
  corporateSearch: "/en/about-us/search/",
  career: "/en/careers/",
  careerJobs: "/en/careers/jobs/",
} as const satisfies Partial<RouteTable>;

/**
 * English sub-site: Swedish paths under /en/, English paths for the pages
 * above. Search and login are off (spec section 1): no home search, and no
 * login, account, password or consent page; the my-pages paths stay.
 */
const ENGLISH: RouteTable = {
  start: "/en/",
  homeSearch: null,
  textSearch: ENGLISH_PATHS.textSearch,
  corporateSearch: ENGLISH_PATHS.corporateSearch,
  premises: "/en/lokaler/",
  clickToBuy: "/en/boka/",
  clickToBuyInfo: "/en/boka/info/",
  clickToBuyContract: "/en/boka/bokningsavtal/",
  login: null,
  createAccount: null,
  forgotPassword: null,
  consent: null,
  myPages: "/en/mina-sidor/",
  myResidences: "/en/mina-sidor/mina-bostader/",
  myResidence: "/en/mina-sidor/min-bostad/",
  settings: "/en/mina-sidor/mina-installningar/",
  changePassword: null,
  changeEmail: null,
  news: ENGLISH_PATHS.news,
  documents: "/en/mina-sidor/mina-avtal/",
  savedSearches: "/en/mina-sidor/sparade-sokningar/",
  errands: ENGLISH_PATHS.errands,
  payments: ENGLISH_PATHS.payments,
  timeline: ENGLISH_PATHS.timeline,
  contacts: ENGLISH_PATHS.contacts,
  vip: "/en/mina-sidor/vip/",
  vipShowing: "/en/mina-sidor/vip-visning/",
  succession: null,
  residenceList: null,
  career: ENGLISH_PATHS.career,
  careerJobs: ENGLISH_PATHS.careerJobs,
  cookies: ENGLISH_PATHS.cookies,
  privacyPolicy: ENGLISH_PATHS.privacyPolicy,
  customerService: null,
};

/** Spec section 2, Norwegian; click-to-buy, saved searches, VIP showing, jobs and legal pages are the package's choices. */
const NORWEGIAN: RouteTable = {
  start: "/",
  homeSearch: "/finn-din-bolig/",
  textSearch: "/sok/",
  corporateSearch: null,
  premises: null,
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
  succession: null,
  residenceList: null,
  career: "/karriere/",
  careerJobs: "/karriere/ledige-stillinger/",
  cookies: "/brukervilkar/cookies/",
  privacyPolicy: "/personvern/",
  customerService: "/kundeservice/",
};

/** Spec section 2, Finnish; saved searches, jobs and legal pages are the package's choices. */
const FINNISH: RouteTable = {
  start: "/",
  homeSearch: "/myytavat-asunnot/",
  textSearch: "/hae/",
  corporateSearch: null,
  premises: "/liiketilat/",
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
  vipShowing: null,
  succession: null,
  residenceList: "/asunnot/",
  career: "/ura/",
  careerJobs: "/ura/avoimet-tyopaikat/",
  cookies: "/kayttoehdot/evasteet/",
  privacyPolicy: "/tietosuojaseloste/",
  customerService: "/asiakaspalvelu/",
};

/** Spec section 2: search at /om-oss/sok/, no home search, no login; my-pages paths exist. */
const CONTRACTOR: RouteTable = {
  ...SWEDISH,
  homeSearch: null,
  textSearch: null,
  premises: null,
  clickToBuy: null,
  clickToBuyInfo: null,
  clickToBuyContract: null,
  login: null,
  createAccount: null,
  forgotPassword: null,
  consent: null,
  changePassword: null,
  changeEmail: null,
  succession: null,
  customerService: null,
};

const EXPECTED: Record<SiteCode, RouteTable> = {
  se: SWEDISH,
  "se-en": ENGLISH,
  senior: SWEDISH,
  boratt: SWEDISH,
  no: NORWEGIAN,
  fi: FINNISH,
  contractor: CONTRACTOR,
};

const SWEDISH_TIMELINE: Record<TimelineStep, string> = {
  contract: "kontrakt",
  interior: "inredning",
  inspection: "besiktning",
  payment: "betalning",
  moveIn: "inflyttning",
};

/** Translated segment of each timeline sub-step (spec section 2, my pages menu). */
const TIMELINE_SEGMENTS: Record<SiteCode, Record<TimelineStep, string>> = {
  se: SWEDISH_TIMELINE,
  "se-en": {
    contract: "contract",
    interior: "interior",
    inspection: "inspection",
    payment: "payment",
    moveIn: "move-in",
  },
  senior: SWEDISH_TIMELINE,
  boratt: SWEDISH_TIMELINE,
  no: {
    contract: "kontrakt",
    interior: "innredning",
    inspection: "befaring",
    payment: "betaling",
    moveIn: "innflytting",
  },
  fi: { contract: "sopimus", interior: "sisustus", inspection: "tarkastus", payment: "maksu", moveIn: "muutto" },
  contractor: SWEDISH_TIMELINE,
};

const routeRows = SITE_CODES.flatMap((code) =>
  ROUTE_KEYS.map((key): [SiteCode, RouteKey, string | null] => [code, key, EXPECTED[code][key]]),
);

describe("route table", () => {
  it.each(routeRows)("%s %s is %s", (code, key, path) => {
    expect(routePath(sites[code], key)).toBe(path);
  });

  it.each(SITE_CODES)("%s has no path beyond the table", (code) => {
    const expected = Object.fromEntries(Object.entries(EXPECTED[code]).filter(([, path]) => path !== null));
    expect(sites[code].routes.paths).toEqual(expected);
  });
});

const timelineRows = SITE_CODES.flatMap((code) =>
  TIMELINE_STEPS.map((step): [SiteCode, TimelineStep, string] => [
    code,
    step,
    `${EXPECTED[code].timeline}${TIMELINE_SEGMENTS[code][step]}/`,
  ]),
);

describe("timeline sub-steps", () => {
  it.each(timelineRows)("%s %s is %s", (code, step, path) => {
    expect(timelinePath(sites[code], step)).toBe(path);
  });

  it("spells out the full paths", () => {
    expect(timelinePath(sites.se, "moveIn")).toBe("/mina-sidor/tidslinje/inflyttning/");
    expect(timelinePath(sites["se-en"], "moveIn")).toBe("/en/mina-sidor/timeline/move-in/");
    expect(timelinePath(sites.no, "inspection")).toBe("/mine-sider/tidslinje/befaring/");
    expect(timelinePath(sites.fi, "contract")).toBe("/sivuni/aikajana/sopimus/");
  });

  it("is null on a site without a timeline", () => {
    const noTimeline = { ...sites.se, routes: { ...sites.se.routes, paths: { start: "/" } } };
    expect(timelinePath(noTimeline, "contract")).toBeNull();
  });
});

describe.each(SITE_CODES)("route invariants of %s", (code) => {
  const site = sites[code];
  const paths = Object.values(site.routes.paths);

  it("every path starts and ends with a slash, with no empty segment", () => {
    for (const path of paths) expect(path).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
  });

  it("no two pages share a path", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("every path lies under the site's prefix, and the start path is the prefix", () => {
    expect(startPath(site)).toBe(`${site.pathPrefix}/`);
    expect(site.routes.paths.start).toBe(startPath(site));
    for (const path of paths) expect(path.startsWith(`${site.pathPrefix}/`)).toBe(true);
  });

  it("has a home search path exactly when search is on", () => {
    expect(routePath(site, "homeSearch") !== null).toBe(site.features.isSearchEnabled);
  });

  it("has login pages exactly when login is on", () => {
    for (const key of [
      "login",
      "createAccount",
      "forgotPassword",
      "consent",
      "changePassword",
      "changeEmail",
    ] as const) {
      expect(routePath(site, key) !== null).toBe(site.features.hasLogin);
    }
  });

  it("keeps the my-pages paths, each under my pages", () => {
    const myPages = routePath(site, "myPages");
    expect(myPages).not.toBeNull();
    for (const key of ["myResidences", "settings", "documents", "errands", "timeline", "contacts"] as const) {
      expect(routePath(site, key)?.startsWith(myPages!)).toBe(true);
    }
  });

  it("has distinct, segment-safe timeline sub-steps", () => {
    const segments = TIMELINE_STEPS.map((step) => site.routes.timelineSegments[step]);
    expect(new Set(segments).size).toBe(TIMELINE_STEPS.length);
    for (const segment of segments) expect(segment).toMatch(/^[a-z0-9-]+$/);
  });
});

describe("English sub-site", () => {
  const english = sites["se-en"];
  const swedish = sites.se;

  it("puts every path under /en/", () => {
    for (const path of Object.values(english.routes.paths)) expect(path).toMatch(/^\/en\//);
  });

  it.each(Object.entries(ENGLISH_PATHS))("%s has its English path %s", (key, path) => {
    expect(english.routes.paths[key as RouteKey]).toBe(path);
    expect(path).not.toBe(`/en${swedish.routes.paths[key as RouteKey]}`);
  });

  it("every other page is the Swedish path under /en/", () => {
    const others = Object.entries(english.routes.paths).filter(([key]) => !(key in ENGLISH_PATHS));
    expect(others.length).toBeGreaterThan(0);
    for (const [key, path] of others) expect(path).toBe(`/en${swedish.routes.paths[key as RouteKey]}`);
  });
});

describe("contractor site", () => {
  it("searches only at /om-oss/sok/", () => {
    const { paths } = sites.contractor.routes;
    expect(paths.corporateSearch).toBe("/om-oss/sok/");
    expect(paths.homeSearch).toBeUndefined();
    expect(paths.textSearch).toBeUndefined();
  });

  it("has career pages", () => {
    expect(routePath(sites.contractor, "career")).toBe("/karriar/");
    expect(routePath(sites.contractor, "careerJobs")).toBe("/karriar/lediga-jobb/");
  });
});

describe("the documents page's action and done pages", () => {
  it("sit under the documents page in the site's language", () => {
    expect(documentViewPath(sites.se, "action")).toBe("/mina-sidor/mina-avtal/atgard/");
    expect(documentViewPath(sites["se-en"], "done")).toBe("/en/mina-sidor/mina-avtal/done/");
    expect(documentViewPath(sites.no, "action")).toBe("/mine-sider/mine-avtaler/handling/");
    expect(documentViewPath(sites.fi, "done")).toBe("/sivuni/asiakirjat/valmis/");
  });
});
