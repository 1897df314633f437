import { getMyPayments } from "@housing/api-client";
import type { MyPayment } from "@housing/contracts/payments";
import type { TemplateLoadArgs, TemplateProps } from "@housing/contracts/manifest";
import { createTranslator } from "@housing/i18n";
import { Heading } from "@housing/ui";
import { LazyPaymentList } from "./lazy";
import { paymentsMessages } from "./messages";
import styles from "./payments.module.css";

export interface PaymentsData {
  payments: MyPayment[];
}

/** On the personal route, with the user's token: the list is in the HTML. */
export async function loadPayments({ http, site }: TemplateLoadArgs): Promise<PaymentsData> {
  return getMyPayments(http, site.key);
}

/**
 * Template "MyPagesPaymentPage" (spec section 2, my pages' payment; shown to VIP users or where
 * the site's flag is on, never on the Finnish site: the menu's rules). The notification
 * VipPayment leads here. A failed load leaves the list to the browser and its error state.
 */
export function PaymentsPage({ site, initialData, location }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [paymentsMessages] });
  const data = initialData as PaymentsData | undefined;
  return (
    <div className={styles.stack}>
      <Heading level={1}>{t("payments.heading")}</Heading>
      <p>{t("payments.intro")}</p>
      <LazyPaymentList site={site} initial={data?.payments ?? null} query={location?.query ?? ""} />
    </div>
  );
}
