import { createTranslator } from "@housing/i18n";
import { contentPagesMessages } from "../../messages";
import { Container, Image } from "@housing/ui";
import type { TemplateProps } from "../template-props";
import { EditorialPage } from "./editorial-page";
import styles from "./editorial.module.css";

/**
 * Template "ImageFilePage": one image from the media bank (press images,
 * illustrations) shown large with a download link at full size. The images
 * come from the view model's `images`.
 */
export function ImageFilePage(props: TemplateProps) {
  const { t } = createTranslator(props.site.locale, { messages: [contentPagesMessages] });
  return (
    <EditorialPage {...props}>
      <Container>
        {props.model.images.map((image) => (
          <figure key={image.url} className={styles.imageFile}>
            {/* The page is about this one image: it is the LCP, so it loads with priority. */}
            <Image
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className={styles.imageFileImage}
              sizes="(max-width: 625px) 100vw, 75rem"
              priority
            />
            {/* The alt text already describes the image; the caption only offers the full-size file. */}
            <figcaption className={styles.imageFileCaption}>
              <a href={image.url} download>
                {t("content-pages.imageFile.download", { width: image.width, height: image.height })}
              </a>
            </figcaption>
          </figure>
        ))}
      </Container>
    </EditorialPage>
  );
}

/**
 * Template "SandboxPage": the developers' sandbox for trying content blocks
 * (plain layout, never indexed: the registry marks it noindex).
 */
export function SandboxPage(props: TemplateProps) {
  const { t } = createTranslator(props.site.locale, { messages: [contentPagesMessages] });
  return (
    <EditorialPage {...props}>
      <Container>
        <p className={styles.notice}>{t("content-pages.sandbox.notice")}</p>
      </Container>
    </EditorialPage>
  );
}
