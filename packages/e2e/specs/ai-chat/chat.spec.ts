import type { Page } from "@playwright/test";
import { API_BASE_PATHS, isChatWidgetEnvironment, type Environment } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { serverEnvironment } from "../env";
import { gotoHydrated } from "../hydrated";
import { FI, SE } from "../my-pages/my-pages-login";

/*
 * The AI question chat (issue 25) on the local sites, by keyboard alone: a question whose answer is
 * on the site's FAQ page gets an answer in the site's language with a link to that page, Enter
 * sends and Shift+Enter adds a line, an empty question cannot be sent, and the API down gives the
 * translated chat error as the assistant's reply. axe runs on each page as the test leaves it.
 */

// The widget exists only in local and dev (spec section 1): a run against another environment skips it.
test.skip(
  !isChatWidgetEnvironment(serverEnvironment as Environment),
  `the chat is only in local and dev; the servers run in ${serverEnvironment}`,
);

const CHAT_CALL = `**${API_BASE_PATHS.retriever}/ai/chat`;
const LAUNCHER = "button[data-chat-launcher]";

const TEXT = {
  se: {
    origin: SE,
    launcher: "Ställ en fråga",
    dialog: "Fråga om webbplatsen",
    field: "Din fråga",
    send: "Skicka",
    question: ["Hur länge", "gäller garantin?"],
    answer: /två års garanti/,
    faqTitle: "Vanliga frågor",
    error: "Tyvärr kunde jag inte svara på frågan just nu. Försök igen om en stund.",
  },
  fi: {
    origin: FI,
    launcher: "Kysy kysymys",
    dialog: "Kysy sivustosta",
    field: "Kysymyksesi",
    send: "Lähetä",
    question: ["Kuinka pitkä", "takuu on?"],
    answer: /kahden vuoden takuu/,
    faqTitle: "Usein kysyttyä",
    error: "Valitettavasti en pystynyt vastaamaan kysymykseen juuri nyt. Yritä hetken kuluttua uudelleen.",
  },
} as const;

async function openChat(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  await gotoHydrated(page, `${text.origin}/`, LAUNCHER);
  const launcher = page.getByRole("button", { name: text.launcher });
  await launcher.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: text.dialog });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const field = dialog.getByRole("textbox", { name: text.field });
  await expect(field).toBeFocused();
  return { dialog, field, launcher };
}

for (const code of ["se", "fi"] as const) {
  const text = TEXT[code];

  test(`${code}: a FAQ question gets an answer in the site's language with a working link to the FAQ page`, async ({
    page,
  }) => {
    const { dialog, field } = await openChat(page, text);
    const send = dialog.getByRole("button", { name: text.send });

    // Empty and whitespace-only questions cannot be sent.
    await expect(send).toBeDisabled();
    await page.keyboard.type("   ");
    await expect(send).toBeDisabled();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("log").getByText(text.question[0])).toHaveCount(0);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");

    // Shift+Enter adds a line; Enter sends.
    await page.keyboard.type(text.question[0]);
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type(text.question[1]);
    await expect(field).toHaveValue(`${text.question[0]}\n${text.question[1]}`);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("log")).toContainText(`${text.question[0]}\n${text.question[1]}`);
    await expect(field).toHaveValue("");

    const log = dialog.getByRole("log");
    await expect(log).toContainText(text.answer, { timeout: 20_000 });
    const citation = log.getByRole("link", { name: text.faqTitle }).first();
    await expect(citation).toBeVisible();

    // The citation opens the FAQ page of this site.
    const href = await citation.getAttribute("href");
    expect(href).toMatch(/^\/(?!\/)/);
    await citation.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${text.origin}${href}`);
    await expect(page.getByRole("heading", { level: 1, name: text.faqTitle })).toBeVisible();
  });

  test(`${code}: with the API down the chat error is the assistant's reply, and the question can be asked again`, async ({
    page,
  }) => {
    const { dialog, field } = await openChat(page, text);
    await page.route(CHAT_CALL, (route) => route.abort("connectionrefused"));
    await page.keyboard.type(text.question.join(" "));
    await page.keyboard.press("Enter");
    const log = dialog.getByRole("log");
    await expect(log.getByText(text.error)).toBeVisible({ timeout: 20_000 });
    await expect(field).toBeEnabled();

    // Escape closes the dialog and gives focus back to the launcher; the conversation is kept.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: text.launcher })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: text.dialog }).getByRole("log").getByText(text.error)).toBeVisible();
  });
}
