import type { Translator } from "@housing/i18n";

/** The rooms a 360 camera's title and description name (spec section 3: cameras with title, description). */
export const ROOM_KEYS = ["livingRoom", "kitchen", "bedroom", "bathroom", "balcony"] as const;
export type RoomKey = (typeof ROOM_KEYS)[number];

function isRoomKey(key: string): key is RoomKey {
  return (ROOM_KEYS as readonly string[]).includes(key);
}

/** A camera's title as the room's name; a title that is no room key is shown as it is. */
export function roomTitle(t: Translator["t"], title: string): string {
  return isRoomKey(title) ? t(`residence-explorer.panorama.room.${title}`) : title;
}

/** A camera's description by its room key; any other text as it is. */
export function roomDescription(t: Translator["t"], description: string): string {
  return isRoomKey(description) ? t(`residence-explorer.panorama.description.${description}`) : description;
}
