// Builds src/map/base-map.json, the map view's offline base: country shapes of the Nordic
// countries and their neighbours, so markers sit on a recognisable map without any tile server.
//
// Source: Natural Earth 1:50m Admin 0 countries (public domain, https://www.naturalearthdata.com),
// as TopoJSON in the world-atlas package 2.0.2 (ISC licence). Run once after changing the area or
// the tolerance, and commit the output:
//
//   node packages/search/scripts/build-base-map.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { feature, mesh } from "topojson-client";

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"));
const output = fileURLToPath(new URL("../src/map/base-map.json", import.meta.url));

/** West, south, east, north in degrees: the Nordic countries with Svalbard, the Baltic and the North Sea coasts. */
const BOX = [-26, 47, 44, 81.5];
/** Douglas–Peucker tolerance in degrees (about 2 km): finer than the map's country-level zooms show. */
const TOLERANCE = 0.02;
/** Five decimals would be a metre; three are about 100 m. */
const DECIMALS = 3;
/** ISO 3166 numeric codes of the countries the sites sell in and their Nordic neighbours, drawn a shade lighter. */
const NORDIC = new Set(["752", "578", "246", "208", "352", "234"]);

const [west, south, east, north] = BOX;
const edges = [
  { inside: (p) => p[0] >= west, cut: (a, b) => cutAtX(a, b, west) },
  { inside: (p) => p[0] <= east, cut: (a, b) => cutAtX(a, b, east) },
  { inside: (p) => p[1] >= south, cut: (a, b) => cutAtY(a, b, south) },
  { inside: (p) => p[1] <= north, cut: (a, b) => cutAtY(a, b, north) },
];

function cutAtX(a, b, x) {
  return [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
}
function cutAtY(a, b, y) {
  return [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
}

/**
 * Natural Earth's rings that cross the antimeridian (Russia's Chukotka) jump from 180 to -180;
 * shifting by 360 degrees after each jump keeps every edge short, so clipping cuts no band across the box.
 */
function unwrap(points) {
  let shift = 0;
  return points.map((point, index) => {
    const step = index === 0 ? 0 : point[0] - points[index - 1][0];
    if (step > 180) shift -= 360;
    else if (step < -180) shift += 360;
    return [point[0] + shift, point[1]];
  });
}

/** Sutherland–Hodgman against the box; the result may run along the box's edge, which a fill draws as intended. */
function clipRing(ring) {
  let points = unwrap(ring).slice(0, -1);
  for (const edge of edges) {
    if (points.length === 0) break;
    const next = [];
    for (let i = 0; i < points.length; i += 1) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (edge.inside(current)) {
        if (!edge.inside(previous)) next.push(edge.cut(previous, current));
        next.push(current);
      } else if (edge.inside(previous)) {
        next.push(edge.cut(previous, current));
      }
    }
    points = next;
  }
  return points;
}

function distanceToSegment(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let farthest = -1;
    let farthestDistance = TOLERANCE;
    for (let i = first + 1; i < last; i += 1) {
      const distance = distanceToSegment(points[i], points[first], points[last]);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const factor = 10 ** DECIMALS;
const round = (value) => Math.round(value * factor) / factor;

/** A closed, rounded, simplified ring, or null when too little of it is left to draw. */
function prepareRing(ring) {
  const clipped = clipRing(ring);
  if (clipped.length < 3) return null;
  const rounded = [];
  for (const point of simplify([...clipped, clipped[0]])) {
    const next = [round(point[0]), round(point[1])];
    const last = rounded.at(-1);
    if (!last || last[0] !== next[0] || last[1] !== next[1]) rounded.push(next);
  }
  if (rounded.length < 4) return null;
  const [first, last] = [rounded[0], rounded.at(-1)];
  if (first[0] !== last[0] || first[1] !== last[1]) rounded.push(first);
  return rounded;
}

const countries = feature(topology, topology.objects.countries);
const features = [];
for (const country of countries.features) {
  const geometry = country.geometry;
  if (!geometry) continue;
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const kept = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon.map(prepareRing);
    if (!outer) continue;
    kept.push([outer, ...holes.filter(Boolean)]);
  }
  if (kept.length === 0) continue;
  features.push({
    type: "Feature",
    properties: { nordic: NORDIC.has(String(country.id)) },
    geometry:
      kept.length === 1 ? { type: "Polygon", coordinates: kept[0] } : { type: "MultiPolygon", coordinates: kept },
  });
}

/** A line cut to the box: the pieces inside it (Liang–Barsky per edge); a piece ends where the line leaves. */
function clipLine(line) {
  const pieces = [];
  let current = [];
  const points = unwrap(line);
  for (let i = 1; i < points.length; i += 1) {
    const segment = clipSegment(points[i - 1], points[i]);
    if (!segment) {
      if (current.length > 1) pieces.push(current);
      current = [];
      continue;
    }
    const [a, b] = segment;
    const last = current.at(-1);
    if (!last || last[0] !== a[0] || last[1] !== a[1]) {
      if (current.length > 1) pieces.push(current);
      current = [a];
    }
    current.push(b);
  }
  if (current.length > 1) pieces.push(current);
  return pieces;
}

function clipSegment(a, b) {
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  for (const [p, q] of [
    [-dx, a[0] - west],
    [dx, east - a[0]],
    [-dy, a[1] - south],
    [dy, north - a[1]],
  ]) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  if (t0 > t1) return null;
  return [
    [a[0] + t0 * dx, a[1] + t0 * dy],
    [a[0] + t1 * dx, a[1] + t1 * dy],
  ];
}

// Borders and coasts as lines, each shared arc once, so the box's cut edges are never drawn as borders.
const borders = [];
for (const line of mesh(topology, topology.objects.countries).coordinates) {
  for (const piece of clipLine(line)) {
    const rounded = [];
    for (const point of simplify(piece)) {
      const next = [round(point[0]), round(point[1])];
      const last = rounded.at(-1);
      if (!last || last[0] !== next[0] || last[1] !== next[1]) rounded.push(next);
    }
    if (rounded.length > 1) borders.push(rounded);
  }
}
features.push({
  type: "Feature",
  properties: { border: true },
  geometry: { type: "MultiLineString", coordinates: borders },
});

const json = JSON.stringify({ type: "FeatureCollection", features });
writeFileSync(output, `${json}\n`);
console.log(`${features.length - 1} countries and their borders, ${(json.length / 1024).toFixed(0)} kB -> ${output}`);
