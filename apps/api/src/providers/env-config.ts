import { join } from "node:path";
import { EXPLICIT_ENVIRONMENTS, simulatorsDataDir } from "./simulator-files";

type Source = Record<string, string | undefined>;

export type ClientCertificate =
  { kind: "pem"; certFile: string; keyFile: string } | { kind: "pfx"; pfxFile: string; passphrase: string };

/**
 * One provider's variables read the way every provider reads them: a value left out falls back to
 * the local simulator's, except in preprod and production, where every value must be given and
 * every URL must be HTTPS. Problems are collected, so a misconfigured API names all of them at
 * once when `done` throws.
 */
export function readProviderEnv(env: Source, provider: string) {
  const value = (name: string) => env[name]?.trim() || undefined;
  const environment = value("HOUSING_ENV")?.toLowerCase() ?? "";
  const explicit = EXPLICIT_ENVIRONMENTS.includes(environment);
  const problems: string[] = [];

  const required = (name: string, fallback: string): string => {
    const given = value(name);
    if (given) return given;
    if (explicit) problems.push(`${name} must be set in ${environment}`);
    return fallback;
  };

  return {
    explicit,
    environment,
    value,
    required,
    problem: (message: string) => void problems.push(message),
    /** An http(s) URL, HTTPS only in preprod and production (or always, with `httpsOnly`). */
    url(name: string, fallback: string, options: { httpsOnly?: boolean } = {}): string {
      const url = required(name, fallback);
      const https = explicit || options.httpsOnly === true;
      const protocols = https ? ["https:"] : ["https:", "http:"];
      if (!URL.canParse(url) || !protocols.includes(new URL(url).protocol))
        problems.push(`${name} must be ${https ? "an https" : "an http(s)"} URL`);
      return url;
    },
    /** A per-call timeout in milliseconds, 100 to 120000. */
    timeout(name: string, fallback: number): number {
      const given = value(name);
      if (given === undefined) return fallback;
      if (!/^\d+$/.test(given) || Number(given) < 100 || Number(given) > 120_000) {
        problems.push(`${name} must be 100 to 120000 milliseconds`);
        return fallback;
      }
      return Number(given);
    },
    /** The simulator's files of this provider (certificates, keys) under HOUSING_SIMULATORS_DATA_DIR. */
    simulatorFiles: (folder: string) => join(value("HOUSING_SIMULATORS_DATA_DIR") ?? simulatorsDataDir(), folder),
    /**
     * A mutual-TLS client certificate, `{PREFIX}_PFX` + `{PREFIX}_PASSPHRASE` or `{PREFIX}_CERT` +
     * `{PREFIX}_KEY`; the simulator's `client.pem` and `client-key.pem` in `simulatorFolder` locally.
     */
    clientCertificate(prefix: string, simulatorFolder: string): ClientCertificate {
      const pfx = value(`${prefix}_PFX`);
      const cert = value(`${prefix}_CERT`);
      const key = value(`${prefix}_KEY`);
      if (pfx) {
        if (cert || key)
          problems.push(
            `Give the client certificate either as ${prefix}_PFX or as ${prefix}_CERT and ${prefix}_KEY, not both`,
          );
        return { kind: "pfx", pfxFile: pfx, passphrase: env[`${prefix}_PASSPHRASE`] ?? "" };
      }
      if (cert || key) {
        if (!cert || !key) problems.push(`${prefix}_CERT and ${prefix}_KEY go together`);
        return { kind: "pem", certFile: cert ?? "", keyFile: key ?? "" };
      }
      if (explicit) problems.push(`${prefix}_PFX (or ${prefix}_CERT and ${prefix}_KEY) must be set in ${environment}`);
      return {
        kind: "pem",
        certFile: join(simulatorFolder, "client.pem"),
        keyFile: join(simulatorFolder, "client-key.pem"),
      };
    },
    /** Throws with every problem found, naming the provider. */
    done(): void {
      if (problems.length > 0) throw new Error(`Invalid ${provider} configuration: ${problems.join("; ")}`);
    },
  };
}

/** A base URL that ends in `/`, so the client's relative paths resolve under it. */
export const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
