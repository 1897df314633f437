import type { CompassKey, PanoramaCamera, PanoramaProject, PanoramaView } from "@housing/contracts/explorer";
import { compassFromBearing, normalizeBearing } from "../sun/compass";

/*
 * Where the 360 viewer looks, without three.js: a compass heading (the camera's rotation yaw is
 * where the picture's centre looks, spec section 3: cameras with rotation), a pitch and a field of
 * view, and what the keys do to them. Pure, so the viewer's rules are tested without WebGL.
 */

export interface PanoramaLook {
  /** Degrees clockwise from north. */
  yaw: number;
  /** Degrees above the horizon, within ±MAX_PITCH. */
  pitch: number;
  /** Vertical field of view, degrees, within MIN_FOV-MAX_FOV. */
  fov: number;
}

export const MIN_FOV = 30;
export const MAX_FOV = 100;
export const MAX_PITCH = 85;
/** One arrow key press. */
export const KEY_TURN_DEGREES = 10;
export const KEY_TILT_DEGREES = 5;
export const KEY_ZOOM_DEGREES = 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampLook({ yaw, pitch, fov }: PanoramaLook): PanoramaLook {
  return {
    yaw: normalizeBearing(yaw),
    pitch: clamp(pitch, -MAX_PITCH, MAX_PITCH),
    fov: clamp(fov, MIN_FOV, MAX_FOV),
  };
}

/** The look a camera opens with: its rotation's yaw and pitch, its field of view. */
export function initialLook(camera: PanoramaCamera): PanoramaLook {
  return clampLook({ yaw: camera.rotation[0], pitch: camera.rotation[1], fov: camera.fov });
}

/** The compass point the viewer faces (the live region's "Tittar mot syd"). */
export function lookHeading(look: PanoramaLook): CompassKey {
  return compassFromBearing(look.yaw);
}

/**
 * What a key does: arrows turn and tilt, + and - zoom, Home goes back to the camera's look.
 * Null for keys the viewer leaves alone (Tab, Escape: the page's and the modal's).
 */
export function lookAfterKey(look: PanoramaLook, key: string, camera: PanoramaCamera): PanoramaLook | null {
  switch (key) {
    case "ArrowLeft":
      return clampLook({ ...look, yaw: look.yaw - KEY_TURN_DEGREES });
    case "ArrowRight":
      return clampLook({ ...look, yaw: look.yaw + KEY_TURN_DEGREES });
    case "ArrowUp":
      return clampLook({ ...look, pitch: look.pitch + KEY_TILT_DEGREES });
    case "ArrowDown":
      return clampLook({ ...look, pitch: look.pitch - KEY_TILT_DEGREES });
    case "+":
    case "=":
    case "Add":
      return clampLook({ ...look, fov: look.fov - KEY_ZOOM_DEGREES });
    case "-":
    case "_":
    case "Subtract":
      return clampLook({ ...look, fov: look.fov + KEY_ZOOM_DEGREES });
    case "Home":
      return initialLook(camera);
    default:
      return null;
  }
}

/** A drag of `dx`, `dy` pixels on a view `height` pixels tall: the picture follows the pointer. */
export function lookAfterDrag(look: PanoramaLook, dx: number, dy: number, height: number): PanoramaLook {
  const degreesPerPixel = look.fov / Math.max(1, height);
  return clampLook({ ...look, yaw: look.yaw - dx * degreesPerPixel, pitch: look.pitch + dy * degreesPerPixel });
}

/**
 * The look direction as a unit vector for the renderer, in the frame where the picture's centre
 * is at -z and its right-hand side at +x (yaw relative to the camera's rotation yaw).
 */
export function lookDirection(look: PanoramaLook, camera: PanoramaCamera): [number, number, number] {
  const relative = ((look.yaw - camera.rotation[0]) * Math.PI) / 180;
  const pitch = (look.pitch * Math.PI) / 180;
  return [Math.cos(pitch) * Math.sin(relative), Math.sin(pitch), -Math.cos(pitch) * Math.cos(relative)];
}

/** The cameras that have a picture, each with its view, in the project's order. */
export function camerasWithViews(project: PanoramaProject): { camera: PanoramaCamera; view: PanoramaView }[] {
  return project.cameras.flatMap((camera) => {
    const view = project.views.find((candidate) => candidate.cameraId === camera.id);
    return view ? [{ camera, view }] : [];
  });
}

/**
 * The camera to open: the one asked for, else the project's default (spec: config.default, a
 * camera's or a view's id), else the first with a picture.
 */
export function openingCameraId(project: PanoramaProject, asked?: string): string | null {
  const available = camerasWithViews(project);
  const ids = new Set(available.map(({ camera }) => camera.id));
  if (asked && ids.has(asked)) return asked;
  const fallback = project.config.default;
  if (ids.has(fallback)) return fallback;
  const defaultView = project.views.find((view) => view.id === fallback);
  if (defaultView && ids.has(defaultView.cameraId)) return defaultView.cameraId;
  return available[0]?.camera.id ?? null;
}

/** The tiles of a picture, row by row from the top, with their URLs filled in. */
export function tileUrls(view: PanoramaView): { col: number; row: number; url: string }[] {
  const tiles: { col: number; row: number; url: string }[] = [];
  for (let row = 0; row < view.rows; row += 1) {
    for (let col = 0; col < view.cols; col += 1) {
      tiles.push({
        col,
        row,
        url: view.tileUrl.replaceAll("{col}", String(col)).replaceAll("{row}", String(row)),
      });
    }
  }
  return tiles;
}
