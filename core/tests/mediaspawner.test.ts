import { describe, expect, test } from "vitest";
import { type MarkupProps, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { PopcornError } from "../src/index.js";
import {
  type MediaspawnerOptions,
  mediaspawner,
  mediaspawnerMarkup,
  playClip,
} from "../src/plugins/catalogue/mediaspawner.js";
import { setup } from "./harness.js";

describe("mediaspawner", () => {
  test("its manifest labels every option; src and label are required; unsafe URLs are refused and nothing is added", () => {
    expect(Object.values(mediaspawner.manifest.options).every((spec) => typeof spec.label === "string")).toBe(true);
    const { pop } = setup({ popcorn: { plugins: [mediaspawner] } });
    expect(() => pop.add(mediaspawner, { start: 1, label: "x" } as never)).toThrow(
      /Option "src" of plugin "mediaspawner" is required/,
    );
    expect(() => pop.add(mediaspawner, { start: 1, src: "/a.webm" } as never)).toThrow(
      /Option "label" of plugin "mediaspawner" is required/,
    );
    for (const src of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", " JaVaScRiPt:alert(1)"]) {
      expect(() => pop.add(mediaspawner, { start: 1, src, label: "x" }), src).toThrow(PopcornError);
    }
    expect(() =>
      pop.add(mediaspawner, { start: 1, src: "/a.webm", label: "x", poster: "javascript:alert(1)" }),
    ).toThrow(/Option "poster"/);
    expect(() => pop.add(mediaspawner, { start: 1, src: "/a.webm", label: "x", from: -1 })).toThrow(/Option "from"/);
    expect(() => pop.add(mediaspawner, { start: 1, src: "/a.webm", label: "x", kind: "iframe" as never })).toThrow(
      /Option "kind"/,
    );
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("markup: the clip with its label and controls, a poster for video only, text as text", () => {
    const { pop } = setup({ popcorn: { plugins: [mediaspawner] } });
    const html = (input: Record<string, unknown>) => {
      const event = pop.add(mediaspawner, { start: 1, end: 2, ...input } as never);
      const props = {
        ...pluginViewProps(mediaspawner, { active: true, event }, pop, {}, () => 0),
        pop,
      } as MarkupProps<MediaspawnerOptions>;
      return renderToString(mediaspawnerMarkup(props));
    };
    expect(
      html({ src: "/clip.webm", label: "<b>Interview</b>", caption: "<img src=x onerror=alert(1)>", poster: "/p.jpg" }),
    ).toBe(
      '<figure class="pk-mediaspawner"><video class="pk-mediaspawner__media" src="/clip.webm" aria-label="&lt;b&gt;Interview&lt;/b&gt;" controls="" playsinline="" preload="auto" poster="/p.jpg"></video>' +
        '<figcaption class="pk-mediaspawner__caption">&lt;img src=x onerror=alert(1)&gt;</figcaption></figure>',
    );
    expect(html({ src: "/tone.ogg", label: "Tone", kind: "audio", controls: false, poster: "/p.jpg" })).toBe(
      '<figure class="pk-mediaspawner"><audio class="pk-mediaspawner__media" src="/tone.ogg" aria-label="Tone" preload="auto"></audio></figure>',
    );
  });

  test("the mount plays with the main media, seeks to `from` once the clip knows its length, and lets go at destroy", () => {
    const { pop, clock } = setup();
    const calls: string[] = [];
    const listeners = new Map<string, () => void>();
    const clip = {
      isConnected: true,
      muted: false,
      loop: false,
      currentTime: 0,
      readyState: 0,
      play: () => {
        calls.push("play");
        return Promise.reject(new Error("NotAllowedError"));
      },
      pause: () => void calls.push("pause"),
      addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
      removeEventListener: (type: string) => void listeners.delete(type),
    };
    const before = pop.listenerCount();
    const handle = playClip(clip, { pop, muted: true, loop: true, from: 7 });
    expect([clip.muted, clip.loop, calls]).toEqual([true, true, ["pause"]]);
    listeners.get("loadedmetadata")!();
    expect(clip.currentTime).toBe(7);
    void pop.play();
    clock.advance(100);
    pop.pause();
    expect(calls).toEqual(["pause", "play", "pause"]);
    handle.update!({ pop, muted: false, loop: false, from: 7 });
    expect([clip.muted, clip.loop]).toEqual([false, false]);
    handle.destroy();
    expect(pop.listenerCount()).toBe(before);
    expect(listeners.size).toBe(0);
  });
});
