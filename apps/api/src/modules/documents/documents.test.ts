import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  DocumentSchema,
  DocumentSignStartResponseSchema,
  DocumentsResponseSchema,
  type Document,
} from "@housing/contracts/documents";
import { NotificationsResponseSchema } from "@housing/contracts/my-pages";
import { sites } from "@housing/site-config";
import { call, demoUserId, FakeBankId, loginByEmail, TestClock } from "../../testing/account";
import { pdfText } from "../../testing/pdf-text";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { issueDocument } from "./service";

/*
 * The documents service (README.md beside this file) on the seeded demo: Anna and her co-buyer
 * Björn sign one purchase contract; Ola approves his interior choices; Erik has none and must
 * not reach anyone's. The tests of one file share one database, so they run in order.
 */

const ANNA = "anna.andersson@example.com";
const BJORN = "bjorn.andersson@example.com";
const ERIK = "erik.svensson@example.com";
const OLA = "ola.nordmann@example.com";
const ANNA_PN = "198503121231";
const BJORN_PN = "198206231238";

describe.each(testDrivers())("documents on $name", (driver) => {
  const bankId = new FakeBankId();
  const clock = new TestClock();
  clock.time = new Date("2026-11-02T09:30:00.000Z").getTime();
  const t = useSeededApp(driver, { catalogue: { objects: 300 }, app: { bankId, now: clock.now } });

  const login = (email: string, site = sites.se) => loginByEmail(t.app, email, site.siteId);
  const list = async (token: string, siteKey = "Jmse"): Promise<Document[]> => {
    const answer = await call(t.app, "GET", `/document_service/documents?siteKey=${siteKey}`, { token });
    expect(answer.status).toBe(200);
    return v.parse(DocumentsResponseSchema, answer.body).documents;
  };
  const pdf = async (token: string | undefined, id: string) => {
    const response = await t.app.request(`/document_service/documents/${id}/pdf`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  const bell = async (token: string, siteKey = "Jmse") =>
    v
      .parse(NotificationsResponseSchema, (await call(t.app, "GET", `/notifications/${siteKey}`, { token })).body)
      .notifications.filter((item) => item.notificationType === "DocumentSigning");
  const hasDocuments = async (token: string) =>
    (await call(t.app, "GET", "/user_system/hasdocuments", { token })).body.hasDocuments;
  const contractOf = async (token: string) => (await list(token)).find((doc) => doc.kind === "purchaseContract")!;
  const startSign = (token: string, id: string) =>
    call(t.app, "POST", `/document_service/documents/${id}/sign/bank_id/start`, { token });
  const status = (token: string, sessionId: string) =>
    call(t.app, "GET", `/document_service/sign/bank_id/status/${sessionId}`, { token });

  it("lists each user's own documents, with the buyers and what waits for them", async () => {
    const anna = await login(ANNA);
    const bjorn = await login(BJORN);
    const erik = await login(ERIK);
    const ola = await login(OLA, sites.no);

    const annas = await list(anna);
    expect(annas.map((doc) => [doc.kind, doc.status, doc.action, doc.isAwaitingMe])).toEqual([
      ["purchaseContract", "pending", "sign", true],
      ["interiorChoices", "done", "approve", false],
    ]);
    const contract = annas[0]!;
    expect(contract).toMatchObject({ name: "awaiting_signature", title: "Köpekontrakt", doneOn: null });
    expect(contract.signers).toEqual([
      { name: "Anna Andersson", isMe: true, signedAt: null },
      { name: "Björn Andersson", isMe: false, signedAt: null },
    ]);
    expect(JSON.stringify(annas)).not.toContain(BJORN_PN);
    // Björn sees the same contract; the other buyer is not "me" for him.
    const bjorns = await list(bjorn);
    expect(bjorns.map((doc) => doc.id)).toEqual(annas.map((doc) => doc.id));
    expect(bjorns[0]!.signers.find((signer) => signer.isMe)!.name).toBe("Björn Andersson");

    expect(await list(erik)).toEqual([]);
    expect(await list(ola)).toEqual([]);
    const olas = await list(ola, "Jmno");
    expect(olas.map((doc) => [doc.kind, doc.name, doc.title, doc.action])).toEqual([
      ["interiorChoices", "awaiting_approval", "Tilvalgsbestilling", "approve"],
    ]);
    expect(await hasDocuments(anna)).toBe(true);
    expect(await hasDocuments(erik)).toBe(false);
    expect((await call(t.app, "GET", "/document_service/documents?siteKey=Jmse")).status).toBe(401);
  });

  it("serves a real PDF of the purchase to its buyers only", async () => {
    const anna = await login(ANNA);
    const erik = await login(ERIK);
    const contract = await contractOf(anna);
    const answer = await pdf(anna, contract.id);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/pdf");
    expect(Buffer.from(answer.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(answer.bytes);
    expect(text).toContain("Köpekontrakt");
    expect(text).toContain(`Anna Andersson, Personnummer ${ANNA_PN}`);
    expect(text).toContain(`Björn Andersson, Personnummer ${BJORN_PN}`);
    expect(text).toMatch(/Pris: \d{1,3}( \d{3})* kr/);
    expect(text).toContain("Tillträde: 2026-06-01");
    expect(text).toContain("Anna Andersson: Väntar på underskrift");
    // The same document gives the same bytes, so its SHA-256 names it.
    expect((await pdf(anna, contract.id)).bytes).toEqual(answer.bytes);

    for (const token of [erik, undefined]) {
      const refused = await pdf(token, contract.id);
      expect(refused.status).toBe(token ? 404 : 401);
      expect(refused.type).toContain("application/json");
    }
  });

  it("refuses what a user may not do with another's document, and bad input", async () => {
    const erik = await login(ERIK);
    const ola = await login(OLA, sites.no);
    const anna = await login(ANNA);
    const contract = await contractOf(anna);
    const olasChoices = (await list(ola, "Jmno"))[0]!;
    const ordersBefore = bankId.orders.size;
    for (const [token, id] of [
      [erik, contract.id],
      [ola, contract.id],
      [erik, olasChoices.id],
      [anna, olasChoices.id],
    ] as const) {
      expect((await startSign(token, id)).status).toBe(404);
      expect((await call(t.app, "POST", `/document_service/documents/${id}/approve`, { token })).status).toBe(404);
      expect((await pdf(token, id)).status).toBe(404);
    }
    expect(bankId.orders.size).toBe(ordersBefore);
    expect((await list(ola, "Jmno"))[0]!.isAwaitingMe).toBe(true);

    // A sign order is its starter's: another user can neither poll nor cancel it.
    const started = v.parse(DocumentSignStartResponseSchema, (await startSign(anna, contract.id)).body);
    expect((await status(erik, started.sessionId)).status).toBe(404);
    const cancel = `/document_service/sign/bank_id/cancel/${started.sessionId}`;
    expect((await call(t.app, "POST", cancel, { token: erik })).status).toBe(404);
    expect((await call(t.app, "POST", cancel, { token: anna })).body).toEqual({ status: "Cancelled" });
    expect((await status(anna, started.sessionId)).status).toBe(404);

    const bad: [string, string, string][] = [
      ["GET", "/document_service/documents?siteKey=Nowhere", "query.siteKey"],
      ["GET", "/document_service/documents", "query.siteKey"],
      ["GET", "/document_service/documents/not-a-guid/pdf", "params.id"],
      ["POST", "/document_service/documents/123/approve", "params.id"],
      ["POST", "/document_service/documents/x/sign/bank_id/start", "params.id"],
      ["GET", "/document_service/sign/bank_id/status/ZZZ", "params.sessionId"],
      ["POST", "/document_service/sign/bank_id/cancel/0123", "params.sessionId"],
    ];
    for (const [method, url, field] of bad) {
      const answer = await call(t.app, method, url, { token: anna });
      expect(answer.status, url).toBe(400);
      expect(answer.body.fieldErrors?.[field], url).toBeDefined();
    }
  });

  it("signs with BankID: a wrong person is refused, the contract is done only when both buyers have signed", async () => {
    const anna = await login(ANNA);
    const bjorn = await login(BJORN);
    const contract = await contractOf(anna);
    expect((await bell(anna)).map((item) => [item.name, item.title])).toEqual([
      ["awaiting_signature", "Ett dokument väntar på din underskrift: Köpekontrakt"],
    ]);
    expect(await hasDocuments(bjorn)).toBe(true);

    // A sign order (not auth) naming the document and its SHA-256, for Anna's number only.
    const first = v.parse(DocumentSignStartResponseSchema, (await startSign(anna, contract.id)).body);
    const order = bankId.latest;
    expect(order.kind).toBe("sign");
    expect(order.request).toMatchObject({ personalNumber: ANNA_PN });
    expect("userVisibleText" in order.request && order.request.userVisibleText).toContain("Köpekontrakt");
    expect("userVisibleText" in order.request && order.request.userVisibleText).toContain(contract.sha256);
    const pending = await status(anna, first.sessionId);
    expect(pending.body).toMatchObject({ status: "Pending", hintCode: "outstandingTransaction" });
    expect(pending.body.qrCode).toMatch(/^bankid\.[0-9a-f-]+\.\d+\.[0-9a-f]{64}$/);

    // Björn's BankID on Anna's order: refused, nothing recorded.
    bankId.complete({ personalNumber: BJORN_PN, name: "Björn Andersson" }, order);
    const wrong = await status(anna, first.sessionId);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: "WrongSigner", message: "signerMismatch" });
    expect((await contractOf(anna)).signers.every((signer) => signer.signedAt === null)).toBe(true);
    expect(await bell(anna)).toHaveLength(1);

    // Anna signs.
    clock.advance(60);
    const second = v.parse(DocumentSignStartResponseSchema, (await startSign(anna, contract.id)).body);
    bankId.complete({ personalNumber: ANNA_PN, name: "Anna Andersson" });
    const signed = await status(anna, second.sessionId);
    expect(signed.status).toBe(200);
    const afterAnna = v.parse(DocumentSchema, signed.body.document);
    expect(afterAnna).toMatchObject({ status: "pending", isAwaitingMe: false, doneOn: null, sha256: contract.sha256 });
    expect(afterAnna.signers.find((signer) => signer.isMe)!.signedAt).toBe(clock.now().toISOString());
    expect(await bell(anna)).toEqual([]);
    expect(await hasDocuments(anna)).toBe(false);
    expect(await bell(bjorn)).toHaveLength(1);
    expect((await startSign(anna, contract.id)).body).toMatchObject({ message: "documentAlreadySigned" });

    const halfway = pdfText((await pdf(bjorn, contract.id)).bytes);
    expect(halfway).toContain("Anna Andersson: Signerat med BankID 2026-11-02 10:31:00 CET");
    expect(halfway).toContain("Björn Andersson: Väntar på underskrift");
    expect(halfway).toContain(contract.sha256);

    // Björn signs: now it is done.
    clock.advance(1800);
    const third = v.parse(DocumentSignStartResponseSchema, (await startSign(bjorn, contract.id)).body);
    bankId.complete({ personalNumber: BJORN_PN, name: "Björn Andersson" });
    const done = v.parse(DocumentSchema, (await status(bjorn, third.sessionId)).body.document);
    expect(done).toMatchObject({ status: "done", doneOn: clock.now().toISOString(), isAwaitingMe: false });
    expect(await hasDocuments(bjorn)).toBe(false);
    expect(await bell(bjorn)).toEqual([]);
    const final = pdfText((await pdf(anna, contract.id)).bytes);
    expect(final).toContain("Anna Andersson: Signerat med BankID 2026-11-02 10:31:00 CET");
    expect(final).toContain("Björn Andersson: Signerat med BankID 2026-11-02 11:01:00 CET");
    expect(final).not.toContain("Väntar på underskrift");
  });

  it("approves a document that asks for an approval, and not one to sign", async () => {
    const ola = await login(OLA, sites.no);
    const anna = await login(ANNA);
    const choices = (await list(ola, "Jmno"))[0]!;
    expect((await bell(ola, "Jmno")).map((item) => item.name)).toEqual(["awaiting_approval"]);
    expect(await hasDocuments(ola)).toBe(true);
    // Approval is not a signature, and a signature is not an approval.
    expect((await startSign(ola, choices.id)).body).toMatchObject({ status: 409, message: "documentNeedsApproval" });
    const annasContract = await contractOf(anna);
    const approveContract = await call(t.app, "POST", `/document_service/documents/${annasContract.id}/approve`, {
      token: anna,
    });
    expect(approveContract.body).toMatchObject({ status: 409, message: "documentNeedsSignature" });

    const approved = await call(t.app, "POST", `/document_service/documents/${choices.id}/approve`, { token: ola });
    expect(approved.status).toBe(200);
    expect(v.parse(DocumentSchema, approved.body)).toMatchObject({ status: "done", isAwaitingMe: false });
    expect(await bell(ola, "Jmno")).toEqual([]);
    expect(await hasDocuments(ola)).toBe(false);
    const again = await call(t.app, "POST", `/document_service/documents/${choices.id}/approve`, { token: ola });
    expect(again.body).toMatchObject({ status: 409, message: "documentAlreadySigned" });
    expect(pdfText((await pdf(ola, choices.id)).bytes)).toContain("Ola Nordmann: Godkjent 02.11.2026");
  });

  it("marks a document done when two buyers approve it at the same moment", async () => {
    const anna = await login(ANNA);
    const bjorn = await login(BJORN);
    const bookingId = (await contractOf(anna)).bookingId;
    const id = await issueDocument(t.handle.db, {
      bookingId,
      kind: "handoverProtocol",
      name: "awaiting_approval",
      signerIds: [demoUserId("anna"), demoUserId("bjorn")],
      now: clock.now(),
    });
    expect((await bell(bjorn)).map((item) => [item.name, item.title])).toEqual([
      ["awaiting_approval", "Ett dokument väntar på ditt godkännande: Tillträdesprotokoll"],
    ]);
    const answers = await Promise.all(
      [anna, bjorn].map((token) => call(t.app, "POST", `/document_service/documents/${id}/approve`, { token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [listed] = (await list(anna)).filter((doc) => doc.id === id);
    expect(listed).toMatchObject({ status: "done", isAwaitingMe: false });
    expect(listed!.signers.every((signer) => signer.signedAt !== null)).toBe(true);
    expect(await bell(bjorn)).toEqual([]);
  });
});
