import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { BodyTooLargeError, escapeHtml, isJson, readBody, sendHtml, sendJson } from "../http";
import type { PayerAction, SwishRequestStore } from "./requests";

const BODY_LIMIT = 4 * 1024;

/*
 * The payer's side, standing in for the Swish app: a page that lists the open payment requests
 * with Approve and Decline, and its JSON twin for tests (`POST /api/approve` and `/api/decline`
 * with `{id}` or `{token}`). Plain HTTP on loopback, like the BankID simulator's phone page.
 */

function page(store: SwishRequestStore): string {
  const rows = store
    .open()
    .map(
      (request) => `<li>
  <p><strong>${escapeHtml(request.amount.toFixed(2))} ${escapeHtml(request.currency)}</strong> to ${escapeHtml(request.payeeAlias)}${
    request.message ? `: ${escapeHtml(request.message)}` : ""
  }<br><small>${escapeHtml(request.id)}${request.payerAlias ? `, payer ${escapeHtml(request.payerAlias)}` : ""}</small></p>
  <form method="post" action="/answer">
    <input type="hidden" name="id" value="${escapeHtml(request.id)}">
    <button name="action" value="approve">Approve</button>
    <button name="action" value="decline">Decline</button>
  </form>
</li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Swish simulator: payer</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
li{border:1px solid #767676;border-radius:.5rem;padding:.5rem 1rem;margin:.5rem 0;list-style:none}
ul{padding:0}button{font:inherit;padding:.4rem 1rem;margin-right:.5rem}button:focus-visible{outline:3px solid #1a4fa0;outline-offset:2px}</style>
</head>
<body><main>
<h1>Swish simulator: the payer's app</h1>
<p>Payment requests waiting for the payer. Approve pays the request, Decline declines it; the merchant gets a callback either way. Reload for new requests.</p>
${rows ? `<ul>${rows}</ul>` : "<p>No payment request is waiting.</p>"}
</main></body></html>`;
}

function idOf(store: SwishRequestStore, fields: { id?: unknown; token?: unknown }): string | undefined {
  if (typeof fields.id === "string") return fields.id;
  if (typeof fields.token === "string") return store.byToken(fields.token)?.id;
  return undefined;
}

async function handle(request: IncomingMessage, response: ServerResponse, store: SwishRequestStore): Promise<void> {
  const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
  if (request.method === "GET" && path === "/") {
    sendHtml(response, 200, page(store));
    return;
  }
  if (request.method === "POST" && path === "/answer") {
    const form = new URLSearchParams((await readBody(request, BODY_LIMIT)).toString("utf8"));
    const action = form.get("action");
    if (action === "approve" || action === "decline") store.answer(form.get("id") ?? "", action);
    response.writeHead(303, { location: "/", "content-length": "0" });
    response.end();
    return;
  }
  const action = /^\/api\/(approve|decline)$/.exec(path)?.[1] as PayerAction | undefined;
  if (request.method === "POST" && action) {
    if (!isJson(request)) {
      sendJson(response, 415, { error: "unsupportedMediaType" });
      return;
    }
    const body = JSON.parse((await readBody(request, BODY_LIMIT)).toString("utf8")) as Record<string, unknown>;
    const id = idOf(store, body ?? {});
    const found = id ? store.get(id) : undefined;
    if (!found) {
      sendJson(response, 404, { error: "unknownRequest" });
      return;
    }
    if (!store.answer(found.id, action)) {
      sendJson(response, 409, { error: "finished", status: found.status });
      return;
    }
    sendJson(response, 200, { id: found.id, status: found.status });
    return;
  }
  if (request.method === "GET" && path === "/api/requests") {
    sendJson(response, 200, {
      requests: store.open().map((item) => ({ id: item.id, amount: item.amount, payerAlias: item.payerAlias })),
    });
    return;
  }
  sendJson(response, 404, { error: "notFound" });
}

export function createPayerServer(store: SwishRequestStore, log: (line: string) => void): Server {
  return createServer((request, response) => {
    handle(request, response, store).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof SyntaxError || error instanceof BodyTooLargeError) {
        sendJson(response, 400, { error: "malformed" });
        return;
      }
      log("swish: a payer request failed before it was answered");
      sendJson(response, 500, { error: "internalError" });
    });
  });
}
