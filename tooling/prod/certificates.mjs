// A local certificate authority and a server certificate for the balancer's host names, made with
// openssl once per data folder and reused: trust `ca.pem` once (browser, curl --cacert, Node's
// NODE_EXTRA_CA_CERTS) and every later start serves a certificate it signed. The server certificate
// is made again when the host names change or it is about to expire.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CA_DAYS = 3650;
const SERVER_DAYS = 397;

function openssl(args, cwd) {
  execFileSync("openssl", args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
}

/** Whether openssl can be run. */
export function hasOpenssl() {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes (or reuses) the CA and the server certificate in `dir`.
 * @param {string} dir
 * @param {string[]} hosts the DNS names the server certificate covers
 * @returns {{ ca: string, certificate: string, key: string, bundle: string }} file paths; `bundle` is certificate + key, as HAProxy reads them
 */
export function ensureCertificates(dir, hosts) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = {
    ca: join(dir, "ca.pem"),
    caKey: join(dir, "ca-key.pem"),
    certificate: join(dir, "server.pem"),
    key: join(dir, "server-key.pem"),
    bundle: join(dir, "server-bundle.pem"),
    hosts: join(dir, "server-hosts.txt"),
  };
  if (!existsSync(files.ca) || !existsSync(files.caKey)) {
    openssl(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", files.caKey]);
    openssl([
      "req",
      "-x509",
      "-new",
      "-key",
      files.caKey,
      "-sha256",
      "-days",
      String(CA_DAYS),
      "-subj",
      "/O=Fjallvik local/CN=Fjallvik local production-shape CA",
      "-addext",
      "basicConstraints=critical,CA:TRUE,pathlen:0",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
      "-out",
      files.ca,
    ]);
    rmSync(files.certificate, { force: true });
  }
  const wanted = [...hosts].sort().join("\n");
  const isCurrent =
    existsSync(files.certificate) &&
    existsSync(files.bundle) &&
    existsSync(files.hosts) &&
    readFileSync(files.hosts, "utf8") === wanted &&
    expiresLaterThan(files.certificate, 30 * 24 * 60 * 60);
  if (!isCurrent) {
    const extensions = join(dir, "server-ext.cnf");
    writeFileSync(
      extensions,
      [
        "basicConstraints=critical,CA:FALSE",
        "keyUsage=critical,digitalSignature",
        "extendedKeyUsage=serverAuth",
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}`,
        "",
      ].join("\n"),
    );
    const request = join(dir, "server.csr");
    openssl(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", files.key]);
    openssl(["req", "-new", "-key", files.key, "-subj", `/CN=${hosts[0]}`, "-out", request]);
    openssl([
      "x509",
      "-req",
      "-in",
      request,
      "-CA",
      files.ca,
      "-CAkey",
      files.caKey,
      "-CAcreateserial",
      "-sha256",
      "-days",
      String(SERVER_DAYS),
      "-extfile",
      extensions,
      "-out",
      files.certificate,
    ]);
    rmSync(request, { force: true });
    writeFileSync(files.bundle, readFileSync(files.certificate, "utf8") + readFileSync(files.key, "utf8"), {
      mode: 0o600,
    });
    writeFileSync(files.hosts, wanted);
  }
  return { ca: files.ca, certificate: files.certificate, key: files.key, bundle: files.bundle };
}

function expiresLaterThan(certificate, seconds) {
  try {
    openssl(["x509", "-in", certificate, "-noout", "-checkend", String(seconds)]);
    return true;
  } catch {
    return false;
  }
}
