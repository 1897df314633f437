import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { press } from "../login/keyboard";
import { FI, FINNISH_LOGIN, NO, NORWEGIAN_LOGIN, loginWithEmail } from "../my-pages/my-pages-login";
import { bookableHome } from "./bookable";
import { completeContact, expectStep, finance, leaveAnyBooking, next, pressEnabled, startBooking, tick } from "./steps";

/*
 * Booking online in Norway (the 6-step flow: documents, e-ID signature through the broker, the fee
 * by card) and Finland (the 5-step flow on the old click-to-buy layout: financing and an e-ID
 * signature, no fee), end to end against the API and the simulators (spec section 2). By keyboard;
 * axe on every page the test leaves open.
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 180_000 });

test("Ola buys a home through the 6-step flow: documents, Norwegian BankID through the broker, the fee by card", async ({
  page,
}) => {
  await loginWithEmail(page, NO, "ola.nordmann@example.com", NORWEGIAN_LOGIN);
  await leaveAnyBooking(page, NO);
  const home = await bookableHome(page, NO, "no", 6);
  await gotoHydrated(page, `${NO}${home.url}`, "main a");
  await startBooking(page, {
    book: new RegExp(`^Kjøp ${home.name}$`),
    terms: /Jeg har lest og godtar vilkårene/,
    start: "Kjøp",
  });
  await expect(page.locator("[data-click-to-buy]")).toHaveAttribute("data-click-to-buy", "new");
  await expectStep(page, "Dine opplysninger", "Steg 2 av 6");
  await completeContact(page);
  await next(page, "Neste");

  // Documents: each is read (a PDF through the session bridge) before signing.
  await expectStep(page, "Dokumenter", "Steg 3 av 6");
  const reads = page.getByRole("checkbox", { name: /^Jeg har lest / });
  await expect(reads.first()).toBeVisible();
  const pdf = await page.request.get(
    await page
      .getByRole("link", { name: /\(PDF\)$/ })
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).href),
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  for (const read of await reads.all()) await tick(page, read);
  await next(page, "Neste");

  // Sign through the e-ID broker (the simulator's page), back to the flow.
  await expectStep(page, "Signer", "Steg 4 av 6");
  await pressEnabled(page, "Signer med BankID");
  await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//, { timeout: 20_000 });
  await press(page, /Ola Nordmann/);

  // The fee by card on the provider's page; its return shows the return modal, then the booking ends.
  await expectStep(page, "Betal", "Steg 5 av 6");
  await pressEnabled(page, "Betal med kort");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4306\/pay\//, { timeout: 20_000 });
  await press(page, /^Pay$/);
  await expect(page).toHaveURL(/\/kjop\/(kjopsavtale\/)?\?/, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/kjop\/kjopsavtale\/\?.*#purchase-success$/, { timeout: 30_000 });
  await expect(page.getByText(`Gratulerer! ${home.name} er kjøpt av deg.`)).toBeVisible();

  // Booked reads as sold in Norway, at once on the object page.
  await gotoHydrated(page, `${NO}${home.url}`, "main a");
  await expect(page.getByRole("main").getByText("Solgt", { exact: true }).first()).toBeVisible();
});

test("Matti books a home through the 5-step flow on the old layout and signs through the e-ID broker", async ({
  page,
}) => {
  await loginWithEmail(page, FI, "matti.virtanen@example.com", FINNISH_LOGIN);
  await leaveAnyBooking(page, FI);
  const home = await bookableHome(page, FI, "fi", 5);
  await gotoHydrated(page, `${FI}${home.url}`, "main a");
  await startBooking(page, {
    book: new RegExp(`^Varaa ${home.name}$`),
    terms: /Olen lukenut ja hyväksyn verkkovarauksen ehdot/,
    start: "Varaa",
  });
  await expect(page.locator("[data-click-to-buy]")).toHaveAttribute("data-click-to-buy", "old");
  await expectStep(page, "Omat tiedot", "Vaihe 2/5");
  await completeContact(page);
  await next(page, "Seuraava");
  await expectStep(page, "Rahoitus", "Vaihe 3/5");
  await finance(page, home.info.totalPrice ?? home.info.price);
  await next(page, "Seuraava");
  await expectStep(page, "Allekirjoita", "Vaihe 4/5");
  await pressEnabled(page, "Allekirjoita pankkitunnuksilla");
  await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//, { timeout: 20_000 });
  await press(page, /Matti Virtanen/);
  await expect(page).toHaveURL(/\/varaus\/varaussopimus\/\?.*#purchase-success$/, { timeout: 30_000 });
  await expect(page.getByText(`Onneksi olkoon! ${home.name} on varattu sinulle.`)).toBeVisible();
});
