import type { GeoPoint } from "@housing/contracts";

/*
 * The visitor's position for geo=auto (spec section 4). The browser is asked only when the
 * visitor picks inhabit date "now"; the answer is kept for the tab's session so that a reload or
 * Back to a geo=auto URL searches around the same place without asking again.
 */

const STORAGE_KEY = "housing-search:geo";

/** The stored position as text (a stable snapshot for useSyncExternalStore), or null. */
export function savedPositionText(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function parsePosition(raw: string | null): GeoPoint | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GeoPoint>;
    return typeof value.lat === "number" && typeof value.lng === "number" ? { lat: value.lat, lng: value.lng } : null;
  } catch {
    return null;
  }
}

/** The visitor's position, or null when the browser has none or the visitor says no. */
export function requestPosition(): Promise<GeoPoint | null> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        try {
          window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(point));
        } catch {
          // Private mode without storage: the position still serves this search.
        }
        resolve(point);
      },
      () => resolve(null),
      { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
    );
  });
}
