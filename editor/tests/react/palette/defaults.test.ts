import { expect, test } from "vitest";
import { addEvent } from "../../../src/commands/eventCommands.js";
import { CATALOGUE } from "../../../src/plugins/catalogue.js";
import { createProject } from "../../../src/project/createProject.js";
import { canAddInEditor, defaultOptions } from "../../../src/react/palette/defaults.js";
import { createEditor } from "../../../src/session/createEditor.js";

test.each(CATALOGUE.filter(canAddInEditor).map((plugin) => [plugin.name, plugin] as const))(
  "a new %s event with the palette's defaults is valid",
  (_name, plugin) => {
    const editor = createEditor({ project: createProject({ media: { duration: 60 } }) });
    const project = editor.getSnapshot().project;
    const id = editor.run(addEvent({ type: plugin.name, start: 0, end: 4, options: defaultOptions(plugin, project) }));
    expect(editor.getSnapshot().project.lanes[0]?.events[0]?.id).toBe(id);
  },
);

test("only a plugin whose required function is set in code (sketch) cannot be added in the editor", () => {
  expect(CATALOGUE.filter((plugin) => !canAddInEditor(plugin)).map((plugin) => plugin.name)).toEqual(["sketch"]);
});

test("a new event targets the layout's first outlet, and a media clip plays the project's media", () => {
  const project = createProject({
    media: { duration: 60, source: { kind: "url", url: "media/showcase.webm" } },
    layout: { outlets: [{ name: "sidebar", placement: "beside", box: { left: 0, top: 0, width: 100, height: 50 } }] },
  });
  const footnote = CATALOGUE.find((plugin) => plugin.name === "footnote")!;
  const spawner = CATALOGUE.find((plugin) => plugin.name === "mediaspawner")!;
  expect(defaultOptions(footnote, project)).toEqual({ text: "New footnote", target: "sidebar" });
  expect(defaultOptions(spawner, project).src).toBe("media/showcase.webm");
});
