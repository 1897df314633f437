export { SiteNotFound as default, notFoundMetadata as metadata } from "@housing/site-shell/not-found";
