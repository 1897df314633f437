import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exampleMessages } from "./example-messages";
import { createMessagesText, getMessages } from "./intl";
import { frameMessages } from "./messages";
import type { Locale } from "./locales";
import { I18nMessages, I18nProvider, useI18n } from "./react";

afterEach(cleanup);

function ObjectCard() {
  const { t, locale, formatPrice, formatRooms, formatArea, formatDate } = useI18n();
  return (
    <article lang={locale}>
      <p>{t("example.home", { siteName: "Fjällvik" })}</p>
      <p data-testid="facts">
        {[formatPrice(2450000), formatRooms(2, 4), formatArea(74.5), formatDate("2025-03-31T22:30:00Z")].join(" | ")}
      </p>
    </article>
  );
}

function renderIn(locale: Locale, timeZone?: string) {
  return render(
    <I18nProvider locale={locale} messages={getMessages(locale, [exampleMessages])} timeZone={timeZone}>
      <ObjectCard />
    </I18nProvider>,
  );
}

const nbsp = (text: string) => text.replaceAll("·", "\u00A0");

describe("I18nProvider and useI18n", () => {
  it.each<[Locale, string, string]>([
    ["sv", "Fjällvik, till startsidan", "2·450·000·kr | 2–4·rok | 74,5·m² | 2025-04-01"],
    ["nb", "Fjällvik, til forsiden", "kr·2·450·000 | 2–4·roms | 74,5·m² | 01.04.2025"],
    ["fi", "Fjällvik, etusivulle", "2·450·000·€ | 2–4·h+k | 74,5·m² | 01.04.2025"],
    ["en", "Fjällvik, go to the home page", "2·450·000·kr | 2–4·rok | 74.5·m² | 2025-04-01"],
  ])("renders %s text and formats", (locale, heading, facts) => {
    renderIn(locale);
    expect(screen.getByText(heading)).toBeTruthy();
    expect(screen.getByTestId("facts").textContent).toBe(nbsp(facts));
  });

  it("shows dates in the site's time zone", () => {
    renderIn("sv", "UTC");
    expect(screen.getByTestId("facts").textContent).toContain("2025-03-31");
  });

  it("takes parts of the catalogue as JSON text, and a nested scope adds more", () => {
    const getMessagesText = createMessagesText([frameMessages, exampleMessages]);
    const frame = getMessagesText("fi", ["ui"]);
    expect(getMessagesText("fi", ["ui"])).toBe(frame);
    const frameIds = Object.keys(JSON.parse(frame) as object);
    expect(frameIds.length).toBeGreaterThan(0);
    expect(frameIds.every((id) => id.startsWith("ui."))).toBe(true);
    const template = getMessagesText("fi", ["example"]);
    expect(Object.keys(JSON.parse(template) as object).every((id) => id.startsWith("example."))).toBe(true);

    function Both() {
      const { t } = useI18n();
      return <p>{`${t("ui.close")} / ${t("example.more")}`}</p>;
    }
    render(
      <I18nProvider locale="fi" messages={frame} timeZone="UTC">
        <I18nMessages messages={template}>
          <Both />
        </I18nMessages>
      </I18nProvider>,
    );
    expect(screen.getByText(`${frameMessages.fi["ui.close"]} / Näytä lisää`)).toBeTruthy();
  });

  it("fails loudly when a component is rendered outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ObjectCard />)).toThrow(/I18nProvider/);
  });
});
