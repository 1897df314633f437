import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { sunAndPanoramaMessages } from "../messages/sun-360";
import { panoramaProjectFixture } from "./fixture";
import type { PanoramaRenderer } from "./panorama-renderer";
import { PanoramaViewer } from "./panorama-viewer";

/*
 * happy-dom has no WebGL: the three.js renderer is replaced by a recording one (its own code is
 * exercised by the end-to-end tests in Chromium), and the tiles by a canvas per picture. The
 * test with no renderer is the real fallback path.
 */

const renderer = vi.hoisted(() => ({ current: null as null | (PanoramaRenderer & { log: string[] }) }));
const tiles = vi.hoisted(() => ({ urls: [] as string[], fail: false }));

vi.mock("./panorama-renderer", () => ({
  hasWebGl: () => renderer.current !== null,
  createPanoramaRenderer: () => renderer.current,
}));
vi.mock("./panorama-tiles", () => ({
  loadPanoramaPicture: (view: { tileUrl: string }, resolveUrl: (url: string) => string) => {
    tiles.urls.push(resolveUrl(view.tileUrl));
    return tiles.fail ? Promise.reject(new Error("tile 404")) : Promise.resolve(document.createElement("canvas"));
  },
}));

function recordingRenderer() {
  const log: string[] = [];
  return {
    log,
    maxTextureSize: 4096,
    setPicture: () => log.push("picture"),
    setView: (direction: readonly number[], fov: number) =>
      log.push(`view ${direction.map((value) => value.toFixed(2)).join(",")} ${fov}`),
    resize: (width: number, height: number) => log.push(`resize ${width}x${height}`),
    render: () => log.push("render"),
    dispose: () => log.push("dispose"),
  };
}

