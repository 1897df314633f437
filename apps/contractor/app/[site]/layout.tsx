// The faces of this app's brand (contractor); the theme names them (packages/ui fonts.css).
import "@housing/ui/fonts/contractor.css";
import { createSiteLayout } from "@housing/site-shell/layout";
import { app } from "../../site";

const { SiteLayout, generateMetadata } = createSiteLayout(app);

export default SiteLayout;
export { generateMetadata };
export { viewport } from "@housing/site-shell/layout";
