import type { ShowingDetail, ShowingSlot } from "@housing/contracts/showings";
import type { I18n } from "@housing/i18n/react";

/** "3 platser kvar", or "Fullbokad" when none is left. */
export function placesText(t: I18n["t"], slot: Pick<ShowingSlot, "placesLeft">): string {
  return slot.placesLeft === 0 ? t("showings.full") : t("showings.placesLeft", { count: slot.placesLeft });
}

/** The showing with `people` places taken off one of its slots (a booking's answer, before the list is read again). */
export function takePlaces(showing: ShowingDetail, slotId: string, people: number): ShowingDetail {
  if (!showing.slots.some((slot) => slot.id === slotId)) return showing;
  return {
    ...showing,
    slots: showing.slots.map((slot) =>
      slot.id === slotId ? { ...slot, placesLeft: Math.max(0, slot.placesLeft - people) } : slot,
    ),
  };
}
