import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Clock } from "../clock";
import { BodyTooLargeError, escapeHtml, readBody, sendJson } from "../http";
import { isAuthorized, type SveaMerchant } from "./auth";
import { PAYMENT_TYPES, type SveaOrder, type SveaOrderStore, type SveaPaymentType } from "./orders";
import { checkCreateBody } from "./validation";

const BODY_LIMIT = 256 * 1024;
const FORM_LIMIT = 4 * 1024;
const ORDER_PATH = /^\/api\/orders\/(\d{1,12})$/;
const CHECKOUT_PATH = /^\/checkout\/(\d{1,12})$/;

/*
 * Svea Checkout's merchant API (`POST /api/orders`, `GET /api/orders/{id}`, signed with the
 * merchant's secret) and the buyer's checkout page that the snippet's iframe shows, on one plain
 * HTTP port on loopback. The page is also fine full-page: its form targets the top window, so
 * Complete purchase and Cancel lead the whole window back to the merchant.
 */

export interface SveaServerContext {
  store: SveaOrderStore;
  merchant: SveaMerchant;
  clock: Clock;
  log: (line: string) => void;
  /** `http://127.0.0.1:{port}`, known once the server listens. */
  origin: () => string;
}

const checkoutUrl = (context: SveaServerContext, order: SveaOrder) => `${context.origin()}/checkout/${order.OrderId}`;

function snippet(url: string): string {
  return `<div id="svea-checkout-container" data-sco-sveacheckout=""><iframe src="${escapeHtml(url)}" title="Svea Checkout" style="width:100%;min-height:40rem;border:0" allow="payment"></iframe></div>`;
}

function orderAnswer(context: SveaServerContext, order: SveaOrder) {
  return { ...order, Gui: { Layout: "desktop", Snippet: snippet(checkoutUrl(context, order)) } };
}

