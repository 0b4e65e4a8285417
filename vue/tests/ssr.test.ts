// @vitest-environment node
import { createManualClock, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { describe, expect, test, vi } from "vitest";
import { createSSRApp, defineComponent, h } from "vue";
import { renderToString } from "vue/server-renderer";

describe("server rendering (Node, no DOM)", () => {
  test("importing the package touches no window or document", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
    // Test files share modules (isolate: false): evaluate the package afresh, here, with no DOM.
    vi.resetModules();
    const module = await import("../src/index.js");
    expect(Object.keys(module).sort()).toEqual([
      "Captions",
      "CaptionsMenu",
      "Chapters",
      "Cue",
      "PopcornAudio",
      "PopcornTarget",
      "PopcornVideo",
      "PopcornVimeo",
      "PopcornYouTube",
      "TrackEventViews",
      "Transcript",
      "createMarkupComponent",
      "createPlainMarkupComponent",
      "createPluginComponent",
      "providePopcorn",
      "renderMarkup",
      "useChapter",
      "useCue",
      "useCurrentTime",
      "useMediaState",
      "usePopcorn",
      "usePopcornInstance",
    ]);
    const plugins = await import("../src/plugins/index.js");
    expect(Object.keys(plugins).sort()).toEqual([
      "ApplyClass",
      "Attribution",
      "Callout",
      "Code",
      "Footnote",
      "Image",
      "LowerThird",
      "MapView",
      "MediaSpawner",
      "Pause",
      "PersonTag",
      "Sketch",
      "Template",
      "Text",
      "Ticker",
      "TimelineItem",
      "Webpage",
      "Wikipedia",
      "WordRiver",
    ]);
  });

  test("renders from the server snapshot: inactive cues, no instance, nothing added to a provided one", async () => {
    const { Cue, PopcornTarget, PopcornVideo, providePopcorn, useCurrentTime, useMediaState, usePopcornInstance } =
      await import("../src/index.js");
    const Status = defineComponent({
      setup() {
        const time = useCurrentTime();
        const paused = useMediaState((s) => s.paused);
        return () => h("output", `${time.value} ${paused.value ? "paused" : "playing"}`);
      },
    });
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 20 });
    const Virtual = defineComponent({
      setup() {
        providePopcorn(usePopcornInstance(player, { ticker: clock }));
        return () => [
          h(Status),
          h(
            Cue,
            { start: 0, end: 5, keepMounted: true },
            { default: ({ active }: { active: boolean }) => `kept ${active}` },
          ),
        ];
      },
    });
    const App = defineComponent({
      setup: () => () => [
        h(PopcornVideo, { src: "/media/clip.webm", controls: true, muted: true }, () => [
          h(Status),
          h(Cue, { start: 0, end: 5 }, () => "never on the server"),
          h(PopcornTarget, { name: "side" }),
        ]),
        h(Virtual),
      ],
    });
    const html = await renderToString(createSSRApp(App));
    expect(html).toContain('<video src="/media/clip.webm" controls muted></video>');
    expect(html).toContain("<output>0 paused</output>");
    expect(html).toContain('<div data-popcorn-target="side"></div>');
    expect(html).toContain("kept false");
    expect(html).not.toContain("never on the server");
    expect(player.listenerCount()).toBe(0);
    expect(clock.subscriberCount).toBe(0);
  });

  test("html options render nothing, and a refused src or poster rejects the render with a PopcornError", async () => {
    const { PopcornVideo, createPluginComponent } = await import("../src/index.js");
    const note = definePlugin({ name: "note", manifest: { options: { body: { type: "html" } } } });
    const NoteView = defineComponent({
      props: { body: String },
      setup: (props) => () => h("div", { innerHTML: props.body }),
    });
    const Note = createPluginComponent(note, NoteView);
    const App = defineComponent({
      setup: () => () =>
        h(PopcornVideo, { src: "/media/clip.webm" }, () => h(Note, { start: 0, body: "<b>never on the server</b>" })),
    });
    const html = await renderToString(createSSRApp(App));
    expect(html).toContain('<video src="/media/clip.webm"></video>');
    expect(html).not.toContain("never on the server");

    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const props of [{ src: "javascript:alert(1)" }, { poster: "data:text/html,<script>alert(1)</script>" }]) {
      const Bad = defineComponent({ setup: () => () => h(PopcornVideo, props) });
      const rendering = renderToString(createSSRApp(Bad));
      // The package was imported afresh above (vi.resetModules): its PopcornError is another class object.
      await expect(rendering).rejects.toMatchObject({ name: "PopcornError", code: "INVALID_OPTION" });
      await expect(rendering).rejects.toThrow(/^<PopcornVideo> (src|poster) got "(javascript|data):/);
    }
    vi.restoreAllMocks();
  });
  test("<PopcornYouTube> and <PopcornVimeo> render their empty box (no error state, whatever the error slot says) then the default slot, with no warning; a bad video rejects the render", async () => {
    const { Cue, PopcornVimeo, PopcornYouTube } = await import("../src/index.js");
    const warn = vi.spyOn(console, "warn");
    const slot = () => [h(Cue, { start: 0 }, () => "hidden until hydrated"), h("p", "after")];
    const App = defineComponent({
      setup: () => () => [
        h(
          PopcornYouTube,
          { videoId: "M7lc1UVf-VE", class: "wide", onError: () => warn("never called") },
          { default: slot, error: () => h("p", "never on the server") },
        ),
        h(PopcornVimeo, { videoId: "76979871", style: "width: 640px", embed: { dnt: true } }, slot),
        h(PopcornVimeo, { url: "https://vimeo.com/76979871", title: "The talk" }),
      ],
    });
    const html = await renderToString(createSSRApp(App));
    expect(html).toBe(
      '<!--[--><!--[--><div class="pk-youtube wide"></div><!----><!--[--><!----><p>after</p><!--]--><!--]--><!--[--><div style="width: 640px" class="pk-vimeo"></div><!----><!--[--><!----><p>after</p><!--]--><!--]--><!--[--><div title="The talk" class="pk-vimeo"></div><!----><!----><!--]--><!--]-->',
    );
    expect(warn).not.toHaveBeenCalled();

    warn.mockImplementation(() => {});
    for (const props of [
      { videoId: "76979871", url: "https://vimeo.com/76979871" },
      { videoId: "latest" },
      { url: "https://example.com/76979871" },
      {},
    ]) {
      const rendering = renderToString(createSSRApp(defineComponent({ setup: () => () => h(PopcornVimeo, props) })));
      await expect(rendering).rejects.toMatchObject({ name: "PopcornError", code: "INVALID_OPTION" });
    }
    vi.restoreAllMocks();
  });

  test("an HLS src renders no src on the element (hls.js attaches it in the browser), with no warning", async () => {
    const { PopcornVideo } = await import("../src/index.js");
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const App = defineComponent({
      setup: () => () => h(PopcornVideo, { src: "/media/hls/master.m3u8", muted: true, controls: true }),
    });
    expect(await renderToString(createSSRApp(App))).toBe(
      "<!--[--><video muted controls></video><!----><!----><!--]-->",
    );
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
