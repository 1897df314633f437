import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { inProcessQueue } from "./in-process";

describe("the in-process job runner", () => {
  it("runs jobs after the sender returns, in order, and settles when all have run", async () => {
    const queue = inProcessQueue(createLogger("silent"));
    const ran: number[] = [];
    queue.handle<{ n: number }>("count", async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      ran.push(n);
    });
    await queue.start();
    await queue.send("count", { n: 1 });
    await queue.send("count", { n: 2 });
    expect(ran).toEqual([]);
    await queue.settled();
    expect(ran).toEqual([1, 2]);
  });

  it("tries a failing job three times, logs without its data, and goes on with the next", async () => {
    const lines: string[] = [];
    const queue = inProcessQueue(createLogger("debug", (line) => lines.push(line)));
    let attempts = 0;
    const ran: string[] = [];
    queue.handle<{ secret: string }>("flaky", () => {
      attempts += 1;
      return Promise.reject(new Error("database gone"));
    });
    queue.handle<{ what: string }>("fine", ({ what }) => Promise.resolve(void ran.push(what)));
    await queue.send("flaky", { secret: "anna@example.com" });
    await queue.send("fine", { what: "next" });
    await queue.settled();
    expect(attempts).toBe(3);
    expect(ran).toEqual(["next"]);
    expect(lines.filter((line) => line.includes("job failed"))).toHaveLength(3);
    expect(lines.join("\n")).not.toContain("anna@example.com");
  });

  it("takes no jobs once stopped", async () => {
    const queue = inProcessQueue(createLogger("silent"));
    queue.handle("noop", () => Promise.resolve());
    await queue.stop();
    await expect(queue.send("noop", {})).rejects.toThrow(/stopped/);
  });
});
