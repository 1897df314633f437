import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import { checkedPage, expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { registerUser } from "../login/accounts";
import { loginWithEmail, SWEDISH_LOGIN } from "../my-pages/my-pages-login";
import {
  bookingFormOf,
  chooseSlot,
  clockOf,
  fillContact,
  lastPlace,
  latestMail,
  PASSWORD,
  press,
  SE,
  showingStartingNow,
  swedishStages,
  tick,
  TERMS,
  type,
  visitor,
} from "./steps";

/*
 * Showings (issue 27) on the Swedish site, by keyboard only, axe on every page as the test
 * leaves it: a visitor books a viewing and gets the confirmation with its calendar file and QR
 * code; at the door the showing's QR page leads to the form page, where a booked visitor checks
 * in with the mail's link and a walk-in registers; the estate agent sees who booked and who came.
 * Two browsers race for a slot's last place; a VIP member books a VIP showing that a visitor
 * who is not VIP cannot; the order form mails the prospectus PDF. Each test makes its own
 * showing (the API's development route) on a stage of its own, so they run side by side.
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

test("a visitor books a viewing, gets the calendar file and QR code, and checks in at the door", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const stage = (await swedishStages(request))[0]!;
  const showing = await showingStartingNow(request, stage.id);
  const slotId = showing.slotIds[1]!;

  // The stage page: choose the second slot (the first has begun) and book with the form.
  await gotoHydrated(page, `${SE}${stage.url}`, `input[type="radio"][value="${slotId}"]`);
  await chooseSlot(page, slotId);
  const anna = visitor("Annika");
  const form = bookingFormOf(page);
  await fillContact(form, anna);
  const people = form.getByLabel(/^Antal personer/);
  await people.focus();
  await people.press("ArrowDown");
  await expect(people).toHaveValue("2");
  await tick(form, TERMS);
  await press(form, "Boka");
  const done = page.getByRole("heading", { name: "Du är bokad på visningen" });
  await expect(done).toBeFocused();
  await expect(page.getByText(`har skickats till ${anna.email}`)).toBeVisible();

  // The mail: a link to the booking, the calendar file and the personal QR code.
  const mail = await latestMail(request, "showingBooked", anna.email);
  expect(mail.link).toMatch(new RegExp(`^${SE}${stage.url}visning/\\?b=[A-Za-z0-9_-]{32}$`));
  const calendar = await (await request.get(mail.attachments.get("visning.ics")!)).text();
  expect(calendar).toContain("BEGIN:VCALENDAR\r\n");
  const slotStart = new Date(showing.startsAt).getTime() + 30 * 60_000;
  expect(calendar).toContain(`DTSTART:${new Date(slotStart).toISOString().replace(/[-:]|\.\d{3}/g, "")}`);
  const qr = await (await request.get(mail.attachments.get("visning-qr.png")!)).body();
  expect(qr.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");

  // The door's screen: the blank layout, no index, and a QR code of the form page with the door key.
  const door = checkedPage(testInfo, await (await browser.newContext()).newPage());
  await door.goto(`${SE}${stage.url}qr/`);
  await expect(door.getByRole("heading", { level: 1 })).toHaveText(`Välkommen till visningen av ${stage.name}`);
  await expect(door.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(door.getByRole("banner")).toHaveCount(0);
  const code = door.getByRole("img", { name: "QR-kod för incheckning på visningen" });
  const formLink = await code.getAttribute("data-qr");
  expect(formLink).toMatch(new RegExp(`^${SE}${stage.url}visning/\\?d=[A-Za-z0-9_-]{22}&s=${showing.showingId}$`));

  // The booked visitor checks in with the mail's link.
  await gotoHydrated(page, mail.link!, "main button");
  await expect(page.getByText("Din bokning:")).toBeVisible();
  await press(page, "Checka in");
  await expect(page.getByText("Du är incheckad. Välkommen!")).toBeVisible();

  // A walk-in scans the door's code with their phone and registers with the form.
  const phone = checkedPage(testInfo, await (await browser.newContext()).newPage());
  await gotoHydrated(phone, formLink!, "main form button");
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(phone.getByRole("banner")).toHaveCount(0);
  const walkIn = visitor("Valter");
  await fillContact(phone, walkIn);
  await tick(phone, TERMS);
  await press(phone, "Checka in");
  await expect(phone.getByRole("status").filter({ hasText: "Tack för att du kom!" })).toBeVisible();

  // The estate agent sees who booked and who came.
  const agent = checkedPage(testInfo, await (await browser.newContext()).newPage());
  await loginWithEmail(agent, SE, "mikael.holmberg@example.com", SWEDISH_LOGIN);
  await agent.goto(`${SE}${stage.url}qr/?view=attendance`);
  const attendance = agent.getByRole("region", { name: "Närvaro" });
  await expect(attendance.getByText("Bokade: 2. Kom: 3.")).toBeVisible();
  await expect(attendance.getByRole("row", { name: new RegExp(`${anna.firstName} ${anna.lastName}`) })).toBeVisible();
  await expect(
    attendance.getByRole("row", { name: new RegExp(`${walkIn.firstName} ${walkIn.lastName}`) }),
  ).toBeVisible();
});

test("a logged-in visitor books with one click and checks in at the door with one tap", async ({ page, request }) => {
  const stage = (await swedishStages(request))[4]!;
  const showing = await showingStartingNow(request, stage.id);
  const slotId = showing.slotIds[2]!;
  const member = await registerUser(request, PASSWORD, { firstName: "Tove" });
  await loginWithEmail(page, SE, member.email, SWEDISH_LOGIN);

  await gotoHydrated(page, `${SE}${stage.url}`, `input[type="radio"][value="${slotId}"]`);
  await chooseSlot(page, slotId);
  const form = bookingFormOf(page);
  await expect(form.getByText(/^Du bokar som Tove/)).toBeVisible();
  await press(form, "Boka");
  await expect(page.getByRole("heading", { name: "Du är bokad på visningen" })).toBeFocused();
  const mail = await latestMail(request, "showingBooked", member.email);
  expect([...mail.attachments.keys()].sort()).toEqual(["visning-qr.png", "visning.ics"]);
  // My pages' overview lists the booking (with its cancel).
  await gotoHydrated(page, `${SE}/mina-sidor/`, "main button");
  const booked = page.getByRole("region", { name: "Dina bokade visningar" });
  await expect(booked.getByRole("link", { name: new RegExp(stage.name) })).toBeVisible();
  await expect(booked.getByRole("button", { name: "Avboka" })).toBeVisible();

  // The door's QR code leads to the form page; logged in, one tap checks the booking in.
  await page.goto(`${SE}${stage.url}qr/`);
  const formLink = await page.getByRole("img", { name: "QR-kod för incheckning på visningen" }).getAttribute("data-qr");
  await gotoHydrated(page, formLink!, "main button");
  await expect(page.getByText(/^Du checkar in som Tove/)).toBeVisible();
  await press(page, "Checka in");
  await expect(page.getByText("Du är incheckad på din bokning. Välkommen!")).toBeVisible();
});

test("two browsers race for the last place: one gets it, the other is told it is full", async ({
  browser,
  request,
}, testInfo) => {
  const stage = (await swedishStages(request))[1]!;
  const showing = await showingStartingNow(request, stage.id);
  const slotId = showing.slotIds[1]!;
  await lastPlace(request, slotId);

  const pages = await Promise.all(
    [0, 1].map(async () => checkedPage(testInfo, await (await browser.newContext()).newPage())),
  );
  for (const [index, page] of pages.entries()) {
    await gotoHydrated(page, `${SE}${stage.url}`, `input[type="radio"][value="${slotId}"]`);
    await expect(page.locator(`label:has(input[value="${slotId}"])`)).toContainText("1 plats kvar");
    await chooseSlot(page, slotId);
    const form = bookingFormOf(page);
    await fillContact(form, visitor(index === 0 ? "Rut" : "Rakel"));
    await tick(form, TERMS);
    await form.getByRole("button", { name: "Boka", exact: true }).focus();
  }
  // Both press at once.
  await Promise.all(pages.map((page) => page.keyboard.press("Enter")));
  const outcomes = await Promise.all(
    pages.map(async (page) => {
      const booked = page.getByRole("heading", { name: "Du är bokad på visningen" });
      const full = page.getByRole("alert").filter({ hasText: "Tiden blev fullbokad" });
      await expect(booked.or(full)).toBeVisible();
      return (await booked.isVisible()) ? "booked" : "full";
    }),
  );
  expect(outcomes.sort()).toEqual(["booked", "full"]);
  // The one who lost sees the slot full, and what they typed is still there.
  const loser = pages[outcomes.indexOf("full")]!;
  await expect(loser.locator(`input[value="${slotId}"]`)).toBeDisabled();
});

test("a VIP member books a VIP showing on my pages; a member who is not VIP cannot", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const stage = (await swedishStages(request))[2]!;
  const showing = await showingStartingNow(request, stage.id, { kind: "vip" });
  const slotId = showing.slotIds[1]!;
  const slotTime = clockOf(new Date(new Date(showing.startsAt).getTime() + 30 * 60_000).toISOString());

  // Someone who is not VIP sees the showing as coming, cannot choose it, and the API refuses it too.
  const other = await registerUser(request, PASSWORD, { firstName: "Vera" });
  const plain = checkedPage(testInfo, await (await browser.newContext()).newPage());
  await loginWithEmail(plain, SE, other.email, SWEDISH_LOGIN);
  await gotoHydrated(plain, `${SE}${stage.url}`, "header button");
  await expect(plain.getByText("Kommande VIP-visning. Bokningen är öppen för VIP-medlemmar.").first()).toBeVisible();
  await expect(plain.locator(`input[value="${slotId}"]`)).toHaveCount(0);
  const refused = await plain.request.post(`${SE}${SESSION_BRIDGE_PATH}showing_service/my/bookings`, {
    headers: { origin: SE },
    data: { siteId: "Jmse", slotId, people: 1 },
  });
  expect(refused.status()).toBe(403);

  // Erik (VIP) books it with one click from the VIP showing page, then cancels it there.
  await loginWithEmail(page, SE, "erik.svensson@example.com", SWEDISH_LOGIN);
  await gotoHydrated(page, `${SE}/mina-sidor/vip-visning/`, "main button");
  await expect(page.getByRole("heading", { level: 1, name: "VIP-visningar" })).toBeVisible();
  const book = page.getByRole("button", { name: new RegExp(`^Boka kl\\. ${slotTime}`) });
  await book.first().focus();
  await book.first().press("Enter");
  await expect(page.getByText(`Du är bokad kl. ${slotTime}.`)).toBeVisible();
  const mine = page.getByRole("region", { name: "Dina bokade visningar" });
  const booking = mine.getByRole("listitem").filter({ has: page.getByRole("link", { name: new RegExp(stage.name) }) });
  await expect(booking).toHaveCount(1);
  await press(booking, "Avboka");
  await press(booking, "Ja, avboka");
  await expect(booking).toHaveCount(0);
});

test("the order form mails the stage's sales prospectus as a PDF", async ({ page, request }) => {
  const stage = (await swedishStages(request))[3]!;
  await gotoHydrated(page, `${SE}${stage.url}bestall/`, "main form button");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Beställ säljprospekt för ${stage.name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Sent empty first: the errors are translated, and nothing is lost when they are fixed.
  await press(page, "Beställ prospekt");
  await expect(page.getByText("Fyll i fältet.").first()).toBeVisible();
  const buyer = visitor("Britt");
  await fillContact(page, buyer);
  await type(page, /^Postnummer/, "123 45");
  await tick(page, TERMS);
  await press(page, "Beställ prospekt");
  await expect(page.getByRole("heading", { name: "Prospektet är på väg" })).toBeVisible();
  await expect(page.getByText(`Säljprospektet har skickats till ${buyer.email}.`)).toBeVisible();

  const mail = await latestMail(request, "prospectusOrdered", buyer.email);
  const [name, href] = [...mail.attachments][0]!;
  expect(name).toMatch(/^prospekt-.+\.pdf$/);
  const pdf = await (await request.get(href)).body();
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(1000);
});
