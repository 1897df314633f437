"use client";
import { useCallback, useEffect, useState } from "react";
import type { GeoPoint } from "@housing/contracts";

export type PositionStatus = "idle" | "locating" | "located" | "failed";

/**
 * The visitor's position, asked for only while `isWanted` (the "near me" button or a geo=auto
 * address). A refusal, a missing API or a timeout is "failed"; the page then falls back to every
 * municipality. The position stays in memory, never in the address.
 */
export function usePosition(isWanted: boolean): {
  position: GeoPoint | null;
  status: PositionStatus;
  reset: () => void;
} {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    if (!isWanted || position || hasFailed) return;
    let isCurrent = true;
    const fail = () => {
      if (isCurrent) setHasFailed(true);
    };
    if (!("geolocation" in navigator)) {
      void Promise.resolve().then(fail);
    } else {
      navigator.geolocation.getCurrentPosition(
        (result) => {
          if (isCurrent) setPosition({ lat: result.coords.latitude, lng: result.coords.longitude });
        },
        fail,
        { timeout: 10_000, maximumAge: 600_000 },
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [isWanted, position, hasFailed]);

  const reset = useCallback(() => setHasFailed(false), []);
  const status: PositionStatus = position ? "located" : hasFailed ? "failed" : isWanted ? "locating" : "idle";
  return { position, status, reset };
}
