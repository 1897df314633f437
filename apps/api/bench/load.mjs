// A small closed-loop load generator over loopback: `concurrency` workers each
// send the next request of the mix as soon as their previous one answered.
// Latency is measured per request from send to fully read body.

/** @typedef {{ name: string, method?: string, path: string, body?: unknown }} Call */

/**
 * @param {string} baseUrl
 * @param {Call[]} mix the calls, taken round-robin
 * @param {{ requests: number, concurrency: number }} options
 */
export async function runLoad(baseUrl, mix, { requests, concurrency }) {
  const samples = new Map(mix.map((call) => [call.name, []]));
  const failures = new Map();
  let next = 0;
  const startedAt = performance.now();
  async function worker() {
    while (next < requests) {
      const call = mix[next++ % mix.length];
      const sentAt = performance.now();
      const response = await fetch(`${baseUrl}${call.path}`, {
        method: call.method ?? "POST",
        headers: call.body === undefined ? {} : { "content-type": "application/json" },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - sentAt;
      if (response.ok) samples.get(call.name).push(elapsed);
      else failures.set(call.name, `${response.status}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  return { samples, failures, seconds, requests };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Markdown rows: p50, p95, p99 per call and for the whole mix. */
export function summarize({ samples, failures, seconds, requests }) {
  const rows = [];
  const all = [];
  for (const [name, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    all.push(...sorted);
    rows.push([name, sorted.length, percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]);
  }
  const sortedAll = all.sort((a, b) => a - b);
  rows.push(["**all calls**", sortedAll.length, percentile(sortedAll, 50), percentile(sortedAll, 95), percentile(sortedAll, 99)]);
  const format = (ms) => (Number.isNaN(ms) ? "–" : ms.toFixed(1));
  const lines = rows.map(([name, count, p50, p95, p99]) => `| ${name} | ${count} | ${format(p50)} | ${format(p95)} | ${format(p99)} |`);
  return {
    table: ["| call | requests | p50 ms | p95 ms | p99 ms |", "|---|---|---|---|---|", ...lines].join("\n"),
    rps: requests / seconds,
    p95: percentile(sortedAll, 95),
    failures: [...failures].map(([name, status]) => `${name}: HTTP ${status}`),
  };
}
