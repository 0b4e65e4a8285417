import { MAX_TIMER_SECONDS } from "../../host.js";
import { importPeer } from "../../importPeer.js";
import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { type PluginContext, definePlugin } from "../definePlugin.js";
import type { FunctionOption, InferOptions, Manifest } from "../manifest.js";
import { type FetchLike, RemoteStates, maxBytesOption, startRemote, stopRemote } from "../remote.js";

interface MustacheWriter {
  templateCache: unknown;
  render(template: string, view: unknown): string;
}

interface MustacheModule {
  Writer: new () => MustacheWriter;
}

let mustache: Promise<MustacheWriter> | undefined;

/**
 * Mustache, loaded the first time a template event starts (pages without templates never download it): a
 * writer of the kit's own, without a template cache. `Mustache.render` keeps every template it parsed in a
 * cache shared by the page, forever: 3,000 distinct templates of 2 KB held 189 MB after their instances were
 * destroyed; now under 1 MB, whatever the count (`npm run bench -w @popcorn-kit/test -- template`). A
 * template is parsed when its event starts or changes, which costs microseconds.
 */
function loadMustache(): Promise<MustacheWriter> {
  mustache ??= importMustache().then(
    (module) => {
      const writer = new module.Writer();
      writer.templateCache = undefined;
      return writer;
    },
    (error: unknown) => {
      mustache = undefined;
      throw error;
    },
  );
  return mustache;
}

const importMustache = /* @__PURE__ */ importPeer<MustacheModule>(
  () => import("#peers/mustache").then((peer) => peer.load()),
  "mustache",
  "the template plugin",
  "LOAD",
);

const states = new RemoteStates<string>();

/** Loads Mustache (and the data from `url`, if asked) and fills the template; the view follows the state. */
function fill(ctx: PluginContext<TemplateOptions>): void {
  const { template: text, data, url, fetch, timeout, maxBytes } = ctx.options;
  const what = url === undefined || data !== undefined ? "the template" : `the template's data from ${url}`;
  startRemote(ctx, states, what, { timeout, maxBytes }, async (remote) => {
    const [engine, view] = await Promise.all([
      loadMustache(),
      data !== undefined || url === undefined ? (data ?? {}) : remote.json(url, fetch),
    ]);
    return engine.render(text, view);
  });
}

const templateManifest = {
  about: { name: "Template", description: "A Mustache template filled with data or with JSON from a URL." },
  options: {
    template: {
      type: "text",
      label: "Template",
      description: "Mustache: {{name}} escapes, {{{name}}} does not (the result is sanitized).",
      required: true,
    },
    data: { type: "json", label: "Data", description: "The values the template reads." },
    url: { type: "url", label: "Data URL", description: "JSON to read the values from, when there is no data." },
    fetch: {
      type: "function",
      label: "Fetch",
      description: "The fetch to load the URL with; the host's by default.",
    } as FunctionOption<FetchLike>,
    timeout: { type: "number", label: "Time-out (seconds)", min: 0, max: MAX_TIMER_SECONDS, default: 10 },
    maxBytes: maxBytesOption,
    target: { type: "target", label: "Target" },
  },
} satisfies Manifest;

/** The options of a `template` event. */
export type TemplateOptions = InferOptions<typeof templateManifest>;

/**
 * A Mustache template filled with data while the event is active (Popcorn's `mustache`), on the `mustache`
 * package (an optional peer dependency, loaded when the first template starts). The data is the `data`
 * option, or JSON fetched from `url` when the event starts (with the `fetch` option, else the host's;
 * `timeout` seconds and `maxBytes` bytes at most). `{{name}}` escapes, but `{{{name}}}` does not, so the
 * result is HTML and goes through the instance's sanitizer like any `html` option: scripts, handlers and
 * `javascript:` links end inert. On the server it renders nothing, like other HTML. A failed load shows an
 * error and is the instance's `error` event.
 *
 * @example
 * pop.add(template, { start: 2, end: 8, template: "<h3>{{name}}</h3><p>{{role}}</p>", data: { name: "Ada", role: "Mathematician" } });
 */
export const template = /* @__PURE__ */ definePlugin({
  name: "template",
  manifest: templateManifest,
  start: fill,
  // New options while active: a new load; the one running is dropped.
  update(ctx) {
    if (ctx.active) fill(ctx);
  },
  end(ctx) {
    stopRemote(ctx, states);
  },
  teardown(ctx) {
    stopRemote(ctx, states);
  },
});

/**
 * A template's markup: `<div class="pk-template">` holding the filled template, sanitized; `aria-busy` while
 * it loads, and `.pk-template--error` with a readable message when it failed.
 */
export function templateMarkup({ event, pop, sanitize }: MarkupProps<TemplateOptions>): Markup {
  const state = states.get(pop, event);
  if (state.status === "loading") return el("div", { class: "pk-template", "aria-busy": "true" });
  if (state.status === "error")
    return el("div", { class: "pk-template pk-template--error", role: "status" }, state.message);
  return el("div", { class: "pk-template", html: sanitize(state.value) });
}
export type { FetchLike, RemoteState } from "../remote.js";
