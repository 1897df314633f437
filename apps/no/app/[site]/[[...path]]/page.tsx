import { createSitePage } from "@housing/site-shell/page";
import { app } from "../../../site";

const { SitePage, generateMetadata, generateStaticParams } = createSitePage(app);

export default SitePage;
export { generateMetadata, generateStaticParams };

// A page without a query is rendered on its first visit and kept, rendered again in the background
// once a minute old or when its content's tags are revalidated (site-shell page.tsx, data.ts).
export const revalidate = 60;
