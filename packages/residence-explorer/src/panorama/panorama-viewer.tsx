"use client";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { CompassKey, PanoramaProject } from "@housing/contracts/explorer";
import { useI18n } from "@housing/i18n/react";
import { Button, visuallyHiddenClassName } from "@housing/ui";
import { usePrefersReducedMotion } from "../sun/reduced-motion";
import { useDeviceOrientation } from "./device-orientation";
import { useDragLook } from "./use-drag-look";
import { createPanoramaRenderer, hasWebGl as probeWebGl, type PanoramaRenderer } from "./panorama-renderer";
import { loadPanoramaPicture } from "./panorama-tiles";
import {
  camerasWithViews,
  clampLook,
  initialLook,
  lookAfterKey,
  lookDirection,
  lookHeading,
  openingCameraId,
  type PanoramaLook,
} from "./panorama-view-state";
import { roomDescription, roomTitle } from "./room-label";
import styles from "./panorama-viewer.module.css";

/*
 * A home's 360 views (issue 24, item 3; spec section 3: cameras with position, rotation and
 * field of view): drag, arrow keys, + and -, Home, the buttons (a single-pointer alternative to
 * dragging, WCAG 2.5.7) and the phone's gyro where present turn the view. Drawn on demand,
 * disposed on unmount. Without WebGL: the camera list and a message. For end-to-end tests the
 * canvas's wrapper carries `data-panorama-ready="true"` once a picture is drawn and `data-yaw`
 * (degrees clockwise from north) as it turns.
 */

export interface PanoramaViewerProps {
  project: PanoramaProject;
  /** Makes a tile URL of the project loadable (the API host's absolute URL). */
  resolveUrl: (url: string) => string;
  initialCameraId?: string;
  onClose: () => void;
}

const WHEEL_ZOOM_PER_PIXEL = 0.05;