function empty(response: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-length": "0", ...headers });
  response.end();
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

function page(order: SveaOrder): string {
  const rows = order.Cart.Items.map(
    (item) =>
      `<tr><td>${escapeHtml(item.Name)}</td><td>${escapeHtml(String(item.Quantity / 100))}</td><td>${escapeHtml(money(item.UnitPrice, order.Currency))}</td><td>${escapeHtml(String(item.VatPercent / 100))} %</td></tr>`,
  ).join("\n");
  const open = order.Status === "Created";
  const methods = PAYMENT_TYPES.map(
    (type, index) =>
      `<div><input type="radio" id="type-${type}" name="paymentType" value="${type}"${index === 0 ? " checked" : ""}><label for="type-${type}">${
        { Card: "Card", Invoice: "Invoice", DirectBank: "Direct bank payment" }[type]
      }</label></div>`,
  ).join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Svea Checkout simulator: order ${order.OrderId}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #767676}
fieldset{border:1px solid #767676;border-radius:.5rem;margin:1rem 0}button{font:inherit;padding:.4rem 1rem;margin-right:.5rem}
:focus-visible{outline:3px solid #1a4fa0;outline-offset:2px}</style>
</head>
<body><main>
<h1>Svea Checkout simulator</h1>
<h2>Order ${order.OrderId}</h2>
<table><caption>What you pay for</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th><th scope="col">VAT</th></tr></thead>
<tbody>${rows}</tbody></table>
<p>Total: <strong>${escapeHtml(money(order.OrderAmount, order.Currency))}</strong></p>
${
  open
    ? `<form method="post" action="/checkout/${order.OrderId}" target="_top">
<fieldset><legend>Payment method</legend>
${methods}
</fieldset>
<button name="action" value="complete">Complete purchase</button>
<button name="action" value="cancel">Cancel</button>
</form>`
    : `<p role="status">This order is ${order.Status === "Final" ? "paid" : "cancelled"}.</p>`
}
</main></body></html>`;
}

/** The checkout page may sit in the merchant's iframe and send the buyer back to the merchant's pages. */
function sendPage(response: ServerResponse, status: number, order: SveaOrder): void {
  const html = page(order);
  const merchant = [order.MerchantSettings.CheckoutUri, order.MerchantSettings.ConfirmationUri]
    .map((uri) => new URL(uri).origin)
    .join(" ");
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
    "cache-control": "no-store",
    // form-action covers the redirect after the POST too, so the merchant's origins are listed.
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${merchant}; frame-ancestors 'self' ${merchant}`,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  response.end(html);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function handleApi(request: IncomingMessage, response: ServerResponse, context: SveaServerContext, path: string) {
  const body = (await readBody(request, BODY_LIMIT)).toString("utf8");
  const authorized = isAuthorized(
    context.merchant,
    { authorization: header(request, "authorization"), timestamp: header(request, "timestamp") },
    body,
    context.clock.now(),
  );
  if (!authorized) {
    sendJson(response, 401, { Code: "Unauthorized", Message: "The Authorization or Timestamp header is not valid" });
    return;
  }
  const read = ORDER_PATH.exec(path);
  if (path === "/api/orders" && request.method === "POST") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      sendJson(response, 400, { Code: "BadRequest", Message: "The body is not JSON", Errors: [] });
      return;
    }
    const { problems, order } = checkCreateBody(parsed);
    if (!order) {
      sendJson(response, 400, { Code: "BadRequest", Message: "The order is not valid", Errors: problems });
      return;
    }
    const { order: stored, created } = context.store.create(order);
    sendJson(response, created ? 201 : 200, orderAnswer(context, stored));
    return;
  }
  if (read && request.method === "GET") {
    const order = context.store.get(Number(read[1]));
    if (order) sendJson(response, 200, orderAnswer(context, order));
    else empty(response, 404);
    return;
  }
  empty(response, path === "/api/orders" || read ? 405 : 404);
}

async function handleCheckout(
  request: IncomingMessage,
  response: ServerResponse,
  context: SveaServerContext,
  id: number,
) {
  const order = context.store.get(id);
  if (!order) {
    sendJson(response, 404, { error: "unknownOrder" });
    return;
  }
  if (request.method === "GET") {
    sendPage(response, 200, order);
    return;
  }
  if (request.method !== "POST") {
    empty(response, 405);
    return;
  }
  const form = new URLSearchParams((await readBody(request, FORM_LIMIT)).toString("utf8"));
  const action = form.get("action");
  const type = form.get("paymentType");
  const paymentType = (PAYMENT_TYPES as readonly string[]).includes(type ?? "") ? (type as SveaPaymentType) : "Card";
  if (action === "complete" || action === "cancel") context.store.answer(id, action, paymentType);
  // As Svea: a paid order goes on to the confirmation page, a cancelled one back to the checkout page.
  const to = order.Status === "Final" ? order.MerchantSettings.ConfirmationUri : order.MerchantSettings.CheckoutUri;
  empty(response, 303, { location: order.Status === "Created" ? `/checkout/${id}` : to });
}

async function handle(request: IncomingMessage, response: ServerResponse, context: SveaServerContext): Promise<void> {
  const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
  if (path.startsWith("/api/")) {
    await handleApi(request, response, context, path);
    return;
  }
  const checkout = CHECKOUT_PATH.exec(path);
  if (checkout) {
    await handleCheckout(request, response, context, Number(checkout[1]));
    return;
  }
  sendJson(response, 404, { error: "notFound" });
}

export function createSveaServer(context: SveaServerContext): Server {
  return createServer((request, response) => {
    handle(request, response, context).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof BodyTooLargeError) {
        sendJson(response, 400, { Code: "BadRequest", Message: "The body is too large", Errors: [] });
        return;
      }
      context.log("svea: a request failed before it was answered");
      sendJson(response, 500, { Code: "InternalError", Message: "The request failed" });
    });
  });
}
