// The balancer's configuration of deploy/compose.yaml, from the same template and topology as
// `npm run start:prod`. In compose the balancer, the API processes and the simulators share the
// simulators' network namespace (the simulators listen on loopback only, as on a developer's machine),
// so they reach each other on 127.0.0.1; each app process is its own container (`se-1`, `se-2`, …) on
// port 3000.
//
//   node tooling/prod/compose-config.mjs --write          rewrites deploy/haproxy/haproxy.cfg
//   node tooling/prod/compose-config.mjs --certificates   makes the certificates compose mounts (.prod/compose-tls/)
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureCertificates } from "./certificates.mjs";
import { hostNames, planTopology, renderHaproxyConfig } from "./topology.mjs";

/** Where compose.yaml mounts the certificate bundle into the balancer. */
export const COMPOSE_CERTIFICATE = "/usr/local/etc/haproxy/tls/server-bundle.pem";

export function composePlan() {
  return planTopology({
    serverAddress: (kind, index, port) =>
      kind === "api" || kind.endsWith("-sim") ? `127.0.0.1:${port}` : `${kind}-${index + 1}:3000`,
  });
}

export function composeHaproxyConfig() {
  const template = readFileSync(new URL("./haproxy.cfg.template", import.meta.url), "utf8");
  return renderHaproxyConfig(composePlan(), {
    template,
    certificate: COMPOSE_CERTIFICATE,
    adminSocket: "/var/run/haproxy-admin.sock",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv[2];
  if (flag === "--write") {
    const target = fileURLToPath(new URL("../../deploy/haproxy/haproxy.cfg", import.meta.url));
    writeFileSync(target, composeHaproxyConfig());
    console.log(`wrote ${target}`);
  } else if (flag === "--certificates") {
    const dir = fileURLToPath(new URL("../../.prod/compose-tls", import.meta.url));
    const files = ensureCertificates(dir, hostNames(composePlan()));
    // The balancer's image runs as its own user, which must read the bundle it is given.
    chmodSync(files.bundle, 0o644);
    console.log(`certificates in ${dir} (trust ${files.ca})`);
  } else {
    process.stdout.write(composeHaproxyConfig());
  }
}
