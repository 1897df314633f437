import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, sites } from "@housing/site-config";
import { rowsOf } from "../../core/db/sql";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { notifyCase, notifyDocument } from "./service";
import { NOTIFICATION_TITLES, notificationTitle } from "./titles";

interface Item {
  id: string;
  name: string;
  notificationType: string;
  createdOn: string;
  title: string;
  errandId?: string | null;
  isUnread: boolean;
}

/*
 * The bell (spec section 7): per user and site, newest first, titled in the site's language;
 * the pause call marks only the caller's as seen; board logins have none; events write them
 * (a VIP upgrade with its fee unpaid, a document, a case).
 */
describe.each(testDrivers())("notifications on $name", (driver) => {
  const seeded = useSeededApp(driver);
  let anna = "";
  let erik = "";
  let ola = "";
  let lisa = "";
  let karin = "";
  let karinBoard = "";

  beforeAll(async () => {
    const { db } = seeded.handle;
    anna = await sessionToken(db, { userId: demoUserId("anna") });
    erik = await sessionToken(db, { userId: demoUserId("erik") });
    ola = await sessionToken(db, { userId: demoUserId("ola"), siteKey: "Jmno" });
    lisa = await sessionToken(db, { userId: demoUserId("lisa") });
    karin = await sessionToken(db, { userId: demoUserId("karin") });
    const [association] = await rowsOf<{ id: string }>(
      db,
      sql`select id from associations where name = 'BRF Solgläntan'`,
    );
    karinBoard = await sessionToken(db, {
      userId: demoUserId("karin"),
      loginType: "boardMember",
      associationId: association!.id,
    });
  });

  const list = async (token: string, siteKey = "Jmse") => {
    const answer = await call(seeded.app, "GET", `/notifications/${siteKey}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.notifications as Item[];
  };

  it("lists the caller's own notifications of the site, newest first, in the site's language", async () => {
    const annas = await list(anna);
    expect(annas.map((item) => [item.notificationType, item.name, item.isUnread])).toEqual([
      ["Case", "case_updated", true],
      ["DocumentSigning", "awaiting_signature", true],
    ]);
    expect(annas[0]).toMatchObject({
      errandId: "FEL-1024",
      title: "Ditt ärende har uppdaterats: Droppande kran i köket",
    });
    expect(annas[1]!.title).toBe("Ett dokument väntar på din underskrift: Köpekontrakt");
    const erikIds = (await list(erik)).map((item) => item.id);
    expect(erikIds).toHaveLength(1);
    expect(annas.some((item) => erikIds.includes(item.id))).toBe(false);
    expect(await list(anna, "Jmno")).toEqual([]);
    expect(await list(anna, "JmseEn")).toEqual([]);
    const [olas] = await list(ola, "Jmno");
    expect(olas!.title).toBe("Et dokument venter på godkjenningen din: Tilvalgsbestilling");
  });

  it("answers 400 for a site key that is not a site's, and 401 without a token", async () => {
    for (const path of ["/notifications/Nope", "/notifications/pause/jmse"]) {
      const answer = await call(seeded.app, "GET", path, { token: anna });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual(["params.siteKey"]);
    }
    expect((await call(seeded.app, "GET", "/notifications/Jmse")).status).toBe(401);
    expect((await call(seeded.app, "GET", "/notifications/pause/Jmse")).status).toBe(401);
  });

  it("pauses only the caller's notifications of that site", async () => {
    expect((await list(erik)).every((item) => item.isUnread)).toBe(true);
    const paused = await call(seeded.app, "GET", "/notifications/pause/Jmse", { token: erik });
    expect(paused.status).toBe(200);
    expect((paused.body.notifications as Item[]).every((item) => !item.isUnread)).toBe(true);
    expect((await list(erik)).every((item) => !item.isUnread)).toBe(true);
    // Anna's stay unread until she pauses hers.
    expect((await list(anna)).filter((item) => item.isUnread)).toHaveLength(2);
    await call(seeded.app, "GET", "/notifications/pause/Jmse", { token: anna });
    expect((await list(anna)).filter((item) => item.isUnread)).toEqual([]);
    expect((await list(anna)).map((item) => item.name)).toHaveLength(2);
  });

  it("gives a board login none, while the same person logged in privately has theirs", async () => {
    const { db } = seeded.handle;
    await notifyCase(db, { userId: demoUserId("karin"), siteKey: "Jmse", errandId: "FEL-2001", now: new Date() });
    expect(await list(karin)).toEqual([expect.objectContaining({ notificationType: "Case", errandId: "FEL-2001" })]);
    expect(await list(karinBoard)).toEqual([]);
    const paused = await call(seeded.app, "GET", "/notifications/pause/Jmse", { token: karinBoard });
    expect(paused.body).toEqual({ notifications: [] });
    expect((await list(karin))[0]!.isUnread).toBe(true);
  });

  it("notifies a VIP upgrade whose fee is unpaid, once", async () => {
    expect(await list(lisa)).toEqual([]);
    const upgrade = () =>
      call(seeded.app, "POST", "/account_service/update/vipmembership", {
        token: lisa,
        body: { siteId: sites.se.siteId, campaignCode: "VIP2026" },
      });
    expect((await upgrade()).status).toBe(200);
    expect(await list(lisa)).toEqual([
      expect.objectContaining({
        notificationType: "VipPayment",
        title: "Din VIP-avgift är inte betald",
        isUnread: true,
      }),
    ]);
    await upgrade();
    expect(await list(lisa)).toHaveLength(1);
  });

  it("writes document notifications for a signature or an approval", async () => {
    const { db } = seeded.handle;
    const userId = demoUserId("matti");
    const matti = await sessionToken(db, { userId, siteKey: "Jmoy" });
    await notifyDocument(db, {
      userId,
      siteKey: "Jmoy",
      documentName: "Kauppakirja",
      awaitingSignature: true,
      now: new Date(),
    });
    const [item] = await list(matti, "Jmoy");
    expect(item).toMatchObject({
      name: "awaiting_signature",
      title: "Asiakirja odottaa allekirjoitustasi: Kauppakirja",
    });
  });
});

describe("notification titles", () => {
  it("has every title in every language, each its own", () => {
    for (const locale of LOCALES) {
      const titles = Object.values(NOTIFICATION_TITLES[locale]);
      expect(titles.every((title) => title.length > 0)).toBe(true);
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(
      notificationTitle("en", { notificationType: "DocumentSigning", name: "approve_choices", subject: null }),
    ).toBe("A document awaits your approval");
  });
});
