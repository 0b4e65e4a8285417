import type { Manifest } from "@popcorn-kit/core";
import { applyClass } from "@popcorn-kit/core/plugins/applyclass";
import { LICENSES, type LicenseId, attribution } from "@popcorn-kit/core/plugins/attribution";
import { callout } from "@popcorn-kit/core/plugins/callout";
import { code } from "@popcorn-kit/core/plugins/code";
import { footnote } from "@popcorn-kit/core/plugins/footnote";
import { image } from "@popcorn-kit/core/plugins/image";
import { lowerthird } from "@popcorn-kit/core/plugins/lowerthird";
import { map } from "@popcorn-kit/core/plugins/map";
import { mediaspawner } from "@popcorn-kit/core/plugins/mediaspawner";
import { pause } from "@popcorn-kit/core/plugins/pause";
import { persontag } from "@popcorn-kit/core/plugins/persontag";
import { sketch } from "@popcorn-kit/core/plugins/sketch";
import { template } from "@popcorn-kit/core/plugins/template";
import { text } from "@popcorn-kit/core/plugins/text";
import { ticker } from "@popcorn-kit/core/plugins/ticker";
import { timeline } from "@popcorn-kit/core/plugins/timeline";
import { webpage } from "@popcorn-kit/core/plugins/webpage";
import { wikipedia } from "@popcorn-kit/core/plugins/wikipedia";
import { wordriver } from "@popcorn-kit/core/plugins/wordriver";
import type { InputType } from "storybook/internal/types";
import { expect, waitFor } from "storybook/test";
import { accessible } from "./accessible.js";
import { type ArgsContext, changeArgs, resetArgs } from "./changeArgs.js";
import { manifestControls } from "./manifestControls.js";
import { loadedMedia, media, seekMedia } from "./media.js";
import { progressSketch } from "./sketch.js";
import { recordedWikipedia } from "./wikipedia.js";

/** A plugin story's args: the event's times and the plugin's options, flat, as the component takes them. */
export type PluginArgs = Record<string, unknown> & { start: number; end?: number };

/** The name of the outlet the plugin stories send content to (a `<PopcornTarget>` below the clip). */
export const NOTES = "notes";

/**
 * The name of the outlet over the top right of the clip, in the stage of a story that asks for it: a plugin that
 * fills its outlet (`callout`) shows where a layout would place it.
 */
export const OVER = "over";

/** What a plugin story shows and checks, beside its manifest. */
interface PluginCase {
  /** The plugin definition: its manifest is the schema of the story's controls. */
  plugin: { manifest: Manifest };
  /** The story's own values: the event's times and the options a sample needs (required ones, local media). */
  sample: PluginArgs;
  /** A time inside the event, where the play function looks at the output. */
  at: number;
  /** The plugin's visible output in the story, or null when it shows nothing. */
  output(canvas: HTMLElement, args: PluginArgs): Element | null;
  /** Asserts that the output shows what `args` ask for. */
  shows(output: Element, args: PluginArgs): Promise<void>;
  /** The args the play function changes, as a user would with the controls. */
  change: Partial<PluginArgs>;
  /** Where to seek to see the event gone: its end by default (before its start for an item that stays). */
  goneAt?: (args: PluginArgs) => number;
  /** Asserts what shows once the event is over: by default, no output. */
  gone?: (canvas: HTMLElement, args: PluginArgs) => Promise<void>;
}

const text$ = (selector: string) => (canvas: HTMLElement) => canvas.querySelector(selector);
const contains = (element: Element | null, text: unknown) => expect(element).toHaveTextContent(String(text));

/** The text the Code story's functions write, in the story's `<output aria-label="Code log">`. */
function log(message: string): void {
  const output = document.querySelector('output[aria-label="Code log"]');
  if (output) output.textContent = message;
}

/** `onStart` and `onEnd` of the Code story: they write when the event started and ended. */
export const codeLog = {
  onStart: (event: { start: number }) => log(`Started at ${event.start} s`),
  onEnd: (event: { end: number }) => log(`Ended at ${event.end} s`),
};

