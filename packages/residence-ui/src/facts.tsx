import type { Range } from "@housing/contracts";
import { Text } from "@housing/ui";
import type { ResidenceText } from "./residence-text";
import styles from "./facts.module.css";

export type { ResidenceText } from "./residence-text";

/** Rooms as a range ("2–4 rok"); nothing where the rooms are unknown. */
export function roomsText(text: ResidenceText, rooms: Range): string {
  return rooms.min === null ? "" : text.formatRooms(rooms.min, rooms.max);
}

/** Living area as a range ("50–120 m²"); an unknown end is left out. */
export function areaText(text: ResidenceText, area: Range): string {
  return text.formatAreaRange(area.min, area.max);
}

/**
 * Floors: 0 is the ground floor. Norway and Finland count the ground floor as 1 (1. etasje,
 * 1. kerros); Sweden counts storeys above it ("2 tr"); British English "Floor 2" likewise.
 */
export function floorText(text: ResidenceText, floor: number | null): string {
  if (floor === null) return "";
  if (floor === 0) return text.t("residence-ui.floor.ground");
  const counted = text.locale === "nb" || text.locale === "fi" ? floor + 1 : floor;
  return text.t("residence-ui.floor.number", { floor: counted });
}

/** A home's size on one line: "3–4 rok · 75–92 m²", with the floor where it is given. */
export function sizeText(
  text: ResidenceText,
  { rooms, area, floor = null }: { rooms: Range; area: Range; floor?: number | null },
): string {
  return [roomsText(text, rooms), areaText(text, area), floorText(text, floor)].filter(Boolean).join(" · ");
}

/** A card's fact lines, one under another; empty lines are left out. */
export function Facts({ lines }: { lines: readonly string[] }) {
  return (
    <div className={styles.facts}>
      {lines.filter(Boolean).map((line) => (
        <Text key={line} variant="small" as="span">
          {line}
        </Text>
      ))}
    </div>
  );
}
