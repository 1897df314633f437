import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocumentSchema, DocumentSignStartResponseSchema, DocumentsResponseSchema } from "@housing/contracts/documents";
import { sites } from "@housing/site-config";
import { bankIdConfigFromEnv } from "../../providers/bankid";
import { startBankIdSimulator, type BankIdSimulatorProcess } from "../../testing/bankid-simulator";
import { call, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";
import { bankIdPortFromConfig } from "../account/bankid-client-port";

/*
 * Signing through the relying-party client and the BankID simulator, over mutual TLS as in
 * production: the sign order shows the document's title and SHA-256 on the phone, is bound to the
 * signer's personal number (the simulator refuses another person), and completes for the signer.
 */

let simulator: BankIdSimulatorProcess;
let port: ReturnType<typeof bankIdPortFromConfig>;

beforeAll(async () => {
  simulator = await startBankIdSimulator();
  port = bankIdPortFromConfig(
    bankIdConfigFromEnv({ HOUSING_BANKID_URL: simulator.rpUrl, HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir }),
  );
}, 90_000);

afterAll(async () => {
  port?.close();
  await simulator?.stop();
});

async function phone(path: "api/open" | "api/approve", body: Record<string, string>) {
  const response = await fetch(new URL(path, simulator.phoneUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(testDrivers())("signing a document with the BankID simulator on $name", (driver) => {
  const t = useAccountApp(driver);

  it("shows the document and its SHA-256, refuses another person and records the signer", async () => {
    const app = t.appWith({ bankId: port });
    const anna = await loginByEmail(app, "anna.andersson@example.com", sites.se.siteId);
    const listed = v.parse(
      DocumentsResponseSchema,
      (await call(app, "GET", "/document_service/documents?siteKey=Jmse", { token: anna })).body,
    );
    const contract = listed.documents.find((doc) => doc.action === "sign")!;
    const started = await call(app, "POST", `/document_service/documents/${contract.id}/sign/bank_id/start`, {
      token: anna,
    });
    expect(started.status).toBe(200);
    const { sessionId, autoStartToken } = v.parse(DocumentSignStartResponseSchema, started.body);

    const opened = await phone("api/open", { autoStartToken });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ kind: "sign", personalNumber: "198503121231" });
    expect(opened.body.userVisibleData).toContain("Köpekontrakt");
    expect(opened.body.userVisibleData).toContain(contract.sha256);

    const phoneSession = String(opened.body.phoneSession);
    const wrong = await phone("api/approve", { phoneSession, personalNumber: "198206231238" });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe("wrongPerson");
    expect(
      (await call(app, "GET", `/document_service/sign/bank_id/status/${sessionId}`, { token: anna })).body,
    ).toMatchObject({
      status: "Pending",
    });

    expect((await phone("api/approve", { phoneSession, personalNumber: "198503121231" })).status).toBe(200);
    const signed = await call(app, "GET", `/document_service/sign/bank_id/status/${sessionId}`, { token: anna });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe("Signed");
    const document = v.parse(DocumentSchema, signed.body.document);
    expect(document.signers.find((signer) => signer.isMe)!.signedAt).not.toBeNull();
    expect(document.status).toBe("pending");
  });
});
