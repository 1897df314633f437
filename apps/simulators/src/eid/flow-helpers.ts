// Drives the broker's login over HTTP like a browser does (tests only).
import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from "node:crypto";
import { Window } from "happy-dom";

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const separator = pair?.indexOf("=") ?? -1;
      if (!pair || separator < 1) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(header)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export interface PageForm {
  action: string;
  fields: URLSearchParams;
  button: string;
}

/** The forms of an HTML page, with their fields' current values and the text of their button. */
export function formsOf(html: string, baseUrl: string): PageForm[] {
  const window = new Window({ url: baseUrl });
  window.document.write(html);
  const forms = [...window.document.querySelectorAll("form")].map((form) => {
    const fields = new URLSearchParams();
    for (const input of form.querySelectorAll("input")) {
      if ((input.type === "radio" || input.type === "checkbox") && !input.checked) continue;
      fields.append(input.name, input.value);
    }
    return {
      action: new URL(form.getAttribute("action") ?? "", baseUrl).href,
      fields,
      button: form.querySelector("button")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
    };
  });
  void window.happyDOM.close();
  return forms;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export interface Browser {
  jar: CookieJar;
  /** GET or POST, following redirects on the simulator's origin; stops at any other origin. */
  go(url: string, form?: URLSearchParams): Promise<{ url: string; response: Response }>;
}

export function browser(origin: string): Browser {
  const jar = new CookieJar();
  return {
    jar,
    async go(start, form) {
      let url = start;
      let body = form;
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(url, {
          method: body ? "POST" : "GET",
          redirect: "manual",
          headers: {
            cookie: jar.header(),
            ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          ...(body ? { body: body.toString() } : {}),
        });
        jar.store(response);
        const location = response.headers.get("location");
        if (response.status < 300 || response.status >= 400 || !location) return { url, response };
        const next = new URL(location, url);
        if (next.origin !== origin) return { url: next.href, response };
        await response.body?.cancel();
        url = next.href;
        body = undefined;
      }
      throw new Error("too many redirects");
    },
  };
}

/** Verifies an RS256 JWS against a JWKS by kid and returns its payload (tests only). */
export function verifiedPayload(token: string, jwks: { keys: JsonWebKey[] }): Record<string, unknown> {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) throw new Error("not a JWS");
  const { alg, kid } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string; kid: string };
  if (alg !== "RS256") throw new Error(`unexpected alg ${alg}`);
  const jwk = jwks.keys.find((key) => (key as { kid?: string }).kid === kid);
  if (!jwk) throw new Error(`no key ${kid}`);
  const ok = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: "jwk" }),
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("bad signature");
  return JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
}
