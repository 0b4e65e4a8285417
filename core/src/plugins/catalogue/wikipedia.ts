import { MAX_TIMER_SECONDS } from "../../host.js";
import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { type PluginContext, definePlugin } from "../definePlugin.js";
import type { FunctionOption, InferOptions, Manifest } from "../manifest.js";
import { type FetchLike, RemoteStates, maxBytesOption, startRemote, stopRemote } from "../remote.js";
import { isSafeUrl } from "../url.js";

/** What the view shows of an article, read from the REST summary and checked (the answer is untrusted). */
export interface WikipediaSummary {
  /** The article's title, as text. */
  readonly title: string;
  /** Its first sentences, as text, cut to `words` words when that option is given. */
  readonly extract: string;
  /** The article's page (an `http(s)` URL). */
  readonly page: string;
  /** Its lead image, when it has one and its URL is safe. */
  readonly thumbnail:
    | { readonly src: string; readonly width: number | undefined; readonly height: number | undefined }
    | undefined;
  /** The language the article is written in, and its direction. */
  readonly lang: string;
  readonly dir: "ltr" | "rtl" | undefined;
}

/** A Wikipedia language code: `en`, `pt`, `zh-yue`, `be-tarask`. */
const LANG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/;

const checkLang = (value: string): string | undefined =>
  LANG.test(value) ? undefined : "a Wikipedia language code such as en, pt or zh-yue";

/** The address of an article's REST summary: `https://<lang>.wikipedia.org/api/rest_v1/page/summary/<Title>`. */
export function wikipediaSummaryUrl(title: string, lang = "en"): string {
  return `https://${lang}.wikipedia.org/api/rest_v1/page/summary/${encodeURIComponent(title.trim().split(" ").join("_"))}`;
}

const string = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const size = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value < 100_000 ? value : undefined;

/** The first `words` words of `text`, with an ellipsis when some were cut. */
function firstWords(text: string, words: number | undefined): string {
  const trimmed = text.trim();
  if (words === undefined) return trimmed;
  const all = trimmed.split(/\s+/);
  const count = Math.max(1, Math.floor(words));
  return all.length <= count ? trimmed : `${all.slice(0, count).join(" ")}…`;
}

/** A page of a wiki of Wikipedia's (`https://pt.wikipedia.org/...`, its mobile `pt.m.wikipedia.org`). */
const WIKI_PAGE = /^https:\/\/[a-z0-9-]+(?:\.m)?\.wikipedia\.org\//i;
/** An image of Wikimedia's file host, where summaries' thumbnails live. */
const WIKI_IMAGE = /^https:\/\/upload\.wikimedia\.org\//i;

/**
 * Reads a REST summary answer: the title and extract as text, the page and thumbnail only when their URLs are
 * safe and on the wiki's own hosts (a page of `*.wikipedia.org`, a thumbnail of `upload.wikimedia.org`, over
 * https: the answer may not send a reader, or the reader's address, elsewhere), the language and direction only
 * when they are well formed. Throws when the answer is not a summary.
 */
export function readSummary(
  answer: unknown,
  options: { title: string; lang: string; words?: number | undefined },
): WikipediaSummary {
  const title = string(field(field(answer, "titles"), "normalized")) ?? string(field(answer, "title"));
  const extract = string(field(answer, "extract"));
  if (title === undefined || extract === undefined) throw new Error("the answer is not a Wikipedia summary");
  const page = string(field(field(field(answer, "content_urls"), "desktop"), "page"));
  const thumbnail = field(answer, "thumbnail");
  const thumb = string(field(thumbnail, "source"));
  const lang = string(field(answer, "lang"));
  const dir = field(answer, "dir");
  const safePage = page !== undefined && WIKI_PAGE.test(page.trim()) && isSafeUrl(page, "link");
  return {
    title,
    extract: firstWords(extract, options.words),
    page: safePage
      ? page.trim()
      : `https://${options.lang}.wikipedia.org/wiki/${encodeURIComponent(options.title.trim().split(" ").join("_"))}`,
    thumbnail:
      thumb !== undefined && WIKI_IMAGE.test(thumb.trim()) && isSafeUrl(thumb, "image")
        ? { src: thumb.trim(), width: size(field(thumbnail, "width")), height: size(field(thumbnail, "height")) }
        : undefined,
    lang: lang !== undefined && LANG.test(lang) ? lang : options.lang,
    dir: dir === "ltr" || dir === "rtl" ? dir : undefined,
  };
}

