import type { ProjectInit } from "../../../src/project/createProject.js";

/** A small project with a footnote and a subtitle, as the files tests use it. */
export const HARBOUR: ProjectInit = {
  id: "harbour",
  meta: { title: "Lisbon harbour" },
  media: { duration: 39.5, frameRate: 24, source: { kind: "url", url: "https://example.com/showcase.webm" } },
  lanes: [
    {
      id: "lane-1",
      events: [
        { id: "footnote-1", type: "footnote", start: 1, end: 4, options: { text: "Built in 1755" } },
        { id: "subtitle-1", type: "subtitle", start: 5, end: 8, options: { text: "The ferries cross the Tagus" } },
      ],
    },
  ],
};
