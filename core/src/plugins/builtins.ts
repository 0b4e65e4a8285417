import { refusal } from "../errors/errors.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import { type PluginDefinition, definePlugin } from "./definePlugin.js";
import type { SubtitleEvent, SubtitleOptions } from "./knownPlugins.js";

export type { CueEvent, CueOptions, KnownPlugins, SubtitleEvent, SubtitleOptions } from "./knownPlugins.js";

/** A function option of the `cue` plugin; receives the plugin context. */
type CueCallback = (ctx: unknown) => void;

function call(callback: unknown, ctx: unknown): void {
  if (typeof callback === "function") (callback as CueCallback)(ctx);
}

/**
 * The generic timed event: `exec()` and every adapter's `<Cue>` add events of this type. Its `onStart` and
 * `onEnd` options are functions called at start and end; anything else in its options is kept as data.
 */
export const cuePlugin = definePlugin({
  name: "cue",
  manifest: {
    about: { name: "Cue", description: "Runs code, or shows content, between two times." },
    options: {
      target: { type: "target", label: "Target", description: "Outlet that the cue's content renders into." },
    },
  },
  start(ctx) {
    call(ctx.options["onStart" as keyof typeof ctx.options], ctx);
  },
  end(ctx) {
    call(ctx.options["onEnd" as keyof typeof ctx.options], ctx);
  },
  // Options are data: a change (new callbacks, another target) does not end and restart an active cue.
  update() {},
});

const subtitleManifest = {
  about: { name: "Subtitle", description: "A line of subtitles or captions." },
  options: {
    text: { type: "text", label: "Text", required: true },
    target: { type: "target", label: "Target" },
    nodes: { type: "json", label: "Cue text tree" },
    settings: { type: "json", label: "Cue settings (position, line, align, region)" },
    region: { type: "json", label: "WebVTT region (width, lines, anchors, scroll)" },
    voice: { type: "text", label: "Voice (speaker)" },
    style: { type: "text", label: "Style name" },
    lang: { type: "text", label: "Language" },
  },
} as const;
type SubtitleManifest = typeof subtitleManifest;

/** The options type of a plugin definition. */
export type PluginOptions<P> = P extends PluginDefinition<any, infer O> ? O : never;

/**
 * Whether `event` is of `plugin`'s type: narrows its options to the plugin's.
 *
 * @example
 * const lines = snapshot.active.filter((event) => isEventOf(event, subtitlePlugin)); // SubtitleEvent[]
 * lines.map((line) => line.options.text);
 */
export function isEventOf<P extends PluginDefinition<any, any>>(
  event: TrackEventView,
  plugin: P,
): event is TrackEventView<PluginOptions<P>> {
  if (typeof plugin !== "object" || plugin === null || typeof plugin.name !== "string") {
    throw refusal("INVALID_OPTION", "isEventOf() got plugin", plugin, "a plugin definition");
  }
  return typeof event === "object" && event !== null && event.type === plugin.name;
}

/** Whether `event` is a subtitle: `isEventOf(event, subtitlePlugin)`. */
export function isSubtitle(event: TrackEventView): event is SubtitleEvent {
  return typeof event === "object" && event !== null && event.type === "subtitle";
}

/**
 * A subtitle or caption: what the parsers produce. Headless: adapters and the compat layer render it.
 * `text` is plain text (line breaks as "\n"); `nodes` keeps the parsed cue text tree (spans, voices,
 * ruby, timestamps) for renderers that style it; the other options carry the source format's settings.
 */
export const subtitlePlugin = definePlugin<SubtitleManifest, SubtitleOptions>({
  name: "subtitle",
  manifest: subtitleManifest,
});

/** Plugins every instance has. */
export const builtinPlugins = [cuePlugin, subtitlePlugin] as const;
