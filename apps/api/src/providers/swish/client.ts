import { readFileSync } from "node:fs";
import { Agent, request } from "node:https";
import * as v from "valibot";
import type { SwishConfig } from "./config";
import { SwishConfigError, SwishError, type SwishProblem } from "./errors";

export const SWISH_STATUSES = ["CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"] as const;
export type SwishStatus = (typeof SWISH_STATUSES)[number];

/** The payment request object of `GET api/v1/paymentrequests/{id}` (and of the callback). */
export const SwishPaymentRequestSchema = v.object({
  id: v.string(),
  paymentReference: v.nullish(v.string()),
  status: v.picklist(SWISH_STATUSES),
  amount: v.nullish(v.number()),
  currency: v.nullish(v.string()),
  dateCreated: v.nullish(v.string()),
  datePaid: v.nullish(v.string()),
  errorCode: v.nullish(v.string()),
  errorMessage: v.nullish(v.string()),
});
export type SwishPaymentRequest = v.InferOutput<typeof SwishPaymentRequestSchema>;

const ProblemsSchema = v.array(v.object({ errorCode: v.string(), errorMessage: v.nullish(v.string(), "") }));

export interface SwishCreateInput {
  /** 32 uppercase hex: the merchant chooses it, and a second PUT with it cannot create a second request. */
  instructionId: string;
  /** Amount in minor units (öre); sent as Swish's string with two decimals. */
  amountMinor: number;
  payeePaymentReference?: string;
  /** E-commerce: the payer's number (8-15 digits with country code). Absent: m-commerce, answered with a token. */
  payerAlias?: string;
  message?: string;
}

export interface SwishCreated {
  id: string;
  location: string;
  /** m-commerce only: opens the Swish app (`swish://paymentrequest?token=…`). */
  token: string | null;
}

export interface SwishClient {
  create(input: SwishCreateInput): Promise<SwishCreated>;
  read(id: string): Promise<SwishPaymentRequest>;
  cancel(id: string): Promise<SwishPaymentRequest>;
  close(): void;
}

/** Öre to Swish's amount string: 12345 -> "123.45". */
export function swishAmount(amountMinor: number): string {
  return `${Math.trunc(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, "0")}`;
}

const RESPONSE_LIMIT = 256 * 1024;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function tlsFiles(config: SwishConfig) {
  const read = (variable: string, path: string) => {
    try {
      return readFileSync(path);
    } catch {
      throw new SwishConfigError(
        `Swish: cannot read ${variable} (${path}). Locally, start the simulator once to write its certificates.`,
      );
    }
  };
  const certificate = config.clientCertificate;
  return {
    ca: read("HOUSING_SWISH_CA", config.caFile),
    ...(certificate.kind === "pem"
      ? { cert: read("HOUSING_SWISH_CERT", certificate.certFile), key: read("HOUSING_SWISH_KEY", certificate.keyFile) }
      : { pfx: read("HOUSING_SWISH_PFX", certificate.pfxFile), passphrase: certificate.passphrase }),
  };
}

/**
 * A client of the Swish Commerce API over HTTPS with mutual TLS (protocols.md). Certificates are
 * read at the first call, so the API can start before the local simulator has written them. It
 * logs nothing; its errors carry the operation, the status and Swish's codes.
 */
export function createSwishClient(config: SwishConfig): SwishClient {
  let agent: Agent | undefined;
  const agentFor = () => (agent ??= new Agent({ keepAlive: true, maxSockets: 16, ...tlsFiles(config) }));

  function call(operation: string, method: string, path: string, body?: unknown, type = "application/json") {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<RawAnswer>((resolvePromise, reject) => {
      let tls;
      try {
        tls = agentFor();
      } catch (error) {
        // A certificate file that cannot be read: no call was made, as when Swish cannot be reached.
        reject(new SwishError({ operation, status: 0, cause: error }));
        return;
      }
      const req = request(
        new URL(path, config.url),
        {
          method,
          agent: tls,
          headers: {
            accept: "application/json",
            ...(payload !== undefined ? { "content-type": type, "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > RESPONSE_LIMIT) req.destroy(new Error("response too large"));
            else chunks.push(chunk);
          });
          res.on("error", (error) => reject(new SwishError({ operation, status: 0, cause: error })));
          res.on("end", () => {
            clearTimeout(timer);
            resolvePromise({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString("utf8"),
            });
          });
        },
      );
      const timer = setTimeout(() => req.destroy(new Error("timeout")), config.timeoutMs);
      req.on("error", (error) => {
        clearTimeout(timer);
        reject(new SwishError({ operation, status: 0, cause: error }));
      });
      req.end(payload);
    });
  }

  function failure(operation: string, answer: RawAnswer): SwishError {
    let problems: SwishProblem[] = [];
    try {
      const parsed = v.safeParse(ProblemsSchema, JSON.parse(answer.text));
      if (parsed.success) problems = parsed.output.map(({ errorCode, errorMessage }) => ({ errorCode, errorMessage }));
    } catch {
      // Not Swish's error list (a proxy's page): the status says enough.
    }
    return new SwishError({ operation, status: answer.status, problems });
  }

  function object(operation: string, answer: RawAnswer): SwishPaymentRequest {
    if (answer.status !== 200) throw failure(operation, answer);
    try {
      return v.parse(SwishPaymentRequestSchema, JSON.parse(answer.text));
    } catch (error) {
      throw new SwishError({ operation, status: 0, cause: error });
    }
  }

  const header = (answer: RawAnswer, name: string) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

  return {
    async create(input) {
      const answer = await call("create", "PUT", `api/v2/paymentrequests/${input.instructionId}`, {
        ...(input.payeePaymentReference ? { payeePaymentReference: input.payeePaymentReference } : {}),
        callbackUrl: config.callbackUrl,
        ...(input.payerAlias ? { payerAlias: input.payerAlias } : {}),
        payeeAlias: config.payeeAlias,
        amount: swishAmount(input.amountMinor),
        currency: "SEK",
        ...(input.message !== undefined ? { message: input.message } : {}),
      });
      if (answer.status !== 201) throw failure("create", answer);
      return {
        id: input.instructionId,
        location: header(answer, "location") ?? "",
        token: header(answer, "paymentrequesttoken") ?? null,
      };
    },
    async read(id) {
      return object("read", await call("read", "GET", `api/v1/paymentrequests/${encodeURIComponent(id)}`));
    },
    async cancel(id) {
      const patch = [{ op: "replace", path: "/status", value: "cancelled" }];
      const answer = await call(
        "cancel",
        "PATCH",
        `api/v1/paymentrequests/${encodeURIComponent(id)}`,
        patch,
        "application/json-patch+json",
      );
      return object("cancel", answer);
    },
    close() {
      agent?.destroy();
    },
  };
}
