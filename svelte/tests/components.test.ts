import type { HtmlPlayer } from "@popcorn-kit/core/players/html";
import { PopcornError, type Popcorn, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { text, textMarkup } from "@popcorn-kit/core/plugins/text";
import { render, screen } from "@testing-library/svelte";
import { flushSync } from "svelte";
import { describe, expect, test, vi } from "vitest";
import { createPlainMarkupComponent } from "../src/lib/index.js";
import BadTarget from "./BadTarget.svelte";
import CueApp from "./CueApp.svelte";
import HighlightApp from "./HighlightApp.svelte";
import Orphan from "./Orphan.svelte";
import OutletApp from "./OutletApp.svelte";
import PluginApp from "./PluginApp.svelte";
import VideoApp from "./VideoApp.svelte";

function setup() {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration: 60 });
  const pop = createPopcorn(player, { ticker: clock });
  return { clock, pop };
}

const seek = (pop: Popcorn, t: number) => flushSync(() => pop.seek(t));

describe("<Cue>", () => {
  test("renders plain children while active and calls the latest onstart", () => {
    const { pop } = setup();
    const calls: string[] = [];
    const view = render(CueApp, { props: { pop, start: 1, end: 2, onstart: () => calls.push("first") } });
    expect(screen.queryByText("Hello")).toBeNull();
    seek(pop, 1.5);
    expect(screen.getByText("Hello")).toBeTruthy();
    view.rerender({ onstart: () => calls.push("second") });
    seek(pop, 0);
    seek(pop, 1);
    expect(calls).toEqual(["first", "second"]);
    view.rerender({ start: 1.2 });
    expect(screen.queryByText("Hello")).toBeNull();
    view.unmount();
    expect(pop.getTrackEvents()).toEqual([]);
    expect(pop.listenerCount()).toBe(0);
  });

  test("a <Cue> with bad times throws a PopcornError as it mounts; the next <Cue> on the page still works", () => {
    const { pop } = setup();
    const start = () => {};
    expect(() => render(CueApp, { props: { pop, start: "soon" as never, end: 2, onstart: start } })).toThrow(
      /Invalid time "soon"/,
    );
    expect(() => render(CueApp, { props: { pop, start: 5, end: 2, onstart: start } })).toThrow(
      /ends \(2\) before it starts \(5\)/,
    );
    expect(pop.getTrackEvents()).toEqual([]);
    const view = render(CueApp, { props: { pop, start: 1, end: 2, onstart: start } });
    seek(pop, 1.5);
    expect(screen.getByText("Hello")).toBeTruthy();
    view.unmount();
  });
});

describe("cueState", () => {
  test("drives a class from a component", () => {
    const { pop } = setup();
    render(HighlightApp, { props: { pop } });
    const line = screen.getByText("Sing along");
    expect(line.classList.contains("highlight")).toBe(false);
    seek(pop, 3);
    expect(line.classList.contains("highlight")).toBe(true);
    seek(pop, 4);
    expect(line.classList.contains("highlight")).toBe(false);
  });
});

describe("<PopcornTarget>", () => {
  test("content moves into the outlet after its own children; an ending cue leaves the others; teardown leaves nothing", () => {
    const { pop } = setup();
    const view = render(OutletApp, { props: { pop } });
    const outlet = screen.getByLabelText("Notes");
    expect(outlet.classList.contains("notes")).toBe(true);
    expect([...outlet.querySelectorAll("h2, p")].map((e) => e.textContent)).toEqual([
      "Notes",
      "First note",
      "Second note",
    ]);
    seek(pop, 3);
    expect([...outlet.querySelectorAll("h2, p")].map((e) => e.textContent)).toEqual(["Notes", "Second note"]);
    expect(screen.getByText("Article")).toBeTruthy();
    view.rerender({ outlet: false });
    expect(screen.queryByText("Second note")).toBeNull();
    view.rerender({ outlet: true });
    expect(screen.getByLabelText("Notes").textContent).toContain("Second note");
    view.unmount();
    expect(document.body.querySelectorAll("p, h2, [data-popcorn-target]")).toHaveLength(0);
    expect(pop.listenerCount()).toBe(0);
  });

  test("a name that is not a non-empty string is a PopcornError", () => {
    const { pop } = setup();
    expect(() => render(BadTarget, { props: { pop } })).toThrow(PopcornError);
  });
});

