import { readFileSync } from "node:fs";
import { Agent, request } from "node:https";
import * as v from "valibot";
import type { BankIdConfig } from "./config";
import { BankIdConfigError, BankIdError } from "./errors";
import {
  CancelAnswerSchema,
  type CollectResult,
  CollectResultSchema,
  ErrorBodySchema,
  type OrderStart,
  OrderStartSchema,
  type PhoneOrderStart,
  PhoneOrderStartSchema,
} from "./schemas";

export interface BankIdRequirement {
  pinCode?: boolean;
  mrtd?: boolean;
  cardReader?: "class1" | "class2";
  certificatePolicies?: string[];
  /** 12 digits. Secure start still applies: the order starts by autostart or QR, never by this number alone. */
  personalNumber?: string;
}

interface VisibleData {
  /** Text shown in the BankID app; the client sends it as `userVisibleData` (base64 of UTF-8). */
  userVisibleText?: string;
  userVisibleDataFormat?: "simpleMarkdownV1";
  /** Signed but not shown (`userNonVisibleData`): text is sent as UTF-8, bytes as they are, base64-encoded. */
  userNonVisibleData?: string | Uint8Array;
}

export interface BankIdAuthRequest extends VisibleData {
  /** The end user's IP address as the relying party's server sees it. */
  endUserIp: string;
  requirement?: BankIdRequirement;
  returnUrl?: string;
  returnRisk?: boolean;
  web?: { deviceIdentifier?: string; referringDomain?: string; userAgent?: string };
  app?: { appIdentifier?: string; deviceOSVersion?: string; deviceModelName?: string; deviceIdentifier?: string };
}

export interface BankIdSignRequest extends BankIdAuthRequest {
  userVisibleText: string;
}

export interface BankIdPhoneAuthRequest extends VisibleData {
  personalNumber: string;
  /** Who called whom: the user called the relying party, or the relying party called the user. */
  callInitiator: "user" | "RP";
  requirement?: Pick<BankIdRequirement, "pinCode" | "mrtd" | "certificatePolicies">;
}

export interface BankIdPhoneSignRequest extends BankIdPhoneAuthRequest {
  userVisibleText: string;
}

export interface BankIdClient {
  /** Starts an identification. Keep `qrStartSecret` on the server: it computes each QR frame. */
  auth(input: BankIdAuthRequest): Promise<OrderStart>;
  /** Starts a signature of `userVisibleText`. */
  sign(input: BankIdSignRequest): Promise<OrderStart>;
  phoneAuth(input: BankIdPhoneAuthRequest): Promise<PhoneOrderStart>;
  phoneSign(input: BankIdPhoneSignRequest): Promise<PhoneOrderStart>;
  /** The order's state; poll about once a second while it is pending. */
  collect(orderRef: string): Promise<CollectResult>;
  cancel(orderRef: string): Promise<void>;
  /** Closes the kept-alive connections. */
  close(): void;
}

const RESPONSE_LIMIT = 1024 * 1024;

/** When an error answer has no RP API body (a proxy's page), its status still says what happened. */
const CODE_BY_STATUS: Record<number, string> = {
  401: "unauthorized",
  403: "unauthorized",
  404: "notFound",
  405: "methodNotAllowed",
  408: "requestTimeout",
  415: "unsupportedMediaType",
  429: "tooManyRequests",
  500: "internalError",
  503: "maintenance",
};

const base64 = (data: string | Uint8Array) =>
  (typeof data === "string" ? Buffer.from(data, "utf8") : Buffer.from(data)).toString("base64");

function visibleFields(input: VisibleData) {
  return {
    ...(input.userVisibleText !== undefined ? { userVisibleData: base64(input.userVisibleText) } : {}),
    ...(input.userVisibleDataFormat ? { userVisibleDataFormat: input.userVisibleDataFormat } : {}),
    ...(input.userNonVisibleData !== undefined ? { userNonVisibleData: base64(input.userNonVisibleData) } : {}),
  };
}