const cases = {
  Footnote: {
    plugin: footnote,
    sample: { start: 1, end: 6, text: "The clock in the picture is the media time.", target: NOTES },
    at: 2,
    output: text$(".pk-footnote"),
    shows: async (output, args) => contains(output, args.text),
    change: { text: "A note changed from the controls." },
  },
  Text: {
    plugin: text,
    sample: { start: 1, end: 6, html: "A tone at <strong>440 Hz</strong> plays throughout.", target: NOTES },
    at: 2,
    output: text$(".pk-text"),
    // The HTML as markup (Svelte leaves an empty comment beside it).
    shows: async (output, args) => expect(output.innerHTML.replace(/<!---->/g, "")).toBe(args.html),
    change: { html: "Now <em>changed</em> from the controls." },
  },
  Image: {
    plugin: image,
    sample: {
      start: 1,
      end: 6,
      src: media.poster,
      alt: "The clip's first frame",
      caption: "Frame one",
      target: NOTES,
    },
    at: 2,
    output: text$(".pk-image"),
    shows: async (output, args) => {
      await expect(output.querySelector("img")).toHaveAttribute("alt", args.alt);
      await contains(output.querySelector(".pk-image__caption"), args.caption);
    },
    change: { caption: "The first frame, captioned from the controls" },
  },
  Webpage: {
    plugin: webpage,
    sample: { start: 1, end: 6, src: media.captions, title: "The captions file", target: NOTES },
    at: 2,
    output: text$(".pk-webpage"),
    shows: async (output, args) => {
      const frame = output.querySelector("iframe");
      await expect(frame).toHaveAttribute("title", args.title);
      await expect(frame).toHaveAttribute("src", args.src);
    },
    change: { title: "The clip's captions, as a page" },
  },
  Code: {
    plugin: code,
    sample: { start: 2, end: 6, ...codeLog },
    at: 2.5,
    output: (canvas) => {
      const found = canvas.querySelector('output[aria-label="Code log"]');
      return found?.textContent ? found : null;
    },
    shows: async (output, args) => contains(output, `Started at ${args.start} s`),
    change: { end: 3 },
    gone: async (canvas, args) =>
      contains(canvas.querySelector('output[aria-label="Code log"]'), `Ended at ${args.end} s`),
  },
  LowerThird: {
    plugin: lowerthird,
    sample: { start: 1, end: 6, name: "Narrator", title: "Reading the captions" },
    at: 2,
    output: text$(".pk-lowerthird"),
    shows: async (output, args) => {
      await contains(output.querySelector(".pk-lowerthird__name"), args.name);
      await contains(output.querySelector(".pk-lowerthird__title"), args.title);
    },
    change: { name: "A second narrator" },
  },
  Callout: {
    plugin: callout,
    sample: {
      start: 1,
      end: 6,
      text: "The clock counts the media's seconds",
      shape: "speech",
      tail: "bottom-left",
      target: OVER,
    },
    at: 2,
    output: text$(".pk-callout"),
    shows: async (output, args) => {
      await contains(output.querySelector(".pk-callout__text"), args.text);
      await expect(output).toHaveClass(`pk-callout--${args.shape}`, `pk-callout--tail-${args.tail}`);
      await expect(output.parentElement).toHaveAttribute("data-popcorn-target", args.target);
    },
    change: { text: "Is it counting down?", shape: "thought", tail: "bottom-right" },
  },
  PersonTag: {
    plugin: persontag,
    sample: {
      start: 1,
      end: 6,
      name: "The clip",
      image: media.poster,
      href: "https://example.org/clip",
      target: NOTES,
    },
    at: 2,
    output: text$(".pk-persontag"),
    shows: async (output, args) => {
      await contains(output.querySelector(".pk-persontag__name"), args.name);
      await expect(output.querySelector("a")).toHaveAttribute("href", args.href);
    },
    change: { name: "The clip, renamed" },
  },
  Attribution: {
    plugin: attribution,
    sample: {
      start: 1,
      end: 6,
      title: "Sample clip",
      author: "Popcorn Kit",
      source: "https://example.org/clip",
      license: "cc0-1.0",
      target: NOTES,
    },
    at: 2,
    output: text$(".pk-attribution"),
    shows: async (output, args) => {
      await contains(output.querySelector(".pk-attribution__title"), args.title);
      await contains(output.querySelector(".pk-attribution__author"), args.author);
      const license = LICENSES[args.license as LicenseId];
      await contains(output.querySelector(".pk-attribution__license"), license.name);
      await expect(output.querySelector(".pk-attribution__license")).toHaveAttribute("href", license.url);
    },
    change: { license: "cc-by-4.0" },
  },
  TimelineItem: {
    plugin: timeline,
    sample: { start: 1, title: "One second", text: "An item that appears and stays.", target: NOTES },
    at: 2,
    output: text$(".pk-timeline-item"),
    shows: async (output, args) => {
      await contains(output, args.title);
      await contains(output.querySelector(".pk-timeline-item__text"), args.text);
    },
    change: { title: "One second, retitled" },
    // An item stays once it has appeared: it goes only when the media is before its time again.
    goneAt: () => 0.5,
  },
  ApplyClass: {
    plugin: applyClass,
    sample: { start: 1, end: 6, classes: "pk-highlight", target: NOTES },
    at: 2,
    output: (canvas, args) => canvas.querySelector(`[data-popcorn-target="${NOTES}"].${String(args.classes)}`),
    shows: async (output, args) => expect(output).toHaveClass(String(args.classes)),
    change: { classes: "pk-spotlight" },
  },
  WordRiver: {
    plugin: wordriver,
    sample: { start: 1, end: 6, text: "words flow across", target: NOTES },
    at: 2,
    output: text$(".pk-wordriver"),
    shows: async (output, args) => contains(output, args.text),
    change: { text: "other words flow" },
  },
  Ticker: {
    plugin: ticker,
    sample: { start: 1, end: 6, text: "A news crawl over the video, on the media's clock", label: "Ticker" },
    at: 2,
    output: text$(".pk-ticker"),
    shows: async (output, args) => {
      await expect(output).toHaveAttribute("aria-label", args.label);
      await contains(output.querySelector(".pk-ticker__text"), args.text);
    },
    change: { text: "Breaking: the crawl's text changed from the controls" },
  },
  MediaSpawner: {
    plugin: mediaspawner,
    sample: {
      start: 1,
      end: 6,
      src: media.clip,
      label: "The clip again, spawned",
      caption: "A spawned clip",
      target: NOTES,
    },
    at: 2,
    output: text$(".pk-mediaspawner"),
    shows: async (output, args) => {
      await expect(output.querySelector("video")).toHaveAttribute("aria-label", args.label);
      await contains(output.querySelector(".pk-mediaspawner__caption"), args.caption);
    },
    change: { caption: "The spawned clip, captioned from the controls" },
  },
  Template: {
    plugin: template,
    sample: {
      start: 1,
      end: 6,
      template: "<p>Filled by <strong>{{engine}}</strong></p>",
      data: { engine: "Mustache" },
      target: NOTES,
    },
    at: 2,
    output: text$(".pk-template:not([aria-busy])"),
    shows: async (output, args) => contains(output.querySelector("strong"), (args.data as { engine: string }).engine),
    change: { data: { engine: "the data control" } },
  },
  MapView: {
    plugin: map,
    sample: {
      start: 1,
      end: 6,
      lat: 38.7077,
      lng: -9.1365,
      label: "Map of Lisbon's harbour",
      markers: [{ lat: 38.7077, lng: -9.1365, label: "The harbour" }],
      tiles: media.tiles,
      attribution: "A local test tile",
      target: NOTES,
    },
    at: 2,
    output: text$(".pk-map"),
    shows: async (output, args) => {
      await expect(output.querySelector(".pk-map__view")).toHaveAttribute("aria-label", args.label);
      await contains(output.querySelector(".pk-map__attribution"), args.attribution);
      await expect(output.querySelector(".leaflet-tile-loaded")).not.toBeNull();
    },
    change: { label: "Map of the harbour, relabelled", attribution: "The local tile, credited anew" },
  },
  Wikipedia: {
    plugin: wikipedia,
    sample: { start: 1, end: 6, title: "Lisbon", words: 30, fetch: recordedWikipedia, target: NOTES },
    at: 2,
    output: text$(".pk-wikipedia:not([aria-busy])"),
    shows: async (output, args) => {
      await contains(output.querySelector(".pk-wikipedia__title"), args.title);
      const extract = output.querySelector(".pk-wikipedia__extract")?.textContent ?? "";
      await expect(extract.replace(/…$/, "").trim().split(/\s+/)).toHaveLength(Number(args.words));
    },
    change: { words: 5 },
  },
  Sketch: {
    plugin: sketch,
    sample: { start: 1, end: 6, sketch: progressSketch, label: "A bar that fills as the scene goes on", target: NOTES },
    at: 2,
    output: text$(".pk-sketch"),
    shows: async (output, args) => {
      await expect(output.querySelector('[role="img"]')).toHaveAttribute("aria-label", args.label);
      await expect(output.querySelector<HTMLCanvasElement>("canvas")?.dataset.progress).toBeDefined();
    },
    change: { label: "A bar, described from the controls" },
  },
} satisfies Record<string, PluginCase>;

