import { validateOptions } from "@popcorn-kit/core";
import { expect, test } from "vitest";
import { CATALOGUE } from "../../src/plugins/catalogue.js";
import { SCENE } from "../fixtures/scene.js";

test("the scene fixture: 30 valid events across 9 plugins, in lanes of sorted events that do not overlap", () => {
  const events = SCENE.lanes.flatMap((lane) => lane.events);
  expect(events).toHaveLength(30);
  expect(new Set(events.map((e) => e.type)).size).toBe(9);
  expect(new Set(events.map((e) => e.id)).size).toBe(30);
  for (const event of events) {
    const plugin = CATALOGUE.find((p) => p.name === event.type)!;
    expect(() => validateOptions(plugin.name, plugin.manifest, event.options)).not.toThrow();
  }
  for (const lane of SCENE.lanes) {
    lane.events.forEach((event, i) => {
      if (i > 0) expect(lane.events[i - 1]!.end).toBeLessThanOrEqual(event.start);
    });
  }
});
