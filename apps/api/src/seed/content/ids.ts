import { createHash } from "node:crypto";

/** Namespace of the seed's name-based ids; fixed so every run produces the same ids. */
const SEED_NAMESPACE = "3a0d5c2e-7b61-5f0e-9c4d-8e2f6a1b7c93";

/** A version-5 (SHA-1, name-based) UUID: the same name always gives the same id. */
export function stableUuid(name: string): string {
  const hash = createHash("sha1")
    .update(Buffer.from(SEED_NAMESPACE.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
