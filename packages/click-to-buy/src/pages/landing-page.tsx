import { bookingErrorOfHash } from "@housing/contracts/booking";
import type { TemplateProps } from "@housing/contracts/manifest";
import { createTranslator, type MessageId } from "@housing/i18n";
import { Heading } from "@housing/ui";
import { clickToBuyMessages } from "../messages";
import styles from "../click-to-buy.module.css";

/**
 * Templates "BuyResidenceSuccessPage" and "BuyResidenceErrorPage" (spec section 2, plain layout,
 * `{clickToBuy}kirja/success/` and `kirja/error/`): where a payment or e-ID flow lands when it was
 * finished on another device or tab. The booking goes on in the other window; the error page
 * names the error kind the query carries (`?error=`, mapped as the e-ID hash errors are).
 */
export function SuccessLandingPage({ site }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [clickToBuyMessages] });
  return (
    <div className={styles.page}>
      <Heading level={1}>{t("click-to-buy.landing.successHeading")}</Heading>
      <p role="status">{t("click-to-buy.landing.success")}</p>
      <p>{t("click-to-buy.landing.close")}</p>
    </div>
  );
}

export function ErrorLandingPage({ site, location }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [clickToBuyMessages] });
  const error = new URLSearchParams(location?.query ?? "").get("error");
  return (
    <div className={styles.page}>
      <Heading level={1}>{t("click-to-buy.landing.errorHeading")}</Heading>
      {error ? <p role="alert">{t(`click-to-buy.error.${bookingErrorOfHash(error)}` as MessageId)}</p> : null}
      <p>{t("click-to-buy.landing.error")}</p>
      <p>{t("click-to-buy.landing.close")}</p>
    </div>
  );
}