const states = new RemoteStates<WikipediaSummary>();

function load(ctx: PluginContext<WikipediaOptions>): void {
  const { title, lang, words, fetch, timeout, maxBytes } = ctx.options;
  startRemote(ctx, states, `the Wikipedia article "${title}"`, { timeout, maxBytes }, async (remote) =>
    readSummary(await remote.json(wikipediaSummaryUrl(title, lang), fetch), { title, lang, words }),
  );
}

const wikipediaManifest = {
  about: { name: "Wikipedia", description: "The title, first sentences, image and link of a Wikipedia article." },
  options: {
    title: {
      type: "text",
      label: "Article",
      description: "The article's title, as in its address: Lisbon, Ada_Lovelace.",
      required: true,
      maxLength: 255,
    },
    lang: {
      type: "text",
      label: "Language",
      description: "Which Wikipedia: en, pt, de, zh-yue…",
      default: "en",
      check: checkLang,
    },
    words: {
      type: "number",
      label: "Words",
      description: "Show at most this many words of the extract.",
      min: 1,
      step: 1,
    },
    fetch: {
      type: "function",
      label: "Fetch",
      description: "The fetch to load the summary with; the host's by default.",
    } as FunctionOption<FetchLike>,
    timeout: { type: "number", label: "Time-out (seconds)", min: 0, max: MAX_TIMER_SECONDS, default: 10 },
    maxBytes: maxBytesOption,
    target: { type: "target", label: "Target" },
  },
} satisfies Manifest;

/** The options of a `wikipedia` event. */
export type WikipediaOptions = InferOptions<typeof wikipediaManifest>;

/**
 * A Wikipedia article while the event is active (Popcorn's `wikipedia`): its title linking to the article,
 * its first sentences (at most `words` words), its lead image and a credit line, from the REST summary API
 * (`https://<lang>.wikipedia.org/api/rest_v1/page/summary/<title>`), loaded when the event starts with the
 * `fetch` option (else the host's), `timeout` seconds and `maxBytes` bytes at most. The answer is untrusted:
 * its text is text, and its link and image are kept only when their URLs are safe and on the wiki's own hosts.
 * Loading and error states show; a failure is the
 * instance's `error` event, and an answer after the event ended is dropped.
 *
 * @example
 * pop.add(wikipedia, { start: 5, end: 15, title: "Lisbon", lang: "en", words: 40, target: "notes" });
 */
export const wikipedia = /* @__PURE__ */ definePlugin({
  name: "wikipedia",
  manifest: wikipediaManifest,
  start: load,
  update(ctx) {
    if (ctx.active) load(ctx);
  },
  end(ctx) {
    stopRemote(ctx, states);
  },
  teardown(ctx) {
    stopRemote(ctx, states);
  },
});

/**
 * A Wikipedia event's markup: `<article class="pk-wikipedia">` with the lead image, the title as a link to
 * the article, the extract and a credit line (the text is under CC BY-SA); `aria-busy` while it loads, and
 * `.pk-wikipedia--error` with a readable message when it failed.
 */
export function wikipediaMarkup({ event, pop }: MarkupProps<WikipediaOptions>): Markup {
  const state = states.get(pop, event);
  if (state.status === "loading") return el("article", { class: "pk-wikipedia", "aria-busy": "true" });
  if (state.status === "error")
    return el("article", { class: "pk-wikipedia pk-wikipedia--error", role: "status" }, state.message);
  const { title, extract, page, thumbnail, lang, dir } = state.value;
  return el(
    "article",
    { class: "pk-wikipedia" },
    thumbnail !== undefined &&
      el("img", {
        class: "pk-wikipedia__image",
        src: thumbnail.src,
        alt: "",
        width: thumbnail.width,
        height: thumbnail.height,
        loading: "lazy",
        decoding: "async",
      }),
    el(
      "h3",
      { class: "pk-wikipedia__title", lang, dir },
      el("a", { href: page, target: "_blank", rel: "noopener noreferrer" }, title),
    ),
    el("p", { class: "pk-wikipedia__extract", lang, dir }, extract),
    el(
      "p",
      { class: "pk-wikipedia__credit" },
      "From Wikipedia, under ",
      el(
        "a",
        {
          href: "https://creativecommons.org/licenses/by-sa/4.0/",
          target: "_blank",
          rel: "noopener noreferrer license",
        },
        "CC BY-SA 4.0",
      ),
    ),
  );
}
export type { FetchLike, RemoteState } from "../remote.js";
