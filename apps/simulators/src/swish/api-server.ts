import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { BankIdCertificates } from "../bankid/certificates";
import { BodyTooLargeError, readBody, sendJson } from "../http";
import { objectOf, SwishRequestError, type SwishRequestStore } from "./requests";
import { checkCreateBody, problem } from "./validation";

export const SWISH_API_PREFIX = "/swish-cpcapi/";
const BODY_LIMIT = 64 * 1024;
const INSTRUCTION_ID = /^[0-9A-F]{32}$/;
const CREATE_PATH = /^\/swish-cpcapi\/api\/v2\/paymentrequests\/([^/]+)$/;
const READ_PATH = /^\/swish-cpcapi\/api\/v1\/paymentrequests\/([^/]+)$/;

function empty(response: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-length": "0", ...headers });
  response.end();
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const raw = await readBody(request, BODY_LIMIT);
  return JSON.parse(raw.toString("utf8"));
}

/** PATCH's only form: `[{"op":"replace","path":"/status","value":"cancelled"}]`. */
function isCancelPatch(body: unknown): boolean {
  if (!Array.isArray(body) || body.length !== 1) return false;
  const [operation] = body as Record<string, unknown>[];
  return operation?.op === "replace" && operation.path === "/status" && operation.value === "cancelled";
}

async function handle(request: IncomingMessage, response: ServerResponse, store: SwishRequestStore): Promise<void> {
  if ((request.socket as TLSSocket).authorized !== true) {
    empty(response, 401);
    return;
  }
  const url = new URL(request.url ?? "/", "https://127.0.0.1");
  const create = CREATE_PATH.exec(url.pathname);
  const read = READ_PATH.exec(url.pathname);
  if (create && request.method === "PUT") {
    const id = create[1]!;
    if (!INSTRUCTION_ID.test(id)) {
      sendJson(response, 422, [problem("RP09")]);
      return;
    }
    const { problems, request: body } = checkCreateBody(await jsonBody(request));
    if (!body) {
      sendJson(response, 422, problems);
      return;
    }
    const created = store.create(id, body);
    const location = `https://${request.headers.host ?? "127.0.0.1"}/swish-cpcapi/api/v1/paymentrequests/${id}`;
    empty(response, 201, { location, ...(created.token ? { paymentrequesttoken: created.token } : {}) });
    return;
  }
  if (read && request.method === "GET") {
    const found = store.get(read[1]!);
    if (found) sendJson(response, 200, objectOf(found));
    else empty(response, 404);
    return;
  }
  if (read && request.method === "PATCH") {
    const type = request.headers["content-type"]?.split(";")[0]?.trim();
    if (type !== "application/json-patch+json" && type !== "application/json") {
      empty(response, 415);
      return;
    }
    if (!isCancelPatch(await jsonBody(request))) {
      empty(response, 400);
      return;
    }
    sendJson(response, 200, objectOf(store.cancel(read[1]!)));
    return;
  }
  if (create || read) empty(response, 405);
  else empty(response, 404);
}

/** The Commerce API over HTTPS; every request needs the merchant's client certificate (mutual TLS). */
export function createSwishApiServer(
  certificates: BankIdCertificates,
  store: SwishRequestStore,
  log: (line: string) => void,
): Server {
  const server = createServer(
    {
      cert: certificates.serverCertPem,
      key: certificates.serverKeyPem,
      ca: certificates.caPem,
      requestCert: true,
      // Checked per request, so an unknown client gets a 401 instead of a broken handshake.
      rejectUnauthorized: false,
    },
    (request, response) => {
      handle(request, response, store).catch((error: unknown) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        if (error instanceof SwishRequestError) {
          if (error.problems.length > 0) sendJson(response, error.status, error.problems);
          else empty(response, error.status);
          return;
        }
        if (error instanceof SyntaxError || error instanceof BodyTooLargeError) {
          empty(response, 400);
          return;
        }
        log("swish: a request failed before it was answered");
        empty(response, 500);
      });
    },
  );
  server.on("tlsClientError", () => {
    // A client that gave up during the handshake: nothing to answer.
  });
  return server;
}
