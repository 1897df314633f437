import type { ObjectStatusKey } from "@housing/contracts";
import type {
  ClickArea,
  ExplorerApartmentBox,
  ExplorerData,
  ExplorerObject,
  ExplorerObjectsResponse,
  ExplorerView,
  ViewPoint,
} from "@housing/contracts/explorer";
import { getSite, type SiteCode } from "@housing/site-config";

/*
 * A deterministic stage for stories and tests: `floors` × `homesPerFloor` homes in one block,
 * the explorer data (views with click areas, interlinks, apts) and the objects answer. The same
 * arguments give the same stage every time.
 */

export interface ExplorerFixtureOptions {
  floors?: number;
  homesPerFloor?: number;
  site?: SiteCode;
  /** Which way the front facade faces, degrees from north. */
  bearing?: number;
  /** The homes the caller bought (isOwn). */
  ownNumbers?: readonly string[];
  canEdit?: boolean;
}

export const FIXTURE_STAGE_ID = "5a0c7d1e-2b3f-4c4d-8e5f-6a7b8c9d0e1f";
const STATUS_CYCLE: readonly ObjectStatusKey[] = [
  "forSale",
  "forSale",
  "reserved",
  "sold",
  "forSale",
  "booked",
  "preSelling",
  "sold",
  "forSale",
  "notAvailable",
];

const guid = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;
export const fixtureNumber = (floor: number, index: number) => `${floor + 1}${String(index + 1).padStart(2, "0")}`;

const HOME_WIDTH = 8;
const HOME_DEPTH = 10;
const FLOOR_HEIGHT = 3;

/** The rectangle of a home's facade in a 16:9 picture of the front (or, mirrored, the back). */
function facadeArea(floor: number, index: number, floors: number, perFloor: number, mirrored: boolean): ViewPoint[] {
  const column = mirrored ? perFloor - 1 - index : index;
  const left = 0.15 + (0.7 * column) / perFloor;
  const right = 0.15 + (0.7 * (column + 1)) / perFloor;
  const top = 0.85 - (0.7 * (floor + 1)) / floors;
  const bottom = 0.85 - (0.7 * floor) / floors;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return [
    [round(left + 0.004), round(top + 0.004)],
    [round(right - 0.004), round(top + 0.004)],
    [round(right - 0.004), round(bottom - 0.004)],
    [round(left + 0.004), round(bottom - 0.004)],
  ];
}

const viewLink = (value: string, x: number): ClickArea => ({
  type: "view",
  value,
  points: [
    [x, 0.9],
    [x + 0.08, 0.9],
    [x + 0.08, 0.97],
    [x, 0.97],
  ],
});

