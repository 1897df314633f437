import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import forge from "node-forge";

/** The passphrase of the relying party's PKCS#12 file (BankID's own test certificate uses the same). */
export const CLIENT_PFX_PASSPHRASE = "qwerty123";

/** The files written into `{dataDir}/bankid/`, as PEM (and the client's key pair once more as PKCS#12). */
export const CERTIFICATE_FILES = {
  ca: "ca.pem",
  caKey: "ca-key.pem",
  server: "server.pem",
  serverKey: "server-key.pem",
  client: "client.pem",
  clientKey: "client-key.pem",
  clientPfx: "client.p12",
} as const;

export interface BankIdCertificates {
  dir: string;
  caPem: string;
  caKeyPem: string;
  serverCertPem: string;
  serverKeyPem: string;
  clientCertPem: string;
  clientKeyPem: string;
}

type Attributes = forge.pki.CertificateField[];

interface Issued {
  cert: forge.pki.Certificate;
  keys: forge.pki.rsa.KeyPair;
}

function serialNumber(): string {
  // Positive: the first byte stays below 0x80.
  return `01${randomBytes(15).toString("hex")}`;
}

function issue(options: { subject: Attributes; issuer?: Issued; years: number; extensions: object[] }): Issued {
  // Node's own key generator underneath (forge uses it when it is there): fast and pure JS otherwise.
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + options.years * 365 * 24 * 60 * 60 * 1000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : options.subject);
  cert.setExtensions([{ name: "subjectKeyIdentifier" }, ...options.extensions]);
  cert.sign(options.issuer ? options.issuer.keys.privateKey : keys.privateKey, forge.md.sha256.create());
  return { cert, keys };
}

/**
 * A CA, the server's certificate for 127.0.0.1/localhost and a client certificate; `provider`
 * names them (BankID, Swish: each simulator has a CA of its own).
 */
export function generateCertificates(provider = "BankID"): Omit<BankIdCertificates, "dir"> & { clientPfx: Buffer } {
  const organisation = { shortName: "O", value: `Housing simulators (not ${provider})` };
  const ca = issue({
    subject: [{ shortName: "CN", value: `Housing ${provider} simulator CA` }, organisation],
    years: 10,
    extensions: [
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const server = issue({
    subject: [{ shortName: "CN", value: "127.0.0.1" }, organisation],
    issuer: ca,
    years: 2,
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
          { type: 2, value: "localhost" },
        ],
      },
    ],
  });
  const client = issue({
    subject: [{ shortName: "CN", value: `Housing client of ${provider} (simulator)` }, organisation],
    issuer: ca,
    years: 2,
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, critical: true },
      { name: "extKeyUsage", clientAuth: true },
    ],
  });
  const pfx = forge.pkcs12.toPkcs12Asn1(client.keys.privateKey, [client.cert, ca.cert], CLIENT_PFX_PASSPHRASE, {
    algorithm: "3des",
    friendlyName: "relying party",
  });
  return {
    caPem: forge.pki.certificateToPem(ca.cert),
    caKeyPem: forge.pki.privateKeyToPem(ca.keys.privateKey),
    serverCertPem: forge.pki.certificateToPem(server.cert),
    serverKeyPem: forge.pki.privateKeyToPem(server.keys.privateKey),
    clientCertPem: forge.pki.certificateToPem(client.cert),
    clientKeyPem: forge.pki.privateKeyToPem(client.keys.privateKey),
    clientPfx: Buffer.from(forge.asn1.toDer(pfx).getBytes(), "binary"),
  };
}

/**
 * A certificate and key that no one trusts here: signed by a CA of its own, for showing that the
 * server refuses a relying party it does not know.
 */
export function generateUntrustedClient(): { certPem: string; keyPem: string } {
  const other = issue({
    subject: [{ shortName: "CN", value: "Some other CA" }],
    years: 1,
    extensions: [{ name: "basicConstraints", cA: true, critical: true }],
  });
  const client = issue({
    subject: [{ shortName: "CN", value: "Unknown relying party" }],
    issuer: other,
    years: 1,
    extensions: [{ name: "extKeyUsage", clientAuth: true }],
  });
  return {
    certPem: forge.pki.certificateToPem(client.cert),
    keyPem: forge.pki.privateKeyToPem(client.keys.privateKey),
  };
}

/** Reads the certificates from `{dataDir}/{folder}/`, writing them first when any is missing. */
export async function ensureCertificates(
  dataDir: string,
  folder = "bankid",
  provider = "BankID",
): Promise<BankIdCertificates & { generated: boolean }> {
  const dir = join(dataDir, folder);
  const path = (file: string) => join(dir, file);
  const complete = Object.values(CERTIFICATE_FILES).every((file) => existsSync(path(file)));
  if (!complete) {
    const fresh = generateCertificates(provider);
    await mkdir(dir, { recursive: true });
    const secret = { mode: 0o600 };
    await writeFile(path(CERTIFICATE_FILES.ca), fresh.caPem);
    await writeFile(path(CERTIFICATE_FILES.caKey), fresh.caKeyPem, secret);
    await writeFile(path(CERTIFICATE_FILES.server), fresh.serverCertPem);
    await writeFile(path(CERTIFICATE_FILES.serverKey), fresh.serverKeyPem, secret);
    await writeFile(path(CERTIFICATE_FILES.client), fresh.clientCertPem);
    await writeFile(path(CERTIFICATE_FILES.clientKey), fresh.clientKeyPem, secret);
    await writeFile(path(CERTIFICATE_FILES.clientPfx), fresh.clientPfx, secret);
  }
  const read = (file: string) => readFile(path(file), "utf8");
  return {
    dir,
    generated: !complete,
    caPem: await read(CERTIFICATE_FILES.ca),
    caKeyPem: await read(CERTIFICATE_FILES.caKey),
    serverCertPem: await read(CERTIFICATE_FILES.server),
    serverKeyPem: await read(CERTIFICATE_FILES.serverKey),
    clientCertPem: await read(CERTIFICATE_FILES.client),
    clientKeyPem: await read(CERTIFICATE_FILES.clientKey),
  };
}
