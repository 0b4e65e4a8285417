// Writes outline.geojson, the land the showcase's map draws without tiles, from Natural Earth (public domain)
// as the world-atlas npm package ships it: the detailed coast (1:10m) around Lisbon, where the map flies between
// places a few kilometres apart, and the coarse one (1:110m) for the rest of the world. Each is clipped to its
// part of the globe, so the two never overlap. Run by make-assets.sh, with world-atlas and topojson-client
// installed in the folder given as its argument.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

// The folder where world-atlas and topojson-client are installed: the first argument, else here.
const require = createRequire(`${process.argv[2] ?? process.cwd()}/`);
const { feature } = require("topojson-client");
const atlas = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), "utf8"));

/** The box of the detailed coast, [west, south, east, north]: Portugal and the sea around it. */
const DETAIL = [-13, 35.5, -4, 43.5];

/** Sutherland-Hodgman: one ring clipped to a box (a convex region), or null when less than a triangle is left. */
function clipRing(ring, [west, south, east, north]) {
  const edges = [
    [(p) => p[0] >= west, (a, b) => at(a, b, 0, west)],
    [(p) => p[0] <= east, (a, b) => at(a, b, 0, east)],
    [(p) => p[1] >= south, (a, b) => at(a, b, 1, south)],
    [(p) => p[1] <= north, (a, b) => at(a, b, 1, north)],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, cross] of edges) {
    const next = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (inside(current)) {
        if (!inside(previous)) next.push(cross(previous, current));
        next.push(current);
      } else if (inside(previous)) next.push(cross(previous, current));
    }
    points = next;
    if (points.length < 3) return null;
  }
  return [...points, points[0]];
}

/** Where segment a-b crosses the line where coordinate `axis` equals `value`. */
function at(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  const other = 1 - axis;
  const point = [];
  point[axis] = value;
  point[other] = a[other] + t * (b[other] - a[other]);
  return point;
}

/** Every polygon of a land file, as lists of rings. */
function polygons(collection) {
  return collection.features.flatMap(({ geometry }) =>
    geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [],
  );
}

/** The polygons clipped to a box, coordinates rounded to `digits` decimals. */
function clipped(list, box, digits) {
  const round = (value) => Number(value.toFixed(digits));
  return list.flatMap((rings) => {
    const [outer, ...holes] = rings.map((ring) => clipRing(ring, box));
    if (!outer) return [];
    return [[outer, ...holes.filter(Boolean)].map((ring) => ring.map(([x, y]) => [round(x), round(y)]))];
  });
}

const [west, south, east, north] = DETAIL;
const coarse = polygons(feature(atlas("land-110m.json"), atlas("land-110m.json").objects.land));
const fine = polygons(feature(atlas("land-10m.json"), atlas("land-10m.json").objects.land));
// The rest of the world: four boxes around the detailed one.
const around = [
  [-180, -90, west, 90],
  [east, -90, 180, 90],
  [west, -90, east, south],
  [west, north, east, 90],
];
const outline = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { source: "Natural Earth 1:10m land, around Lisbon" },
      geometry: { type: "MultiPolygon", coordinates: clipped(fine, DETAIL, 4) },
    },
    {
      type: "Feature",
      properties: { source: "Natural Earth 1:110m land, the rest of the world" },
      geometry: { type: "MultiPolygon", coordinates: around.flatMap((box) => clipped(coarse, box, 2)) },
    },
  ],
};
writeFileSync(new URL("outline.geojson", import.meta.url), `${JSON.stringify(outline)}\n`);
