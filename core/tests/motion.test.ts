import { describe, expect, test } from "vitest";
import { type Markup, type MarkupProps, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { PopcornError, type PluginDefinition, type Popcorn } from "../src/index.js";
import { followMedia } from "../src/markup/mediaAnimation.js";
import { ticker, tickerMarkup } from "../src/plugins/catalogue/ticker.js";
import { wordriver, wordriverMarkup } from "../src/plugins/catalogue/wordriver.js";
import { setup } from "./harness.js";

function htmlOf<O>(
  pop: Popcorn,
  plugin: PluginDefinition<any, O>,
  markup: (props: MarkupProps<O>) => Markup | null,
  id: string,
): string {
  const props = {
    ...pluginViewProps(plugin, { active: true, event: pop.getTrackEvent(id) }, pop, {}, () => 0),
    pop,
  } as MarkupProps<O>;
  return renderToString(markup(props));
}

describe("wordriver and ticker", () => {
  test("their manifests label every option; text is required, colours and speeds are checked, and nothing is added", () => {
    for (const plugin of [wordriver, ticker]) {
      expect(
        Object.values(plugin.manifest.options).every((spec) => typeof spec.label === "string"),
        plugin.name,
      ).toBe(true);
    }
    const { pop } = setup({ popcorn: { plugins: [wordriver, ticker] } });
    expect(() => pop.add(wordriver, { start: 1 } as never)).toThrow(/Option "text" of plugin "wordriver" is required/);
    expect(() =>
      pop.add(wordriver, { start: 1, text: "x", color: "red; background: url(javascript:alert(1))" }),
    ).toThrow(PopcornError);
    expect(() => pop.add(ticker, { start: 1, text: "x", speed: 0 })).toThrow(/Option "speed" of plugin "ticker"/);
    expect(() => pop.add(ticker, { start: 1, text: "x", speed: Number.NaN })).toThrow(PopcornError);
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("markup: the words cross in the event's duration, in a lane from its start; text stays text", () => {
    const { pop } = setup({ popcorn: { plugins: [wordriver, ticker] } });
    pop.add(wordriver, { id: "w", start: 4.5, end: 9.5, text: "<script>alert(1)</script>", color: "#2a7ab0" });
    pop.add(wordriver, { id: "open", start: 1, text: "<img src=x onerror=alert(1)>" });
    expect(htmlOf(pop, wordriver, wordriverMarkup, "w")).toBe(
      '<span class="pk-wordriver" style="--pk-wordriver-duration: 5s; --pk-wordriver-lane: 2; --pk-wordriver-color: #2a7ab0">&lt;script&gt;alert(1)&lt;/script&gt;</span>',
    );
    expect(htmlOf(pop, wordriver, wordriverMarkup, "open")).toBe(
      '<span class="pk-wordriver" style="--pk-wordriver-duration: 10s; --pk-wordriver-lane: 0">&lt;img src=x onerror=alert(1)&gt;</span>',
    );
  });

  test("markup: the ticker is a labelled region read once (its loop copy is hidden); text stays text", () => {
    const { pop } = setup({ popcorn: { plugins: [ticker] } });
    pop.add(ticker, { id: "t", start: 0, end: 30, text: "javascript:alert(1) <b>&</b>" });
    expect(htmlOf(pop, ticker, tickerMarkup, "t")).toBe(
      '<div class="pk-ticker" role="region" aria-label="News"><div class="pk-ticker__track" style="--pk-ticker-duration: 15s">' +
        '<span class="pk-ticker__text">javascript:alert(1) &lt;b&gt;&amp;&lt;/b&gt;</span><span class="pk-ticker__text" aria-hidden="true">javascript:alert(1) &lt;b&gt;&amp;&lt;/b&gt;</span></div></div>',
    );
  });

  test("their animation follows the media: its time since the start, paused with it, at its rate, released at destroy", () => {
    const { pop, clock } = setup({ popcorn: { plugins: [ticker] } });
    const animation = {
      currentTime: null as number | null,
      playbackRate: 1,
      running: false,
      play() {
        this.running = true;
      },
      pause() {
        this.running = false;
      },
    };
    const element = { isConnected: true, getAnimations: () => [animation] };
    const listeners = pop.listenerCount();
    pop.seek(12);
    const handle = followMedia(element, { pop, start: 10 });
    expect([animation.currentTime, animation.running]).toEqual([2000, false]);
    void pop.play();
    expect(animation.running).toBe(true);
    clock.advance(500);
    pop.playbackRate = 2;
    expect(animation.playbackRate).toBe(2);
    pop.seek(20);
    expect(animation.currentTime).toBe(10_000);
    pop.pause();
    expect(animation.running).toBe(false);
    handle.update!({ pop, start: 15 });
    expect(animation.currentTime).toBe(5000);
    handle.destroy();
    expect(pop.listenerCount()).toBe(listeners);
    void pop.play();
    expect(animation.running).toBe(false);
  });
});