export function explorerFixture(options: ExplorerFixtureOptions = {}): {
  data: ExplorerData;
  objects: ExplorerObjectsResponse;
} {
  const {
    floors = 4,
    homesPerFloor = 5,
    site: siteCode = "se",
    bearing = 180,
    ownNumbers = [],
    canEdit = false,
  } = options;
  const site = getSite(siteCode);
  const width = homesPerFloor * HOME_WIDTH;
  const boxes: ExplorerApartmentBox[] = [];
  const objects: ExplorerObject[] = [];
  for (let floor = 0; floor < floors; floor++) {
    for (let index = 0; index < homesPerFloor; index++) {
      const serial = floor * homesPerFloor + index;
      const number = fixtureNumber(floor, index);
      const status = STATUS_CYCLE[serial % STATUS_CYCLE.length]!;
      const rooms = 1 + ((index + floor) % 4);
      const area = 28 + rooms * 19 + (index % 2) * 4;
      const price = 1_950_000 + rooms * 650_000 + floor * 120_000;
      boxes.push({
        number,
        objectId: guid(serial + 1),
        floor,
        x: -width / 2 + HOME_WIDTH * (index + 0.5),
        z: 0,
        width: HOME_WIDTH,
        depth: HOME_DEPTH,
        balcony:
          floor === 0
            ? null
            : { side: index % 2 === 0 ? "front" : "back", facing: index % 2 === 0 ? "south" : "north" },
      });
      objects.push({
        id: guid(serial + 1),
        apartmentNumber: number,
        name: `Lägenhet ${number}`,
        url: `/nyproduktion/fjallbacken/lagenhet-${number}`,
        objectStatus: status,
        floor,
        rooms,
        possibleRooms: { min: rooms, max: serial % 3 === 0 ? rooms + 1 : rooms },
        price: status === "sold" ? null : price,
        totalPrice: status === "sold" ? null : site.country === "fi" ? Math.round(price * 1.3) : null,
        primaryArea: area,
        internalArea: site.country === "no" ? area - 3 : null,
        bookingUrl: status === "forSale" && serial % 2 === 0 ? `/kop-bostad?objectId=${guid(serial + 1)}` : null,
        isOwn: ownNumbers.includes(number),
      });
    }
  }
  const height = floors * FLOOR_HEIGHT;
  const distance = Math.max(width, height) * 1.6 + 10;
  const frames = [
    { name: "midsummerMorning" as const, startFrame: 32, date: "06-21" },
    { name: "midsummerNoon" as const, startFrame: 48, date: "06-21" },
    { name: "midsummerEvening" as const, startFrame: 80, date: "06-21" },
  ];
  const target: [number, number, number] = [0, height / 2, 0];
  const aptAreas = (mirrored: boolean): ClickArea[] =>
    boxes.map((box) => ({
      type: "apt",
      value: box.number,
      points: facadeArea(box.floor, boxes.indexOf(box) % homesPerFloor, floors, homesPerFloor, mirrored),
    }));
  const view = (
    id: string,
    name: ExplorerView["name"],
    position: [number, number, number],
    clickAreas: ClickArea[],
    interlinks: string[],
  ): ExplorerView => ({
    id,
    name,
    camera: { position, target, fov: 45 },
    clickAreas,
    interlinks,
    sunstudy: { frames },
  });
  const views: ExplorerView[] = [
    view(
      "front",
      "front",
      [0, height / 2 + 4, distance],
      [...aptAreas(false), viewLink("aerial", 0.02)],
      ["back", "left", "right", "aerial"],
    ),
    view(
      "back",
      "back",
      [0, height / 2 + 4, -distance],
      [...aptAreas(true), viewLink("front", 0.02)],
      ["front", "left", "right", "aerial"],
    ),
    view("left", "left", [-distance, height / 2 + 4, 0], [viewLink("front", 0.02)], ["front", "back", "aerial"]),
    view("right", "right", [distance, height / 2 + 4, 0], [viewLink("front", 0.02)], ["front", "back", "aerial"]),
    view(
      "aerial",
      "aerial",
      [distance * 0.6, height + distance * 0.8, distance * 0.6],
      [viewLink("front", 0.02)],
      ["front", "back"],
    ),
  ];
  const data: ExplorerData = {
    stageId: FIXTURE_STAGE_ID,
    siteKey: site.key,
    stageName: "Kv. Fjällbäcken",
    location:
      site.country === "no"
        ? { lat: 59.91, lng: 10.75 }
        : site.country === "fi"
          ? { lat: 60.17, lng: 24.94 }
          : { lat: 59.33, lng: 18.07 },
    timeZone: site.country === "no" ? "Europe/Oslo" : site.country === "fi" ? "Europe/Helsinki" : "Europe/Stockholm",
    building: { floors, floorHeight: FLOOR_HEIGHT, width, depth: HOME_DEPTH, bearing, apartments: boxes },
    views,
    apts: boxes.map((box) => ({
      number: box.number,
      name: `Lägenhet ${box.number}`,
      viewId: box.balcony?.side === "back" ? "back" : "front",
      files: {
        balconyViews: [],
        object3DViews: [`/residenceexplorer/files/${FIXTURE_STAGE_ID}/${box.number}/project.json`],
      },
    })),
    settings: {
      firstView: "front",
      projectDataUrl: `/residenceexplorer/files/${FIXTURE_STAGE_ID}/{number}/project.json`,
    },
  };
  return { data, objects: { objects, total: objects.length, canEdit, editMode: false } };
}
