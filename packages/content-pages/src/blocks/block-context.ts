import { createTranslator, formatDate, type Translator } from "@housing/i18n";
import type { SiteConfig } from "@housing/site-config";
import { contentPagesMessages } from "../messages";

/**
 * What a server-rendered block needs from its site: the translator and the
 * site's date format (spec section 9: yyyy-MM-dd in sv/en, dd.MM.yyyy in nb/fi),
 * in the site's time zone.
 */
export interface BlockContext {
  t: Translator["t"];
  intl: Translator["intl"];
  formatDay: (day: string) => string;
}

// One per site: each block asks for its site's (the blocks render through a lookup, one by one).
const contexts = new WeakMap<SiteConfig, BlockContext>();

export function blockContext(site: SiteConfig): BlockContext {
  let context = contexts.get(site);
  if (!context) {
    const { t, intl } = createTranslator(site.locale, { timeZone: site.timeZone, messages: [contentPagesMessages] });
    context = { t, intl, formatDay: (day) => formatDate(day, site.locale, site.timeZone) };
    contexts.set(site, context);
  }
  return context;
}

/** The heading level of a block's items: one below the block's own heading, or h2 when the block has none. */
export function itemHeadingTag(hasBlockHeading: boolean): "h2" | "h3" {
  return hasBlockHeading ? "h3" : "h2";
}
