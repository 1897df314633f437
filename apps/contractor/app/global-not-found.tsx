// A page that does not exist, rendered on the server with status 404 (site-shell, global-not-found.tsx).
// It stands outside the root layout, so it imports the brand's faces the layout imports.
import "@housing/ui/fonts/contractor.css";
import { createGlobalNotFound } from "@housing/site-shell/global-not-found";
import { app } from "../site";

const { GlobalNotFound, generateMetadata } = createGlobalNotFound(app);

export default GlobalNotFound;
export { generateMetadata };
