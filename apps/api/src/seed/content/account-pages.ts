import type { TemplateName } from "@housing/contracts";
import {
  documentViewPath,
  eidentReturnPath,
  routePath,
  timelinePath,
  TIMELINE_STEPS,
  type Locale,
  type SiteConfig,
  type TimelineStep,
} from "@housing/site-config";
import { myPagesNewsOf } from "../my-pages";
import { noIndexPage, type PageRow } from "./page-row";

/*
 * The pages of the logged-in half that exist today: the login page, the electronic-ID return
 * page under it, my pages (overview, residences, residence, settings, news, saved searches,
 * contacts, VIP, payments, the timeline and its steps), and the account pages (register, forgotten and
 * changed password, changed e-mail, consent), on every site with login (spec section 2; the
 * English sub-site and the contractor have none). All are noindex (spec: login and my pages).
 */

type TitleKey =
  | "login"
  | "eident"
  | "myPages"
  | "register"
  | "forgotPassword"
  | "consent"
  | "changePassword"
  | "changeEmail"
  | "payments"
  | "myResidences"
  | "myResidence"
  | "settings"
  | "news"
  | "savedSearches"
  | "contacts"
  | "vip"
  | "vipShowing"
  | "timeline"
  | "documents"
  | "errands";

const TITLES: Record<Locale, Record<TitleKey, string>> = {
  sv: {
    login: "Logga in",
    eident: "Inloggning",
    myPages: "Mina sidor",
    register: "Skapa konto",
    forgotPassword: "Glömt lösenord",
    consent: "Samtycke",
    changePassword: "Byt lösenord",
    changeEmail: "Byt e-postadress",
    payments: "Betalningar",
    myResidences: "Mina bostäder",
    myResidence: "Min bostad",
    settings: "Mina inställningar",
    news: "Nyheter",
    savedSearches: "Sparade sökningar",
    contacts: "Kontakt",
    vip: "VIP",
    vipShowing: "VIP-visning",
    timeline: "Tidslinje",
    documents: "Mina avtal",
    errands: "Mina ärenden",
  },
  nb: {
    login: "Logg inn",
    eident: "Innlogging",
    myPages: "Mine sider",
    register: "Registrer deg",
    forgotPassword: "Glemt passord",
    consent: "Samtykke",
    changePassword: "Bytt passord",
    changeEmail: "Bytt e-postadresse",
    payments: "Betalinger",
    myResidences: "Mine prosjekter",
    myResidence: "Min bolig",
    settings: "Mine innstillinger",
    news: "Nyheter",
    savedSearches: "Lagrede søk",
    contacts: "Kontakt",
    vip: "VIP",
    vipShowing: "VIP-visning",
    timeline: "Tidslinje",
    documents: "Mine avtaler",
    errands: "Mine saker",
  },
  fi: {
    login: "Kirjaudu sisään",
    eident: "Kirjautuminen",
    myPages: "Omat sivut",
    register: "Luo tili",
    forgotPassword: "Unohtuiko salasana",
    consent: "Suostumus",
    changePassword: "Vaihda salasana",
    changeEmail: "Vaihda sähköpostiosoite",
    payments: "Maksut",
    myResidences: "Asuntoni",
    myResidence: "Kotini",
    settings: "Omat asetukset",
    news: "Uutiset",
    savedSearches: "Tallennetut haut",
    contacts: "Ota yhteyttä",
    vip: "VIP",
    vipShowing: "VIP-esittely",
    timeline: "Aikajana",
    documents: "Asiakirjat",
    errands: "Omat asiat",
  },
  en: {
    login: "Log in",
    eident: "Login",
    myPages: "My pages",
    register: "Create account",
    forgotPassword: "Forgot password",
    consent: "Consent",
    changePassword: "Change password",
    changeEmail: "Change e-mail address",
    payments: "Payments",
    myResidences: "My homes",
    myResidence: "My home",
    settings: "My settings",
    news: "News",
    savedSearches: "Saved searches",
    contacts: "Contact",
    vip: "VIP",
    vipShowing: "VIP viewing",
    timeline: "Timeline",
    documents: "My documents",
    errands: "My errands",
  },
};

