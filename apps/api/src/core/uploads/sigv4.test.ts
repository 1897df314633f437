import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EMPTY_PAYLOAD_HASH, signRequest } from "./sigv4";

/*
 * AWS's published examples: the Signature Version 4 test suite's get-vanilla case, and the GET
 * and PUT object examples of the S3 API reference ("Signature calculations for the Authorization
 * header"). The local S3-compatible server of s3-store.test.ts does not check V4 signatures, so
 * these vectors are what proves the signing.
 */
function signatureOf(authorization: string | undefined): string | undefined {
  return authorization?.match(/Signature=([0-9a-f]{64})$/)?.[1];
}

describe("signRequest", () => {
  it("matches the test suite's get-vanilla signature", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://example.amazonaws.com/"),
        headers: {},
        payloadHash: EMPTY_PAYLOAD_HASH,
        date: new Date("2015-08-30T12:36:00Z"),
      },
      {
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "service",
      },
    );
    expect(headers["x-amz-date"]).toBe("20150830T123600Z");
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, " +
        "SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
  });

  const s3Scope = {
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
    service: "s3",
  };

  it("matches the S3 reference's GET object example", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9", "x-amz-content-sha256": EMPTY_PAYLOAD_HASH },
        payloadHash: EMPTY_PAYLOAD_HASH,
        date: new Date("2013-05-24T00:00:00Z"),
      },
      s3Scope,
    );
    expect(headers.authorization).toContain("SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,");
    expect(signatureOf(headers.authorization)).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });

  it("matches the S3 reference's PUT object example", () => {
    const payloadHash = createHash("sha256").update("Welcome to Amazon S3.").digest("hex");
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test%24file.text"),
        headers: {
          date: "Fri, 24 May 2013 00:00:00 GMT",
          "x-amz-storage-class": "REDUCED_REDUNDANCY",
          "x-amz-content-sha256": payloadHash,
        },
        payloadHash,
        date: new Date("2013-05-24T00:00:00Z"),
      },
      s3Scope,
    );
    expect(signatureOf(headers.authorization)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("changes with the secret, the body's hash and the path", () => {
    const base = {
      method: "PUT",
      url: new URL("http://127.0.0.1:9000/bucket/cases/1/a"),
      headers: {},
      payloadHash: EMPTY_PAYLOAD_HASH,
      date: new Date("2026-01-01T00:00:00Z"),
    };
    const scope = { ...s3Scope, region: "eu-north-1" };
    const signature = signatureOf(signRequest(base, scope).authorization);
    expect(signatureOf(signRequest(base, { ...scope, secretAccessKey: "other" }).authorization)).not.toBe(signature);
    expect(signatureOf(signRequest({ ...base, payloadHash: "0".repeat(64) }, scope).authorization)).not.toBe(signature);
    expect(
      signatureOf(
        signRequest({ ...base, url: new URL("http://127.0.0.1:9000/bucket/cases/1/b") }, scope).authorization,
      ),
    ).not.toBe(signature);
  });
});
