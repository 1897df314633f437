"use client";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/*
 * Steering the 360 view by turning the phone (issue 24, item 3: gyro where present). iOS asks the
 * visitor first (DeviceOrientationEvent.requestPermission, only from a click); elsewhere the
 * events simply come. Off until the visitor switches it on, so nothing moves unasked.
 */

type PermissionState = "granted" | "denied";
interface OrientationEventWithPermission {
  requestPermission?: () => Promise<PermissionState>;
}
interface CompassOrientationEvent extends DeviceOrientationEvent {
  /** Safari's heading from the compass, degrees clockwise from north. */
  webkitCompassHeading?: number;
}

export type GyroStatus = "unavailable" | "off" | "on" | "denied";

export function hasDeviceOrientation(): boolean {
  return typeof window !== "undefined" && "DeviceOrientationEvent" in window && "ontouchstart" in window;
}

/** The heading and pitch the phone points at, from an orientation event; null when it has no angles. */
export function orientationToLook(event: CompassOrientationEvent): { yaw: number; pitch: number } | null {
  if (event.alpha === null || event.beta === null) return null;
  // alpha turns counter-clockwise; an upright phone (beta 90) looks at the horizon.
  const yaw = event.webkitCompassHeading ?? 360 - event.alpha;
  return { yaw, pitch: event.beta - 90 };
}

const subscribeToNothing = () => () => {};

export function useDeviceOrientation(onLook: (look: { yaw: number; pitch: number }) => void) {
  // The server knows nothing of the device: unavailable until hydrated.
  const isAvailable = useSyncExternalStore(subscribeToNothing, hasDeviceOrientation, () => false);
  const [chosen, setStatus] = useState<Exclude<GyroStatus, "unavailable">>("off");
  const status: GyroStatus = isAvailable ? chosen : "unavailable";

  useEffect(() => {
    if (status !== "on") return;
    const listener = (event: DeviceOrientationEvent) => {
      const look = orientationToLook(event);
      if (look) onLook(look);
    };
    window.addEventListener("deviceorientation", listener);
    return () => window.removeEventListener("deviceorientation", listener);
  }, [status, onLook]);

  const toggle = useCallback(async () => {
    if (status === "on") {
      setStatus("off");
      return;
    }
    const constructor = window.DeviceOrientationEvent as unknown as OrientationEventWithPermission;
    if (typeof constructor.requestPermission === "function") {
      try {
        setStatus((await constructor.requestPermission()) === "granted" ? "on" : "denied");
      } catch {
        setStatus("denied");
      }
      return;
    }
    setStatus("on");
  }, [status]);

  return { status, toggle };
}
