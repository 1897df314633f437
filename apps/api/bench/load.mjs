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

const format = (ms) => (Number.isNaN(ms) ? "–" : ms.toFixed(1));

/**
 * Markdown rows: p50, p95, p99 per call and for the whole mix. With a target (p95 in ms) every
 * call is judged on its own as well as the mix: the mix's p95 weighs each call by how often it is
 * sent, so five cheap autocompletes could otherwise hide one slow search. `misses` names every
 * row whose p95 is over the target (or that has no sample to judge).
 * @param {Awaited<ReturnType<typeof runLoad>>} load
 * @param {number | undefined} targetMs
 */
export function summarize({ samples, failures, seconds, requests }, targetMs) {
  const rows = [];
  const all = [];
  for (const [name, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    all.push(...sorted);
    rows.push({
      name,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    });
  }
  const sortedAll = all.sort((a, b) => a - b);
  rows.push({
    name: "**all calls**",
    count: sortedAll.length,
    p50: percentile(sortedAll, 50),
    p95: percentile(sortedAll, 95),
    p99: percentile(sortedAll, 99),
  });
  const isMissing = (row) => targetMs !== undefined && !(row.p95 <= targetMs);
  const verdict = (row) => (targetMs === undefined ? "not judged" : isMissing(row) ? "**missed**" : "met");
  const targetHeading = targetMs === undefined ? "p95 target" : `p95 ≤ ${targetMs} ms`;
  const lines = rows.map(
    (row) =>
      `| ${row.name} | ${row.count} | ${format(row.p50)} | ${format(row.p95)} | ${format(row.p99)} | ${verdict(row)} |`,
  );
  return {
    table: [
      `| call | requests | p50 ms | p95 ms | p99 ms | ${targetHeading} |`,
      "|---|---|---|---|---|---|",
      ...lines,
    ].join("\n"),
    rps: requests / seconds,
    p95: percentile(sortedAll, 95),
    rows,
    misses: rows.filter(isMissing).map((row) => `${row.name.replaceAll("*", "")} p95 ${format(row.p95)} ms`),
    failures: [...failures].map(([name, status]) => `${name}: HTTP ${status}`),
  };
}
