import { request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

export interface TlsIdentity {
  cert?: string;
  key?: string;
  ca: string;
}

/** A request over the network, HTTPS with the given client identity or plain HTTP. */
export function send(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; tls?: TlsIdentity } = {},
): Promise<Answer> {
  const target = new URL(url);
  const requester = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = requester(
      target,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        ...(options.tls ? { ca: options.tls.ca, cert: options.tls.cert, key: options.tls.key } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) as unknown });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

export function postJson(url: string, body: unknown, tls?: TlsIdentity): Promise<Answer> {
  return send(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
    ...(tls ? { tls } : {}),
  });
}

export function postForm(url: string, fields: Record<string, string>): Promise<Answer> {
  return send(url, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}
