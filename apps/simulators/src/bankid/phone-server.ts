import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import * as v from "valibot";
import { BodyTooLargeError, isJson, readBody, sendHtml, sendJson } from "../http";
import { identityFor, SWEDISH_TEST_IDENTITIES, type UserIdentity } from "./identities";
import { type OrderStore, PhoneError, type PhoneProblem, type PhoneStart } from "./orders";
import { isValidPersonalNumber } from "./personal-number";
import { donePage, notFoundPage, orderPage, PROBLEM_MESSAGES, startPage } from "./phone-page";

const BODY_LIMIT = 16 * 1024;

const PROBLEM_STATUS: Record<PhoneProblem, number> = {
  malformedQr: 400,
  invalidPersonalNumber: 400,
  unknownPerson: 400,
  unknownOrder: 404,
  notOpened: 404,
  startFailed: 409,
  alreadyStarted: 409,
  finished: 409,
  wrongPerson: 409,
};

const Text = v.pipe(v.string(), v.maxLength(512));
const StartFields = {
  qr: v.optional(Text),
  autoStartToken: v.optional(Text),
  phoneSession: v.optional(Text),
};
const ApproveSchema = v.object({ ...StartFields, personalNumber: Text, name: v.optional(Text) });
const CancelSchema = v.object({ ...StartFields, personalNumber: v.optional(Text) });
const OpenSchema = v.object({ ...StartFields, personalNumber: v.optional(Text) });

/** The order the request points at: a QR code, an autostart token, or a phone order's person. */
function startFrom(fields: { qr?: string; autoStartToken?: string; personalNumber?: string }): PhoneStart {
  if (fields.qr?.trim()) return { qr: fields.qr.trim() };
  if (fields.autoStartToken?.trim()) return { autoStartToken: fields.autoStartToken.trim() };
  const personalNumber = fields.personalNumber?.trim() ?? "";
  if (!isValidPersonalNumber(personalNumber)) throw new PhoneError("invalidPersonalNumber");
  return { phonePersonalNumber: personalNumber };
}

function userFrom(personalNumber: string, name: string | undefined): UserIdentity {
  const number = personalNumber.trim();
  if (!isValidPersonalNumber(number)) throw new PhoneError("invalidPersonalNumber");
  const user = identityFor(number, name);
  if (!user) throw new PhoneError("unknownPerson");
  return user;
}

/** Only an http(s) address is offered as the way back to the site. */
function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || value === "null") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function deviceIp(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? "127.0.0.1";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

function problemOf(error: unknown): PhoneProblem {
  if (error instanceof PhoneError) return error.problem;
  throw error;
}

/** The JSON twin of the page for tests: the same store calls, the same checks. */
async function api(path: string, body: unknown, store: OrderStore, request: IncomingMessage) {
  switch (path) {
    case "/api/open": {
      const input = v.parse(OpenSchema, body);
      const opened = input.phoneSession ? store.opened(input.phoneSession) : store.open(startFrom(input));
      return { ...opened, userVisibleData: opened.userVisibleText, userVisibleText: undefined };
    }
    case "/api/approve": {
      const input = v.parse(ApproveSchema, body);
      const user = userFrom(input.personalNumber, input.name);
      const session =
        input.phoneSession ??
        store.open(
          startFrom({ qr: input.qr, autoStartToken: input.autoStartToken, personalNumber: input.personalNumber }),
        ).phoneSession;
      store.approve(session, user, deviceIp(request));
      return { status: "complete" };
    }
    case "/api/cancel": {
      const input = v.parse(CancelSchema, body);
      const session = input.phoneSession ?? store.open(startFrom(input)).phoneSession;
      store.cancelByUser(session);
      return { status: "failed" };
    }
    default:
      return undefined;
  }
}

async function handleApi(request: IncomingMessage, response: ServerResponse, path: string, store: OrderStore) {
  // The demo identities, for the sites' developer-only BankID form (through the API's dev route).
  if (path === "/api/identities") {
    if (request.method !== "GET") sendJson(response, 405, { error: "methodNotAllowed" }, { allow: "GET" });
    else sendJson(response, 200, { identities: SWEDISH_TEST_IDENTITIES });
    return;
  }
  if (!["/api/open", "/api/approve", "/api/cancel"].includes(path)) {
    sendJson(response, 404, { error: "notFound" });
    return;
  }
  if (request.method !== "POST") {
    sendJson(response, 405, { error: "methodNotAllowed" }, { allow: "POST" });
    return;
  }
  if (!isJson(request)) {
    sendJson(response, 415, { error: "unsupportedMediaType" });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(request, BODY_LIMIT)).toString("utf8"));
  } catch (error) {
    sendJson(response, error instanceof BodyTooLargeError ? 413 : 400, { error: "invalidJson" });
    return;
  }
  try {
    sendJson(response, 200, await api(path, body, store, request));
  } catch (error) {
    if (error instanceof v.ValiError) {
      sendJson(response, 400, {
        error: "invalidParameters",
        message: "Expected qr, autoStartToken or phoneSession and a personalNumber",
      });
      return;
    }
    const problem = problemOf(error);
    sendJson(response, PROBLEM_STATUS[problem], { error: problem, message: PROBLEM_MESSAGES[problem] });
  }
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(request, BODY_LIMIT)).toString("utf8"));
}

