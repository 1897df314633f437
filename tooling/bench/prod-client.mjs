// What the load and fault benches (`pnpm bench:load`, `pnpm bench:faults`) share: the running production
// shape's topology (.prod/topology.json, written by `npm run start:prod`) and a visitor's HTTPS client
// through its balancer. Each visitor has its own loopback address (127.0.0.2 …), so the balancer, the
// apps and the API see distinct visitors, as they would on a launch day, and per-IP rate limits apply
// to each as to a person.
import { readFileSync, existsSync } from "node:fs";
import { Agent, request } from "node:https";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));

/** The running shape: fails with what to do when it is not running. */
export function readTopology() {
  const file = join(process.env.HOUSING_PROD_DATA_DIR ?? join(root, ".prod"), "topology.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: start the production shape first (npm run start:prod).`);
  const topology = JSON.parse(readFileSync(file, "utf8"));
  return { ...topology, caPem: readFileSync(topology.ca) };
}

/** The demo users with an e-mail login on the Swedish site (README), all with the password Demo-1234. */
export const SWEDISH_EMAIL_USERS = [
  "anna.andersson@example.com",
  "bjorn.andersson@example.com",
  "erik.svensson@example.com",
  "maria.ek@example.com",
  "nils.strand@example.com",
  "lena.dahl@example.com",
  "oskar.nyberg@example.com",
  "elsa.berglund@example.com",
  "hugo.sandberg@example.com",
  "lisa.holm@example.com",
  "sofia.lindqvist@example.com",
];
export const DEMO_PASSWORD = "Demo-1234";

/** The loopback address of visitor `index` (127.0.0.2 … 127.0.254.254). */
export function visitorAddress(index) {
  const n = index + 2;
  return `127.0.${Math.floor(n / 254) % 254}.${(n % 254) + 1}`;
}

/**
 * One visitor: keep-alive HTTPS connections from its own loopback address, its cookies, and a
 * request that measures itself. Never throws: a network error or timeout is a result with status 0.
 */
export function createVisitor(topology, index, { timeoutMs = 30_000 } = {}) {
  const localAddress = visitorAddress(index);
  const agent = new Agent({ keepAlive: true, maxSockets: 4, ca: topology.caPem });
  const cookies = new Map();

  function send(method, url, { body, headers = {} } = {}) {
    const target = new URL(url);
    const payload =
      body === undefined ? undefined : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const startedAt = performance.now();
    return new Promise((resolve) => {
      const call = request(
        {
          host: "127.0.0.1",
          port: target.port || 443,
          path: `${target.pathname}${target.search}`,
          method,
          agent,
          localAddress,
          servername: target.hostname,
          headers: {
            host: target.host,
            "user-agent": "housing-bench",
            accept: headers.accept ?? "text/html,application/json",
            ...(cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
            ...(payload !== undefined
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
        },
        (response) => {
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const at = pair.indexOf("=");
            const name = pair.slice(0, at).trim();
            const value = pair.slice(at + 1).trim();
            if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") cookies.delete(name);
            else cookies.set(name, value);
          }
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - startedAt,
              headers: response.headers,
              text: () => Buffer.concat(chunks).toString("utf8"),
            }),
          );
          response.on("error", () =>
            resolve({ status: 0, ms: performance.now() - startedAt, headers: {}, text: () => "" }),
          );
        },
      );
      call.setTimeout(timeoutMs, () => call.destroy(new Error("timeout")));
      call.on("error", () => resolve({ status: 0, ms: performance.now() - startedAt, headers: {}, text: () => "" }));
      if (payload !== undefined) call.write(payload);
      call.end();
    });
  }

  return { index, localAddress, cookies, send, close: () => agent.destroy() };
}

/** p50/p95/p99/max of a list of milliseconds. */
export function percentiles(values) {
  if (values.length === 0) return { p50: 0, p95: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) };
}

export const round = (value, digits = 1) => Number(value.toFixed(digits));
