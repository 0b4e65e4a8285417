import { parse } from "@popcorn-kit/core/parsers";
import { describe, expect, it } from "vitest";
import { exportSubtitles } from "../../src/export/subtitles.js";
import { createProject } from "../../src/project/createProject.js";
import type { ProjectEvent } from "../../src/project/types.js";

const INJECTED = "00:00:00,000 --> 00:59:00,000";

/** Texts that try to end their cue and start a 59-minute one (hostile-input finding M4). */
const HOSTILE = [
  `Hi\n\n2\n${INJECTED}\nInjected`,
  `Hi\r\r2\r${INJECTED}\rInjected`,
  `Hi\r\n\r\n2\r\n${INJECTED}\r\nInjected`,
  `Hi\n \n2\n${INJECTED}\nInjected`,
  `Hi\n2\n${INJECTED}\nInjected`,
  "Hi\n\n00:00:00.000 --> 00:59:00.000\nInjected",
  `Hi\nNOTE aside\n\n2\n${INJECTED}`,
  "Hi\n\n7",
];

const subtitle = (id: string, start: number, end: number, text: string): ProjectEvent => ({
  id,
  type: "subtitle",
  start,
  end,
  options: { text },
});

describe("exportSubtitles: cue text never makes a cue boundary", () => {
  const project = createProject({
    id: "p-hostile",
    lanes: [
      {
        id: "subs",
        events: [
          ...HOSTILE.map((text, index) => subtitle(`s${index}`, index * 2, index * 2 + 1, text)),
          subtitle("last", 100, 101, "The end"),
        ],
      },
    ],
  });

  it.each(["srt", "webvtt"] as const)(
    "%s: the same cues, times and text come back (CR and CRLF read as LF)",
    (format) => {
      const back = parse(exportSubtitles(project, format), { format });
      expect(back.errors).toEqual([]);
      const events = project.lanes[0]!.events;
      expect(back.events.map((event) => [event.start, event.end, event.options.text])).toEqual(
        events.map((event) => [event.start, event.end, (event.options.text as string).replace(/\r\n?/g, "\n")]),
      );
    },
  );
});
