// The production shape on one machine (`npm run start:prod`) and in containers (deploy/compose.yaml):
// which processes run, on which ports, behind which host names of the load balancer. Pure data and
// functions, so the balancer's configuration is generated from one place and tested (topology.test.mjs).

/** The six brand apps; the Swedish app serves the English sub-site at /en/ on its host. localPort mirrors site-config's APP_PORTS. */
export const APPS = [
  { app: "se", localPort: 3000, label: "Fjällvik Bostad (sv)", sites: ["se", "se-en"] },
  { app: "senior", localPort: 3001, label: "Fjällvik Seniorgården (sv)", sites: ["senior"] },
  { app: "boratt", localPort: 3002, label: "Fjällvik Borätt (sv)", sites: ["boratt"] },
  { app: "no", localPort: 3003, label: "Fjällvik Bolig (nb)", sites: ["no"] },
  { app: "fi", localPort: 3004, label: "Fjällvik Koti (fi)", sites: ["fi"] },
  { app: "contractor", localPort: 3005, label: "Fjällvik Entreprenad (sv)", sites: ["contractor"] },
];

/**
 * The simulators the balancer fronts with TLS: the API in production accepts only https URLs for the
 * card provider and Svea, and these two simulators speak plain HTTP on loopback. The others (BankID,
 * Swish) speak TLS themselves; the e-ID broker is allowed on loopback http.
 */
export const TLS_FRONTED_SIMULATORS = [
  { name: "card", port: 4306 },
  { name: "svea", port: 4307 },
];

export const DEFAULTS = {
  /** `*.localhost` is loopback in browsers and curl (RFC 6761); Node is helped by loopback-dns.cjs. */
  domain: "fjallvik.localhost",
  httpsPort: 8443,
  httpPort: 8080,
  apiProcesses: 2,
  appProcesses: 2,
  /** The API processes listen on 4100, 4101, …; the apps' processes on 3100, 3101, … (two per app, in APPS order). */
  apiBasePort: 4100,
  appBasePort: 3100,
};

/**
 * The processes and host names of the topology.
 * @param {Partial<typeof DEFAULTS> & { serverAddress?: (kind: string, index: number, port: number) => string }} [options]
 *   serverAddress: where the balancer reaches a process (default `127.0.0.1:<port>`; compose gives service names)
 */
export function planTopology(options = {}) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const settings = { ...DEFAULTS, ...given };
  const { domain, httpsPort, apiProcesses, appProcesses } = settings;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(domain)) {
    throw new Error(`Not a domain name: "${domain}"`);
  }
  for (const [name, count] of [
    ["apiProcesses", apiProcesses],
    ["appProcesses", appProcesses],
  ]) {
    if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`${name} must be 1 to 16`);
  }
  for (const name of ["httpsPort", "httpPort", "apiBasePort", "appBasePort"]) {
    const value = settings[name];
    if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number`);
  }
  const address = options.serverAddress ?? ((_kind, _index, port) => `127.0.0.1:${port}`);
  const portSuffix = httpsPort === 443 ? "" : `:${httpsPort}`;
  const api = {
    name: "api",
    host: `api.${domain}`,
    origin: `https://api.${domain}${portSuffix}`,
    servers: Array.from({ length: apiProcesses }, (_, index) => {
      const port = settings.apiBasePort + index;
      return { name: `api${index + 1}`, port, address: address("api", index, port) };
    }),
  };
  const apps = APPS.map((entry, appIndex) => ({
    ...entry,
    host: `${entry.app}.${domain}`,
    origin: `https://${entry.app}.${domain}${portSuffix}`,
    servers: Array.from({ length: appProcesses }, (_, index) => {
      const port = settings.appBasePort + appIndex * appProcesses + index;
      return { name: `${entry.app}${index + 1}`, port, address: address(entry.app, index, port) };
    }),
  }));
  const simulators = TLS_FRONTED_SIMULATORS.map(({ name, port }) => ({
    name,
    host: `${name}-sim.${domain}`,
    origin: `https://${name}-sim.${domain}${portSuffix}`,
    port,
    address: address(`${name}-sim`, 0, port),
  }));
  return { ...settings, api, apps, simulators };
}

/** Every host name the certificate must cover. */
export function hostNames(plan) {
  return [plan.api.host, ...plan.apps.map((app) => app.host), ...plan.simulators.map((simulator) => simulator.host)];
}

