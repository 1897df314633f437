import { routePath, type Locale, type SiteConfig } from "@housing/site-config";
import { noIndexPage, type PageRow } from "./page-row";

/*
 * The click-to-buy pages (spec section 2) on every site with login: the flow at the clickToBuy
 * route, the booked home's agreement page, the info page, and the pages a payment or e-ID flow
 * finished on another device lands on (`kirja/success/` and `kirja/error/` under the flow: the
 * spec's plain layout for paths containing /kirja/success). Which template serves which path is
 * our reading (packages/click-to-buy/README.md). All are noindex (spec: booking pages).
 */

type TitleKey = "flow" | "complete" | "info" | "success" | "error";

const TITLES: Record<Locale, Record<TitleKey, string>> = {
  sv: {
    flow: "Boka bostad",
    complete: "Bokningsavtal",
    info: "Så bokar du online",
    success: "Klart",
    error: "Något gick fel",
  },
  nb: {
    flow: "Kjøp bolig",
    complete: "Kjøpsavtale",
    info: "Slik kjøper du på nett",
    success: "Ferdig",
    error: "Noe gikk galt",
  },
  fi: {
    flow: "Varaa asunto",
    complete: "Varaussopimus",
    info: "Näin varaat verkossa",
    success: "Valmis",
    error: "Jokin meni vikaan",
  },
  en: {
    flow: "Book a home",
    complete: "Booking agreement",
    info: "How to book online",
    success: "Done",
    error: "Something went wrong",
  },
};

const page = noIndexPage;

export function bookingPagesOf(site: SiteConfig): PageRow[] {
  const flow = routePath(site, "clickToBuy");
  if (!site.features.hasLogin || !flow) return [];
  const titles = TITLES[site.locale];
  const rows = [
    page(site, flow, "ClickToBuyContractPage", titles.flow),
    page(site, `${flow}kirja/success/`, "BuyResidenceSuccessPage", titles.success),
    page(site, `${flow}kirja/error/`, "BuyResidenceErrorPage", titles.error),
  ];
  const complete = routePath(site, "clickToBuyContract");
  if (complete) rows.push(page(site, complete, "ClickToBuyCompletePage", titles.complete));
  const info = routePath(site, "clickToBuyInfo");
  if (info) rows.push(page(site, info, "BuyResidenceInfoPage", titles.info));
  return rows;
}
