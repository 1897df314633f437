import type { Range } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Text } from "@housing/ui";
import { priceText, type PriceRanges } from "./price";
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

/** What a stage or home card lists under its heading. */
export interface CardFacts extends PriceRanges {
  /** The place line, e.g. "Norra Hamnen, Sundsvall" or "Sundsvall, Västernorrland". */
  place: string;
  /** Name the debt-free price where Finland shows it (see priceText). */
  isTotalPriceLabelled?: boolean;
  rooms: Range;
  livingArea: Range;
  floor?: number | null;
  /** When the buyers move in, as the catalogue words it ("Våren 2027"); empty for none. */
  moveIn: string;
}

/** A card's lines: place, price, size, move-in. */
export function cardFactLines(text: ResidenceText, site: SiteConfig, facts: CardFacts): string[] {
  const { place, price, totalPrice, isTotalPriceLabelled = false, rooms, livingArea, floor, moveIn } = facts;
  return [
    place,
    priceText(text, site, { price, totalPrice }, { isTotalPriceLabelled }),
    sizeText(text, { rooms, area: livingArea, floor }),
    moveIn ? text.t("residence-ui.moveIn", { date: moveIn }) : "",
  ];
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
