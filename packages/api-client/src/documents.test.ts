import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  approveDocument,
  cancelDocumentSign,
  createHttp,
  documentPdfHref,
  finishDocumentEidentSign,
  getDocumentSignStatus,
  getMyDocuments,
  isApiError,
  startDocumentEidentSign,
  startDocumentSign,
  type Http,
} from "./index";

/* The documents calls against a real server on loopback: the paths and ids, the answers checked. */

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let seen: { method: string; url: string }[] = [];
let server: Server;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "" });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, siteKey: "Jmse" });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const ID = "0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f";
const SESSION = "0123456789abcdef0123456789abcdef";

describe("the documents calls", () => {
  it("asks for the site's documents and refuses an answer that is not the contract's", async () => {
    answer = { status: 200, body: { documents: [] } };
    expect(await getMyDocuments(http, "Jmse")).toEqual({ documents: [] });
    answer = { status: 200, body: { documents: [{ id: "not a document" }] } };
    await expect(getMyDocuments(http, "Jmse")).rejects.toThrow();
    expect(seen.map((call) => call.url)).toEqual([
      "/document_service/documents?siteKey=Jmse",
      "/document_service/documents?siteKey=Jmse",
    ]);
  });

  it("starts, reads and cancels a BankID sign order, and passes the API's refusal on", async () => {
    answer = { status: 200, body: { sessionId: SESSION, autoStartToken: "token" } };
    expect(await startDocumentSign(http, ID)).toEqual({ sessionId: SESSION, autoStartToken: "token" });
    answer = { status: 200, body: { status: "Pending", hintCode: "userSign", qrCode: "bankid.a.1.b" } };
    expect(await getDocumentSignStatus(http, SESSION)).toMatchObject({ status: "Pending", hintCode: "userSign" });
    answer = { status: 200, body: { status: "Cancelled" } };
    expect(await cancelDocumentSign(http, SESSION)).toEqual({ status: "Cancelled" });
    answer = { status: 409, body: { status: 409, error: "Conflict", message: "documentNeedsSignature" } };
    const refused = await approveDocument(http, ID).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.errorBody?.message).toBe("documentNeedsSignature");
    expect(seen).toEqual([
      { method: "POST", url: `/document_service/documents/${ID}/sign/bank_id/start` },
      { method: "GET", url: `/document_service/sign/bank_id/status/${SESSION}` },
      { method: "POST", url: `/document_service/sign/bank_id/cancel/${SESSION}` },
      { method: "POST", url: `/document_service/documents/${ID}/approve` },
    ]);
  });

  it("starts and finishes a signature through the e-ID broker, and refuses an answer that is not the contract's", async () => {
    const authorizationUrl = "http://127.0.0.1:4303/auth/open/connect/authorize?state=s1";
    answer = { status: 200, body: { authorizationUrl } };
    const returnUrl = "http://localhost:3003/mine-sider/mine-avtaler/handling/";
    expect(await startDocumentEidentSign(http, ID, { returnUrl })).toEqual({ authorizationUrl });
    answer = { status: 200, body: { status: "Cancelled" } };
    expect(await finishDocumentEidentSign(http, { state: "s1", error: "access_denied" })).toEqual({
      status: "Cancelled",
    });
    answer = { status: 200, body: { status: "Pending", hintCode: null, qrCode: "x" } };
    await expect(finishDocumentEidentSign(http, { state: "s1", code: "c" })).rejects.toThrow();
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST /document_service/documents/${ID}/sign/signicat/start`,
      "POST /document_service/sign/signicat/status",
      "POST /document_service/sign/signicat/status",
    ]);
  });

  it("links the PDF through the session bridge, with the sites' trailing slash and the id encoded", () => {
    expect(documentPdfHref(ID)).toBe(`/_api/document_service/documents/${ID}/pdf/`);
    expect(documentPdfHref("../x")).toBe("/_api/document_service/documents/..%2Fx/pdf/");
  });
});
