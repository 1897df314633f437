import { createSitePage } from "@housing/site-shell/page";
import { app } from "../../../site";

const { SitePage, generateMetadata } = createSitePage(app);

export default SitePage;
export { generateMetadata };

// Rendered per request, each response with its own script nonce, from the API data Next keeps in its
// data cache (site-shell page.tsx, data.ts; ARCHITECTURE.md, "Security headers").
