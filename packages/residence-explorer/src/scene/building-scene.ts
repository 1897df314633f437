import {
  AmbientLight,
  BoxGeometry,
  type BufferGeometry,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Material,
  Mesh,
  MeshLambertMaterial,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  Raycaster,
  Scene,
  SRGBColorSpace,
  Vector2,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { ExplorerApartmentBox, ExplorerBuilding, ExplorerView } from "@housing/contracts/explorer";
import type { ObjectStatusKey } from "@housing/contracts";
import { FACADE_COLOUR, STATUS_COLOURS } from "../model/status-colours";

/*
 * The building in three.js, drawn from the explorer data's derived model (issue 24): one slab
 * per floor, one box per home placed by its x/z on its floor, balconies as thin slabs on their
 * side, the whole turned by the building's bearing; a ground plane, ambient and sky light, and
 * the sun as a directional light with shadows. Frames are drawn on demand only (a change, the
 * controls' damping, a camera move between views): an idle explorer draws nothing.
 *
 * Frames: the building's frame has its front facade facing +z; the scene's frame is the
 * contract's (+x east, +y up, +z south). Turning the building by (180° - bearing) about +y points
 * its front along the bearing (180°, south: no turn).
 */

const RAD = Math.PI / 180;
/** A home's box is a little smaller than its share of the floor, so neighbours read as separate. */
const GAP = 0.94;
const SLAB = 0.25;
const BALCONY_DEPTH = 1.6;
const CAMERA_MOVE_MS = 700;
const DIMMED_OPACITY = 0.22;

export interface SceneHomeState {
  status: ObjectStatusKey;
  /** Left out by the filters: drawn faint. */
  isDimmed: boolean;
  isOwn: boolean;
}

export interface BuildingSceneOptions {
  building: ExplorerBuilding;
  /** No camera animation between views (prefers-reduced-motion): the camera jumps. */
  isReducedMotion: boolean;
  /** WebGL drawn by the CPU: no antialiasing, one device pixel, a smaller shadow map. */
  isSoftware?: boolean;
  /** After each drawn frame (the overlay follows the homes' projected places). */
  onFrame?: () => void;
}

/** A home's place on the canvas, CSS pixels from its top left; `isInFront` false when behind the camera. */
export interface ProjectedHome {
  x: number;
  y: number;
  isInFront: boolean;
}

interface HomeMesh {
  box: ExplorerApartmentBox;
  mesh: Mesh<BoxGeometry, MeshLambertMaterial>;
  balcony: Mesh<BoxGeometry, MeshLambertMaterial> | null;
}

/** Position of a balcony slab relative to its home's centre, in the building's frame. */
function balconyOffset(box: ExplorerApartmentBox, side: "front" | "back" | "left" | "right"): [number, number] {
  switch (side) {
    case "front":
      return [0, box.depth / 2 + BALCONY_DEPTH / 2];
    case "back":
      return [0, -box.depth / 2 - BALCONY_DEPTH / 2];
    case "left":
      return [-box.width / 2 - BALCONY_DEPTH / 2, 0];
    case "right":
      return [box.width / 2 + BALCONY_DEPTH / 2, 0];
  }
}

export class BuildingScene {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera: PerspectiveCamera;
  private readonly controls: OrbitControls;
  private readonly sun: DirectionalLight;
  private readonly homes = new Map<string, HomeMesh>();
  private readonly raycaster = new Raycaster();
  private readonly geometries: BufferGeometry[] = [];
  private readonly materials: Material[] = [];
  private readonly building: ExplorerBuilding;
  private readonly isReducedMotion: boolean;
  private readonly onFrame?: () => void;
  private states = new Map<string, SceneHomeState>();
  private highlighted: string | null = null;
  private frameRequest: number | null = null;
  private cameraMove: {
    from: { position: Vector3; target: Vector3; fov: number };
    to: { position: Vector3; target: Vector3; fov: number };
    start: number;
  } | null = null;
  private isDisposed = false;
  /** The drawing-buffer scale when still, and while the visitor turns the building (software WebGL: coarser). */
  private readonly stillPixelRatio: number;
  private readonly movingPixelRatio: number;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    canvas: HTMLCanvasElement,
    { building, isReducedMotion, isSoftware = false, onFrame }: BuildingSceneOptions,
  ) {
    this.building = building;
    this.isReducedMotion = isReducedMotion;
    this.onFrame = onFrame;
    this.renderer = new WebGLRenderer({ canvas, antialias: !isSoftware });
    this.stillPixelRatio = isSoftware ? 1 : Math.min(window.devicePixelRatio || 1, 2);
    // On the CPU every pixel costs: a turning building is drawn at half resolution, then sharp again.
    this.movingPixelRatio = isSoftware ? 0.5 : this.stillPixelRatio;
    this.renderer.setPixelRatio(this.stillPixelRatio);
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.shadowMap.enabled = true;
    this.renderer.shadowMap.type = PCFShadowMap;
    // The shadows depend on the sun and the homes, not on the camera: the shadow pass is drawn
    // again only when those change (setSun, paint), never while the building turns.
    this.renderer.shadowMap.autoUpdate = false;
    this.renderer.shadowMap.needsUpdate = true;
    this.scene.background = new Color("#e8eef3");

    this.camera = new PerspectiveCamera(45, 16 / 9, 0.5, 4000);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = !isReducedMotion;
    this.controls.dampingFactor = 0.12;
    this.controls.maxPolarAngle = Math.PI / 2 - 0.03;
    const extent = Math.max(building.width, building.depth, building.floors * building.floorHeight);
    this.controls.minDistance = extent * 0.4;
    this.controls.maxDistance = extent * 6;
    this.controls.addEventListener("change", () => this.requestRender());
    this.controls.addEventListener("start", () => this.setInteracting(true));
    this.controls.addEventListener("end", () => this.setInteracting(false));

    this.scene.add(new AmbientLight(0xffffff, 0.35));
    this.scene.add(new HemisphereLight(0xdfefff, 0x8a8270, 0.55));
    this.sun = new DirectionalLight(0xfff4e0, 2.4);
    this.sun.castShadow = true;
    const shadowSize = isSoftware ? 1024 : 2048;
    this.sun.shadow.mapSize.set(shadowSize, shadowSize);
    const reach = extent * 1.5;
    Object.assign(this.sun.shadow.camera, {
      left: -reach,
      right: reach,
      top: reach,
      bottom: -reach,
      near: 1,
      far: reach * 6,
    });
    this.sun.shadow.bias = -0.0005;
    this.sun.shadow.normalBias = 0.03;
    this.scene.add(this.sun, this.sun.target);

    this.build();
  }

  private track<T extends BufferGeometry | Material>(item: T): T {
    if (item instanceof Material) this.materials.push(item);
    else this.geometries.push(item);
    return item;
  }

  private build() {
    const { building } = this;
    const ground = new Mesh(
      this.track(new PlaneGeometry(building.width * 12 + 200, building.depth * 12 + 200)),
      this.track(new MeshLambertMaterial({ color: "#c9d3bf" })),
    );
    ground.rotation.x = -Math.PI / 2;
    ground.receiveShadow = true;
    this.scene.add(ground);

    const group = new Group();
    group.rotation.y = (180 - building.bearing) * RAD;
    this.scene.add(group);

    const slabGeometry = this.track(new BoxGeometry(building.width + 0.6, SLAB, building.depth + 0.6));
    const slabMaterial = this.track(new MeshLambertMaterial({ color: "#f2efe9" }));
    for (let floor = 0; floor <= building.floors; floor++) {
      const slab = new Mesh(slabGeometry, slabMaterial);
      slab.position.y = floor * building.floorHeight + SLAB / 2;
      slab.castShadow = true;
      slab.receiveShadow = true;
      group.add(slab);
    }

    const boxGeometries = new Map<string, BoxGeometry>();
    const balconyMaterial = this.track(new MeshLambertMaterial({ color: "#bfb8ab" }));
    for (const box of building.apartments) {
      const height = building.floorHeight - SLAB;
      const key = `${box.width}x${box.depth}`;
      let geometry = boxGeometries.get(key);
      if (!geometry) {
        geometry = this.track(new BoxGeometry(box.width * GAP, height, box.depth * GAP));
        boxGeometries.set(key, geometry);
      }
      const material = this.track(new MeshLambertMaterial({ color: FACADE_COLOUR, transparent: true }));
      const mesh = new Mesh(geometry, material);
      mesh.position.set(box.x, box.floor * building.floorHeight + SLAB + height / 2, box.z);
      mesh.castShadow = true;
      mesh.receiveShadow = true;
      mesh.userData.number = box.number;
      group.add(mesh);

      let balcony: HomeMesh["balcony"] = null;
      if (box.balcony) {
        const isAlongX = box.balcony.side === "front" || box.balcony.side === "back";
        const balconyGeometry = this.track(
          new BoxGeometry(isAlongX ? box.width * 0.6 : BALCONY_DEPTH, SLAB, isAlongX ? BALCONY_DEPTH : box.depth * 0.6),
        );
        balcony = new Mesh(balconyGeometry, this.track(balconyMaterial.clone()));
        balcony.material.transparent = true;
        const [dx, dz] = balconyOffset(box, box.balcony.side);
        balcony.position.set(box.x + dx, box.floor * building.floorHeight + SLAB * 1.5, box.z + dz);
        balcony.castShadow = true;
        balcony.receiveShadow = true;
        balcony.userData.number = box.number;
        group.add(balcony);
      }
      this.homes.set(box.number, { box, mesh, balcony });
    }
  }

  /** The canvas's size in CSS pixels changed. */
  resize(width: number, height: number) {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /** Moves the camera to a view: animated, or a jump with reduced motion (or `immediate`). */
  showView(view: ExplorerView, immediate = false) {
    const to = {
      position: new Vector3(...view.camera.position),
      target: new Vector3(...view.camera.target),
      fov: view.camera.fov,
    };
    if (immediate || this.isReducedMotion) {
      this.cameraMove = null;
      this.applyCamera(to);
    } else {
      this.cameraMove = {
        from: { position: this.camera.position.clone(), target: this.controls.target.clone(), fov: this.camera.fov },
        to,
        start: performance.now(),
      };
    }
    this.requestRender();
  }

  private applyCamera({ position, target, fov }: { position: Vector3; target: Vector3; fov: number }) {
    this.camera.position.copy(position);
    this.controls.target.copy(target);
    this.camera.fov = fov;
    this.camera.updateProjectionMatrix();
    this.controls.update();
  }

  /** Lights the scene from the sun: `direction` a unit vector towards it (sunVector), night below the horizon. */
  setSun(direction: readonly [number, number, number]) {
    const distance =
      Math.max(this.building.width, this.building.depth, this.building.floors * this.building.floorHeight) * 3;
    this.sun.position.set(direction[0] * distance, direction[1] * distance, direction[2] * distance);
    // Below the horizon the sun gives no light and casts no shadow; the sky's light stays.
    const isUp = direction[1] > 0;
    this.sun.intensity = isUp ? 2.4 * Math.min(1, direction[1] * 4 + 0.2) : 0;
    this.sun.castShadow = isUp;
    this.renderer.shadowMap.needsUpdate = true;
    this.requestRender();
  }

  setHomes(states: Map<string, SceneHomeState>) {
    this.states = states;
    this.paint();
  }

  setHighlight(number: string | null) {
    if (this.highlighted === number) return;
    this.highlighted = number;
    this.paint();
  }

  private paint() {
    for (const [number, { mesh, balcony }] of this.homes) {
      const state = this.states.get(number);
      const isHighlighted = number === this.highlighted;
      // The caller's own home keeps its status colour, so a buyer sees it among the others at once.
      const colour = state && (isHighlighted || state.isOwn) ? STATUS_COLOURS[state.status] : FACADE_COLOUR;
      mesh.material.color.set(colour);
      mesh.material.emissive.set(isHighlighted ? colour : "#000000");
      mesh.material.emissiveIntensity = isHighlighted ? 0.25 : 0;
      const opacity = !state || state.isDimmed ? DIMMED_OPACITY : 1;
      mesh.material.opacity = opacity;
      // Only a dimmed home is blended: opaque ones stay in the cheaper opaque pass.
      mesh.material.transparent = opacity < 1;
      mesh.material.depthWrite = opacity === 1;
      if (mesh.castShadow !== (opacity === 1)) {
        mesh.castShadow = opacity === 1;
        this.renderer.shadowMap.needsUpdate = true;
      }
      if (balcony) {
        balcony.material.opacity = opacity;
        balcony.material.depthWrite = opacity === 1;
      }
    }
    this.requestRender();
  }

  /** The home under a point of the canvas (CSS pixels from its top left), or null. */
  pick(x: number, y: number): string | null {
    const canvas = this.renderer.domElement;
    const pointer = new Vector2((x / canvas.clientWidth) * 2 - 1, -(y / canvas.clientHeight) * 2 + 1);
    this.raycaster.setFromCamera(pointer, this.camera);
    const targets = [...this.homes.values()].flatMap(({ mesh, balcony }) => (balcony ? [mesh, balcony] : [mesh]));
    const hit = this.raycaster.intersectObjects(targets, false)[0];
    return hit ? (hit.object.userData.number as string) : null;
  }

  /** Every home's centre on the canvas, for the keyboard overlay. */
  project(): Map<string, ProjectedHome> {
    const canvas = this.renderer.domElement;
    const result = new Map<string, ProjectedHome>();
    const point = new Vector3();
    for (const [number, { mesh }] of this.homes) {
      mesh.getWorldPosition(point);
      point.project(this.camera);
      result.set(number, {
        x: ((point.x + 1) / 2) * canvas.clientWidth,
        y: ((1 - point.y) / 2) * canvas.clientHeight,
        isInFront: point.z < 1,
      });
    }
    return result;
  }

  /** Coarser while the visitor drags (software WebGL), sharp again once the motion has settled. */
  private setInteracting(isInteracting: boolean) {
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    if (isInteracting) {
      this.applyPixelRatio(this.movingPixelRatio);
      return;
    }
    // Damping keeps it moving a moment after the pointer is released.
    this.settleTimer = setTimeout(() => {
      this.applyPixelRatio(this.stillPixelRatio);
      this.requestRender();
    }, 250);
  }

  private applyPixelRatio(ratio: number) {
    if (this.isDisposed || this.renderer.getPixelRatio() === ratio) return;
    const size = this.renderer.getSize(new Vector2());
    this.renderer.setPixelRatio(ratio);
    this.renderer.setSize(size.x, size.y, false);
  }

  requestRender() {
    if (this.isDisposed || this.frameRequest !== null) return;
    this.frameRequest = requestAnimationFrame((now) => this.frame(now));
  }

  private frame(now: number) {
    this.frameRequest = null;
    if (this.isDisposed) return;
    let isMoving = false;
    if (this.cameraMove) {
      const { from, to, start } = this.cameraMove;
      const progress = Math.min(1, (now - start) / CAMERA_MOVE_MS);
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      this.applyCamera({
        position: from.position.clone().lerp(to.position, eased),
        target: from.target.clone().lerp(to.target, eased),
        fov: from.fov + (to.fov - from.fov) * eased,
      });
      if (progress >= 1) this.cameraMove = null;
      else isMoving = true;
    }
    // With damping, update() keeps announcing changes (and so frames) until the motion has settled.
    if (this.controls.enableDamping) this.controls.update();
    this.renderer.render(this.scene, this.camera);
    this.onFrame?.();
    if (isMoving) this.requestRender();
  }

  dispose() {
    this.isDisposed = true;
    if (this.frameRequest !== null) cancelAnimationFrame(this.frameRequest);
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.controls.dispose();
    for (const geometry of this.geometries) geometry.dispose();
    for (const material of this.materials) material.dispose();
    this.sun.shadow.map?.dispose();
    this.renderer.renderLists.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }
}
