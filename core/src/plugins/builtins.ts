import { definePlugin } from "./definePlugin.js";

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

/**
 * A subtitle or caption: what the parsers produce. Headless: adapters and the compat layer render it.
 * `text` is plain text (line breaks as "\n"); `nodes` keeps the parsed cue text tree (spans, voices,
 * ruby, timestamps) for renderers that style it; the other options carry the source format's settings.
 */
export const subtitlePlugin = definePlugin({
  name: "subtitle",
  manifest: {
    about: { name: "Subtitle", description: "A line of subtitles or captions." },
    options: {
      text: { type: "text", label: "Text", required: true },
      target: { type: "target", label: "Target" },
      nodes: { type: "json", label: "Cue text tree" },
      settings: { type: "json", label: "Cue settings (position, line, align, region)" },
      voice: { type: "text", label: "Voice (speaker)" },
      style: { type: "text", label: "Style name" },
      lang: { type: "text", label: "Language" },
    },
  },
});

/** Plugins every instance has. */
export const builtinPlugins = [cuePlugin, subtitlePlugin] as const;
