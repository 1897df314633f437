import type {
  ContactCardsBlock,
  FileListBlock,
  JobListBlock,
  KeyFiguresBlock,
  LinkListBlock,
} from "@housing/contracts";
import { Container, Link } from "@housing/ui";
import { itemHeadingTag, type BlockContext } from "./block-context";
import { BlockImage } from "./block-image";
import styles from "./blocks.module.css";

/** Available jobs: title, location, closing date (and employment type where given). */
export function JobList({ block, context }: { block: JobListBlock; context: BlockContext }) {
  const { t, formatDay } = context;
  const ItemHeading = itemHeadingTag(Boolean(block.heading));
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        {block.heading ? <h2 className={styles.sectionHeading}>{block.heading}</h2> : null}
        {block.jobs.length === 0 ? (
          <p>{t("content-pages.jobList.empty")}</p>
        ) : (
          <ul className={styles.cardList}>
            {block.jobs.map((job) => (
              <li key={job.href} className={styles.card}>
                <ItemHeading className={styles.itemHeading}>
                  <Link href={job.href}>{job.title}</Link>
                </ItemHeading>
                <dl className={styles.details}>
                  <div>
                    <dt>{t("content-pages.jobList.location")}</dt>
                    <dd>{job.location}</dd>
                  </div>
                  <div>
                    <dt>{t("content-pages.jobList.deadline")}</dt>
                    <dd>
                      <time dateTime={job.deadline}>{formatDay(job.deadline)}</time>
                    </dd>
                  </div>
                  {job.employment ? (
                    <div>
                      <dt>{t("content-pages.jobList.employment")}</dt>
                      <dd>{job.employment}</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

/** People to contact: name, role, phone and e-mail as tel: and mailto: links. */
export function ContactCards({ block, context }: { block: ContactCardsBlock; context: BlockContext }) {
  const { t } = context;
  const ItemHeading = itemHeadingTag(Boolean(block.heading));
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        {block.heading ? <h2 className={styles.sectionHeading}>{block.heading}</h2> : null}
        <ul className={styles.cardList}>
          {block.contacts.map((contact) => (
            <li key={`${contact.name}-${contact.role}`} className={styles.card}>
              {contact.image ? <BlockImage image={contact.image} className={styles.contactImage} sizes="6rem" /> : null}
              <ItemHeading className={styles.itemHeading}>{contact.name}</ItemHeading>
              {contact.role ? <p className={styles.role}>{contact.role}</p> : null}
              <dl className={styles.details}>
                {contact.phone ? (
                  <div>
                    <dt>{t("content-pages.contact.phone")}</dt>
                    <dd>
                      <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {contact.email ? (
                  <div>
                    <dt>{t("content-pages.contact.email")}</dt>
                    <dd>
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** A size in kB or MB with the locale's decimal separator ("4,2 MB" in Swedish). */
export function formatFileSize(bytes: number, context: BlockContext): string {
  const isLarge = bytes >= 1_000_000;
  return context.intl.formatNumber(isLarge ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)), {
    style: "unit",
    unit: isLarge ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  });
}

/** Downloadable reports: title, publication date, format and size, download link. */
export function FileList({ block, context }: { block: FileListBlock; context: BlockContext }) {
  const { t, formatDay } = context;
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        {block.heading ? <h2 className={styles.sectionHeading}>{block.heading}</h2> : null}
        {block.files.length === 0 ? (
          <p>{t("content-pages.fileList.empty")}</p>
        ) : (
          <ul className={styles.fileList}>
            {block.files.map((file) => {
              const info = t("content-pages.fileList.fileInfo", {
                format: file.format,
                size: formatFileSize(file.size, context),
              });
              return (
                <li key={file.href} className={styles.file}>
                  <a href={file.href} className={styles.fileLink} download>
                    {/* The link names the file, its type and size so a screen reader user knows what they get. */}
                    <span className={styles.fileTitle}>{file.title}</span>
                    <span className={styles.fileInfo}>
                      {t("content-pages.fileList.download")} ({info})
                    </span>
                  </a>
                  <p className={styles.metaLine}>
                    {t("content-pages.fileList.published")} <time dateTime={file.date}>{formatDay(file.date)}</time>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </section>
  );
}

export function LinkList({ block }: { block: LinkListBlock }) {
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        {block.heading ? <h2 className={styles.sectionHeading}>{block.heading}</h2> : null}
        <ul className={styles.linkList}>
          {block.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Investor-relations key figures: value, label and change against the same period last year. */
export function KeyFigures({ block, context }: { block: KeyFiguresBlock; context: BlockContext }) {
  const { t } = context;
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        <h2 className={styles.sectionHeading}>{block.heading}</h2>
        <p className={styles.metaLine}>{t("content-pages.keyFigures.period", { period: block.period })}</p>
        <dl className={styles.keyFigures}>
          {block.figures.map((figure) => (
            <div key={figure.label} className={styles.keyFigure}>
              <dt>{figure.label}</dt>
              <dd className={styles.factValue}>{figure.value}</dd>
              {figure.change ? (
                <dd className={styles.change}>
                  {t("content-pages.keyFigures.change")}: {figure.change}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
        {block.note ? <p className={styles.note}>{block.note}</p> : null}
      </Container>
    </section>
  );
}
