import { getBookingObjectInformation, isApiError } from "@housing/api-client";
import { BUY_RESIDENCE_COOKIE, type BookingObjectInfo } from "@housing/contracts/booking";
import type { TemplateLoadArgs, TemplateProps } from "@housing/contracts/manifest";
import { createTranslator } from "@housing/i18n";
import type { BuyerContact } from "../client/steps/personal-info-step";
import { LazyBookingFlow } from "../lazy";
import { clickToBuyMessages } from "../messages";
import { bookingIdsOf } from "./booking-ids";
import styles from "../click-to-buy.module.css";

export interface BookingPageData {
  info: BookingObjectInfo | null;
  contact: BuyerContact | null;
  /** The API failed (not a missing home): the page says so instead of "no home named". */
  hasFailed: boolean;
}

/**
 * On the personal route with the user's token (the page is rendered for logged-in users only):
 * the home and the booking the query or cookie selects, and the login's contact details.
 */
export async function loadBookingPage({ http, location, cookies, user }: TemplateLoadArgs): Promise<BookingPageData> {
  const contact: BuyerContact | null = user
    ? {
        email: user.email ?? "",
        phoneNumber: user.phoneNumber ?? "",
        address: user.address ?? "",
        postalCode: user.postalCode ?? "",
        city: user.city ?? "",
      }
    : null;
  try {
    const ids = await bookingIdsOf(http, location.query, cookies?.[BUY_RESIDENCE_COOKIE]);
    if (!ids) return { info: null, contact, hasFailed: false };
    const info = await getBookingObjectInformation(http, ids.objectId, ids.bookingId ?? undefined);
    return { info, contact, hasFailed: false };
  } catch (error) {
    const isMissing = isApiError(error) && (error.status === 404 || error.status === 400);
    return { info: null, contact, hasFailed: !isMissing };
  }
}

/**
 * Template "ClickToBuyContractPage" (spec section 2, click-to-buy at `/boka/`, `/kjop/`,
 * `/varaus/`): the booking flow, opened with `?objectId=` from an object page's Boka button and
 * resumed from the `bookingId` query or the buy-residence cookie.
 */
export function ContractPage({ site, initialData, location }: TemplateProps) {
  const data = initialData as BookingPageData | undefined;
  if (!data || data.hasFailed) {
    const { t } = createTranslator(site.locale, { messages: [clickToBuyMessages] });
    return (
      <p role="alert" className={styles.error}>
        {t("click-to-buy.loadFailed")}
      </p>
    );
  }
  return <LazyBookingFlow site={site} info={data.info} contact={data.contact} query={location?.query ?? ""} />;
}
