import { BOOKING_FLOWS, BOOKING_FLOW_KINDS, BOOKING_HOLD_MINUTES } from "@housing/contracts/booking";
import type { TemplateProps } from "@housing/contracts/manifest";
import { createTranslator, type MessageId } from "@housing/i18n";
import { Heading } from "@housing/ui";
import { clickToBuyMessages } from "../messages";
import styles from "../click-to-buy.module.css";

/**
 * Template "BuyResidenceInfoPage" (spec section 2, click-to-buy info): how booking online works,
 * the steps of the three flows, the hold and the fee. Public: no load, no user data, no client code.
 */
export function InfoPage({ site }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [clickToBuyMessages] });
  return (
    <div className={styles.page}>
      <Heading level={1}>{t("click-to-buy.info.heading")}</Heading>
      <p>{t("click-to-buy.info.intro")}</p>
      <section className={styles.stack} aria-labelledby="click-to-buy-flows">
        <Heading level={2} id="click-to-buy-flows">
          {t("click-to-buy.info.flowsHeading")}
        </Heading>
        <p>{t("click-to-buy.info.flowsIntro")}</p>
        {BOOKING_FLOW_KINDS.map((kind) => (
          <div key={kind} className={styles.stack}>
            <Heading level={3}>{t("click-to-buy.info.flow", { count: String(kind) })}</Heading>
            <ol className={styles.links}>
              {BOOKING_FLOWS[kind].map((step) => (
                <li key={step}>{t(`click-to-buy.step.${step}` as MessageId)}</li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      <section className={styles.stack} aria-labelledby="click-to-buy-hold">
        <Heading level={2} id="click-to-buy-hold">
          {t("click-to-buy.info.holdHeading")}
        </Heading>
        <p>{t("click-to-buy.info.hold", { minutes: String(BOOKING_HOLD_MINUTES) })}</p>
      </section>
      <section className={styles.stack} aria-labelledby="click-to-buy-fee">
        <Heading level={2} id="click-to-buy-fee">
          {t("click-to-buy.info.feeHeading")}
        </Heading>
        <p>{t("click-to-buy.info.fee")}</p>
      </section>
    </div>
  );
}
