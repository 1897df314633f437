import type { Page } from "@playwright/test";
import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { PHONE, press, type } from "../login/keyboard";
import { SE, SWEDISH_LOGIN, loginWithEmail } from "../my-pages/my-pages-login";
import { bookableHome } from "./bookable";
import { expectStep, field, fill, leaveAnyBooking, next, pressEnabled, startBooking, tick } from "./steps";
import { API_ORIGIN } from "../env";

/*
 * Booking a home online on the Swedish site through the 8-step flow (spec section 2, "Buy-residence
 * flow steps"; sections 4, 5 and 7), end to end against the API, its database and the BankID and
 * Swish simulators: Elsa books with a co-buyer, is stopped by the section 5 rules on the way, signs
 * the booking agreement with BankID, pays the fee with Swish, and sees the home booked on its object
 * page and in my pages. By keyboard; axe on every page the test leaves open.
 */

const SWISH_PAYER = "http://127.0.0.1:4305/";

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 180_000 });

/** Scans the sign step's QR on the simulator's phone and signs as `who`. */
async function signOnPhone(page: Page, who: RegExp) {
  const qr = page.locator("svg[data-qr]");
  // The order starts at the API, which starts it at the simulator over mutual TLS, and the QR code loads then.
  await expect(qr).toBeVisible({ timeout: 30_000 });
  const phone = await page.context().newPage();
  await phone.goto(PHONE);
  await type(phone, "QR content", (await qr.getAttribute("data-qr"))!);
  await press(phone, "Scan");
  await expect(phone.getByRole("heading", { level: 1, name: "Sign with BankID" })).toBeVisible();
  await phone.getByLabel(who).check({ timeout: 20_000 });
  await press(phone, "Sign");
  await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
  await phone.close();
}