/** The catalogue's plugin components, by the name of their story. */
export type PluginName = keyof typeof cases | "Pause";

/** A plugin story: args and controls made from the plugin's manifest, and a play function. */
export interface PluginStory {
  args: PluginArgs;
  argTypes: Record<string, InputType>;
  play(context: ArgsContext<PluginArgs>): Promise<void>;
}

/** The output of `entry` once it shows `args` (loads and renders may take a moment). */
async function shown(canvas: HTMLElement, entry: PluginCase, args: PluginArgs): Promise<void> {
  await waitFor(async () => {
    const output = entry.output(canvas, args);
    if (!output) throw new Error("the plugin shows nothing yet");
    await entry.shows(output, args);
  });
}

/**
 * A plugin story's play: nothing shows before the event, its output shows the args at its time (with no
 * accessibility violation), a control change shows at once, and the output goes when the event is over.
 */
function playOf(entry: PluginCase) {
  return async (context: ArgsContext<PluginArgs>): Promise<void> => {
    const { canvasElement } = context;
    const args = { ...context.args };
    let video = await loadedMedia(canvasElement);
    await expect(entry.output(canvasElement, args)).toBeNull();
    await seekMedia(video, entry.at);
    await shown(canvasElement, entry, args);
    await accessible(canvasElement);
    // A control change: the story re-renders (in place in Storybook, anew in a test) and shows the new value.
    const changed = { ...args, ...entry.change } as PluginArgs;
    await changeArgs(context, entry.change);
    video = await loadedMedia(canvasElement);
    if (video.currentTime !== entry.at) await seekMedia(video, entry.at);
    await shown(canvasElement, entry, changed);
    await seekMedia(video, entry.goneAt?.(changed) ?? changed.end ?? entry.at);
    await waitFor(async () =>
      entry.gone ? entry.gone(canvasElement, changed) : expect(entry.output(canvasElement, changed)).toBeNull(),
    );
    // In Storybook, the story is left as it opens, at its time: the plugin shows with the story's own args.
    if (resetArgs(context)) {
      await seekMedia(video, entry.at);
      await shown(canvasElement, entry, args);
    }
  };
}

