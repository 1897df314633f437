import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DocumentEidentSignStartResponseSchema,
  DocumentEidentSignStatusSchema,
  DocumentsResponseSchema,
  type Document,
} from "@housing/contracts/documents";
import { sites } from "@housing/site-config";
import { createEidClient, eidConfigFromEnv, type EidClient } from "../../providers/eid";
import { call, loginByEmail, useAccountApp } from "../../testing/account";
import { loginAtSimulator, spawnEidSimulator, type EidSimulatorProcess } from "../../testing/eid-simulator";
import { pdfText } from "../../testing/pdf-text";
import { testDrivers } from "../../testing/test-database";

/*
 * Signing a document in Norway and Finland through the e-ID broker: the local simulator, started
 * as its own process and reached with the real OpenID Connect client; the person is picked on its
 * login page as a browser would. Ingrid (Norway) and Liisa (Finland) each have a purchase contract
 * waiting for their signature; Ola is the other user who must not reach Ingrid's. The tests of one
 * file share one database, so they run in order: the refusals before the signatures.
 */

const NO_ACTION = "http://localhost:3003/mine-sider/mine-avtaler/handling/";
const FI_ACTION = "http://localhost:3004/sivuni/asiakirjat/toimenpide/";
const NO_LOGIN_RETURN = "http://localhost:3003/logg-inn/e-id/";

let broker: EidSimulatorProcess;
let eid: EidClient;

beforeAll(async () => {
  broker = await spawnEidSimulator(process.env);
  eid = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: broker.issuer }));
});
afterAll(async () => {
  await broker?.stop();
});

/** The broker's callback parameters, as the action page reads them from its query. */
const returnOf = (back: string) => {
  const query = new URL(back).searchParams;
  return Object.fromEntries(
    ["state", "code", "iss", "error"].flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])),
  );
};