async function approveInSwish(page: Page, payerAlias: string) {
  const phone = await page.context().newPage();
  await phone.goto(SWISH_PAYER);
  const request = phone.getByRole("listitem").filter({ hasText: `payer ${payerAlias}` });
  // The payer page is plain HTML drawn when it loads ("Reload for new requests"), and the request
  // reaches the simulator through the API a moment after the flow shows that it waits.
  await expect(async () => {
    await phone.reload();
    await expect(request).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const approve = request.getByRole("button", { name: "Approve" });
  await approve.focus();
  await approve.press("Enter");
  await expect(phone.getByRole("listitem").filter({ hasText: `payer ${payerAlias}` })).toHaveCount(0);
  await phone.close();
}

const kronor = (amount: number) => `${amount.toLocaleString("sv-SE").replace(/\s/g, "\u00a0")}\u00a0kr`;

test("Elsa books a home with a co-buyer through the 8-step flow, signs with BankID and pays with Swish", async ({
  page,
}) => {
  await loginWithEmail(page, SE, "elsa.berglund@example.com", SWEDISH_LOGIN);
  await leaveAnyBooking(page, SE);
  const home = await bookableHome(page, SE, "se", 8);

  // The object page offers the booking; the flow asks to accept its terms, then reserves the home.
  await gotoHydrated(page, `${SE}${home.url}`, "main a");
  await expect(page.getByRole("heading", { level: 2, name: "Boka online" })).toBeVisible();
  await startBooking(page, {
    book: new RegExp(`^Boka ${home.name}$`),
    terms: /Jag har läst och godkänner villkoren/,
    start: "Boka",
  });
  await expectStep(page, "Dina uppgifter", "Steg 2 av 8");
  await expect(page.getByRole("timer")).toContainText(/Bostaden hålls åt dig i (30:00|29:\d\d) till/);

  // Personal info: the buyer's name and number come from the login; a co-buyer with his own number is refused.
  await expect(page.getByText("Elsa Berglund", { exact: true })).toBeVisible();
  for (const [label, text] of [
    ["Telefonnummer", "070-123 45 67"],
    ["Adress", "Storgatan 1"],
    ["Postnummer", "111 22"],
    ["Ort", "Stockholm"],
  ] as const)
    await fill(page, field(page, label).first(), text);
  await tick(page, page.getByRole("switch", { name: "Vi är två som köper" }));
  const coBuyer = page.getByRole("group", { name: "Medköpare" });
  await fill(page, field(coBuyer, "Förnamn"), "Sara");
  await fill(page, field(coBuyer, "Efternamn"), "Lund");
  await fill(page, field(coBuyer, "Personnummer"), "19870322-4561");
  await fill(page, field(coBuyer, "E-post"), "sara.lund@example.com");
  await fill(page, field(coBuyer, "Telefonnummer"), "070-765 43 21");
  await next(page);
  await expect(page.getByText("Medköparen måste ha ett annat personnummer än du.")).toBeVisible();
  await fill(page, field(coBuyer, "Personnummer"), "19920816-1233");
  await next(page);

  // Choices: an option changes the total.
  await expectStep(page, "Tillval", "Steg 3 av 8");
  await tick(page, page.getByRole("radio", { name: /Askparkett/ }));
  const total = home.info.price + 18_000;
  await expect(page.getByText(`Totalt pris med dina val: ${kronor(total)}`)).toBeVisible();
  await next(page);

  // Financing: the down payment is at least 15 percent of the total (spec section 5).
  await expectStep(page, "Finansiering", "Steg 4 av 8");
  await fill(page, field(page, "Kontantinsats"), "100 000");
  await fill(page, field(page, "Lån"), String(total - 100_000));
  await next(page);
  await expect(page.getByText(`Kontantinsatsen måste vara minst ${kronor(Math.ceil(total * 0.15))}.`)).toBeVisible();
  const down = Math.ceil(total * 0.2);
  await fill(page, field(page, "Kontantinsats"), String(down));
  await fill(page, field(page, "Lån"), String(total - down));
  await next(page);

  await expectStep(page, "Nuvarande boende", "Steg 5 av 8");
  await tick(page, page.getByRole("radio", { name: "Hyresrätt" }));
  await next(page);

  // Sign: the agreement's text, then BankID on the simulator's phone.
  await expectStep(page, "Signera", "Steg 6 av 8");
  await expect(page.getByRole("region", { name: "Bokningsavtal" })).toContainText("Sara Lund");
  await pressEnabled(page, "Signera med BankID");
  await signOnPhone(page, /^Elsa Berglund/);

  // Payment: the fee with Swish on the phone of this number.
  await expectStep(page, "Betala", "Steg 7 av 8");
  // The step reads the fee's payment first: type the number once it can be paid, so nothing resets it.
  await expect(page.getByRole("button", { name: "Betala med Swish" })).toBeEnabled({ timeout: 20_000 });
  await type(page, /Mobilnummer för Swish/, "070-222 33 44");
  await expect(page.getByLabel(/Mobilnummer för Swish/)).toHaveValue("070-222 33 44");
  await press(page, "Betala med Swish");
  await expect(page.getByText(/Öppna Swish och godkänn betalningen/)).toBeVisible({ timeout: 20_000 });
  await approveInSwish(page, "46702223344");

  // Done: the booked home's page with the purchase-success hash.
  await expect(page).toHaveURL(/\/boka\/bokningsavtal\/\?.*#purchase-success$/, { timeout: 30_000 });
  await expect(page.getByText(`Grattis! ${home.name} är bokad åt dig.`)).toBeVisible();

  // The object page shows the new status at once, and offers no booking any more.
  await gotoHydrated(page, `${SE}${home.url}`, "main a");
  await expect(page.getByRole("main").getByText("Bokad", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Boka online" })).toHaveCount(0);

  // My pages: the booking fee paid, the purchase contract with Elsa's signature waiting for Sara.
  await gotoHydrated(page, `${SE}/mina-sidor/betalningar/`, "main a, main button");
  await expect(
    page.getByRole("article", { name: "Bokningsavgift" }).getByText("Betald", { exact: true }).first(),
  ).toBeVisible();
  await gotoHydrated(page, `${SE}/mina-sidor/mina-avtal/`, "main a");
  const contract = page.getByRole("article", { name: "Köpekontrakt" }).filter({ hasText: "Sara Lund" }).first();
  await expect(contract.getByText(/^Elsa Berglund \(du\): klart /)).toBeVisible();
  await expect(contract.getByText("Sara Lund: väntar")).toBeVisible();
  // And the purchase timeline of the booked home.
  await page.goto(`${SE}/mina-sidor/tidslinje/`);
  await expect(page.getByRole("heading", { level: 1, name: "Tidslinje" })).toBeVisible();
  await expect(page.getByRole("main").getByText(home.name).first()).toBeVisible();
});

test("Hugo's booking left to run out releases the home: the flow says so and the object page offers it again", async ({
  page,
}) => {
  await loginWithEmail(page, SE, "hugo.sandberg@example.com", SWEDISH_LOGIN);
  await leaveAnyBooking(page, SE);
  const home = await bookableHome(page, SE, "se", 8);
  await gotoHydrated(page, `${SE}${home.url}`, "main a");
  await startBooking(page, {
    book: new RegExp(`^Boka ${home.name}$`),
    terms: /Jag har läst och godkänner villkoren/,
    start: "Boka",
  });
  await expectStep(page, "Dina uppgifter", "Steg 2 av 8");
  await gotoHydrated(page, `${SE}${home.url}`, "main");
  await expect(page.getByRole("main").getByText("Reserverad", { exact: true }).first()).toBeVisible();

  // The hold's time runs out (the API's development route moves it to now); the home is released.
  const running = await page.request.get(`${SE}${SESSION_BRIDGE_PATH}api/buyresidence/buyresidencecookie/`);
  const { bookingId } = (await running.json()) as { bookingId: string };
  const expired = await page.request.post(`${API_ORIGIN}/_dev/booking/${bookingId}/expire`);
  expect(expired.status()).toBe(200);
  await gotoHydrated(page, `${SE}/boka/?bookingId=${bookingId}`, "main");
  await expect(page.getByRole("heading", { name: "Tiden för bokningen har gått ut" })).toBeVisible();
  await gotoHydrated(page, `${SE}${home.url}`, "main a");
  await expect(page.getByRole("main").getByText("Till salu", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Boka online" })).toBeVisible();
});