beforeEach(() => {
  renderer.current = recordingRenderer();
  tiles.urls = [];
  tiles.fail = false;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderViewer(locale: Locale = "sv", initialCameraId?: string) {
  const onClose = vi.fn();
  const result = render(
    <TestI18nProvider locale={locale} messages={[sunAndPanoramaMessages]}>
      <main>
        <PanoramaViewer
          project={panoramaProjectFixture()}
          resolveUrl={(url) => `http://api.test${url}`}
          initialCameraId={initialCameraId}
          onClose={onClose}
        />
      </main>
    </TestI18nProvider>,
  );
  return { ...result, onClose };
}

const stage = () => screen.getByRole("application", { name: /360°/ });

describe("PanoramaViewer", () => {
  it("draws the default camera's picture and says so for the end-to-end tests", async () => {
    renderViewer();
    expect(stage().getAttribute("aria-label")).toBe("360°-vy: Vardagsrum");
    await waitFor(() => expect(stage().dataset.panoramaReady).toBe("true"));
    expect(tiles.urls).toEqual(["http://api.test/files/360/a/living/{col}_{row}.png"]);
    expect(stage().dataset.yaw).toBe("180");
    expect(renderer.current!.log).toContain("picture");
    expect(renderer.current!.log.at(-1)).toBe("render");
  });

  it("turns by keyboard, announcing the compass point, and Home goes back", async () => {
    renderViewer();
    await waitFor(() => expect(stage().dataset.panoramaReady).toBe("true"));
    expect(screen.getByText("Tittar mot syd")).toBeTruthy();
    stage().focus();
    for (let press = 0; press < 5; press += 1) await userEvent.keyboard("{ArrowRight}");
    expect(stage().dataset.yaw).toBe("230");
    expect(screen.getByText("Tittar mot sydväst")).toBeTruthy();
    await userEvent.keyboard("{+}");
    expect(renderer.current!.log.filter((line) => line.startsWith("view")).at(-1)).toMatch(/ 70$/);
    await userEvent.keyboard("{Home}");
    expect(stage().dataset.yaw).toBe("180");
    expect(renderer.current!.log.filter((line) => line.startsWith("view")).at(-1)).toBe("view 0.00,0.00,-1.00 75");
  });

  it("turns by the buttons, and follows a drag", async () => {
    renderViewer();
    await userEvent.click(screen.getByRole("button", { name: "Vrid åt vänster" }));
    expect(stage().dataset.yaw).toBe("170");
    fireEvent.pointerDown(stage(), { clientX: 300, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(stage(), { clientX: 200, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(stage(), { clientX: 200, clientY: 100, pointerId: 1 });
    // Dragged left: the view turns right (east of south is lower, west higher).
    expect(Number(stage().dataset.yaw)).toBeGreaterThan(170);
  });

  it("keeps turning after a flick, but not with reduced motion", async () => {
    const flick = async () => {
      fireEvent.pointerDown(stage(), { clientX: 300, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(stage(), { clientX: 260, clientY: 100, pointerId: 1 });
      fireEvent.pointerUp(stage(), { clientX: 260, clientY: 100, pointerId: 1 });
      const released = stage().dataset.yaw;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { released, later: stage().dataset.yaw };
    };
    renderViewer();
    const free = await flick();
    expect(free.later).not.toBe(free.released);
    cleanup();
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderViewer();
    const reduced = await flick();
    expect(reduced.later).toBe(reduced.released);
  });

  it("switches camera from the list", async () => {
    renderViewer();
    const kitchen = screen.getByRole("button", { name: /Kök/ });
    await userEvent.click(kitchen);
    expect(kitchen.getAttribute("aria-current")).toBe("true");
    expect(stage().getAttribute("aria-label")).toBe("360°-vy: Kök");
    expect(stage().dataset.yaw).toBe("90");
    await waitFor(() => expect(tiles.urls.at(-1)).toBe("http://api.test/files/360/a/kitchen/{col}_{row}.png"));
    // The bedroom has no picture: not listed.
    expect(screen.queryByRole("button", { name: /Sovrum/ })).toBeNull();
  });

  it("opens the camera asked for", () => {
    renderViewer("en", "balcony");
    expect(stage().getAttribute("aria-label")).toBe("360° view: Balcony");
    expect(screen.getByText("Looking south-west")).toBeTruthy();
  });

  it("says when the picture could not load", async () => {
    tiles.fail = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderViewer();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "360°-vyerna kunde inte hämtas.");
    expect(stage().dataset.panoramaReady).toBe("false");
    expect(warn).toHaveBeenCalled();
  });

  it("disposes the renderer on unmount, and closes", async () => {
    const { unmount, onClose } = renderViewer();
    await userEvent.click(screen.getByRole("button", { name: "Stäng 360°-vyerna" }));
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(renderer.current!.log.at(-1)).toBe("dispose");
  });

  describe("on a phone", () => {
    const setPhone = (requestPermission?: () => Promise<string>) => {
      Object.defineProperty(window, "ontouchstart", { value: null, configurable: true, writable: true });
      Object.defineProperty(window, "DeviceOrientationEvent", {
        value: Object.assign(class extends Event {}, requestPermission ? { requestPermission } : {}),
        configurable: true,
        writable: true,
      });
    };
    afterEach(() => {
      Reflect.deleteProperty(window, "ontouchstart");
      Reflect.deleteProperty(window, "DeviceOrientationEvent");
    });
    const turnPhone = (alpha: number, beta: number) =>
      window.dispatchEvent(Object.assign(new Event("deviceorientation"), { alpha, beta, gamma: 0 }));

    it("has no gyro button on a desktop", () => {
      Reflect.deleteProperty(window, "ontouchstart");
      renderViewer();
      expect(screen.queryByRole("button", { name: /telefonens rörelser/ })).toBeNull();
    });

    it("asks for permission (iOS), then turns with the phone, and stops when switched off", async () => {
      const requestPermission = vi.fn(() => Promise.resolve("granted"));
      setPhone(requestPermission);
      renderViewer();
      turnPhone(90, 90);
      expect(stage().dataset.yaw).toBe("180");
      await userEvent.click(screen.getByRole("button", { name: "Styr med telefonens rörelser" }));
      expect(requestPermission).toHaveBeenCalled();
      await screen.findByRole("button", { name: "Sluta styra med telefonens rörelser" });
      // alpha counts counter-clockwise: 90 is west.
      fireEvent(window, Object.assign(new Event("deviceorientation"), { alpha: 90, beta: 90, gamma: 0 }));
      expect(stage().dataset.yaw).toBe("270");
      await userEvent.click(screen.getByRole("button", { name: "Sluta styra med telefonens rörelser" }));
      turnPhone(0, 90);
      expect(stage().dataset.yaw).toBe("270");
    });

    it("says so when the permission is refused", async () => {
      setPhone(() => Promise.resolve("denied"));
      renderViewer();
      await userEvent.click(screen.getByRole("button", { name: "Styr med telefonens rörelser" }));
      expect(await screen.findByText("Telefonens rörelsesensor fick inte användas.")).toBeTruthy();
    });
  });

  it("without WebGL shows the rooms and a message", async () => {
    renderer.current = null;
    renderViewer();
    expect(await screen.findByText(/WebGL saknas/)).toBeTruthy();
    expect(screen.queryByRole("application")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("is axe-clean, with WebGL and without", async () => {
    const check = async () =>
      (
        await axe.run(document.body, { resultTypes: ["violations"], rules: { "color-contrast": { enabled: false } } })
      ).violations.map((violation) => violation.id);
    renderViewer();
    await waitFor(() => expect(stage().dataset.panoramaReady).toBe("true"));
    expect(await check()).toEqual([]);
    cleanup();
    renderer.current = null;
    renderViewer();
    await screen.findByText(/WebGL saknas/);
    expect(await check()).toEqual([]);
  });
});
