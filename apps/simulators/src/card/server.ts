import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { BodyTooLargeError, isJson, readBody, sendHtml, sendJson } from "../http";
import type { Clock } from "../clock";
import { hostedPage, notFoundPage } from "./page";
import {
  isSameSignature,
  MAX_CLOCK_SKEW_MS,
  requestSignature,
  returnMac,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from "./signing";
import { DECLINE_REASONS, objectOf, type CardTransactionStore, type DeclineCode } from "./transactions";
import { checkCreateBody, isCardNumber, isTransactionId } from "./validation";

const API_BODY_LIMIT = 16 * 1024;
const PAGE_BODY_LIMIT = 4 * 1024;
const TRANSACTION_PATH = /^\/v1\/transactions\/([^/]+)$/;
const CANCEL_PATH = /^\/v1\/transactions\/([^/]+)\/cancel$/;
const PAGE_PATH = /^\/pay\/([0-9a-f]{32})$/;

export interface CardServerOptions {
  store: CardTransactionStore;
  secret: string;
  clock: Clock;
  log: (line: string) => void;
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Whether a merchant call is signed with the shared secret and recent (signing.ts). */
function isSigned(request: IncomingMessage, body: string, options: CardServerOptions): boolean {
  const timestamp = header(request, TIMESTAMP_HEADER) ?? "";
  const signature = header(request, SIGNATURE_HEADER) ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(options.clock.now() - Number(timestamp) * 1000) > MAX_CLOCK_SKEW_MS) return false;
  const expected = requestSignature(options.secret, {
    timestamp,
    method: request.method ?? "GET",
    path: request.url ?? "/",
    body,
  });
  return isSameSignature(expected, signature);
}

async function merchantApi(request: IncomingMessage, response: ServerResponse, url: URL, options: CardServerOptions) {
  const { store } = options;
  const body = (await readBody(request, API_BODY_LIMIT)).toString("utf8");
  if (!isSigned(request, body, options)) {
    sendJson(response, 401, { error: "unauthorized" });
    return;
  }
  const transaction = TRANSACTION_PATH.exec(url.pathname)?.[1];
  const cancel = CANCEL_PATH.exec(url.pathname)?.[1];
  if (url.pathname === "/v1/transactions" && request.method === "POST") {
    if (!isJson(request)) {
      sendJson(response, 415, { error: "unsupportedMediaType" });
      return;
    }
    const { problems, input } = checkCreateBody(JSON.parse(body));
    if (!input) {
      sendJson(response, 400, { error: "invalidRequest", errors: problems });
      return;
    }
    const result = store.create(input);
    if ("conflict" in result) {
      sendJson(response, 409, { error: "transactionIdInUse" });
      return;
    }
    const origin = `http://${request.headers.host ?? "127.0.0.1"}`;
    sendJson(response, result.created ? 201 : 200, {
      ...objectOf(result.transaction),
      hostedPageUrl: `${origin}/pay/${result.transaction.pageToken}`,
    });
    return;
  }
  if (transaction && request.method === "GET") {
    const found = isTransactionId(transaction) ? store.get(transaction) : undefined;
    if (found) sendJson(response, 200, objectOf(found));
    else sendJson(response, 404, { error: "unknownTransaction" });
    return;
  }
  if (cancel && request.method === "POST") {
    const found = isTransactionId(cancel) ? store.get(cancel) : undefined;
    if (!found) sendJson(response, 404, { error: "unknownTransaction" });
    else if (!store.cancel(cancel)) sendJson(response, 409, { error: "notCancellable", status: found.status });
    else sendJson(response, 200, objectOf(found));
    return;
  }
  sendJson(response, transaction || cancel || url.pathname === "/v1/transactions" ? 405 : 404, { error: "notFound" });
}

async function page(request: IncomingMessage, response: ServerResponse, token: string, options: CardServerOptions) {
  const { store, secret } = options;
  const transaction = store.byPageToken(token);
  if (!transaction) {
    sendHtml(response, 404, notFoundPage());
    return;
  }
  // The form's POST ends in redirects to the merchant's return and on to its shop (form-action covers them).
  const merchant = "https: http://localhost:* http://127.0.0.1:*";
  if (request.method === "GET") {
    sendHtml(response, 200, hostedPage(transaction), merchant);
    return;
  }
  if (request.method !== "POST") {
    sendJson(response, 405, { error: "methodNotAllowed" });
    return;
  }
  const form = new URLSearchParams((await readBody(request, PAGE_BODY_LIMIT)).toString("utf8"));
  const action = form.get("action");
  const cardNumber = form.get("cardNumber") ?? "";
  if (action === "pay") {
    if (!isCardNumber(cardNumber)) {
      sendHtml(
        response,
        400,
        hostedPage(transaction, {
          cardNumber,
          error: "Enter a card number of 12 to 19 digits that passes the check digit.",
        }),
        merchant,
      );
      return;
    }
    store.pay(transaction);
  } else if (action === "decline") {
    const reason = form.get("reason") ?? "05";
    store.decline(transaction, (reason in DECLINE_REASONS ? reason : "05") as DeclineCode);
  } else {
    sendHtml(response, 400, hostedPage(transaction, { cardNumber, error: "Choose Pay or Decline." }), merchant);
    return;
  }
  // Back to the merchant with the signed outcome; the merchant reads the status from the API too.
  const back = new URL(transaction.returnUrl);
  back.searchParams.set("transactionId", transaction.transactionId);
  back.searchParams.set("status", transaction.status);
  back.searchParams.set("mac", returnMac(secret, transaction.transactionId, transaction.status));
  response.writeHead(303, { location: back.href, "content-length": "0", "cache-control": "no-store" });
  response.end();
}

async function handle(request: IncomingMessage, response: ServerResponse, options: CardServerOptions) {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname.startsWith("/v1/")) return merchantApi(request, response, url, options);
  const token = PAGE_PATH.exec(url.pathname)?.[1];
  if (token) return page(request, response, token, options);
  sendHtml(response, 404, notFoundPage());
}

/**
 * The card provider on one loopback port: the merchant API under `/v1/` (every call signed with
 * the shared secret, signing.ts) and the hosted payment page under `/pay/{token}`.
 */
export function createCardServer(options: CardServerOptions): Server {
  return createServer((request, response) => {
    handle(request, response, options).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof SyntaxError || error instanceof BodyTooLargeError) {
        sendJson(response, 400, { error: "malformed" });
        return;
      }
      options.log("card: a request failed before it was answered");
      sendJson(response, 500, { error: "internalError" });
    });
  });
}
