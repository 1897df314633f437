import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import * as v from "valibot";
import { BodyTooLargeError, isJson, readBody, sendJson } from "../http";
import type { BankIdCertificates } from "./certificates";
import { OrderError, type NewOrder, type Order, type OrderStore } from "./orders";
import {
  AuthRequestSchema,
  decodeVisibleData,
  detailsOf,
  OrderRefRequestSchema,
  PhoneAuthRequestSchema,
  PhoneSignRequestSchema,
  SignRequestSchema,
} from "./schemas";

export const RP_API_PREFIX = "/rp/v6.0/";
const BODY_LIMIT = 512 * 1024;

type ErrorCode =
  | "alreadyInProgress"
  | "invalidParameters"
  | "unauthorized"
  | "notFound"
  | "methodNotAllowed"
  | "unsupportedMediaType"
  | "internalError";

const STATUS: Record<ErrorCode, number> = {
  alreadyInProgress: 400,
  invalidParameters: 400,
  unauthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  unsupportedMediaType: 415,
  internalError: 500,
};

class RpError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly details: string,
  ) {
    super(details);
  }
}

function sendError(
  response: ServerResponse,
  errorCode: ErrorCode,
  details: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, STATUS[errorCode], { errorCode, details }, headers);
}

function parse<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new RpError("invalidParameters", detailsOf(result.issues));
  return result.output;
}

function visibleText(userVisibleData: string | undefined): string | undefined {
  if (userVisibleData === undefined) return undefined;
  const text = decodeVisibleData(userVisibleData);
  if (text === undefined) throw new RpError("invalidParameters", "Invalid userVisibleData");
  return text;
}

function startAnswer(order: Order) {
  return {
    orderRef: order.orderRef,
    autoStartToken: order.autoStartToken,
    qrStartToken: order.qrStartToken,
    qrStartSecret: order.qrStartSecret,
  };
}

type Operation = (body: unknown, store: OrderStore) => unknown;

function webOrApp(request: { web?: unknown; app?: unknown }): void {
  if (request.web && request.app) throw new RpError("invalidParameters", "Invalid combination of web and app");
}

const OPERATIONS: Record<string, Operation> = {
  auth: (body, store) => {
    const request = parse(AuthRequestSchema, body);
    webOrApp(request);
    return startAnswer(store.create(orderInput("auth", request)));
  },
  sign: (body, store) => {
    const request = parse(SignRequestSchema, body);
    webOrApp(request);
    return startAnswer(store.create(orderInput("sign", request)));
  },
  "phone/auth": (body, store) => {
    const request = parse(PhoneAuthRequestSchema, body);
    return { orderRef: store.create(phoneOrderInput("phone/auth", request)).orderRef };
  },
  "phone/sign": (body, store) => {
    const request = parse(PhoneSignRequestSchema, body);
    return { orderRef: store.create(phoneOrderInput("phone/sign", request)).orderRef };
  },
  collect: (body, store) => store.collect(parse(OrderRefRequestSchema, body).orderRef),
  cancel: (body, store) => {
    store.cancel(parse(OrderRefRequestSchema, body).orderRef);
    return {};
  },
};

function orderInput(kind: "auth" | "sign", request: v.InferOutput<typeof AuthRequestSchema>): NewOrder {
  return {
    kind,
    endUserIp: request.endUserIp,
    personalNumber: request.requirement?.personalNumber,
    requirement: request.requirement,
    userVisibleText: visibleText(request.userVisibleData),
    userVisibleDataFormat: request.userVisibleDataFormat,
    userNonVisibleData: request.userNonVisibleData,
    returnRisk: request.returnRisk,
  };
}

function phoneOrderInput(
  kind: "phone/auth" | "phone/sign",
  request: v.InferOutput<typeof PhoneAuthRequestSchema>,
): NewOrder {
  return {
    kind,
    personalNumber: request.personalNumber,
    requirement: request.requirement,
    userVisibleText: visibleText(request.userVisibleData),
    userVisibleDataFormat: request.userVisibleDataFormat,
    userNonVisibleData: request.userNonVisibleData,
    callInitiator: request.callInitiator,
  };
}

/** Whether the caller presented a client certificate the simulator's CA signed for client use. */
function clientAuthorized(request: IncomingMessage): boolean {
  const socket = request.socket as TLSSocket;
  return socket.authorized === true;
}

async function handle(request: IncomingMessage, response: ServerResponse, store: OrderStore): Promise<void> {
  if (!clientAuthorized(request)) {
    sendError(response, "unauthorized", "A valid relying-party client certificate is required");
    return;
  }
  const path = new URL(request.url ?? "/", "https://127.0.0.1").pathname;
  const operation = path.startsWith(RP_API_PREFIX) ? OPERATIONS[path.slice(RP_API_PREFIX.length)] : undefined;
  if (!operation) {
    sendError(response, "notFound", "No such resource");
    return;
  }
  if (request.method !== "POST") {
    sendError(response, "methodNotAllowed", "Only POST is allowed", { allow: "POST" });
    return;
  }
  if (!isJson(request)) {
    sendError(response, "unsupportedMediaType", "Content-Type must be application/json");
    return;
  }
  let body: unknown;
  try {
    const raw = await readBody(request, BODY_LIMIT);
    body = JSON.parse(raw.toString("utf8"));
  } catch (error) {
    const details = error instanceof BodyTooLargeError ? "Request too large" : "Invalid JSON";
    sendError(response, "invalidParameters", details);
    return;
  }
  try {
    sendJson(response, 200, operation(body, store));
  } catch (error) {
    if (error instanceof RpError || error instanceof OrderError) {
      sendError(response, error.errorCode, error.details);
      return;
    }
    sendError(response, "internalError", "Internal error");
  }
}

/** The relying-party API over HTTPS; every request needs the relying party's client certificate. */
export function createRpServer(
  certificates: BankIdCertificates,
  store: OrderStore,
  log: (line: string) => void,
): Server {
  const server = createServer(
    {
      cert: certificates.serverCertPem,
      key: certificates.serverKeyPem,
      ca: certificates.caPem,
      requestCert: true,
      // Checked per request, so an unknown client gets BankID's 401 body instead of a broken handshake.
      rejectUnauthorized: false,
    },
    (request, response) => {
      handle(request, response, store).catch(() => {
        log("bankid: a request failed before it was answered");
        if (!response.headersSent) sendError(response, "internalError", "Internal error");
        else response.destroy();
      });
    },
  );
  server.on("tlsClientError", () => {
    // A client that gave up during the handshake: nothing to answer.
  });
  return server;
}
