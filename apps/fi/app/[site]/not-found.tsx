export { SiteNotFound as default, generateMetadata } from "@housing/site-shell/not-found";
