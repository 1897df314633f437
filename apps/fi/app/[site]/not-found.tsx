export { SiteNotFound as default } from "@housing/site-shell/not-found";