async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL, store: OrderStore) {
  const path = url.pathname;
  if (request.method === "GET" && path === "/") {
    const token = url.searchParams.get("autostarttoken");
    const redirect = safeRedirect(url.searchParams.get("redirect"));
    if (!token) {
      sendHtml(response, 200, startPage());
      return;
    }
    try {
      sendHtml(response, 200, orderPage(store.open({ autoStartToken: token }), { redirect }));
    } catch (error) {
      const problem = problemOf(error);
      sendHtml(response, PROBLEM_STATUS[problem], startPage({ problem, autoStartToken: token }));
    }
    return;
  }
  const forms = ["/open", "/approve", "/cancel"];
  if (!forms.includes(path)) {
    sendHtml(response, 404, notFoundPage());
    return;
  }
  if (request.method !== "POST") {
    response.writeHead(405, { allow: "POST" }).end();
    return;
  }
  let form: URLSearchParams;
  try {
    form = await readForm(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    response.writeHead(413, { connection: "close" }).end();
    return;
  }
  const field = (name: string) => form.get(name)?.slice(0, 512) ?? "";
  const redirect = safeRedirect(field("redirect"));
  if (path === "/open") {
    try {
      const start = startFrom({
        qr: field("qr"),
        autoStartToken: field("autoStartToken"),
        personalNumber: field("phonePersonalNumber"),
      });
      sendHtml(response, 200, orderPage(store.open(start), { redirect }));
    } catch (error) {
      const problem = problemOf(error);
      sendHtml(
        response,
        PROBLEM_STATUS[problem],
        startPage({ problem, qr: field("qr"), autoStartToken: field("autoStartToken") }),
      );
    }
    return;
  }
  const session = field("phoneSession");
  try {
    if (path === "/cancel") {
      store.cancelByUser(session);
      sendHtml(response, 200, donePage("cancelled", redirect));
      return;
    }
    const chosen = field("identity");
    const user =
      chosen === "other" || !chosen
        ? userFrom(field("otherPersonalNumber"), field("otherName"))
        : userFrom(chosen, undefined);
    store.approve(session, user, deviceIp(request));
    sendHtml(response, 200, donePage("approved", redirect));
  } catch (error) {
    const problem = problemOf(error);
    let opened;
    try {
      opened = store.opened(session);
    } catch {
      opened = undefined;
    }
    sendHtml(
      response,
      PROBLEM_STATUS[problem],
      opened ? orderPage(opened, { problem, redirect }) : startPage({ problem }),
    );
  }
}

/** The phone: a page for people and a JSON twin for tests, both plain HTTP on loopback. */
export function createPhoneServer(store: OrderStore, log: (line: string) => void): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const handler = url.pathname.startsWith("/api/")
      ? handleApi(request, response, url.pathname, store)
      : handlePage(request, response, url, store);
    handler.catch(() => {
      log("bankid phone: a request failed before it was answered");
      if (!response.headersSent) sendJson(response, 500, { error: "internalError" });
      else response.destroy();
    });
  });
}