describe("<PluginEvent>", () => {
  test("a children snippet renders the validated options into the target; prop changes update the event", () => {
    const { pop } = setup();
    const view = render(PluginApp, { props: { pop, text: "Filmed in 1969" } });
    expect(pop.getTrackEvent("fn")).toMatchObject({
      type: "footnote",
      options: { text: "Filmed in 1969", kind: "note", target: "aside" },
    });
    const aside = document.querySelector('[data-popcorn-target="aside"]')!;
    expect(aside.textContent?.trim()).toBe("Filmed in 1969 [note]");
    expect(aside.querySelector("small")?.dataset.active).toBe("false");
    seek(pop, 2);
    expect(aside.querySelector("small")?.dataset.active).toBe("true");
    view.rerender({ text: "Shot on film" });
    expect(aside.textContent?.trim()).toBe("Shot on film [note]");
    view.unmount();
    expect(pop.getTrackEvents()).toEqual([]);
  });
});

describe("context", () => {
  test("getPopcorn() without a provider is a NOT_FOUND PopcornError", () => {
    expect(() => render(Orphan)).toThrow(expect.objectContaining({ name: "PopcornError", code: "NOT_FOUND" }));
  });
});

describe("<PopcornVideo> and <PopcornAudio>", () => {
  const vtt = "WEBVTT\n\n00:00.000 --> 00:02.000\nHello there\n\n00:03.000 --> 00:04.000\nLater line\n";

  test("creates the instance once the element exists, loads tracks, provides it, and destroys it on teardown", async () => {
    let popcorn: Popcorn | null = null;
    const view = render(VideoApp, {
      props: {
        vtt,
        get popcorn() {
          return popcorn;
        },
        set popcorn(value) {
          popcorn = value;
        },
      },
    });
    const video = document.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/clip.webm");
    expect(video.classList.contains("player")).toBe(true);
    expect(video.muted).toBe(true);
    expect(popcorn).not.toBeNull();
    expect((popcorn!.player as HtmlPlayer).element).toBe(video);
    expect(screen.getByTestId("ready").textContent).toBe("live");
    expect(await screen.findByText("Hello there")).toBeTruthy();
    expect(screen.getAllByTestId("subtitle")).toHaveLength(1);
    const instance = popcorn!;
    view.unmount();
    expect(instance.destroyed).toBe(true);
    expect(document.querySelector("video")).toBeNull();
  });

  test("changing tracks after the instance exists reloads them, without a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const view = render(VideoApp, { props: { vtt } });
    expect(await screen.findByText("Hello there")).toBeTruthy();
    view.rerender({ vtt: "WEBVTT\n\n00:00.000 --> 00:01.000\nOther\n" });
    expect(await screen.findByText("Other")).toBeTruthy();
    expect(screen.queryByText("Hello there")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  test("<PopcornAudio> renders an <audio> with the same behaviour", async () => {
    render(VideoApp, { props: { vtt, audio: true } });
    expect(document.querySelector("audio")?.getAttribute("src")).toBe("/tone.ogg");
    expect(await screen.findByText("Hello there")).toBeTruthy();
  });
});

describe("createPlainMarkupComponent", () => {
  test("refuses a plugin with an option of type html, naming the plugin and the option", () => {
    expect(() => createPlainMarkupComponent(text, textMarkup)).toThrow(PopcornError);
    expect(() => createPlainMarkupComponent(text, textMarkup)).toThrow(/"text".*option "html"/);
  });
});
