import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadShedding, type LoadSheddingSettings } from "./load-shedding";

/*
 * Load shedding with a hand-moved clock and event-loop delay: requests in flight past what the
 * last second completed, or a late loop, are answered 503 with Retry-After: 1 at once; the
 * probes never are.
 */
const SETTINGS: LoadSheddingSettings = { maxWaitMs: 1000, minInFlight: 4, maxInFlight: 50, maxEventLoopDelayMs: 200 };

function harness(settings: Partial<LoadSheddingSettings> = {}) {
  let time = 1_000_000;
  let delay = 0;
  const waiting: (() => void)[] = [];
  const shedder = loadShedding({
    ...SETTINGS,
    ...settings,
    clock: () => time,
    eventLoopDelay: () => delay,
    exempt: ["/health", "/ready"],
  });
  const app = new Hono();
  app.use(shedder.middleware);
  // A request that is in flight until the test lets it finish.
  app.get("/slow", () => new Promise<Response>((resolve) => waiting.push(() => resolve(new Response("done")))));
  app.get("/fast", () => new Response("done"));
  app.get("/health", () => new Response("alive"));
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return {
    app,
    shedder,
    advance: (ms: number) => void (time += ms),
    setDelay: (ms: number) => void (delay = ms),
    /** Starts `count` slow requests and waits until they are in flight. */
    async hold(count: number): Promise<{ answers: Promise<Response[]> }> {
      const answers = Promise.all(Array.from({ length: count }, async () => app.request("/slow")));
      await flush();
      return { answers };
    },
    async release(count: number) {
      for (const finish of waiting.splice(0, count)) finish();
      await flush();
    },
  };
}

describe("load shedding", () => {
  it("serves everything while the requests in flight are fewer than the minimum", async () => {
    const t = harness();
    const { answers } = await t.hold(3);
    expect(t.shedder.inFlight()).toBe(3);
    expect((await t.app.request("/fast")).status).toBe(200);
    await t.release(3);
    expect((await answers).map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it("refuses with 503 and Retry-After: 1 when more are in flight than the last second completed", async () => {
    const t = harness();
    // Nothing has completed in the last second, and 4 wait: a new one would wait more than a second.
    await t.hold(4);
    const refused = await t.app.request("/fast");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toMatchObject({ status: 503, error: "ServiceUnavailable", message: "overloaded" });
    // The probes are answered whatever the load.
    expect((await t.app.request("/health")).status).toBe(200);
  });

  it("serves again once the rate of completions covers what is in flight", async () => {
    const t = harness();
    await t.hold(4);
    expect((await t.app.request("/fast")).status).toBe(503);
    // The 4 complete within the second: nothing in flight, 5 completed with the next one.
    await t.release(4);
    expect((await t.app.request("/fast")).status).toBe(200);
    // 5 completed in the last second: up to 5 in flight are served within it, the sixth waits longer.
    await t.hold(7);
    expect(t.shedder.inFlight()).toBe(6);
    expect((await t.app.request("/fast")).status).toBe(503);
    // One more completes: 5 in flight, 6 completed in the second.
    await t.release(1);
    expect((await t.app.request("/fast")).status).toBe(200);
    // A second later those completions no longer count, and 5 wait.
    t.advance(1100);
    expect((await t.app.request("/fast")).status).toBe(503);
  });

  it("refuses while the event loop runs late, and over the hard cap", async () => {
    const t = harness({ maxInFlight: 5, minInFlight: 100 });
    t.setDelay(250);
    expect((await t.app.request("/fast")).status).toBe(503);
    t.setDelay(10);
    expect((await t.app.request("/fast")).status).toBe(200);
    await t.hold(5);
    expect((await t.app.request("/fast")).status).toBe(503);
    await t.release(1);
    expect((await t.app.request("/fast")).status).toBe(200);
  });
});
