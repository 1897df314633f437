// HAProxy in front of the local servers (the six apps on 3000–3005, the API on 4000), with the
// production shape's configuration (the same template and routing: topology.mjs), one process per
// backend. The end-to-end suite starts it, so its header check grades every site over HTTPS behind a
// real balancer and its bad-input spec runs through one (packages/e2e/playwright.config.ts).
//
//   node tooling/prod/local-balancer.mjs <data-dir>     runs in the foreground until stopped
//   node tooling/prod/local-balancer.mjs --describe     prints whether HAProxy is installed, the ports and
//                                                       HOUSING_SITE_HOSTS for the apps, as JSON
//
// HOUSING_LOCAL_BALANCER_HTTPS_PORT / _HTTP_PORT: default 8543 and 8580. The apps must know the host
// names: HOUSING_SITE_HOSTS=localBalancerSiteHosts().
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureCertificates } from "./certificates.mjs";
import { hostNames, planTopology, renderHaproxyConfig } from "./topology.mjs";

export const LOCAL_BALANCER = {
  domain: "fjallvik.localhost",
  httpsPort: Number(process.env.HOUSING_LOCAL_BALANCER_HTTPS_PORT ?? 8543),
  httpPort: Number(process.env.HOUSING_LOCAL_BALANCER_HTTP_PORT ?? 8580),
};

/** The plan: each app's one process on its local port (se 3000 … contractor 3005), the API on 4000. */
export function localBalancerPlan() {
  return planTopology({
    ...LOCAL_BALANCER,
    apiProcesses: 1,
    appProcesses: 1,
    apiBasePort: 4000,
    appBasePort: 3000,
  });
}

/**
 * HOUSING_SITE_HOSTS for the local apps, so they answer the balancer's host names too. Each site's
 * local host comes first: the site switcher links to a site's first extra host, which stays local.
 */
export function localBalancerSiteHosts() {
  const plan = localBalancerPlan();
  return plan.apps
    .flatMap((app) => app.sites.map((site) => `${site}=localhost:${app.servers[0].port},${app.host}`))
    .join(";");
}

/** Whether HAProxy is installed (the suite skips the balancer's specs without it, saying so). */
export function hasHaproxy() {
  return spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--describe") {
  // For the end-to-end suite's config, which runs this file rather than importing it (it lives
  // outside the suite's package): whether HAProxy is here, the ports, the apps' host names.
  console.log(
    JSON.stringify({
      hasHaproxy: hasHaproxy(),
      httpsPort: LOCAL_BALANCER.httpsPort,
      httpPort: LOCAL_BALANCER.httpPort,
      siteHosts: localBalancerSiteHosts(),
    }),
  );
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error("usage: node tooling/prod/local-balancer.mjs <data-dir>");
    process.exit(2);
  }
  mkdirSync(dataDir, { recursive: true });
  const plan = localBalancerPlan();
  const certificates = ensureCertificates(join(dataDir, "tls"), hostNames(plan));
  const config = join(dataDir, "haproxy.cfg");
  writeFileSync(
    config,
    renderHaproxyConfig(plan, {
      template: readFileSync(new URL("./haproxy.cfg.template", import.meta.url), "utf8"),
      certificate: certificates.bundle,
      adminSocket: join(dataDir, "haproxy.sock"),
    }),
  );
  const child = spawn("haproxy", ["-db", "-f", config], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
}