/** Resolves once the media has fired the events `types` in this order from now on (others may come between). */
function eventsInOrder(media: HTMLMediaElement, types: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const listen = (event: Event): void => {
      if (event.type !== types[seen]) return;
      seen += 1;
      if (seen < types.length) return;
      for (const type of new Set(types)) media.removeEventListener(type, listen);
      resolve();
    };
    for (const type of new Set(types)) media.addEventListener(type, listen);
  });
}

/** The video's `paused` once it has stopped or played again (`expected`). */
async function pausedBecomes(video: HTMLMediaElement, expected: boolean): Promise<void> {
  await waitFor(() => expect(video.paused).toBe(expected));
}

/**
 * Pause: playing through its time stops the video there (the play button shows again); with a `duration` changed
 * from the controls, it plays on by itself after that long.
 */
async function pausePlay(context: ArgsContext<PluginArgs>): Promise<void> {
  const { canvasElement } = context;
  const start = context.args.start;
  let video = await loadedMedia(canvasElement);
  await seekMedia(video, start - 0.5);
  await video.play();
  await pausedBecomes(video, true);
  // Stopped at the event's time: the frame that reached it, within a frame or two.
  await expect(Math.abs(video.currentTime - start)).toBeLessThan(0.25);
  await accessible(canvasElement);
  await changeArgs(context, { duration: 0.5 });
  video = await loadedMedia(canvasElement);
  if (video.paused) {
    await seekMedia(video, start - 0.5);
    // Seen by the media's events, not by looking at `paused` now and then: on a busy machine half a second of
    // pause can pass between two looks.
    const stoppedThenResumed = eventsInOrder(video, ["play", "pause", "play"]);
    await video.play();
    await stoppedThenResumed;
  }
  await pausedBecomes(video, false);
  video.pause();
  resetArgs(context);
}

const pauseStory: PluginStory = {
  ...manifestControls(pause.manifest, { start: 2 }),
  play: pausePlay,
} as PluginStory;

/**
 * Every catalogue plugin's story, shared by React, Vue and Svelte: `args` and `argTypes` from its manifest
 * (`manifestControls`), and a play function that checks its output at its time and after a control change.
 */
export const pluginStories = {
  ...(Object.fromEntries(
    Object.entries(cases).map(([name, entry]: [string, PluginCase]) => [
      name,
      { ...manifestControls(entry.plugin.manifest, entry.sample), play: playOf(entry) },
    ]),
  ) as Record<keyof typeof cases, PluginStory>),
  Pause: pauseStory,
};
