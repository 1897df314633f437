import { randomUUID } from "node:crypto";

/** A showing's time in slots of SLOT_MINUTES (the last one may be shorter), each with its places. */
export const SLOT_MINUTES = 30;

export function slotsOf(
  showing: { id: string; startsAt: Date; endsAt: Date },
  capacityOf: (index: number) => number,
  idOf: (index: number) => string = () => randomUUID(),
) {
  const slots: { id: string; showingId: string; startsAt: Date; endsAt: Date; capacity: number; taken: number }[] = [];
  for (let start = showing.startsAt.getTime(), index = 0; start < showing.endsAt.getTime(); index++) {
    const end = Math.min(start + SLOT_MINUTES * 60_000, showing.endsAt.getTime());
    slots.push({
      id: idOf(index),
      showingId: showing.id,
      startsAt: new Date(start),
      endsAt: new Date(end),
      capacity: capacityOf(index),
      taken: 0,
    });
    start = end;
  }
  return slots;
}
