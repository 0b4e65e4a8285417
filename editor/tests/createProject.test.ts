import { definePlugin } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { CATALOGUE, PROJECT_SCHEMA, PROJECT_VERSION, createPluginSet, createProject } from "../src/index.js";

describe("createProject", () => {
  it("makes an untitled project with one empty lane, no media and no outlet", () => {
    const project = createProject();
    expect(project).toMatchObject({
      schema: PROJECT_SCHEMA,
      version: PROJECT_VERSION,
      meta: { title: "Untitled", language: "en", credits: [] },
      media: { source: null, duration: 0, frameRate: 30, trim: { in: 0, out: null } },
      layout: { outlets: [] },
      lanes: [{ id: "lane-1", events: [] }],
    });
  });

  it("gives every new project its own id", () => {
    expect(createProject().id).not.toBe(createProject().id);
  });

  it("keeps the parts it is given", () => {
    const project = createProject({ meta: { title: "Moon landing" }, media: { duration: 60 } });
    expect(project.meta.title).toBe("Moon landing");
    expect(project.meta.language).toBe("en");
    expect(project.media.duration).toBe(60);
  });
});

describe("createPluginSet", () => {
  it("indexes the catalogue by plugin name", () => {
    const set = createPluginSet(CATALOGUE);
    expect(set.get("footnote")?.manifest.options.text).toMatchObject({ type: "text", required: true });
    expect(set.has("subtitle")).toBe(true);
  });

  it("refuses two definitions under one name, naming it", () => {
    const other = definePlugin({ name: "footnote", manifest: { options: {} } });
    expect(() => createPluginSet([...CATALOGUE, other])).toThrow(/Plugin "footnote"/);
  });
});
