"use client";
import { useCallback, useEffect, useRef, type PointerEvent, type RefObject } from "react";
import { clampLook, lookAfterDrag, type PanoramaLook } from "./panorama-view-state";

/*
 * Dragging the 360 view: the picture follows the pointer, and a flick keeps turning and slows
 * down, except with prefers-reduced-motion, where the view stops where the pointer let go.
 */

/** The turn's speed decays by this factor per 16 ms, and stops below the floor (degrees per ms). */
const INERTIA_DECAY = 0.9;
const INERTIA_FLOOR = 0.005;

export function useDragLook(
  lookRef: RefObject<PanoramaLook | null>,
  applyLook: (look: PanoramaLook) => void,
  prefersReducedMotion: boolean,
) {
  const drag = useRef<{ x: number; y: number; time: number; speed: number } | null>(null);
  const inertia = useRef(0);

  const stopInertia = useCallback(() => {
    cancelAnimationFrame(inertia.current);
    inertia.current = 0;
  }, []);

  useEffect(() => stopInertia, [stopInertia]);

  const glide = (speed: number) => {
    let velocity = speed;
    let last = performance.now();
    const step = (now: number) => {
      const look = lookRef.current;
      const elapsed = now - last;
      last = now;
      velocity *= INERTIA_DECAY ** (elapsed / 16);
      if (!look || Math.abs(velocity) < INERTIA_FLOOR) {
        inertia.current = 0;
        return;
      }
      applyLook(clampLook({ ...look, yaw: look.yaw + velocity * elapsed }));
      inertia.current = requestAnimationFrame(step);
    };
    inertia.current = requestAnimationFrame(step);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      stopInertia();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, time: event.timeStamp, speed: 0 };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      const look = lookRef.current;
      if (!start || !look) return;
      const height = event.currentTarget.clientHeight || 360;
      const next = lookAfterDrag(look, event.clientX - start.x, event.clientY - start.y, height);
      const elapsed = Math.max(1, event.timeStamp - start.time);
      const turned = ((next.yaw - look.yaw + 540) % 360) - 180;
      drag.current = { x: event.clientX, y: event.clientY, time: event.timeStamp, speed: turned / elapsed };
      applyLook(next);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const speed = drag.current?.speed ?? 0;
      drag.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      if (!prefersReducedMotion && Math.abs(speed) >= INERTIA_FLOOR * 4) glide(speed);
    },
    onPointerCancel: () => {
      drag.current = null;
    },
  };

  return { handlers, stopInertia };
}
