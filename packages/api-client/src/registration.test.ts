import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  addVipMembership,
  createHttp,
  finishEidentRegister,
  registerAccount,
  registrationVerifiedOf,
  sendRegistrationEmailCode,
  startEidentRegister,
  type Http,
} from "./index";

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let seen: { url: string; body: unknown } | null = null;
let server: Server;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen = { url: `${req.method} ${req.url}`, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, siteKey: "Jmse" });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = { id: "u1", firstName: "Nils", lastName: "Nilsson", payments: [{ site: "s", status: "NotPaid" }] };

describe("registration calls", () => {
  it("asks for the e-mail code", async () => {
    answer = { status: 200, body: { status: "Ok" } };
    await sendRegistrationEmailCode(http, { email: "nils@example.com", siteId: "s" });
    expect(seen).toEqual({
      url: "POST /account_service/register/email_code",
      body: { email: "nils@example.com", siteId: "s" },
    });
  });

  it("registers and answers the logged-in user; a refusal is an ApiError with its field errors", async () => {
    answer = { status: 200, body: { status: "Ok", expiresAt: "2026-11-25T12:00:00.000Z", user } };
    const body = {
      birthDate: "1990-05-05",
      firstName: "Nils",
      lastName: "Nilsson",
      email: "nils@example.com",
      address: "Storgatan 3",
      postalCode: "11351",
      city: "Stockholm",
      countryId: "se" as const,
      phoneNumber: "0701234567",
      emailCode: "123456",
      terms: true as const,
      siteId: "s",
    };
    const registered = await registerAccount(http, body);
    expect(registered.user.payments).toEqual([{ site: "s", status: "NotPaid", payedWithCode: false }]);
    expect(seen?.url).toBe("POST /account_service/register");

    answer = {
      status: 400,
      body: {
        status: 400,
        error: "InvalidCampaignCode",
        message: "invalidCampaignCode",
        fieldErrors: { "body.campaignCode": ["InvalidCampaignCode"] },
      },
    };
    const error = await registerAccount(http, body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ "body.campaignCode": ["InvalidCampaignCode"] });
  });

  it("upgrades to VIP and answers the user", async () => {
    answer = { status: 200, body: { ...user, vipMemberships: [{ site: "s" }] } };
    const upgraded = await addVipMembership(http, { siteId: "s", campaignCode: "VIP2026" });
    expect(upgraded.vipMemberships).toEqual([{ site: "s" }]);
    expect(seen).toEqual({
      url: "POST /account_service/update/vipmembership",
      body: { siteId: "s", campaignCode: "VIP2026" },
    });
  });

  it("tells BankID's verified registration from a login", () => {
    const person = { securityNumber: "200109095679", firstName: "Sara", lastName: "Nyström" };
    expect(registrationVerifiedOf({ status: "Ok", registrationToken: "t", person })).toMatchObject({ person });
    expect(registrationVerifiedOf({ status: "Ok", expiresAt: "2026-11-25T12:00:00.000Z" })).toBeNull();
  });

  it("registers with e-ident: the broker's address, then the verified person from what it sent back", async () => {
    answer = { status: 200, body: { authorizationUrl: "http://127.0.0.1:4303/auth/open/connect/authorize?x=1" } };
    const returnUrl = "http://localhost:3004/kirjaudu-sisaan/e-id/";
    expect(await startEidentRegister(http, { siteId: "s", returnUrl })).toEqual({
      authorizationUrl: "http://127.0.0.1:4303/auth/open/connect/authorize?x=1",
    });
    expect(seen).toEqual({ url: "POST /account_service/register/eident/start", body: { siteId: "s", returnUrl } });

    const person = { securityNumber: "240688-1230", firstName: "Aino", lastName: "Korhonen" };
    answer = {
      status: 200,
      body: { status: "Ok", registrationToken: "t", expiresAt: "2026-11-25T12:15:00.000Z", person },
    };
    const verified = await finishEidentRegister(http, { state: "s1", code: "c1" });
    expect(seen).toEqual({ url: "POST /account_service/register/eident/status", body: { state: "s1", code: "c1" } });
    expect(registrationVerifiedOf(verified)).toMatchObject({ registrationToken: "t", person });

    answer = { status: 409, body: { status: 409, error: "UserAlreadyExists", message: "userExists" } };
    const refused = await finishEidentRegister(http, { state: "s2", code: "c2" }).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
  });
});
