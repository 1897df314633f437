import type { TemplateProps } from "../template-props";
import { EditorialPage, newestFirst } from "./editorial-page";

/** Template "NewsRoomPage": the company's press releases and news, newest first. */
export function NewsRoomPage(props: TemplateProps) {
  return <EditorialPage {...props} blocks={newestFirst(props.model.blocks)} />;
}

/** Template "PressReleasePage": one press release with its date, text, images and press contacts. */
export function PressReleasePage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "ResidenceNewsPage": news from one housing project (construction progress, showings, sales start). */
export function ResidenceNewsPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "BlogListPage": the brand's blog posts, newest first. */
export function BlogListPage(props: TemplateProps) {
  return <EditorialPage {...props} blocks={newestFirst(props.model.blocks)} />;
}

/** Template "BlogItemPage": one blog post with its date and author. */
export function BlogItemPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}
