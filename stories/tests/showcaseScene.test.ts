import { readFileSync } from "node:fs";
import { parse } from "@popcorn-kit/core/parsers";
import { describe, expect, it } from "vitest";
import { createScene } from "../../examples/showcase/scene.js";

// The showcase's scene keeps its own copy of the clip's times and places (so that apps copy one file): it must
// agree with test/fixtures/showcase, from which the clip, its transcript and its chapters are made.

const fixture = (file: string) =>
  readFileSync(new URL(`../../test/fixtures/showcase/${file}`, import.meta.url), "utf8");
const scene = createScene("/showcase/");

interface Place {
  id: string;
  name: string;
  lat: number;
  lng: number;
  mentions: { start: number; text: string }[];
}

describe("the showcase's scene", () => {
  it("names the places of places.json, where they are, from when the narration names them", () => {
    const places = (JSON.parse(fixture("places.json")) as { places: Place[] }).places;
    expect(scene.places.map(({ id, lat, lng, mention }) => ({ id, lat, lng, mention }))).toEqual(
      places.map(({ id, lat, lng, mentions }) => ({ id, lat, lng, mention: mentions[0]!.start })),
    );
    for (const place of scene.places) {
      const view = scene.map.views.find((candidate) => candidate.start === place.mention);
      expect(view, place.id).toMatchObject({ lat: place.lat, lng: place.lng });
      expect(view!.markers.filter((marker) => marker.label !== undefined)).toEqual([
        { lat: place.lat, lng: place.lng, label: place.name },
      ]);
    }
  });

  it("has a still and a field card a chapter, from each chapter's start to the next, and notes within the clip", () => {
    const chapters = parse(fixture("showcase.chapters.vtt")).events;
    const spans = chapters.map(({ start, end }) => ({ start, end }));
    expect(scene.stills.map(({ start, end }) => ({ start, end }))).toEqual(spans);
    expect(scene.webpages.map(({ start, end }) => ({ start, end }))).toEqual(spans);
    expect(scene.duration).toBe(chapters.at(-1)!.end);
    for (const [index, view] of scene.map.views.entries()) {
      expect(view.end).toBe(scene.map.views[index + 1]?.start ?? scene.duration);
    }
    for (const note of scene.notes) expect(note.end).toBeLessThanOrEqual(scene.duration);
  });

  it("opens each note with a sentence of the transcript, and builds every URL from the base", () => {
    const sentences = parse(fixture("showcase.en.vtt")).events.map((event) => event.start);
    expect(scene.notes.map((note) => note.start)).toEqual(sentences);
    const urls = [
      scene.video.src,
      scene.video.poster,
      ...scene.tracks.map((track) => track.src),
      ...scene.stills.map((still) => still.src),
      ...scene.webpages.map((page) => page.src),
      scene.map.outline,
    ];
    expect(urls.every((url) => url.startsWith("/showcase/"))).toBe(true);
    expect(createScene("https://cdn.example/lisbon/").video.src).toBe("https://cdn.example/lisbon/showcase.webm");
  });
});
