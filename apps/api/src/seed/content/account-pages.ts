import type { TemplateName } from "@housing/contracts";
import { eidentReturnPath, routePath, type Locale, type SiteConfig } from "@housing/site-config";
import { pageRow, type PageRow } from "./page-row";

/*
 * The pages of the logged-in half that exist today: the login page, the electronic-ID return
 * page under it and my pages' entry, on every site with login (spec section 2; the English
 * sub-site and the contractor have none). All are noindex (spec: login and my pages).
 */

const TITLES: Record<Locale, Record<"login" | "eident" | "myPages", string>> = {
  sv: { login: "Logga in", eident: "Inloggning", myPages: "Mina sidor" },
  nb: { login: "Logg inn", eident: "Innlogging", myPages: "Mine sider" },
  fi: { login: "Kirjaudu sisään", eident: "Kirjautuminen", myPages: "Omat sivut" },
  en: { login: "Log in", eident: "Login", myPages: "My pages" },
};

function page(site: SiteConfig, path: string, templateName: TemplateName, title: string): PageRow {
  return pageRow(site, path, {
    templateName,
    title,
    description: "",
    noIndex: true,
    objectId: null,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [],
  });
}

export function accountPagesOf(site: SiteConfig): PageRow[] {
  if (!site.features.hasLogin) return [];
  const titles = TITLES[site.locale];
  const rows: PageRow[] = [];
  const login = routePath(site, "login");
  const eident = eidentReturnPath(site);
  const myPages = routePath(site, "myPages");
  if (login) rows.push(page(site, login, "LoginPage", titles.login));
  if (eident) rows.push(page(site, eident, "ElectronicIdReturnPage", titles.eident));
  if (myPages) rows.push(page(site, myPages, "MyPagesMainPage", titles.myPages));
  return rows;
}
