import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { flushSync, hydrate, unmount } from "svelte";
import { afterEach, describe, expect, inject, test, vi } from "vitest";
import { media } from "./fixtures.js";
import VideoApp from "./VideoApp.svelte";
import VirtualApp from "./VirtualApp.svelte";
import { until } from "../../browser/until.js";

const markup = inject("svelteSsr");
const cleanup: (() => void)[] = [];

afterEach(() => {
  for (const step of cleanup.splice(0).reverse()) step();
  vi.restoreAllMocks();
});

/** Puts server markup in the page and spies on what Svelte reports while hydrating it. */
function serverRendered(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  cleanup.push(() => container.remove());
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const reports = () => [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(" "));
  return { container, reports };
}

const text = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();

describe("svelte server rendering and hydration", () => {
  test("server markup shows the server snapshot even when the server has an instance", () => {
    const { container } = serverRendered(markup.virtual);
    expect(text(container, "clock")).toBe("0.0 s, paused");
    expect(text(container, "intro")).toBeUndefined();
    expect(container.querySelector('[data-testid="later"]')?.getAttribute("data-active")).toBe("false");
    expect(container.querySelector("[data-plugin]")).toBeNull();
    expect(container.querySelector('[data-testid="side"]')?.children).toHaveLength(0);
  });

  test("hydrating with a virtual player raises no warning; cues go live after it and follow the clock", () => {
    const { container, reports } = serverRendered(markup.virtual);
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 20 }), { ticker: clock });
    const later = container.querySelector('[data-testid="later"]');
    const app = hydrate(VirtualApp, { target: container, props: { pop } });
    cleanup.push(
      () => pop.destroy(),
      () => unmount(app),
    );
    // The hydrating render agrees with the server: Svelte kept every node (it silently replaces a block that differs).
    expect(container.innerHTML).toBe(markup.virtual);
    flushSync();
    expect(reports()).toEqual([]);
    expect(container.querySelector('[data-testid="later"]')).toBe(later);
    expect(text(container, "intro")).toBe("Intro");
    expect(container.querySelector("[data-plugin]")?.textContent).toBe("Note (calm)");
    flushSync(() => void pop.play());
    flushSync(() => clock.advance(1500, 250));
    expect(text(container, "clock")).toBe("1.5 s, playing");
    expect(text(container, "aside")).toBe("Aside");
    expect(container.querySelector('[data-testid="side"] [data-testid="aside"]')).not.toBeNull();
    flushSync(() => pop.seek(6.5));
    expect(text(container, "intro")).toBeUndefined();
    expect(container.querySelector('[data-testid="later"]')?.getAttribute("data-active")).toBe("true");
    expect(reports()).toEqual([]);
  });

  test("the check is live: markup that disagrees with the client raises a hydration warning", () => {
    // Markup cut short before the root's closing marker, as a server render that disagrees would leave it.
    const { container, reports } = serverRendered(markup.virtual.slice(0, markup.virtual.lastIndexOf("<!--]-->")));
    const app = hydrate(VirtualApp, { target: container, props: { pop: null } });
    cleanup.push(() => unmount(app));
    flushSync();
    expect(reports().join("\n")).toMatch(/hydration_mismatch/);
  });

  test("<PopcornVideo> hydrates, then drives cues and subtitles from the real video", async () => {
    const { container, reports } = serverRendered(markup.video);
    const video = container.querySelector("video")!;
    expect(video.getAttribute("src")).toBe(media.src);
    const app = hydrate(VideoApp, { target: container, props: media });
    cleanup.push(() => unmount(app));
    expect(container.innerHTML).toBe(markup.video);
    flushSync();
    expect(container.querySelector("video")).toBe(video);
    await until(() => video.readyState >= 2 && video.duration > 0);
    video.currentTime = 3.6;
    await until(() => text(container, "second") === "Three to five");
    await until(() => (text(container, "subtitles") ?? "").includes("Cues follow playback, seeks and rewinds."));
    await video.play();
    await until(() => video.currentTime > 5.05);
    await until(() => text(container, "second") === undefined);
    video.pause();
    expect(reports()).toEqual([]);
  });
});
