// My pages (the proxy sends every request under the site's my-pages path here: /{site}/_p{path}):
// rendered per user from the session cookie (site-shell personal-page.tsx).
import { createPersonalPage } from "@housing/site-shell/personal-page";
import { app } from "../../../../site";

const { PersonalPage, generateMetadata } = createPersonalPage(app);

export default PersonalPage;
export { generateMetadata };
