import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ChooseBoardMemberSchema, LoginOkSchema, LoginPendingSchema } from "@housing/contracts/account";
import { sites } from "@housing/site-config";
import { rowsOf } from "../../core/db/sql";
import { DEMO_USERS, call, demoUserId, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

const SE = sites.se.siteId;
const pn = (key: string) => DEMO_USERS.find((user) => user.key === key)?.securityNumber ?? "200109095679";
const SARA = "200109095679";

describe.each(testDrivers())("BankID login on $name", (driver) => {
  const t = useAccountApp(driver);

  const start = async (body: Record<string, unknown>, token?: string) => {
    const answer = await call(t.app, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "login", loginType: "private", siteId: SE, ...body },
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.sessionId as string;
  };
  const status = (sessionId: string) => call(t.app, "GET", `/account_service/login/bank_id/status/${sessionId}`);
  /** Starts, lets the fake complete with the personal number and polls once. */
  const loginAs = async (personalNumber: string, body: Record<string, unknown> = {}, token?: string) => {
    const sessionId = await start(body, token);
    t.bankId.complete({ personalNumber });
    return status(sessionId);
  };

  it("keeps the QR secret on the server and draws the QR of each second", async () => {
    const started = await call(t.app, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "login", loginType: "private", siteId: SE },
    });
    expect(Object.keys(started.body).sort()).toEqual(["autoStartToken", "sessionId"]);
    const sessionId = started.body.sessionId as string;
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    const order = t.bankId.latest;
    expect(started.body.autoStartToken).toBe(order.autoStartToken);
    expect(JSON.stringify(started.body)).not.toContain(order.qrStartSecret);
    const qr = (time: number) =>
      `bankid.${order.qrStartToken}.${time}.${createHmac("sha256", order.qrStartSecret).update(String(time)).digest("hex")}`;

    const first = v.parse(LoginPendingSchema, (await status(sessionId)).body);
    expect(first).toEqual({ status: "Pending", hintCode: "outstandingTransaction", qrCode: qr(0) });
    t.clock.advance(1);
    t.bankId.hint("userSign");
    const second = v.parse(LoginPendingSchema, (await status(sessionId)).body);
    expect(second).toEqual({ status: "Pending", hintCode: "userSign", qrCode: qr(1) });
    t.clock.advance(3);
    expect((await status(sessionId)).body.qrCode).toBe(qr(4));
    expect(JSON.stringify(second)).not.toContain(order.qrStartSecret);
  });

  it("logs a known person in, once; the finished order is gone", async () => {
    const sessionId = await start({});
    t.bankId.complete({ personalNumber: pn("anna") });
    const answer = await status(sessionId);
    const ok = v.parse(LoginOkSchema, answer.body);
    expect(ok).toMatchObject({ status: "Ok", loginType: "private", role: "private" });
    expect(ok.user.id).toBe(demoUserId("anna"));
    const claims = JSON.parse(Buffer.from(ok.token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: demoUserId("anna"), bank_id: true, login_type: "private", association: null });
    expect((await call(t.app, "GET", "/account_service/user", { token: ok.token })).body.id).toBe(demoUserId("anna"));
    expect((await status(sessionId)).status).toBe(404);
    const [row] = await rowsOf<{ status: string; qr_start_secret: string }>(
      t.handle.db,
      sql`select status, qr_start_secret from bankid_orders where session_id = ${sessionId}`,
    );
    expect(row).toEqual({ status: "complete", qr_start_secret: "" });
  });

  it("answers SsnNotFound for a person without an account and refuses the deceased", async () => {
    const unknown = await loginAs(SARA);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("SsnNotFound");
    const deceased = await loginAs(pn("gustav"));
    expect(deceased.status).toBe(422);
    expect(deceased.body).toMatchObject({ error: "Error", message: "personDeceased" });
  });

  it("answers Cancelled when the browser or the user cancels, and Error when the order fails", async () => {
    const cancelled = await start({});
    const cancel = await call(t.app, "POST", `/account_service/login/bank_id/cancel/${cancelled}`);
    expect(cancel.body).toEqual({ status: "Cancelled" });
    expect(t.bankId.latest.cancelled).toBe(true);
    expect((await status(cancelled)).status).toBe(404);
    expect((await call(t.app, "POST", `/account_service/login/bank_id/cancel/${cancelled}`)).status).toBe(404);

    const inApp = await start({});
    t.bankId.fail("userCancel");
    expect((await status(inApp)).body).toEqual({ status: "Cancelled" });
    const failed = await start({});
    t.bankId.fail("startFailed");
    const error = await status(failed);
    expect(error.status).toBe(422);
    expect(error.body.error).toBe("Error");
    expect((await status("0".repeat(32))).status).toBe(404);
  });

  it("lets a board member of several associations choose one with the selection token", async () => {
    const answer = await loginAs(pn("karin"), { flow: "loginBoardMember", loginType: "boardMember" });
    const choose = v.parse(ChooseBoardMemberSchema, answer.body);
    expect(choose.associations.map((association) => association.name)).toEqual(["BRF Ekbacken", "BRF Solgläntan"]);
    const [ekbacken] = choose.associations;
    const select = (associationId: string, token?: string) =>
      call(t.app, "GET", `/account_service/login/bank_id/status/board_member/select/${associationId}`, { token });
    // The selection token is no session token, and the select call needs it.
    expect((await call(t.app, "GET", "/account_service/user", { token: choose.selectionToken })).status).toBe(401);
    expect((await select(ekbacken!.id)).status).toBe(401);
    const ok = v.parse(LoginOkSchema, (await select(ekbacken!.id, choose.selectionToken)).body);
    expect(ok).toMatchObject({ loginType: "boardMember", role: "boardMember" });
    expect(ok.user.brfAccount).toEqual({ id: ekbacken!.id, name: "BRF Ekbacken", activeFinancialManagement: true });
    expect(ok.user.isBoardMember).toBe(true);
    // A session token is no selection token; an association of someone else is refused.
    expect((await select(ekbacken!.id, ok.token)).status).toBe(401);
    const [tallasen] = await rowsOf<{ id: string }>(
      t.handle.db,
      sql`select id from associations where name = 'BRF Tallåsen'`,
    );
    const notHers = await select(tallasen!.id, choose.selectionToken);
    expect(notHers.status).toBe(403);
    expect(notHers.body.error).toBe("NoBoardMember");
    // The selection expires after 5 minutes.
    t.clock.advance(5 * 60 + 1);
    expect((await select(ekbacken!.id, choose.selectionToken)).status).toBe(401);
  });

  it("lets a Swedish board member without technical management report as private, and refuses the board portal", async () => {
    const caseLogin = v.parse(LoginOkSchema, (await loginAs(pn("johan"), { loginType: "boardMemberCase" })).body);
    expect(caseLogin).toMatchObject({ loginType: "privateCase", role: "private" });
    expect(caseLogin.user.isBoardMember).toBe(false);
    const portal = await loginAs(pn("johan"), { flow: "loginBoardMember", loginType: "boardMember" });
    expect(portal.status).toBe(403);
    expect(portal.body.error).toBe("NoBoardMember");
  });

  it("downgrades a person who is no board member but chose the board tab to a board member without management", async () => {
    const ok = v.parse(LoginOkSchema, (await loginAs(pn("anna"), { loginType: "boardMemberCase" })).body);
    expect(ok).toMatchObject({ loginType: "boardMemberCase", role: "boardMemberWithoutManagement" });
    expect(ok.user.brfAccount).toBeNull();
    // The board flow with a private tab is a board login all the same.
    const flow = v.parse(
      LoginOkSchema,
      (await loginAs(pn("erik"), { flow: "loginBoardMember", loginType: "private" })).body,
    );
    expect(flow).toMatchObject({ loginType: "boardMember", role: "boardMemberWithoutManagement" });
  });

  it("verifies a new person for registration and refuses existing or deceased ones", async () => {
    const sara = await loginAs(SARA, { flow: "register" });
    expect(sara.body).toMatchObject({ status: "Ok", person: { securityNumber: SARA } });
    expect(typeof sara.body.registrationToken).toBe("string");
    expect(
      (await call(t.app, "GET", "/account_service/user", { token: sara.body.registrationToken as string })).status,
    ).toBe(401);
    const anna = await loginAs(pn("anna"), { flow: "register" });
    expect(anna.status).toBe(409);
    expect(anna.body.error).toBe("UserAlreadyExists");
    const gustav = await loginAs(pn("gustav"), { flow: "register" });
    expect(gustav.body).toMatchObject({ error: "Error", message: "personDeceased" });
  });

  it("adds a verified personal number to the logged-in user only (update flow, two users)", async () => {
    const anonymous = await call(t.app, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "update", siteId: SE },
    });
    expect(anonymous.status).toBe(401);
    const lisa = await loginByEmail(t.app, "lisa.holm@example.com", SE);
    const erik = await loginByEmail(t.app, "erik.svensson@example.com", SE);
    // Someone else's personal number: refused; the deceased's: refused.
    expect((await loginAs(pn("anna"), { flow: "update" }, lisa)).body.error).toBe("UserAlreadyExists");
    expect((await loginAs(pn("gustav"), { flow: "update" }, lisa)).body.message).toBe("personDeceased");
    // Erik's own number is already his; a different one is refused.
    expect((await loginAs("199409091234", { flow: "update" }, erik)).body.message).toBe("securityNumberMismatch");
    const ok = v.parse(
      LoginOkSchema,
      (await loginAs("199409091234", { flow: "update", loginType: "privateCase" }, lisa)).body,
    );
    expect(ok.user).toMatchObject({ id: demoUserId("lisa"), securityNumber: "199409091234" });
    expect(ok.loginType).toBe("privateCase");
    const erikUser = await call(t.app, "GET", "/account_service/user", { token: erik });
    expect(erikUser.body.securityNumber).toBe(pn("erik"));
    // Lisa can now open the case form by e-mail login too.
    const caseLogin = await call(t.app, "POST", "/account_service/login/email", {
      body: { email: "lisa.holm@example.com", password: "Demo-1234", siteId: SE, loginType: "privateCase" },
    });
    expect(caseLogin.status).toBe(200);
  });

  it("answers 503 without a BankID provider or when it does not answer", async () => {
    const without = t.appWith({ bankId: undefined });
    const answer = await call(without, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "login", siteId: SE },
    });
    expect(answer.status).toBe(503);
    expect((await call(without, "GET", `/account_service/login/bank_id/status/${"a".repeat(32)}`)).status).toBe(503);
    t.bankId.isDown = true;
    try {
      const down = await call(t.app, "POST", "/account_service/login/bank_id/start", {
        body: { flow: "login", siteId: SE },
      });
      expect(down.status).toBe(503);
    } finally {
      t.bankId.isDown = false;
    }
  });
});
