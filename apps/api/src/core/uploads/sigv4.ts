import { createHash, createHmac } from "node:crypto";

/** The credentials and scope of AWS Signature Version 4. */
export interface SigV4Scope {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for object storage. */
  service: string;
}

export interface SigV4Request {
  method: string;
  /** Its path must already be percent-encoded (RFC 3986); it is signed as it is sent. */
  url: URL;
  /** Headers to sign besides `host` and `x-amz-date`, which are added. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
  date: Date;
}

export const EMPTY_PAYLOAD_HASH = createHash("sha256").update("").digest("hex");

function hmac(key: string | Buffer, value: string): Buffer {
  return createHmac("sha256", key).update(value, "utf8").digest();
}

/** `20130524T000000Z`: the timestamp form SigV4 signs. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 3986 encoding of one path segment or query value, as SigV4 wants it (only A-Z a-z 0-9 - . _ ~ stay). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/**
 * The request's headers with `host`, `x-amz-date` and `authorization` added (AWS Signature
 * Version 4, header form). Checked against AWS's published examples in sigv4.test.ts.
 */
export function signRequest(request: SigV4Request, scope: SigV4Scope): Record<string, string> {
  const timestamp = amzDate(request.date);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = { host: request.url.host, "x-amz-date": timestamp };
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || "/",
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    timestamp,
    credentialScope,
    createHash("sha256").update(canonicalRequest, "utf8").digest("hex"),
  ].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${scope.secretAccessKey}`, day), scope.region), scope.service),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${scope.accessKeyId}/${credentialScope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