/** The timeline's sub-pages (spec section 2: contract, interior, inspection, payment, move-in). */
const STEP_TITLES: Record<Locale, Record<TimelineStep, string>> = {
  sv: {
    contract: "Kontrakt",
    interior: "Inredningsval",
    inspection: "Besiktning",
    payment: "Betalning",
    moveIn: "Inflyttning",
  },
  nb: {
    contract: "Kontrakt",
    interior: "Tilvalg",
    inspection: "Befaring",
    payment: "Betaling",
    moveIn: "Innflytting",
  },
  fi: {
    contract: "Sopimus",
    interior: "Sisustusvalinnat",
    inspection: "Tarkastus",
    payment: "Maksu",
    moveIn: "Muutto",
  },
  en: {
    contract: "Contract",
    interior: "Interior choices",
    inspection: "Inspection",
    payment: "Payment",
    moveIn: "Move-in",
  },
};

const page = noIndexPage;

export function accountPagesOf(site: SiteConfig): PageRow[] {
  if (!site.features.hasLogin) return [];
  const titles = TITLES[site.locale];
  const rows: PageRow[] = [];
  const eident = eidentReturnPath(site);
  if (eident) rows.push(page(site, eident, "ElectronicIdReturnPage", titles.eident));
  // The forgotten-password page also takes the mailed link's ?token= (the set-password step); the
  // set-password template is the logged-in user's change of password under the settings.
  const routed: [Parameters<typeof routePath>[1], TemplateName, TitleKey][] = [
    ["login", "LoginPage", "login"],
    ["myPages", "MyPagesMainPage", "myPages"],
    ["createAccount", "RegisterUserPage", "register"],
    ["forgotPassword", "ForgotPasswordPage", "forgotPassword"],
    ["consent", "ConsentPage", "consent"],
    ["changePassword", "SetPasswordPage", "changePassword"],
    ["changeEmail", "ChangeEmailPage", "changeEmail"],
    // Spec section 2: after a registration or VIP upgrade with an unpaid fee the visitor lands here.
    ["payments", "MyPagesPaymentPage", "payments"],
    // My pages (spec section 2, my-pages variants): the page rows name the resident's template; a
    // board member gets the board-member variant of the overview and contacts (the site's personal route).
    ["myResidences", "MyPagesResidencesPage", "myResidences"],
    ["myResidence", "MyPagesResidencePage", "myResidence"],
    ["settings", "MyPagesSettingsPage", "settings"],
    ["savedSearches", "MyPagesSavedSearchesPage", "savedSearches"],
    ["contacts", "MyPagesContactPage", "contacts"],
    ["vip", "MyPagesVipPage", "vip"],
    // Errands (spec section 2): a board member sees the association's, titled company errands on the page.
    ["errands", "MyPagesErrandsPage", "errands"],
  ];
  // News, where the site's my-pages news switch is on: the list and a page per item under it.
  const news = site.features.hasMyPagesNews ? routePath(site, "news") : null;
  if (news) {
    rows.push(page(site, news, "MyPagesNewsListPage", titles.news));
    for (const item of myPagesNewsOf(site))
      rows.push(page(site, `${news}${item.slug}/`, "MyPagesNewsPage", item.title));
  }
  // The documents page and its action and done pages (the document is the query's id).
  const documents = routePath(site, "documents");
  if (documents) {
    rows.push(page(site, documents, "MyPagesDocumentsPage", titles.documents));
    for (const [view, templateName] of [
      ["action", "MyPagesDocumentActionPage"],
      ["done", "MyPagesDocumentDonePage"],
    ] as const)
      rows.push(page(site, documentViewPath(site, view)!, templateName, titles.documents));
  }
  // The timeline and its sub-pages, one template: the path's last segment names the step.
  const timeline = routePath(site, "timeline");
  if (timeline) {
    rows.push(page(site, timeline, "MyPagesTimelinePage", titles.timeline));
    for (const step of TIMELINE_STEPS) {
      rows.push(
        page(
          site,
          timelinePath(site, step)!,
          "MyPagesTimelinePage",
          `${STEP_TITLES[site.locale][step]} – ${titles.timeline}`,
        ),
      );
    }
  }
  // The VIP members' showings (issue 27): only where the site has VIP.
  if (site.features.hasVip) routed.push(["vipShowing", "MyPagesVipShowingPage", "vipShowing"]);
  for (const [route, templateName, title] of routed) {
    const path = routePath(site, route);
    if (path) rows.push(page(site, path, templateName, titles[title]));
  }
  return rows;
}
