// GET /ready/: the API answers, so visitors can be served (site-shell health-route.ts).
export { readyRoute as GET } from "@housing/site-shell/health-route";

export const dynamic = "force-dynamic";
