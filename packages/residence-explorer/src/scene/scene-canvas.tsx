"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ExplorerData, ExplorerView } from "@housing/contracts/explorer";
import { BuildingScene, type ProjectedHome, type SceneHomeState } from "./building-scene";
import { isSoftwareRenderer, prefersReducedMotion } from "./webgl";
import styles from "../explorer/explorer.module.css";

export interface SceneCanvasProps {
  data: ExplorerData;
  view: ExplorerView;
  homes: Map<string, SceneHomeState>;
  highlight: string | null;
  /** A unit vector towards the sun (sunVector of sunPosition for the study's date). */
  sunDirection: readonly [number, number, number];
  onHover: (number: string | null) => void;
  onSelect: (number: string) => void;
  /** The keyboard overlay, given the homes' places on the canvas once the camera has settled. */
  renderOverlay: (positions: Map<string, ProjectedHome>) => ReactNode;
}

/** A press that moved less than this (CSS pixels) is a click, not a drag of the camera. */
const CLICK_SLOP = 5;

/**
 * The 3D building on a canvas (BuildingScene), with pointer picking and the keyboard overlay
 * on top. The wrapper carries `data-explorer-ready="true"` once the first frame is drawn and
 * `data-highlight` with the highlighted home (hooks for the end-to-end tests). The scene is made
 * once per stage and disposed when the explorer closes.
 */
export function SceneCanvas({
  data,
  view,
  homes,
  highlight,
  sunDirection,
  onHover,
  onSelect,
  renderOverlay,
}: SceneCanvasProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<BuildingScene | null>(null);
  const [isReady, setReady] = useState(false);
  const [positions, setPositions] = useState<Map<string, ProjectedHome>>(() => new Map());
  const callbacks = useRef({ onHover, onSelect });
  useEffect(() => {
    callbacks.current = { onHover, onSelect };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const wrapper = wrapperRef.current;
    if (!canvas || !wrapper) return;
    let settleTimer: number | null = null;
    const scene = new BuildingScene(canvas, {
      building: data.building,
      isReducedMotion: prefersReducedMotion(),
      isSoftware: isSoftwareRenderer(),
      onFrame: () => {
        setReady(true);
        // The overlay follows once the camera rests (not on every frame of an orbit).
        if (settleTimer !== null) window.clearTimeout(settleTimer);
        settleTimer = window.setTimeout(() => setPositions(scene.project()), 120);
      },
    });
    sceneRef.current = scene;
    const observer = new ResizeObserver(() => scene.resize(wrapper.clientWidth, wrapper.clientHeight));
    observer.observe(wrapper);
    scene.resize(wrapper.clientWidth, wrapper.clientHeight);

    let press: { x: number; y: number } | null = null;
    const point = (event: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const onPointerDown = (event: PointerEvent) => {
      press = point(event);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.buttons !== 0) return;
      const { x, y } = point(event);
      callbacks.current.onHover(scene.pick(x, y));
    };
    const onPointerUp = (event: PointerEvent) => {
      const { x, y } = point(event);
      if (press && Math.hypot(x - press.x, y - press.y) < CLICK_SLOP) {
        const number = scene.pick(x, y);
        if (number) callbacks.current.onSelect(number);
      }
      press = null;
    };
    const onPointerLeave = () => callbacks.current.onHover(null);
    canvas.addEventListener("pointerdown", onPointerDown);
    canvas.addEventListener("pointermove", onPointerMove);
    canvas.addEventListener("pointerup", onPointerUp);
    canvas.addEventListener("pointerleave", onPointerLeave);
    return () => {
      if (settleTimer !== null) window.clearTimeout(settleTimer);
      canvas.removeEventListener("pointerdown", onPointerDown);
      canvas.removeEventListener("pointermove", onPointerMove);
      canvas.removeEventListener("pointerup", onPointerUp);
      canvas.removeEventListener("pointerleave", onPointerLeave);
      observer.disconnect();
      scene.dispose();
      sceneRef.current = null;
    };
  }, [data.building]);

  // The first view jumps; later ones move (or jump with reduced motion).
  const shownView = useRef<string | null>(null);
  useEffect(() => {
    sceneRef.current?.showView(view, shownView.current === null);
    shownView.current = view.id;
  }, [view]);

  useEffect(() => sceneRef.current?.setHomes(homes), [homes]);
  useEffect(() => sceneRef.current?.setHighlight(highlight), [highlight]);
  const [sunX, sunY, sunZ] = sunDirection;
  useEffect(() => sceneRef.current?.setSun([sunX, sunY, sunZ]), [sunX, sunY, sunZ]);

  return (
    <div
      ref={wrapperRef}
      className={styles.canvasWrap}
      data-explorer-ready={isReady ? "true" : undefined}
      data-highlight={highlight ?? undefined}
    >
      <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
      {renderOverlay(positions)}
    </div>
  );
}
