import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { DEFAULT_SUN_FRAMES, type SunFrame, type SunPresetKey } from "@housing/contracts/explorer";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { residenceExplorerMessages } from "@housing/residence-explorer/messages";
import { SunStudyPanel, frameToDate } from "@housing/residence-explorer/sun";

/*
 * The residence explorer's sun study controls (issue 24, item 2) for a stage in Stockholm: the
 * default moment, each named preset, playing, and the sun down. Locale through the toolbar.
 */

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[residenceExplorerMessages]}>
    <Story />
  </TestI18nProvider>
);

const TIME_ZONE = "Europe/Stockholm";
const YEAR = 2026;
/** The presets as the reference API writes them (spec: sunstudy frames with name and startFrame). */
const FRAMES: SunFrame[] = [...DEFAULT_SUN_FRAMES];

interface SunStudyArgs {
  day: string;
  frame: number;
}

function SunStudy({ day, frame }: SunStudyArgs) {
  const [value, setValue] = useState(() => frameToDate(YEAR, day, frame, TIME_ZONE));
  return (
    <div style={{ padding: "1rem", background: "#dfe7ee", minBlockSize: "100vh" }}>
      <SunStudyPanel
        frames={FRAMES}
        timeZone={TIME_ZONE}
        location={{ lat: 59.3293, lng: 18.0686 }}
        value={value}
        onChange={setValue}
      />
      <p style={{ fontFamily: "monospace" }}>{value.toISOString()}</p>
    </div>
  );
}

const meta = {
  title: "Residence explorer/Sun study",
  component: SunStudy,
  decorators: [withMessages],
  args: { day: "06-21", frame: 48 },
} satisfies Meta<typeof SunStudy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Midsummer noon, the study's first moment. */
export const Default: Story = {};

const preset = (name: SunPresetKey): Story => {
  const frame = FRAMES.find((candidate) => candidate.name === name)!;
  return { args: { day: frame.date, frame: frame.startFrame } };
};

export const MidsummerMorning = preset("midsummerMorning");
export const MidsummerNoon = preset("midsummerNoon");
export const MidsummerEvening = preset("midsummerEvening");
export const EquinoxNoon = preset("equinoxNoon");
export const WinterNoon = preset("winterNoon");

/** 18:00 in December: the sun has set. */
export const SunDown: Story = { args: { day: "12-21", frame: 72 } };

/** Playing from the morning: the time slider and the sun line move until the day ends or Pause. */
export const Playing: Story = {
  args: { day: "06-21", frame: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Spela upp|Spill av|Toista|Play/ }));
    await expect(canvas.getByRole("button", { name: /Pausa|Pause|Tauko/ })).toBeInTheDocument();
  },
};
