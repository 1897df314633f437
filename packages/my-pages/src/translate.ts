import { createTranslator } from "@housing/i18n";
import type { SiteConfig } from "@housing/site-config";
import { myPagesMessages } from "./messages";

/** My pages' translator for server components (which have no React context): the site's locale. */
export function translatorFor(site: Pick<SiteConfig, "locale">) {
  return createTranslator(site.locale, { messages: [myPagesMessages] });
}
