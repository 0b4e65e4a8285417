import { describe, expect, it } from "vitest";
import { createProject } from "../../src/project/createProject.js";
import type { Lane, Project, ProjectEvent } from "../../src/project/types.js";
import { createProjectSerializer } from "../../src/storage/projectJson.js";

function cue(index: number): ProjectEvent {
  return {
    id: `e-${index}`,
    type: "subtitle",
    start: index * 2,
    end: index * 2 + 1.5,
    options: { text: `Line ${index}` },
  };
}

function sample(): Project {
  const lanes: Lane[] = [
    { id: "lane-1", name: 'Subtitles "en"', events: Array.from({ length: 50 }, (_, index) => cue(index)) },
    { id: "lane-2", events: [] },
    {
      id: "lane-3",
      events: [
        { id: "m", type: "map", start: 1, end: 4, options: { location: "Paris", zoom: 5, pins: [{ a: null }] } },
      ],
    },
  ];
  return createProject({
    id: "p-1",
    meta: { title: "Ünïcode ✓", credits: [{ role: "Editor", name: "A. B." }] },
    media: { duration: 120, source: { kind: "url", url: "https://example.com/a.mp4" } },
    layout: { outlets: [{ name: "side", placement: "beside", box: { left: 0, top: 0, width: 100, height: 50 } }] },
    lanes,
  });
}

describe("createProjectSerializer", () => {
  it("writes what JSON.stringify writes, once parsed", () => {
    const project = sample();
    expect(JSON.parse(createProjectSerializer()(project))).toEqual(JSON.parse(JSON.stringify(project)));
    const empty = createProject({ id: "p-2", lanes: [] });
    expect(JSON.parse(createProjectSerializer()(empty))).toEqual(JSON.parse(JSON.stringify(empty)));
  });

  it("writes each edit: an event moved, a lane renamed, a title changed", () => {
    const toJson = createProjectSerializer();
    let project = sample();
    toJson(project);
    const [first, ...others] = project.lanes;
    const events = first!.events.map((event) => (event.id === "e-7" ? { ...event, start: 14.5 } : event));
    project = { ...project, lanes: [{ ...first!, events }, ...others] };
    expect(JSON.parse(toJson(project))).toEqual(JSON.parse(JSON.stringify(project)));
    project = { ...project, lanes: [project.lanes[0]!, { ...project.lanes[1]!, name: "Notes" }, project.lanes[2]!] };
    expect(JSON.parse(toJson(project)).lanes[1]).toEqual({ id: "lane-2", name: "Notes", events: [] });
    project = { ...project, meta: { ...project.meta, title: "Renamed" } };
    const parsed = JSON.parse(toJson(project)) as Project;
    expect(parsed.meta.title).toBe("Renamed");
    expect(parsed.lanes[0]!.events[7]!.start).toBe(14.5);
  });
});
