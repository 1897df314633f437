// GET /health/: the process is alive (site-shell health-route.ts).
export { healthRoute as GET } from "@housing/site-shell/health-route";

export const dynamic = "force-dynamic";
