// A page requested with a query (the proxy sends it here: /{site}/_q{path}): rendered per request
// from cached data (site-shell page.tsx).
import { createSitePage } from "@housing/site-shell/page";
import { app } from "../../../../site";

const { QueriedSitePage, generateQueriedMetadata } = createSitePage(app);

export default QueriedSitePage;
export { generateQueriedMetadata as generateMetadata };
