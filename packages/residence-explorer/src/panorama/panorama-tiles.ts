import type { PanoramaView } from "@housing/contracts/explorer";
import { tileUrls } from "./panorama-view-state";

/*
 * A panorama's equirectangular picture put together from its tiles (spec section 7: 360 tiles
 * from a files path) on one canvas, which becomes one texture: one draw call and no seams
 * between tiles. Scaled down when the whole would exceed the GPU's largest texture.
 */

function loadImage(url: string, signal: AbortSignal): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.decoding = "async";
    const abort = () => {
      image.src = "";
      reject(new DOMException("The tiles' load was aborted", "AbortError"));
    };
    signal.addEventListener("abort", abort, { once: true });
    image.onload = () => {
      signal.removeEventListener("abort", abort);
      resolve(image);
    };
    image.onerror = () => {
      signal.removeEventListener("abort", abort);
      reject(new Error(`A panorama tile did not load: ${url}`));
    };
    image.src = url;
  });
}

export async function loadPanoramaPicture(
  view: PanoramaView,
  resolveUrl: (url: string) => string,
  maxTextureSize: number,
  signal: AbortSignal,
): Promise<HTMLCanvasElement> {
  const tiles = tileUrls(view);
  const images = await Promise.all(tiles.map((tile) => loadImage(resolveUrl(tile.url), signal)));
  const tileWidth = images[0]!.naturalWidth;
  const tileHeight = images[0]!.naturalHeight;
  const scale = Math.min(1, maxTextureSize / (tileWidth * view.cols), maxTextureSize / (tileHeight * view.rows));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(tileWidth * view.cols * scale);
  canvas.height = Math.round(tileHeight * view.rows * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas to put the panorama's tiles together");
  tiles.forEach((tile, index) => {
    const x = Math.round(tile.col * tileWidth * scale);
    const y = Math.round(tile.row * tileHeight * scale);
    // Each tile to the next one's edge, so rounding leaves no gap.
    const width = Math.round((tile.col + 1) * tileWidth * scale) - x;
    const height = Math.round((tile.row + 1) * tileHeight * scale) - y;
    context.drawImage(images[index]!, x, y, width, height);
  });
  return canvas;
}