/** HOUSING_SITE_HOSTS for the sites and the API: each site code on its app's balancer host. */
export function siteHostsValue(plan) {
  return plan.apps.flatMap((app) => app.sites.map((site) => `${site}=${app.host}`)).join(";");
}

/** HOUSING_SITE_ORIGINS for the API's revalidation calls (one origin per site code). */
export function siteOriginsValue(plan) {
  return plan.apps.flatMap((app) => app.sites.map((site) => `${site}=${app.origin}`)).join(";");
}

/** HOUSING_CORS_ORIGINS for the API: the sites' public origins. */
export function corsOriginsValue(plan) {
  return plan.apps.map((app) => app.origin).join(",");
}

const indent = (lines) => lines.map((line) => `    ${line}`).join("\n");

/**
 * The HAProxy configuration: the template (haproxy.cfg.template) with its placeholders filled.
 * @param {ReturnType<typeof planTopology>} plan
 * @param {{ template: string, certificate: string, adminSocket: string }} files the template's text, the PEM
 *   (certificate + key) HAProxy serves, and where its admin socket listens
 */
export function renderHaproxyConfig(plan, { template, certificate, adminSocket }) {
  const routes = [
    `use_backend api if { hdr(host),field(1,:),lower -m str ${plan.api.host} }`,
    ...plan.apps.map((app) => `use_backend app_${app.app} if { hdr(host),field(1,:),lower -m str ${app.host} }`),
    ...plan.simulators.map(
      (simulator) => `use_backend sim_${simulator.name} if { hdr(host),field(1,:),lower -m str ${simulator.host} }`,
    ),
  ];
  const backends = [
    backend("api", { path: "/ready", host: plan.api.host }, plan.api.servers),
    ...plan.apps.map((app) =>
      backend(`app_${app.app}`, { path: "/ready/", host: app.host }, app.servers, APP_PROCESS_MAXCONN),
    ),
    ...plan.simulators.map((simulator) =>
      [
        `backend sim_${simulator.name}`,
        indent([
          // The simulator builds its payer page's address from the Host header, which it must reach directly.
          `http-request set-header Host ${simulator.address}`,
          `server ${simulator.name} ${simulator.address}`,
        ]),
      ].join("\n"),
    ),
  ];
  const values = {
    HTTP_PORT: String(plan.httpPort),
    HTTPS_PORT: String(plan.httpsPort),
    CERTIFICATE: certificate,
    ADMIN_SOCKET: adminSocket,
    ROUTES: indent(routes),
    BACKENDS: backends.join("\n\n"),
  };
  const output = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`Unknown placeholder ${match} in the HAProxy template`);
    return values[name];
  });
  return output;
}

/**
 * Requests one app process renders at once; more wait in the balancer's queue, at most
 * QUEUE_TIMEOUT, and then get its 503 with Retry-After at once instead of waiting in the process.
 * A Node process renders one page at a time on its thread: a few in flight keep it busy, hundreds
 * only make every visitor wait (and its health check with them, which would take it out of rotation).
 * The API needs none: it sheds load itself (apps/api core/load-shedding.ts).
 */
export const APP_PROCESS_MAXCONN = 12;
export const QUEUE_TIMEOUT = "2s";

/**
 * A backend over the given processes, each checked on a cheap path (HTTP/1.1, with the public host),
 * to the process with the fewest requests in flight.
 */
function backend(name, check, servers, maxconn) {
  return [
    `backend ${name}`,
    indent([
      "balance leastconn",
      "option httpchk",
      `http-check send meth GET uri ${check.path} ver HTTP/1.1 hdr Host ${check.host}`,
      "http-check expect status 200",
      // A busy process answers its check late, not never: only three missed checks of 5 s take it out.
      "timeout check 5s",
      // A request that could not connect (a process stopping) goes to the next one; nothing that
      // reached a process is sent twice.
      "retry-on conn-failure",
      "option redispatch",
      ...(maxconn ? [`timeout queue ${QUEUE_TIMEOUT}`] : []),
      ...servers.map(
        (server) =>
          `server ${server.name} ${server.address} check inter 2s fall 3 rise 2${maxconn ? ` maxconn ${maxconn}` : ""}`,
      ),
    ]),
  ].join("\n");
}
