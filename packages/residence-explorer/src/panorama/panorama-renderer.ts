import {
  CanvasTexture,
  LinearFilter,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from "three";

/*
 * The 360 viewer's three.js part: a sphere seen from inside, textured with the equirectangular
 * picture, and a camera at its centre. Drawn on demand (no render loop): the viewer calls
 * render() after each change of the look. Only this file imports three, and only the viewer
 * imports it, so three loads when a 360 view opens.
 */

export interface PanoramaRenderer {
  readonly maxTextureSize: number;
  setPicture(picture: HTMLCanvasElement): void;
  /** A unit vector to look along (picture centre at -z, its right at +x) and the vertical field of view. */
  setView(direction: readonly [number, number, number], fov: number): void;
  resize(width: number, height: number): void;
  render(): void;
  dispose(): void;
}

/** Whether the browser can draw WebGL at all (checked before three is asked, which would throw). */
export function hasWebGl(): boolean {
  try {
    const probe = document.createElement("canvas");
    return Boolean(probe.getContext("webgl2") ?? probe.getContext("webgl"));
  } catch {
    return false;
  }
}

/** A renderer on `canvas`, or null without WebGL (the viewer then shows its fallback). */
export function createPanoramaRenderer(canvas: HTMLCanvasElement): PanoramaRenderer | null {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, antialias: false, powerPreference: "low-power" });
  } catch {
    return null;
  }
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  renderer.outputColorSpace = SRGBColorSpace;

  const scene = new Scene();
  const camera = new PerspectiveCamera(75, 1, 0.1, 100);
  const geometry = new SphereGeometry(10, 60, 40);
  // Seen from inside: flipped so the picture is not mirrored, and turned so its centre is at -z.
  geometry.scale(-1, 1, 1);
  geometry.rotateY(-Math.PI / 2);
  const material = new MeshBasicMaterial({ color: 0xffffff });
  scene.add(new Mesh(geometry, material));
  let texture: CanvasTexture | null = null;
  const target = new Vector3();

  return {
    maxTextureSize: renderer.capabilities.maxTextureSize,
    setPicture(picture) {
      texture?.dispose();
      texture = new CanvasTexture(picture);
      texture.colorSpace = SRGBColorSpace;
      // Pictures of any size: no mipmaps needed, and none of their power-of-two demands.
      texture.generateMipmaps = false;
      texture.minFilter = LinearFilter;
      material.map = texture;
      material.needsUpdate = true;
    },
    setView(direction, fov) {
      camera.fov = fov;
      camera.updateProjectionMatrix();
      target.set(direction[0], direction[1], direction[2]);
      camera.lookAt(target);
    },
    resize(width, height) {
      renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
    },
    render() {
      renderer.render(scene, camera);
    },
    dispose() {
      texture?.dispose();
      material.dispose();
      geometry.dispose();
      renderer.dispose();
    },
  };
}
