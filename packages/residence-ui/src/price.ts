import type { Range } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import type { ResidenceText } from "./residence-text";

export type { ResidenceText } from "./residence-text";

export interface PriceRanges {
  price: Range;
  /** Finland: the debt-free price range (velaton hinta). */
  totalPrice?: Range;
}

/**
 * The price a card shows: Finland shows the debt-free total price where it is known (spec
 * section 3), elsewhere the price. `isTotalPriceLabelled` names the debt-free price
 * ("Velaton hinta 245 000 €"), as the search's cards do.
 */
export function priceText(
  text: ResidenceText,
  site: SiteConfig,
  { price, totalPrice }: PriceRanges,
  { isTotalPriceLabelled = false }: { isTotalPriceLabelled?: boolean } = {},
): string {
  if (site.country === "fi" && totalPrice && totalPrice.min !== null) {
    const total = text.formatPriceRange(totalPrice.min, totalPrice.max);
    return isTotalPriceLabelled ? text.t("residence-ui.totalPrice", { price: total }) : total;
  }
  return text.formatPriceRange(price.min, price.max);
}
