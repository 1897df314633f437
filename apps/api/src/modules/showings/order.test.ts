import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { interests, userInterests } from "../../core/db/schema";
import { call, demoUserId, loginByEmail } from "../../testing/account";
import { pdfText } from "../../testing/pdf-text";
import { testDrivers } from "../../testing/test-database";
import { contact, mailsTo, stageOf, useShowingApp } from "../../testing/showings";

describe.each(testDrivers())("the prospectus order on $name", (driver) => {
  const t = useShowingApp(driver, {
    mailTransport: { send: (mail) => Promise.resolve(void sent.push(mail)) },
  });
  const sent: { to: string; attachments?: { filename: string; content: Buffer }[] }[] = [];
  const order = (body: Record<string, unknown>, token?: string) =>
    call(t.app, "POST", "/showing_service/orders", { token, body: { acceptTerms: true, ...body } });

  for (const siteKey of ["Jmse", "Jmno", "Jmoy"] as const) {
    it(`mails the stage's prospectus as a PDF with its price list (${siteKey})`, async () => {
      const stage = await stageOf(t.db, siteKey);
      const email = `buyer.${siteKey.toLowerCase()}@example.com`;
      const answer = await order({ siteId: siteKey, stageId: stage.id, ...contact(email), postalCode: "113 51" });
      expect([answer.status, answer.body]).toEqual([200, { email }]);
      const [mail] = await mailsTo(t.db, email);
      expect(mail!.kind).toBe("prospectusOrdered");
      const [file] = mail!.attachments;
      expect(file!.type).toBe("application/pdf");
      expect(file!.name).toMatch(/^(prospekt|myyntiesite)-[\w-]+\.pdf$/);
      const bytes = Buffer.from(file!.base64, "base64");
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = pdfText(bytes);
      expect(text).toContain(stage.name);
      expect(text).toMatch(siteKey === "Jmoy" ? /Hinnasto/ : /Pris/);
      expect(text).not.toContain("?");
      // The anonymous interest, as the interest form stores it.
      const stored = await t.db.select().from(interests).where(eq(interests.email, email));
      expect(stored.map((row) => [row.stageId, row.postalCode])).toEqual([[stage.id, "113 51"]]);
    });
  }

  it("registers a logged-in buyer's interest on the user and sends the PDF through the transport", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const anna = await loginByEmail(t.app, "anna.andersson@example.com", sites.se.siteId);
    const answer = await order({ siteId: "Jmse", stageId: stage.id, ...contact("anna.andersson@example.com") }, anna);
    expect(answer.status).toBe(200);
    const rows = await t.db
      .select()
      .from(userInterests)
      .where(eq(userInterests.userId, demoUserId("anna")));
    expect(rows.map((row) => row.stageId)).toContain(stage.id);
    await expect.poll(() => sent.find((mail) => mail.to === "anna.andersson@example.com")).toBeTruthy();
    const mail = sent.find((entry) => entry.to === "anna.andersson@example.com")!;
    expect(mail.attachments?.[0]?.filename).toMatch(/\.pdf$/);
    expect(mail.attachments?.[0]?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("lists the attachments on the dev outbox page, each downloadable", async () => {
    const stage = await stageOf(t.db, "Jmse");
    await order({ siteId: "Jmse", stageId: stage.id, ...contact("download@example.com") });
    const [mail] = await mailsTo(t.db, "download@example.com");
    const page = await (await t.app.request("/_dev/outbox")).text();
    expect(page).toContain(`/_dev/outbox/${mail!.id}/attachments/0`);
    const file = await t.app.request(`/_dev/outbox/${mail!.id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).toString("base64")).toBe(mail!.attachments[0]!.base64);
    expect((await t.app.request(`/_dev/outbox/${mail!.id}/attachments/5`)).status).toBe(404);
  });

  it("answers an unknown stage or bad input with field errors", async () => {
    const unknown = await order({
      siteId: "Jmse",
      stageId: "2b0f3c4e-8a51-4d8e-9c0b-6a3e1f2d7c90",
      ...contact("x@example.com"),
    });
    expect([unknown.status, unknown.body.fieldErrors]).toEqual([400, { "body.stageId": ["notFound"] }]);
    const other = await order({
      siteId: "Jmno",
      stageId: (await stageOf(t.db, "Jmse")).id,
      ...contact("x@example.com"),
    });
    expect(other.status).toBe(400);
    const bad = await order({ siteId: "Jmse", stageId: "x", email: "no", acceptTerms: false });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(["body.stageId", "body.email", "body.acceptTerms"]),
    );
  });
});
