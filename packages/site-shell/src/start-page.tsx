import { StartPage, type TemplateProps } from "@housing/content-pages";
import { StartSearchBox } from "@housing/search";

/**
 * The start template with the home search's box in its search slot. The template lives in
 * content-pages and the box in search, and features do not import each other, so the two meet
 * here: the box renders on the server and loads its combobox only when focused; on a site
 * without a home search it renders nothing.
 */
export function StartPageWithSearch(props: TemplateProps) {
  return <StartPage {...props} searchSlot={<StartSearchBox site={props.site} />} />;
}
