// node --test tooling/prod/ — the balancer's configuration as generated from the topology.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ensureCertificates, hasOpenssl } from "./certificates.mjs";
import { composeHaproxyConfig } from "./compose-config.mjs";
import {
  APPS,
  corsOriginsValue,
  hostNames,
  planTopology,
  renderHaproxyConfig,
  siteHostsValue,
  siteOriginsValue,
} from "./topology.mjs";

const template = readFileSync(new URL("./haproxy.cfg.template", import.meta.url), "utf8");
const render = (plan, certificate = "/certs/server-bundle.pem") =>
  renderHaproxyConfig(plan, { template, certificate, adminSocket: "/run/haproxy.sock" });

/** The backend blocks of a configuration, by name, with their lines. */
function backends(config) {
  const result = new Map();
  let current;
  for (const line of config.split("\n")) {
    const start = /^backend (\S+)/.exec(line);
    if (start) {
      current = [];
      result.set(start[1], current);
    } else if (/^\S/.test(line)) current = undefined;
    else if (current && line.trim()) current.push(line.trim());
  }
  return result;
}

test("every brand host and the API host are routed to their own backend", () => {
  const plan = planTopology();
  const config = render(plan);
  for (const app of APPS) {
    assert.match(
      config,
      new RegExp(
        `use_backend app_${app.app} if \\{ hdr\\(host\\),field\\(1,:\\),lower -m str ${app.app}\\.fjallvik\\.localhost \\}`,
      ),
    );
  }
  assert.match(config, /use_backend api if \{ hdr\(host\),field\(1,:\),lower -m str api\.fjallvik\.localhost \}/);
  assert.match(config, /default_backend unknown_host/);
  assert.doesNotMatch(config, /\{\{[A-Z_]+\}\}/, "no placeholder is left");
});

test("two processes per backend, each health-checked, on distinct ports", () => {
  const plan = planTopology();
  const blocks = backends(render(plan));
  const ports = new Set();
  for (const name of ["api", ...APPS.map((app) => `app_${app.app}`)]) {
    const lines = blocks.get(name);
    assert.ok(lines, `backend ${name}`);
    const servers = lines.filter((line) => line.startsWith("server "));
    assert.equal(servers.length, 2, `${name} has two servers`);
    for (const server of servers) {
      assert.match(server, / check /);
      ports.add(server.split(" ")[2]);
    }
    assert.ok(lines.includes("balance leastconn"));
    const host = name === "api" ? "api.fjallvik.localhost" : `${name.slice(4)}.fjallvik.localhost`;
    // Ready, not only alive: a process whose API or database is gone leaves the rotation.
    const path = name === "api" ? "/ready" : "/ready/";
    assert.ok(lines.includes(`http-check send meth GET uri ${path} ver HTTP/1.1 hdr Host ${host}`), name);
  }
  assert.equal(ports.size, 14, "2 API + 12 app processes, none sharing a port");
});

test("the process counts and the domain are settings", () => {
  const plan = planTopology({ apiProcesses: 3, appProcesses: 1, domain: "example.test", httpsPort: 443 });
  const blocks = backends(render(plan));
  assert.equal(blocks.get("api").filter((line) => line.startsWith("server ")).length, 3);
  assert.equal(blocks.get("app_fi").filter((line) => line.startsWith("server ")).length, 1);
  assert.equal(plan.apps[0].origin, "https://se.example.test");
  assert.throws(() => planTopology({ domain: "not a domain" }), /Not a domain name/);
  assert.throws(() => planTopology({ apiProcesses: 0 }), /apiProcesses/);
  assert.throws(() => planTopology({ httpsPort: Number("x") }), /httpsPort must be a port number/);
});

test("the sites' and the API's variables name every site on its app's host", () => {
  const plan = planTopology();
  assert.equal(
    siteHostsValue(plan),
    "se=se.fjallvik.localhost;se-en=se.fjallvik.localhost;senior=senior.fjallvik.localhost;" +
      "boratt=boratt.fjallvik.localhost;no=no.fjallvik.localhost;fi=fi.fjallvik.localhost;" +
      "contractor=contractor.fjallvik.localhost",
  );
  assert.match(
    siteOriginsValue(plan),
    /^se=https:\/\/se\.fjallvik\.localhost:8443;se-en=https:\/\/se\.fjallvik\.localhost:8443;/,
  );
  assert.equal(corsOriginsValue(plan).split(",").length, 6);
  assert.deepEqual(hostNames(plan).slice(0, 2), ["api.fjallvik.localhost", "se.fjallvik.localhost"]);
});

test("an unknown placeholder in the template fails loudly", () => {
  assert.throws(
    () => renderHaproxyConfig(planTopology(), { template: "{{NOPE}}", certificate: "x", adminSocket: "x" }),
    /Unknown placeholder \{\{NOPE\}\}/,
  );
});

test("deploy/haproxy/haproxy.cfg is the compose topology's rendering", () => {
  const committed = readFileSync(new URL("../../deploy/haproxy/haproxy.cfg", import.meta.url), "utf8");
  assert.equal(committed, composeHaproxyConfig(), "run node tooling/prod/compose-config.mjs --write");
});

const hasHaproxy = spawnSync("haproxy", ["-v"]).status === 0;
test("HAProxy accepts the generated configuration", { skip: !hasHaproxy || !hasOpenssl() }, () => {
  const dir = mkdtempSync(join(tmpdir(), "housing-prod-test-"));
  try {
    const plan = planTopology();
    const { bundle } = ensureCertificates(join(dir, "tls"), hostNames(plan));
    const file = join(dir, "haproxy.cfg");
    writeFileSync(file, render(plan, bundle));
    const result = spawnSync("haproxy", ["-c", "-f", file], { encoding: "utf8" });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    // The certificate covers every host name and is signed by the local CA.
    const verify = spawnSync("openssl", ["verify", "-CAfile", join(dir, "tls/ca.pem"), join(dir, "tls/server.pem")], {
      encoding: "utf8",
    });
    assert.equal(verify.status, 0, verify.stderr);
    const text = spawnSync(
      "openssl",
      ["x509", "-in", join(dir, "tls/server.pem"), "-noout", "-ext", "subjectAltName"],
      {
        encoding: "utf8",
      },
    ).stdout;
    for (const host of hostNames(plan)) assert.ok(text.includes(`DNS:${host}`), host);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
