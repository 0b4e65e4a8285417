import { type Popcorn, createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import {
  Cue,
  PopcornProvider,
  PopcornTarget,
  PopcornVideo,
  createPluginComponent,
  useCue,
  useCurrentTime,
  useMediaState,
} from "@popcorn-kit/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import clipUrl from "../../fixtures/media/clip.webm?url";
import hlsUrl from "../../fixtures/media/hls/master.m3u8?url";
import vttUrl from "../../fixtures/media/sample.vtt?url";

// Server markup made by renderToString, then hydrated in real Chromium: no mismatch may be reported (neither
// through onRecoverableError nor console.error), and the cues must go live once hydration is done.

const footnote = definePlugin({
  name: "footnote",
  manifest: { options: { text: { type: "text", required: true }, target: { type: "target" } } },
});
const Footnote = createPluginComponent(footnote, ({ text }) => <small>{text}</small>);

function Highlight({ start, end, children }: { start: number; end: number; children: ReactNode }) {
  const { active } = useCue({ start, end });
  return <li data-current={String(active)}>{children}</li>;
}

function State() {
  const paused = useMediaState((s) => s.paused);
  const active = useMediaState((s) => s.active.length);
  return (
    <p data-testid="state">
      {paused ? "paused" : "playing"}, {active} active
    </p>
  );
}

function Time() {
  return <output>{useCurrentTime().toFixed(1)}</output>;
}

function Subtitles() {
  const lines = useMediaState(
    (s) => s.active.filter((e) => e.type === "subtitle").map((e) => String(e.options.text)),
    (a, b) => a.join("\n") === b.join("\n"),
  );
  return <p data-testid="subtitles">{lines.join(" / ")}</p>;
}

function Content() {
  return (
    <>
      <Cue start={0} end={2}>
        <p>intro cue</p>
      </Cue>
      <Cue start={3} end={5}>
        <p>middle cue</p>
      </Cue>
      <Cue start={0} end={5} keepMounted>
        {({ active }) => <span data-testid="kept">{active ? "kept active" : "kept idle"}</span>}
      </Cue>
      <Cue start={0} end={5} target="side">
        <em>in the sidebar</em>
      </Cue>
      <Footnote start={3} end={5} text="a footnote" />
      <ol>
        <Highlight start={0} end={2}>
          one
        </Highlight>
        <Highlight start={3} end={5}>
          two
        </Highlight>
      </ol>
      <State />
      <Time />
      <aside>
        <PopcornTarget name="side" />
      </aside>
    </>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
let pop: Popcorn | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
  pop?.destroy();
  root = container = pop = undefined;
  vi.restoreAllMocks();
});

/** Renders `app` to a string in a container, hydrates it, and returns what hydration reported. */
async function serverRenderThenHydrate(app: ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  const html = renderToString(app);
  container.innerHTML = html;
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, "error");
  root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) });
  return { html, recoverable, consoleErrors };
}

describe("server rendering and hydration", () => {
  test("with a virtual player through PopcornProvider: no mismatch, and cues go live after hydration", async () => {
    pop = createPopcorn(createVirtualPlayer({ duration: 20 }));
    const instance = pop;
    const { html, recoverable, consoleErrors } = await serverRenderThenHydrate(
      <PopcornProvider popcorn={instance}>
        <Content />
      </PopcornProvider>,
    );
    expect(html).not.toContain("intro cue");
    expect(html).toContain("kept idle");
    const page = container!;
    await vi.waitFor(() => expect(page.textContent).toContain("intro cue"));
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(page.querySelector('[data-testid="kept"]')!.textContent).toBe("kept active");
    expect(page.querySelector('[data-popcorn-target="side"]')!.textContent).toBe("in the sidebar");
    expect(page.querySelector('[data-current="true"]')!.textContent).toBe("one");

    instance.seek(4);
    await vi.waitFor(() => expect(page.textContent).toContain("middle cue"));
    expect(page.textContent).not.toContain("intro cue");
    expect(page.textContent).toContain("a footnote");
    expect(page.querySelector('[data-current="true"]')!.textContent).toBe("two");
    expect(page.querySelector('[data-testid="state"]')!.textContent).toBe("paused, 5 active");
    expect(instance.getTrackEvents()).toHaveLength(7);
  });

  test("with <PopcornVideo> on real media: no mismatch, then subtitles and cues follow seeks and playback", async () => {
    const ready: Popcorn[] = [];
    const { html, recoverable, consoleErrors } = await serverRenderThenHydrate(
      <PopcornVideo
        src={clipUrl}
        muted
        preload="auto"
        tracks={[{ src: vttUrl }]}
        onReady={(instance) => ready.push(instance)}
      >
        <Content />
        <Subtitles />
      </PopcornVideo>,
    );
    expect(html).toMatch(/^<video src="[^"]+clip\.webm" muted="" preload="auto"><\/video>/);
    const page = container!;
    await vi.waitFor(() => expect(ready).toHaveLength(1));
    pop = ready[0]!;
    await vi.waitFor(() => expect(pop!.getTrackEvents({ type: "subtitle" })).toHaveLength(4), { timeout: 10_000 });
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(page.querySelector("video")).toBe((pop.player as { element?: Element }).element);

    pop.seek(3.5);
    await vi.waitFor(() => expect(page.textContent).toContain("middle cue"), { timeout: 10_000 });
    expect(page.querySelector('[data-testid="subtitles"]')!.textContent).toBe(
      "Cues follow playback, seeks and rewinds.",
    );

    pop.seek(0);
    await vi.waitFor(() => expect(page.textContent).toContain("intro cue"), { timeout: 10_000 });
    await pop.play();
    await vi.waitFor(
      () =>
        expect(page.querySelector('[data-testid="subtitles"]')!.textContent).toBe(
          "The time in the picture is the media time.",
        ),
      {
        timeout: 10_000,
      },
    );
    await vi.waitFor(() => expect(Number(page.querySelector("output")!.textContent)).toBeGreaterThan(0.5), {
      timeout: 10_000,
    });
    expect(page.querySelector('[data-testid="state"]')!.textContent).toMatch(/^playing/);
  });

  test("with an HLS src: the server renders no src, hydration reports nothing, and hls.js plays the stream after mount", async () => {
    const warnings = vi.spyOn(console, "warn");
    const ready: Popcorn[] = [];
    const { html, recoverable, consoleErrors } = await serverRenderThenHydrate(
      <PopcornVideo src={hlsUrl} muted onReady={(instance) => ready.push(instance)}>
        <Cue start={0.5} end={5}>
          <p>streamed cue</p>
        </Cue>
      </PopcornVideo>,
    );
    expect(html).toMatch(/^<video muted=""><\/video>/);
    const page = container!;
    await vi.waitFor(() => expect(ready).toHaveLength(1));
    pop = ready[0]!;
    const video = page.querySelector("video")!;
    await vi.waitFor(() => expect(video.src).toMatch(/^blob:/), { timeout: 10_000 });
    await pop.play();
    await vi.waitFor(() => expect(page.textContent).toContain("streamed cue"), { timeout: 10_000 });
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
