import { type Popcorn, createManualClock, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, inject, test, vi } from "vitest";
import { type App as VueApp, createSSRApp, nextTick } from "vue";
import App from "./App.vue";
import type {} from "./provided.js";

// Server markup rendered in Node by the project's global setup (render.setup.ts), hydrated here in real
// Chromium: no mismatch may be reported (neither through the app's warn handler nor the console), and the
// cues must go live once hydration is done.

const server = inject("vueServerRender");
let app: VueApp | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  app?.unmount();
  container?.remove();
  app = container = undefined;
  vi.restoreAllMocks();
});

/** Hydrates `html` with the App, collecting every warning and console error. */
function hydrate(html: string) {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const warnings: string[] = [];
  const consoleErrors = vi.spyOn(console, "error").mockImplementation(() => {});
  const consoleWarnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration: 20 });
  const ready: { virtual?: Popcorn; video?: Popcorn } = {};
  app = createSSRApp(App, {
    clip: server.clip,
    captions: server.captions,
    player,
    ticker: clock,
    onVirtual: (pop: Popcorn) => (ready.virtual = pop),
    onVideo: (pop: Popcorn) => (ready.video = pop),
  });
  app.config.warnHandler = (message) => void warnings.push(message);
  app.mount(container);
  const section = (name: string) => container!.querySelector<HTMLElement>(`[data-testid=${name}]`)!;
  const problems = () => [
    ...warnings,
    ...consoleErrors.mock.calls.map(String),
    ...consoleWarnings.mock.calls.map(String),
  ];
  return { clock, ready, section, problems };
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

describe("Vue server rendering and hydration", () => {
  test("the server renders every cue inactive, from the server snapshot", () => {
    expect(server.html).toContain("kept idle");
    expect(server.html).toContain('data-current="false"');
    expect(server.html).toContain("paused, 0 active");
    expect(server.html).toContain("<output>0.0</output>");
    expect(server.html).not.toMatch(/intro cue|middle cue|in the sidebar|a footnote|clip cue/);
  });

  test("hydration raises no mismatch warning, then the cues go live and follow the virtual player", async () => {
    const { clock, ready, section, problems } = hydrate(server.html);
    expect(problems()).toEqual([]);
    await nextTick();
    const virtual = section("virtual");
    expect(ready.virtual).toBeDefined();
    expect(virtual.textContent).toContain("intro cue");
    expect(virtual.querySelector("[data-testid=kept]")?.textContent).toBe("kept active");
    expect(virtual.querySelector("aside [data-popcorn-target=side]")?.textContent).toBe("in the sidebar");
    expect([...virtual.querySelectorAll("li")].map((li) => li.dataset.current)).toEqual(["true", "false"]);
    expect(virtual.querySelector("[data-testid=state]")?.textContent).toBe("paused, 4 active");

    void ready.virtual!.play();
    for (let i = 0; i < 35; i++) clock.advance(100);
    await nextTick();
    expect(virtual.textContent).not.toContain("intro cue");
    expect(virtual.textContent).toContain("middle cue");
    expect(virtual.querySelector("small")?.textContent).toBe("a footnote");
    expect([...virtual.querySelectorAll("li")].map((li) => li.dataset.current)).toEqual(["false", "true"]);
    expect(virtual.querySelector("output")?.textContent).toBe("3.5");
    expect(problems()).toEqual([]);
  });

  test("on the real clip, subtitles from the track and cues go live as the muted video plays", async () => {
    const { ready, section, problems } = hydrate(server.html);
    const video = section("video");
    const element = video.querySelector("video")!;
    expect(element.muted).toBe(true);
    await until(() => expect(ready.video?.getTrackEvents({ type: "subtitle" }).length).toBe(4));
    await ready.video!.play();
    await until(() =>
      expect(video.querySelector("[data-testid=subtitles]")?.textContent).toBe(
        "The time in the picture is the media time.",
      ),
    );
    expect(element.paused).toBe(false);
    ready.video!.seek(3.5);
    await until(() => expect(video.textContent).toContain("clip cue"));
    await until(() =>
      expect(video.querySelector("[data-testid=subtitles]")?.textContent).toBe(
        "Cues follow playback, seeks and rewinds.",
      ),
    );
    expect(problems()).toEqual([]);
  });

  test("the check is live: markup that differs from the first client render is reported", () => {
    const { problems } = hydrate(server.html.replace("kept idle", "kept busy"));
    expect(problems().join("\n")).toMatch(/Hydration text content mismatch/);
  });
});
