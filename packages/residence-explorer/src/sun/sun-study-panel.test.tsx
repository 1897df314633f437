import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SunFrame } from "@housing/contracts/explorer";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { sunAndPanoramaMessages } from "../messages/sun-360";
import { SunStudyPanel } from "./sun-study-panel";
import { frameToDate } from "./time";

const TZ = "Europe/Stockholm";
const STOCKHOLM = { lat: 59.3293, lng: 18.0686 };
const FRAMES: SunFrame[] = [
  { name: "midsummerMorning", date: "06-21", startFrame: 24 },
  { name: "midsummerEvening", date: "06-21", startFrame: 80 },
  { name: "winterNoon", date: "12-21", startFrame: 48 },
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPanel(start: Date, locale: Locale = "sv") {
  const changes: Date[] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <SunStudyPanel
        frames={FRAMES}
        timeZone={TZ}
        location={STOCKHOLM}
        value={value}
        onChange={(date) => {
          changes.push(date);
          setValue(date);
        }}
      />
    );
  }
  render(
    <TestI18nProvider locale={locale} messages={[sunAndPanoramaMessages]}>
      <main>
        <Harness />
      </main>
    </TestI18nProvider>,
  );
  return changes;
}

const noon = frameToDate(2025, "06-21", 48, TZ);

describe("SunStudyPanel", () => {
  it("shows the local time on the slider and moves by 15 minutes with the arrow keys", async () => {
    const changes = renderPanel(noon);
    const slider = screen.getByRole("slider", { name: /Tid på dygnet/ });
    expect(slider.getAttribute("aria-valuetext")).toBe("12:00");
    slider.focus();
    await userEvent.keyboard("{ArrowRight}");
    // happy-dom does not move a range input by keys: the change event carries the next frame.
    if (changes.length === 0) fireEvent.change(slider, { target: { value: "49" } });
    expect(changes.at(-1)?.toISOString()).toBe("2025-06-21T10:15:00.000Z");
    expect(slider.getAttribute("aria-valuetext")).toBe("12:15");
  });

  it("says where the sun stands, and when it has set", () => {
    renderPanel(noon);
    // astronomy tables: 21 June 2025 12:00 CEST in Stockholm, azimuth 161°, altitude 53°.
    expect(screen.getByText("Solen står i söder, 53° över horisonten")).toBeTruthy();
    fireEvent.change(screen.getByRole("slider"), { target: { value: String(23 * 4) } });
    expect(screen.getByText("Solen har gått ner")).toBeTruthy();
  });

  it("sets the day and the time from a preset and marks it pressed", async () => {
    const changes = renderPanel(noon);
    await userEvent.click(screen.getByRole("button", { name: "Midsommarkväll" }));
    expect(changes.at(-1)?.toISOString()).toBe("2025-06-21T18:00:00.000Z");
    expect(screen.getByRole("button", { name: "Midsommarkväll" }).getAttribute("aria-pressed")).toBe("true");
    // astronomy tables: 20:00 CEST, azimuth 297°, altitude 12°.
    expect(screen.getByText("Solen står i nordväst, 12° över horisonten")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Vintersolstånd mitt på dagen" }));
    // Winter: CET, UTC+1.
    expect(changes.at(-1)?.toISOString()).toBe("2025-12-21T11:00:00.000Z");
    expect(screen.getByLabelText<HTMLInputElement>("Datum").value).toBe("2025-12-21");
  });

  it("keeps the time of day when the date changes", () => {
    const changes = renderPanel(noon);
    fireEvent.change(screen.getByLabelText("Datum"), { target: { value: "2025-12-21" } });
    expect(changes.at(-1)?.toISOString()).toBe("2025-12-21T11:00:00.000Z");
  });

  it("plays the day forward and stops at its end", async () => {
    vi.useFakeTimers();
    const changes = renderPanel(frameToDate(2025, "06-21", 94, TZ));
    fireEvent.click(screen.getByRole("button", { name: "Spela upp dagen" }));
    expect(screen.getByRole("button", { name: "Pausa" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // Stopped on the day's last frame, 23:45 local.
    expect(changes.at(-1)?.toISOString()).toBe("2025-06-21T21:45:00.000Z");
    expect(screen.getByRole("button", { name: "Spela upp dagen" })).toBeTruthy();
    const count = changes.length;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(changes.length).toBe(count);
  });

  it("steps one frame a second with reduced motion, and pauses", async () => {
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: query.includes("reduce"),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers();
    const changes = renderPanel(noon);
    fireEvent.click(screen.getByRole("button", { name: "Spela upp dagen" }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(changes).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(changes.at(-1)?.toISOString()).toBe("2025-06-21T10:15:00.000Z");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(changes.at(-1)?.toISOString()).toBe("2025-06-21T10:30:00.000Z");
    fireEvent.click(screen.getByRole("button", { name: "Pausa" }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(changes).toHaveLength(2);
  });

  it("speaks the locale's language", () => {
    renderPanel(frameToDate(2025, "06-21", 80, TZ), "fi");
    expect(screen.getByRole("button", { name: "Juhannusilta" })).toBeTruthy();
    expect(screen.getByText("Aurinko on luoteessa, 12° horisontin yläpuolella")).toBeTruthy();
  });

  it("is axe-clean", async () => {
    renderPanel(noon);
    const results = await axe.run(document.body, {
      resultTypes: ["violations"],
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
