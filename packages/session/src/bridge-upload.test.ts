// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@housing/contracts";
vi.mock("server-only", () => ({}));
import { createSessionBridge } from "./bridge";

/*
 * Uploads through the bridge (the fault report's files, spec sections 5 and 8): the multipart
 * body streams to the API as it arrives, with its type (boundary) and declared length, and the
 * API's early 413 reaches the browser as the API sent it, while the rest of the body is unsent.
 */

const MB = 1024 * 1024;
const BOUNDARY = "----bridge-upload-boundary";
const UPLOAD_PATH = "/case_management/customer/create_case";

interface Seen {
  contentType: string | undefined;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
  authorization: string | undefined;
  bytes: number;
}

let server: Server;
let apiBaseUrl: string;
let seen: Seen[] = [];
let resetMidBody = false;
/** Resolves when the "API" has the first bytes of the current upload. */
let firstBytes: Promise<void>;
let gotFirstBytes: () => void;

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  resetMidBody = false;
  firstBytes = new Promise((resolve) => (gotFirstBytes = resolve));
});

/** Like the API: reads the body as it comes, and refuses at once (413, connection closed) past 20 MB. */
async function answer(request: IncomingMessage, response: ServerResponse) {
  const entry: Seen = {
    contentType: request.headers["content-type"],
    contentLength: request.headers["content-length"],
    transferEncoding: request.headers["transfer-encoding"],
    authorization: request.headers.authorization,
    bytes: 0,
  };
  seen.push(entry);
  const declared = Number(request.headers["content-length"] ?? 0);
  if (resetMidBody) {
    // A connection cut mid-body with no answer read: what a loaded machine can turn the refusal into.
    for await (const chunk of request) {
      entry.bytes += (chunk as Buffer).length;
      if (entry.bytes > 2 * MB) return request.socket.resetAndDestroy();
    }
  }
  const refuse = () => {
    response.writeHead(413, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify({ error: "FileTooLarge", message: "submitErrorFileSize" }));
  };
  if (declared > 101 * MB) return refuse();
  for await (const chunk of request) {
    entry.bytes += (chunk as Buffer).length;
    gotFirstBytes();
    if (entry.bytes > 20 * MB) {
      request.pause();
      return refuse();
    }
  }
  response.writeHead(201, { "content-type": "application/json" });
  response.end(JSON.stringify({ received: entry.bytes }));
}

/** A body of `size` bytes in 64 kB chunks, made as it is read; `gate` holds the second chunk back. */
function source(size: number, gate?: Promise<void>) {
  let pulled = 0;
  let chunks = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pulled >= size) return controller.close();
        if (chunks === 1 && gate) await gate;
        const take = Math.min(chunk.length, size - pulled);
        pulled += take;
        chunks += 1;
        controller.enqueue(chunk.subarray(0, take));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function upload(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request(`https://www.example.se/_api${UPLOAD_PATH}`, {
    method: "POST",
    headers: {
      origin: "https://www.example.se",
      cookie: `${SESSION_COOKIE}=e30.e30.sig; ${CSRF_COOKIE}=csrf-1`,
      [CSRF_HEADER]: "csrf-1",
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("the session bridge with an upload", () => {
  it("streams the body to the API as it arrives, with its boundary, length and the bearer", async () => {
    const bridge = createSessionBridge({ apiBaseUrl });
    // The second chunk is sent only once the API has the first: a bridge that read the whole
    // body before calling the API would wait forever here.
    const body = source(3 * MB, firstBytes);
    const response = await bridge(upload(body.stream, { "content-length": String(3 * MB) }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: 3 * MB });
    expect(seen).toEqual([
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        contentLength: String(3 * MB),
        transferEncoding: undefined,
        authorization: "Bearer e30.e30.sig",
        bytes: 3 * MB,
      },
    ]);
  });

  it("sends a body without a declared length chunked", async () => {
    const bridge = createSessionBridge({ apiBaseUrl });
    const response = await bridge(upload(source(MB).stream));
    expect(response.status).toBe(201);
    expect(seen[0]).toMatchObject({ contentLength: undefined, transferEncoding: "chunked", bytes: MB });
  });

  it("hands the API's early 413 to the browser as is, the rest of a 120 MB body unsent", async () => {
    const bridge = createSessionBridge({ apiBaseUrl });
    const body = source(120 * MB);
    const response = await bridge(upload(body.stream));
    expect(response.status).toBe(413);
    // The API's own body, or (when the closed connection failed a write before its answer was
    // read, on a loaded machine) the bridge's with the same message.
    expect(await response.json()).toMatchObject({ message: "submitErrorFileSize" });
    expect(body.pulled()).toBeLessThan(60 * MB);
  });

  it("answers 413 with the size message when the API's connection fails mid-body before its answer is read", async () => {
    resetMidBody = true;
    const bridge = createSessionBridge({ apiBaseUrl });
    const response = await bridge(upload(source(120 * MB).stream));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 413,
      error: "PayloadTooLarge",
      message: "submitErrorFileSize",
    });
  });

  it("hands the API's 413 for a declared 120 MB to the browser before the body is read", async () => {
    const bridge = createSessionBridge({ apiBaseUrl });
    const body = source(120 * MB);
    const response = await bridge(upload(body.stream, { "content-length": String(120 * MB) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "FileTooLarge" });
    expect(seen[0]).toMatchObject({ contentLength: String(120 * MB) });
    expect(body.pulled()).toBeLessThan(10 * MB);
  });
});
