import { vi } from "vitest";

/*
 * Test doubles of the session bridge for the features' browser tests (never imported by runtime
 * code): the personal calls as the bridge answers them, an API refusal, a call held open.
 */

export type BridgeAnswer = (body: unknown) => Response | Promise<Response>;

/**
 * The API as the session bridge answers it (`/_api/{path}`), for the browser's personal calls:
 * answers by "METHOD path" (no query); anything else is a 404. Returns the calls made with bodies.
 */
export function stubBridge(answers: Record<string, BridgeAnswer>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname.replace(/^\/_api\//, "").replace(/\/$/, "");
      const call = `${request.method} ${path}`;
      const text = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      calls.push({ call, body });
      const answer = answers[call];
      return answer
        ? answer(body)
        : Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 });
    }),
  );
  return calls;
}

export const refusal = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
  Response.json({ status, error: "InvalidInput", message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });

/** A call that stays open until the test lets it answer. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