export function PanoramaViewer({ project, resolveUrl, initialCameraId, onClose }: PanoramaViewerProps) {
  const { t } = useI18n();
  const id = useId();
  const prefersReducedMotion = usePrefersReducedMotion();
  const available = useMemo(() => camerasWithViews(project), [project]);
  const [cameraId, setCameraId] = useState(() => openingCameraId(project, initialCameraId));
  const selected = available.find(({ camera }) => camera.id === cameraId) ?? available[0];

  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<PanoramaRenderer | null>(null);
  // Client only (the viewer loads when a 360 view opens): the browser is asked once.
  const [hasWebGl] = useState(probeWebGl);
  const [readyCameraId, setReadyCameraId] = useState<string | null>(null);
  const [failedCameraId, setFailedCameraId] = useState<string | null>(null);
  const [heading, setHeading] = useState<CompassKey | null>(null);

  const lookRef = useRef<PanoramaLook | null>(null);
  const cameraRef = useRef(selected?.camera);
  const frameRef = useRef(0);
  /** The camera whose picture the renderer holds. */
  const pictureCameraRef = useRef<string | null>(null);

  const requestRender = useCallback(() => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      const renderer = rendererRef.current;
      if (!renderer) return;
      renderer.render();
      if (pictureCameraRef.current) setReadyCameraId(pictureCameraRef.current);
    });
  }, []);

  const applyLook = useCallback(
    (look: PanoramaLook) => {
      const camera = cameraRef.current;
      if (!camera) return;
      lookRef.current = look;
      if (stageRef.current) stageRef.current.dataset.yaw = String(Math.round(look.yaw) % 360);
      setHeading(lookHeading(look));
      rendererRef.current?.setView(lookDirection(look, camera), look.fov);
      requestRender();
    },
    [requestRender],
  );

  const { handlers: dragHandlers, stopInertia } = useDragLook(lookRef, applyLook, prefersReducedMotion);

  // The renderer, once, on the canvas; none without WebGL.
  useEffect(() => {
    const canvas = canvasRef.current;
    const stage = stageRef.current;
    if (!canvas || !stage) return;
    const renderer = createPanoramaRenderer(canvas);
    if (!renderer) return;
    rendererRef.current = renderer;
    const resize = () => {
      renderer.resize(stage.clientWidth || 640, stage.clientHeight || 360);
      requestRender();
    };
    resize();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(resize) : null;
    observer?.observe(stage);
    const onWheel = (event: WheelEvent) => {
      const look = lookRef.current;
      if (!look) return;
      event.preventDefault();
      applyLook(clampLook({ ...look, fov: look.fov + event.deltaY * WHEEL_ZOOM_PER_PIXEL }));
    };
    stage.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      observer?.disconnect();
      stage.removeEventListener("wheel", onWheel);
      cancelAnimationFrame(frameRef.current);
      frameRef.current = 0;
      rendererRef.current = null;
      renderer.dispose();
    };
  }, [applyLook, requestRender]);

  // The chosen camera's look and picture.
  useEffect(() => {
    if (!selected) return;
    cameraRef.current = selected.camera;
    pictureCameraRef.current = null;
    applyLook(initialLook(selected.camera));
    const renderer = rendererRef.current;
    if (!renderer) return;
    const controller = new AbortController();
    loadPanoramaPicture(selected.view, resolveUrl, renderer.maxTextureSize, controller.signal).then(
      (picture) => {
        if (controller.signal.aborted) return;
        renderer.setPicture(picture);
        pictureCameraRef.current = selected.camera.id;
        requestRender();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailedCameraId(selected.camera.id);
        if (!(error instanceof DOMException)) console.warn(error);
      },
    );
    return () => controller.abort();
  }, [selected, resolveUrl, applyLook, requestRender]);

  const onGyro = useCallback(
    (turn: { yaw: number; pitch: number }) => {
      if (lookRef.current) applyLook(clampLook({ ...lookRef.current, ...turn }));
    },
    [applyLook],
  );
  const gyro = useDeviceOrientation(onGyro);

  const press = (key: string) => {
    const look = lookRef.current;
    const camera = cameraRef.current;
    const next = look && camera ? lookAfterKey(look, key, camera) : null;
    if (next) applyLook(next);
    return next !== null;
  };

  if (!selected) {
    return <p className={styles.message}>{t("residence-explorer.panorama.noViews")}</p>;
  }

  const title = roomTitle(t, selected.camera.title);
  const isReady = readyCameraId === selected.camera.id;
  const hasFailed = failedCameraId === selected.camera.id;

  return (
    <div className={styles.viewer}>
      <div className={styles.column}>
        {hasWebGl && (
          <div
            ref={stageRef}
            className={styles.stage}
            role="application"
            tabIndex={0}
            aria-label={t("residence-explorer.panorama.viewer", { room: title })}
            aria-describedby={`${id}-instructions`}
            data-panorama-ready={isReady}
            onKeyDown={(event) => {
              if (press(event.key)) {
                event.preventDefault();
                stopInertia();
              }
            }}
            {...dragHandlers}
          >
            <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
          </div>
        )}
        {!hasWebGl && (
          <p className={styles.message} role="status">
            {t("residence-explorer.panorama.noWebgl")}
          </p>
        )}
        {hasFailed && (
          <p className={styles.message} role="alert">
            {t("residence-explorer.panorama.error")}
          </p>
        )}
        {hasWebGl && (
          <>
            <p id={`${id}-instructions`} className={styles.message}>
              {t("residence-explorer.panorama.instructions")}
            </p>
            <p aria-live="polite" className={visuallyHiddenClassName}>
              {heading
                ? t("residence-explorer.panorama.looking", {
                    direction: t(`residence-explorer.panorama.toward.${heading}`),
                  })
                : ""}
            </p>
            <div className={styles.controls}>
              <Button variant="secondary" onClick={() => press("ArrowLeft")}>
                {t("residence-explorer.panorama.turnLeft")}
              </Button>
              <Button variant="secondary" onClick={() => press("ArrowRight")}>
                {t("residence-explorer.panorama.turnRight")}
              </Button>
              <Button variant="secondary" onClick={() => press("+")}>
                {t("residence-explorer.panorama.zoomIn")}
              </Button>
              <Button variant="secondary" onClick={() => press("-")}>
                {t("residence-explorer.panorama.zoomOut")}
              </Button>
              <Button variant="secondary" onClick={() => press("Home")}>
                {t("residence-explorer.panorama.reset")}
              </Button>
              {(gyro.status === "off" || gyro.status === "on" || gyro.status === "denied") && (
                <Button variant="secondary" onClick={() => void gyro.toggle()} disabled={gyro.status === "denied"}>
                  {t(
                    gyro.status === "on" ? "residence-explorer.panorama.gyroOff" : "residence-explorer.panorama.gyroOn",
                  )}
                </Button>
              )}
            </div>
            {gyro.status === "denied" && (
              <p className={styles.message} role="status">
                {t("residence-explorer.panorama.gyroDenied")}
              </p>
            )}
          </>
        )}
        <div className={styles.controls}>
          <Button onClick={onClose}>{t("residence-explorer.panorama.close")}</Button>
        </div>
      </div>
      <nav aria-labelledby={`${id}-cameras`}>
        <h3 id={`${id}-cameras`} className={styles.message}>
          {t("residence-explorer.panorama.cameras")}
        </h3>
        <ul className={styles.cameras}>
          {available.map(({ camera }) => (
            <li key={camera.id}>
              <button
                type="button"
                className={styles.camera}
                aria-current={camera.id === selected.camera.id}
                onClick={() => setCameraId(camera.id)}
              >
                <span>{roomTitle(t, camera.title)}</span>
                <span className={styles.description}>{roomDescription(t, camera.description)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
