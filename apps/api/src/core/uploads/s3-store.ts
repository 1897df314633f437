import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { EMPTY_PAYLOAD_HASH, encodeRfc3986, signRequest } from "./sigv4";
import { assertOpen, assertSafeKey, type FileStore, type StoredFile } from "./store";

/** An S3-compatible bucket (HOUSING_FILES_S3_*), addressed path-style: `{endpoint}/{bucket}/{key}`. */
export interface S3StoreConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3StoreOptions {
  /** Where a file waits while its size and hash are counted (the system's temporary folder). */
  spoolDir?: string;
  now?: () => Date;
}

/** How long the service may stay silent during one call. */
const S3_TIMEOUT_MS = 60_000;

interface S3Answer {
  status: number;
  response: IncomingMessage;
}

/**
 * Files in an S3-compatible bucket, over SigV4-signed PUT, GET and DELETE. A PUT needs the
 * length before the first byte and an upload stream has none, so a file is first spooled to a
 * temporary file while its bytes are counted and hashed (memory stays at one chunk), then sent
 * with its length and signed SHA-256, and the temporary file removed.
 */
export function s3FileStore(config: S3StoreConfig, options: S3StoreOptions = {}): FileStore {
  const endpoint = new URL(config.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  const now = options.now ?? (() => new Date());
  const scope = { ...config, service: "s3" };

  function urlOf(key: string): URL {
    assertSafeKey(key);
    const path = [config.bucket, ...key.split("/")].map(encodeRfc3986).join("/");
    return new URL(`${endpoint.origin}${basePath}/${path}`);
  }

  function send(method: string, url: URL, headers: Record<string, string>, payloadHash: string, body?: Readable) {
    const signed = signRequest(
      { method, url, headers: { ...headers, "x-amz-content-sha256": payloadHash }, payloadHash, date: now() },
      scope,
    );
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<S3Answer>((resolve, reject) => {
      const outgoing = request(url, { method, headers: signed }, (response) =>
        resolve({ status: response.statusCode ?? 0, response }),
      );
      outgoing.on("error", reject);
      // A service that stops answering fails the call instead of holding the upload open.
      outgoing.setTimeout(S3_TIMEOUT_MS, () => outgoing.destroy(new Error(`S3 ${method} timed out`)));
      if (body) {
        body.on("error", (error) => outgoing.destroy(error));
        body.pipe(outgoing);
      } else {
        outgoing.end();
      }
    });
  }

  async function expect(answer: S3Answer, method: string, accepted: readonly number[]): Promise<void> {
    // The answer's body (an XML error or nothing) is read and dropped, so the socket is free again.
    answer.response.resume();
    if (!accepted.includes(answer.status)) throw new Error(`S3 ${method} answered ${answer.status}`);
  }

  return {
    kind: "s3",
    async put(key: string, stream: Readable, size?: number): Promise<number> {
      const url = urlOf(key);
      // An error before the pipeline is attached is read from stream.errored (assertOpen), not left unhandled.
      stream.on("error", () => undefined);
      const folder = await mkdtemp(join(options.spoolDir ?? tmpdir(), "housing-upload-"));
      const spool = join(folder, randomUUID());
      try {
        assertOpen(stream);
        const hash = createHash("sha256");
        let length = 0;
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            hash.update(chunk);
            length += chunk.length;
            callback(null, chunk);
          },
        });
        await pipeline(stream, measure, createWriteStream(spool));
        if (size !== undefined && size !== length) throw new Error("The stream's length is not the size given");
        const headers = { "content-length": String(length) };
        const answer = await send("PUT", url, headers, hash.digest("hex"), createReadStream(spool));
        await expect(answer, "PUT", [200]);
        return length;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async get(key: string): Promise<StoredFile | null> {
      const answer = await send("GET", urlOf(key), {}, EMPTY_PAYLOAD_HASH);
      if (answer.status === 404) {
        answer.response.resume();
        return null;
      }
      if (answer.status !== 200) await expect(answer, "GET", [200]);
      const size = Number(answer.response.headers["content-length"] ?? Number.NaN);
      return { stream: answer.response, size };
    },
    async delete(key: string): Promise<void> {
      const answer = await send("DELETE", urlOf(key), {}, EMPTY_PAYLOAD_HASH);
      await expect(answer, "DELETE", [200, 204, 404]);
    },
  };
}