function orderBody(input: BankIdAuthRequest) {
  return {
    endUserIp: input.endUserIp,
    ...(input.requirement ? { requirement: input.requirement } : {}),
    ...visibleFields(input),
    ...(input.returnUrl !== undefined ? { returnUrl: input.returnUrl } : {}),
    ...(input.returnRisk !== undefined ? { returnRisk: input.returnRisk } : {}),
    ...(input.web ? { web: input.web } : {}),
    ...(input.app ? { app: input.app } : {}),
  };
}

function phoneBody(input: BankIdPhoneAuthRequest) {
  return {
    personalNumber: input.personalNumber,
    callInitiator: input.callInitiator,
    ...(input.requirement ? { requirement: input.requirement } : {}),
    ...visibleFields(input),
  };
}

function readTlsFiles(config: BankIdConfig) {
  const read = (variable: string, path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      const code = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
      throw new BankIdConfigError(
        `BankID: cannot read ${variable} (${path}, ${code}). Locally, start the simulator once to write its certificates.`,
      );
    }
  };
  const certificate = config.clientCertificate;
  return {
    ca: read("HOUSING_BANKID_CA", config.caFile),
    ...(certificate.kind === "pem"
      ? {
          cert: read("HOUSING_BANKID_CERT", certificate.certFile),
          key: read("HOUSING_BANKID_KEY", certificate.keyFile),
        }
      : { pfx: read("HOUSING_BANKID_PFX", certificate.pfxFile), passphrase: certificate.passphrase }),
  };
}

interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * A client of BankID's Relying Party API v6.0 over HTTPS with mutual TLS. The certificates are read
 * at the first call (so the server can start before the local simulator has written them) and a
 * kept-alive connection pool is reused. It logs nothing: its errors carry the operation, the status
 * and BankID's code, never a personal number, a token or a body.
 */
export function createBankIdClient(config: BankIdConfig): BankIdClient {
  let agent: Agent | undefined;
  const agentFor = () => {
    agent ??= new Agent({ keepAlive: true, maxSockets: 16, ...readTlsFiles(config) });
    return agent;
  };

  function post(operation: string, body: unknown): Promise<RawAnswer> {
    const target = new URL(operation, config.url);
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const fail = (errorCode: string, cause?: unknown) => {
        clearTimeout(timer);
        reject(new BankIdError({ operation, status: 0, errorCode, cause }));
      };
      const req = request(
        target,
        {
          method: "POST",
          agent: agentFor(),
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "content-length": Buffer.byteLength(payload),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > RESPONSE_LIMIT) {
              req.destroy();
              fail("invalidResponse");
              return;
            }
            chunks.push(chunk);
          });
          res.on("error", (error) => fail("networkError", error));
          res.on("end", () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              parsed = undefined;
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      const timer = setTimeout(() => {
        req.destroy();
        fail("clientTimeout");
      }, config.timeoutMs);
      req.on("error", (error) => fail("networkError", error));
      req.end(payload);
    });
  }

  async function call<TSchema extends v.GenericSchema>(
    operation: string,
    body: unknown,
    schema: TSchema,
  ): Promise<v.InferOutput<TSchema>> {
    const answer = await post(operation, body);
    if (answer.status === 200) {
      const result = v.safeParse(schema, answer.body);
      if (!result.success) throw new BankIdError({ operation, status: 200, errorCode: "invalidResponse" });
      return result.output;
    }
    const error = v.safeParse(ErrorBodySchema, answer.body);
    throw new BankIdError({
      operation,
      status: answer.status,
      errorCode: error.success ? error.output.errorCode : (CODE_BY_STATUS[answer.status] ?? "invalidResponse"),
      details: error.success ? error.output.details : "",
    });
  }

  return {
    auth: (input) => call("auth", orderBody(input), OrderStartSchema),
    sign: (input) => call("sign", orderBody(input), OrderStartSchema),
    phoneAuth: (input) => call("phone/auth", phoneBody(input), PhoneOrderStartSchema),
    phoneSign: (input) => call("phone/sign", phoneBody(input), PhoneOrderStartSchema),
    collect: (orderRef) => call("collect", { orderRef }, CollectResultSchema),
    cancel: async (orderRef) => {
      await call("cancel", { orderRef }, CancelAnswerSchema);
    },
    close: () => {
      agent?.destroy();
      agent = undefined;
    },
  };
}
