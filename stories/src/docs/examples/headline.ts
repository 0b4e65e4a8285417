import { type FunctionOption, definePlugin } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import { type FetchLike, type LimitedFetch, fetchLimited } from "@popcorn-kit/core/network";

/** What a `headline` event reports, as the data of a custom `headline` event of the instance. */
export type HeadlineReport = { id: string; text: string } | { id: string; error: Error };

/** The most characters of a headline, and the most bytes of the file it comes from. */
const LONGEST = 280;
const MAX_BYTES = 64 * 1024;

/**
 * A headless plugin that reads a headline from a JSON file (`{ "headline": "…" }`) when its event is added, and
 * reports it with a custom `headline` event when the event starts. It reads the network as the kit does, with
 * `fetchLimited`: a time-out, a size limit counted as the answer streams in, and an abort when the event is
 * removed before the answer came. It refuses what its manifest cannot say with `refusal`, as the kit does.
 *
 * @example
 * pop.add(headline, { start: 4, end: 12, url: "/news/today.json", timeout: 5 });
 * pop.on("headline", (report) => console.log(report));
 */
export const headline = definePlugin({
  name: "headline",
  manifest: {
    about: { name: "Headline", description: "A headline read from a JSON file." },
    options: {
      url: { type: "url", label: "JSON file", required: true },
      timeout: { type: "number", label: "Time-out (seconds)", min: 0, default: 10 },
      fetch: { type: "function", label: "Fetch", description: "The host's by default." } as FunctionOption<FetchLike>,
    },
  },
  setup(ctx) {
    const { url, timeout, fetch } = ctx.options;
    // The manifest checks that `url` is a safe address; that it names a JSON file is this plugin's own rule.
    // Thrown from setup, the refusal reaches the instance's `error` event, naming the value and what is accepted.
    if (!new URL(url, "https://example.invalid/").pathname.endsWith(".json")) {
      throw refusal("INVALID_OPTION", "headline url", url, "the address of a .json file", { plugin: "headline" });
    }
    const read: LimitedFetch = fetchLimited(url, {
      fetch,
      timeout,
      maxBytes: MAX_BYTES,
      what: `headline ${url}`,
      headers: { accept: "application/json" },
      details: { plugin: "headline" },
    });
    ctx.data.text = read.result.then(
      (text) => String((JSON.parse(text) as { headline?: unknown }).headline ?? "").slice(0, LONGEST),
      (error: Error) => error,
    );
    // The read stops when the event is removed (or the instance destroyed) before its answer came.
    return () => read.abort();
  },
  async start(ctx) {
    // Nothing was read for an event whose setup refused its options.
    if (!(ctx.data.text instanceof Promise)) return;
    const result = await (ctx.data.text as Promise<string | Error>);
    const report: HeadlineReport =
      result instanceof Error ? { id: ctx.event.id, error: result } : { id: ctx.event.id, text: result };
    ctx.popcorn.emit("headline", report);
  },
});
