import type { AccordionBlock, CampaignBlock, VideoBlock } from "@housing/contracts";
import { ButtonLink, Container, Link } from "@housing/ui";
import type { BlockContext } from "./block-context";
import { BlockImage } from "./block-image";
import styles from "./blocks.module.css";

/**
 * Questions and answers as native <details>: keyboard and screen-reader
 * support and find-in-page come with the browser, and it works without JavaScript.
 */
export function Accordion({ block }: { block: AccordionBlock }) {
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        {block.heading ? <h2 className={styles.sectionHeading}>{block.heading}</h2> : null}
        <div className={styles.accordion}>
          {block.items.map((item) => (
            <details key={item.question} className={styles.accordionItem}>
              <summary className={styles.accordionSummary}>{item.question}</summary>
              <div className={styles.accordionAnswer}>
                {item.answer.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function CampaignBanner({ block, context }: { block: CampaignBlock; context: BlockContext }) {
  const { t, formatDay } = context;
  return (
    <section className={styles.campaign} aria-labelledby={`block-${block.id}-heading`} id={`block-${block.id}`}>
      <Container>
        <div className={styles.campaignInner}>
          <div>
            <h2 id={`block-${block.id}-heading`} className={styles.sectionHeading}>
              {block.heading}
            </h2>
            <p className={styles.campaignText}>{block.text}</p>
            <p className={styles.campaignPeriod}>
              {t("content-pages.campaign.period", {
                start: formatDay(block.period.start),
                end: formatDay(block.period.end),
              })}
            </p>
            <ButtonLink href={block.cta.href}>{block.cta.label}</ButtonLink>
          </div>
          {block.image ? (
            <BlockImage image={block.image} className={styles.campaignImage} sizes="(max-width: 625px) 100vw, 37rem" />
          ) : null}
        </div>
      </Container>
    </section>
  );
}

const PROVIDER_NAMES: Record<VideoBlock["provider"], string> = { youtube: "YouTube", vimeo: "Vimeo" };

/**
 * A third-party video behind consent. Until the visitor allows third-party
 * cookies, only a placeholder with a link to the video on the provider's site
 * renders; nothing is loaded from the provider. `data-consent-category` and
 * `data-embed-url` mark it for the player swap, which comes once the consent
 * package exports a way to read and grant third-party consent.
 */
export function VideoPlaceholder({ block, context }: { block: VideoBlock; context: BlockContext }) {
  const provider = PROVIDER_NAMES[block.provider];
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        <h2 className={styles.sectionHeading}>{block.heading ?? block.title}</h2>
        <div className={styles.video} data-consent-category="thirdParty" data-embed-url={block.embedUrl}>
          <p>{context.t("content-pages.video.consentText", { provider })}</p>
          <p>
            <Link href={block.url} className={styles.videoLink}>
              {context.t("content-pages.video.watchExternally", { title: block.title, provider })}
            </Link>
          </p>
        </div>
      </Container>
    </section>
  );
}
