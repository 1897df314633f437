import { createSitePage } from "@housing/site-shell/page";
import { app } from "../../../site";

const { SitePage, generateMetadata } = createSitePage(app);

export default SitePage;
export { generateMetadata };