describe.each(testDrivers())("signing a document through the e-ID broker on $name", (driver) => {
  const t = useAccountApp(driver);
  const app = () => t.appWith({ eid });

  const login = (email: string, site = sites.no) => loginByEmail(app(), email, site.siteId);
  const contractOf = async (token: string, siteKey: string): Promise<Document> => {
    const answer = await call(app(), "GET", `/document_service/documents?siteKey=${siteKey}`, { token });
    return v.parse(DocumentsResponseSchema, answer.body).documents.find((doc) => doc.kind === "purchaseContract")!;
  };
  const start = (token: string, id: string, returnUrl: string) =>
    call(app(), "POST", `/document_service/documents/${id}/sign/signicat/start`, { token, body: { returnUrl } });
  const authorizationUrlOf = async (token: string, id: string, returnUrl: string) => {
    const answer = await start(token, id, returnUrl);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v.parse(DocumentEidentSignStartResponseSchema, answer.body).authorizationUrl;
  };
  const finish = (token: string, back: string) =>
    call(app(), "POST", "/document_service/sign/signicat/status", { token, body: returnOf(back) });

  it("refuses another return address, Sweden's documents, approvals, and works only with a broker and a login", async () => {
    const ingrid = await login("ingrid.berg@example.com");
    const contract = await contractOf(ingrid, "Jmno");
    const elsewhere = await start(ingrid, contract.id, "https://evil.example/mine-sider/mine-avtaler/handling/?x=1");
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fieldErrors).toEqual({ "body.returnUrl": ["invalidInput"] });

    const anna = await login("anna.andersson@example.com", sites.se);
    const annas = await contractOf(anna, "Jmse");
    expect((await start(anna, annas.id, "http://localhost:3000/mina-sidor/mina-avtal/atgard/")).body).toMatchObject({
      status: 409,
      message: "eidentSigningNotAvailable",
    });
    const ola = await login("ola.nordmann@example.com");
    const olas = await call(app(), "GET", "/document_service/documents?siteKey=Jmno", { token: ola });
    const choices = v.parse(DocumentsResponseSchema, olas.body).documents[0]!;
    expect((await start(ola, choices.id, NO_ACTION)).body).toMatchObject({
      status: 409,
      message: "documentNeedsApproval",
    });

    expect((await call(app(), "POST", "/document_service/sign/signicat/status", { body: { state: "x" } })).status).toBe(
      401,
    );
    const noBroker = await call(t.app, "POST", `/document_service/documents/${contract.id}/sign/signicat/start`, {
      token: ingrid,
      body: { returnUrl: NO_ACTION },
    });
    expect(noBroker.status).toBe(503);
  });
  it("does not let a login's state finish a signing", async () => {
    const ingrid = await login("ingrid.berg@example.com");
    const loginStart = await call(app(), "POST", "/account_service/login/eident/start", {
      body: { flow: "login", siteId: sites.no.siteId, returnUrl: NO_LOGIN_RETURN },
    });
    const back = await loginAtSimulator(loginStart.body.authorizationUrl as string, "Ingrid Berg");
    expect((await finish(ingrid, back)).status).toBe(404);
    expect((await contractOf(ingrid, "Jmno")).isAwaitingMe).toBe(true);
  });

  it("answers Cancelled when the signer cancels at the broker", async () => {
    const ingrid = await login("ingrid.berg@example.com");
    const contract = await contractOf(ingrid, "Jmno");
    const back = await loginAtSimulator(await authorizationUrlOf(ingrid, contract.id, NO_ACTION), "Cancel");
    expect((await finish(ingrid, back)).body).toEqual({ status: "Cancelled" });
    expect((await contractOf(ingrid, "Jmno")).isAwaitingMe).toBe(true);
  });

  it("signs Ingrid's contract with Norwegian BankID; Ola can neither start nor finish it, and the state works once", async () => {
    const ingrid = await login("ingrid.berg@example.com");
    const ola = await login("ola.nordmann@example.com");
    const contract = await contractOf(ingrid, "Jmno");
    expect(contract).toMatchObject({ action: "sign", status: "pending", isAwaitingMe: true });

    expect((await start(ola, contract.id, NO_ACTION)).status).toBe(404);
    const authorizationUrl = await authorizationUrlOf(ingrid, contract.id, NO_ACTION);
    expect(authorizationUrl).toContain("acr_values=idp%3Anbid");
    const back = await loginAtSimulator(authorizationUrl, "Ingrid Berg");
    expect(back.startsWith(NO_ACTION)).toBe(true);

    // Ola with Ingrid's return: not his signature, and it stays Ingrid's to finish.
    expect((await finish(ola, back)).status).toBe(404);
    const signed = await finish(ingrid, back);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const outcome = v.parse(DocumentEidentSignStatusSchema, signed.body);
    expect(outcome.status).toBe("Signed");
    const document = outcome.status === "Signed" ? outcome.document : null;
    expect(document).toMatchObject({ id: contract.id, status: "done", isAwaitingMe: false });
    expect(document?.signers[0]?.signedAt).not.toBeNull();
    expect((await finish(ingrid, back)).status).toBe(404);

    const pdf = await app().request(`/document_service/documents/${contract.id}/pdf`, {
      headers: { authorization: `Bearer ${ingrid}` },
    });
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toMatch(
      /Ingrid Berg: Signert med elektronisk ID \d{2}\.\d{2}\.\d{4}/,
    );
    expect((await start(ingrid, contract.id, NO_ACTION)).body).toMatchObject({
      status: 409,
      message: "documentAlreadySigned",
    });
  });

  it("refuses another person's FTN for Liisa's contract, then records hers", async () => {
    const liisa = await login("liisa.laine@example.com", sites.fi);
    const contract = await contractOf(liisa, "Jmoy");
    const wrongUrl = await authorizationUrlOf(liisa, contract.id, FI_ACTION);
    expect(wrongUrl).toContain("acr_values=idp%3Aftn");
    const wrong = await finish(liisa, await loginAtSimulator(wrongUrl, "Matti Virtanen"));
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ error: "Conflict", message: "eidentSignerMismatch" });
    expect((await contractOf(liisa, "Jmoy")).isAwaitingMe).toBe(true);

    const back = await loginAtSimulator(await authorizationUrlOf(liisa, contract.id, FI_ACTION), "Liisa Laine");
    const signed = await finish(liisa, back);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: "Signed", document: { status: "done" } });
  });
});
