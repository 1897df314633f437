// POST /_revalidate/: expires cached content by tag when the CMS changes it (site-shell revalidate-route.ts).
export { revalidateRoute as POST } from "@housing/site-shell/revalidate-route";
