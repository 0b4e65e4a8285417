import type { Popcorn } from "@popcorn-kit/core";
import { page, userEvent } from "vitest/browser";
import { describe, expect, test, vi } from "vitest";
import "@popcorn-kit/core/styles.css";
import { type Box, inside, overlap } from "./boxes.js";
import { type MountBrowserScene, unmountedAfterEach } from "./browserScene.js";

/**
 * What a framework's stage scene renders, in `<div class="pk-stage">`: `<PopcornVideo src controls? muted width={480}
 * tracks={[{ src: captions }]}>` holding `<LowerThird start={0} end={10} name="Ada Example" title="Archivist">` and
 * `<Ticker start={0} end={10} text={TICKER_TEXT}>`, then, below the video, `<Transcript>` and a paragraph of the
 * page's own holding `TICKER_TEXT`, whose line is far wider than the video.
 */
export interface StageSceneProps {
  src: string;
  captions: string;
  controls: boolean;
  /** Called with the instance the component provides, once it exists. */
  onPopcorn: (pop: Popcorn) => void;
}

/** A crawl far wider than the video: it must not widen the stage. */
export const TICKER_TEXT =
  "A news crawl over the video, far longer than the video is wide, which runs on the media's clock and never widens the stage";

const boxOf = (element: Element): Box => {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
};
/**
 * Whether what the page paints at the middle of `element` is `element` or inside it: it is not covered. The
 * captions let clicks through (`pointer-events: none`), which hit-testing follows: for a caption, the probe lifts
 * that for the moment it asks.
 */
const onTop = (element: HTMLElement) => {
  const { left, top, width, height } = element.getBoundingClientRect();
  const region = element.closest<HTMLElement>(".pk-captions");
  if (region) region.style.pointerEvents = "auto";
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  if (region) region.style.pointerEvents = "";
  return hit !== null && element.contains(hit);
};

/** The CSS transitions running (or waiting out their delay) on the stage's children: what is about to move. */
const moving = (stage: Element) =>
  stage
    .getAnimations({ subtree: true })
    .filter((animation) => animation instanceof CSSTransition && animation.playState === "running")
    .map(
      (animation) =>
        `${(animation.effect as KeyframeEffect).target?.className} ${(animation as CSSTransition).transitionProperty}`,
    );

/** Where a box lies over the video: its top and bottom from the video's top, in px and in % of its height. */
function over(box: Box, picture: Box): string {
  const height = picture.bottom - picture.top;
  const at = (y: number) => `${(y - picture.top).toFixed(1)} px (${((100 * (y - picture.top)) / height).toFixed(1)} %)`;
  return `top ${at(box.top)}, bottom ${at(box.bottom)}`;
}

/**
 * Each adapter's `<PopcornVideo controls>` in a `.pk-stage` with the default stylesheet, in Chromium: the lower third,
 * the captions and the ticker lie over the video, each in its own band, none under the video, none over the
 * native controls while they show (paused, or the pointer on the video), none overlapping another; during
 * playback with the controls hidden they move down into the controls' room, and the pointer over what the stage
 * holds below the video (a transcript, a paragraph) moves nothing; the stage stays as wide as the video while the
 * ticker crawls. `VITE_STAGE_SCREENSHOTS=1` saves the page with the pointer below the video while it plays, as
 * `__screenshots__/stage-hover-<adapter>.png` beside this file.
 */
export function defineStageSuite(
  name: string,
  mount: MountBrowserScene<StageSceneProps>,
  urls: { src: string; captions: string },
): void {
  describe(`${name} adapter: overlays over the video in a .pk-stage, in Chromium`, () => {
    const mountScene = unmountedAfterEach(mount);
    /** The scene with the video's controls, once its instance is made, its media's metadata read and its subtitles loaded. */
    const ready = async () => {
      const instances: Popcorn[] = [];
      const scene = await mountScene({ ...urls, controls: true, onPopcorn: (pop) => instances.push(pop) });
      const root = scene.root;
      const video = root.querySelector("video")!;
      await vi.waitFor(() => expect(instances).toHaveLength(1), { timeout: 10_000 });
      await vi.waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
      const pop = instances[0]!;
      await vi.waitFor(() => expect(pop.getTrackEvents({ type: "subtitle" }).length).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      return { scene, root, video, pop };
    };
    test("the lower third, the captions and the ticker show in full, in their bands, within the video's box", async () => {
      // Room for the stage to grow past the video, were an overlay to widen it.
      await page.viewport(1000, 700);
      const { scene, root, video, pop } = await ready();
      pop.seek(1);
      await vi.waitFor(
        () => expect(root.querySelector(".pk-caption")?.textContent).toBe("The time in the picture is the media time."),
        { timeout: 10_000 },
      );
      const stage = root.querySelector(".pk-stage")!;
      const lowerThird = root.querySelector<HTMLElement>(".pk-lowerthird")!;
      const ticker = root.querySelector<HTMLElement>(".pk-ticker")!;
      const caption = root.querySelector<HTMLElement>(".pk-caption__text")!;
      expect(lowerThird.textContent).toBe("Ada ExampleArchivist");

      const picture = boxOf(video);
      expect(picture.right - picture.left).toBeCloseTo(480, 0);
      // The crawl, the caption line and the children below (a transcript, a long paragraph) do not widen the stage.
      expect(boxOf(stage).right - boxOf(stage).left).toBeCloseTo(480, 0);
      const overlays = { lowerThird: boxOf(lowerThird), caption: boxOf(caption), ticker: boxOf(ticker) };
      for (const box of Object.values(overlays)) expect(inside(box, picture)).toBe(true);
      expect(overlap(overlays.lowerThird, overlays.caption)).toBe(false);
      expect(overlap(overlays.lowerThird, overlays.ticker)).toBe(false);
      expect(overlap(overlays.caption, overlays.ticker)).toBe(false);
      // From the bottom up: the controls' clearance, the ticker, the caption, the lower third.
      const controls = parseFloat(getComputedStyle(document.documentElement).fontSize) * 4.25;
      expect(overlays.ticker.bottom).toBeLessThanOrEqual(picture.bottom - controls + 1);
      expect(overlays.caption.bottom).toBeLessThanOrEqual(overlays.ticker.top + 1);
      expect(overlays.lowerThird.bottom).toBeLessThanOrEqual(overlays.caption.top + 1);
      // Painted over the video, not under it: what the page shows at each one's middle is that one.
      expect(onTop(lowerThird.querySelector<HTMLElement>(".pk-lowerthird__name")!)).toBe(true);
      expect(onTop(lowerThird.querySelector<HTMLElement>(".pk-lowerthird__title")!)).toBe(true);
      expect(onTop(caption)).toBe(true);
      expect(onTop(ticker)).toBe(true);

      // Playing, with the pointer elsewhere, the browser hides its controls: their room goes back, the ticker
      // to the bottom of the picture and the caption just above it. The pointer over the video brings it back.
      const line = () => boxOf(root.querySelector(".pk-caption__text")!);
      const shown = "A tone plays at 440\u00a0Hz & the bars keep moving.";
      pop.seek(5.6);
      await vi.waitFor(() => expect(root.querySelector(".pk-caption")?.textContent).toBe(shown), { timeout: 10_000 });
      expect(line().bottom).toBeCloseTo(overlays.caption.bottom, 0);
      video.playbackRate = 0.2;
      await userEvent.unhover(stage);
      await pop.play();
      // Once the overlays have moved (once the controls have faded, and easing, unless the reader asks for
      // reduced motion).
      await vi.waitFor(
        () => {
          expect(line().bottom).toBeGreaterThan(overlays.caption.bottom + controls - 2);
          expect(boxOf(ticker).bottom).toBeCloseTo(picture.bottom, 0);
        },
        { timeout: 5_000 },
      );
      const playing = { caption: line(), ticker: boxOf(ticker), lowerThird: boxOf(lowerThird) };
      expect(overlap(playing.caption, playing.ticker)).toBe(false);
      expect(overlap(playing.lowerThird, playing.caption)).toBe(false);
      for (const box of Object.values(playing)) expect(inside(box, picture)).toBe(true);
      await userEvent.hover(video);
      await vi.waitFor(() => {
        expect(line().bottom).toBeCloseTo(overlays.caption.bottom, 0);
        expect(boxOf(ticker).bottom).toBeCloseTo(overlays.ticker.bottom, 0);
      });
      // The keyboard's focus on the video shows the controls as the pointer does.
      await userEvent.unhover(stage);
      await vi.waitFor(() => expect(line().bottom).toBeGreaterThan(overlays.caption.bottom + controls - 2), {
        timeout: 5_000,
      });
      await userEvent.keyboard("{Tab}");
      await vi.waitFor(() => expect(video.matches(":focus-visible")).toBe(true));
      await vi.waitFor(() => expect(line().bottom).toBeCloseTo(overlays.caption.bottom, 0));
      (document.activeElement as HTMLElement).blur();
      // Paused, the controls show wherever the pointer is: the clearance stays.
      pop.pause();
      await userEvent.unhover(stage);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(root.querySelector(".pk-caption")?.textContent).toBe(shown);
      expect(line().bottom).toBeCloseTo(overlays.caption.bottom, 0);

      // Without controls, the captions take the clearance: lower, still clear of the ticker.
      await scene.update({ controls: false });
      await vi.waitFor(() => {
        expect(line().bottom).toBeGreaterThan(overlays.caption.bottom + controls / 2);
        expect(boxOf(ticker).bottom).toBeCloseTo(picture.bottom, 0);
      });
      const low = { caption: line(), ticker: boxOf(ticker), lowerThird: boxOf(lowerThird) };
      expect(overlap(low.caption, low.ticker)).toBe(false);
      expect(overlap(low.lowerThird, low.caption)).toBe(false);
      for (const box of Object.values(low)) expect(inside(box, picture)).toBe(true);
    });

    test("the controls' room follows the native controls: content below the video moves nothing, the video makes room, paused or playing", async () => {
      await page.viewport(1000, 700);
      const { root, video, pop } = await ready();
      const stage = root.querySelector<HTMLElement>(".pk-stage")!;
      const lowerThird = root.querySelector<HTMLElement>(".pk-lowerthird")!;
      const ticker = root.querySelector<HTMLElement>(".pk-ticker")!;
      // What the stage holds below the video: the transcript and a paragraph of the page's own.
      const transcript = root.querySelector<HTMLElement>(".pk-transcript")!;
      const paragraph = root.querySelector<HTMLElement>(".pk-stage > p")!;
      const shown = "A tone plays at 440\u00a0Hz & the bars keep moving.";
      pop.seek(5.6);
      await vi.waitFor(() => expect(root.querySelector(".pk-caption")?.textContent).toBe(shown), { timeout: 10_000 });
      // Slow enough that the line stays for the whole test (19 s of playing).
      video.playbackRate = 0.1;
      const picture = boxOf(video);
      const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);
      const controls = rem() * 4.25;
      const where = () => ({
        caption: ((line) => (line ? boxOf(line) : null))(root.querySelector(".pk-caption__text")),
        lowerThird: boxOf(lowerThird),
        ticker: boxOf(ticker),
      });
      const settled = async () => vi.waitFor(() => expect(moving(stage)).toEqual([]), { timeout: 10_000 });
      const report = (label: string, at = where()) =>
        console.log(
          `[stage ${name}] ${label}: caption ${at.caption ? over(at.caption, picture) : "none"}; lower third ${over(at.lowerThird, picture)}`,
        );

      // Paused, the controls show wherever the pointer is: the room is theirs, under the pointer below the video
      // as over the video.
      await userEvent.hover(paragraph);
      await settled();
      const paused = where();
      report("paused, pointer below the video", paused);
      await userEvent.hover(video);
      await settled();
      expect(where()).toEqual(paused);

      // Playing with the pointer below the video: the browser hides its controls, the overlays take their room.
      await userEvent.hover(paragraph);
      await pop.play();
      await vi.waitFor(() => expect(where().caption!.bottom).toBeGreaterThan(paused.caption!.bottom + controls - 2), {
        timeout: 10_000,
      });
      await settled();
      const playing = where();
      report("playing, pointer below the video", playing);
      expect(playing.caption!.bottom - paused.caption!.bottom).toBeCloseTo(controls, 0);
      expect(playing.lowerThird.bottom - paused.lowerThird.bottom).toBeCloseTo(controls, 0);
      expect(playing.ticker.bottom).toBeCloseTo(picture.bottom, 0);
      // The pointer moving over the transcript and the paragraph below moves nothing: no transition starts.
      for (const content of [transcript, paragraph, transcript.querySelector("input") ?? transcript, paragraph]) {
        await userEvent.hover(content);
        expect(moving(stage)).toEqual([]);
        expect(where()).toEqual(playing);
      }
      if (import.meta.env.VITE_STAGE_SCREENSHOTS)
        await page.screenshot({ path: `__screenshots__/stage-hover-${name}.png` });

      // The pointer on the video, playing: the controls show, the overlays make room for them at once.
      await userEvent.hover(video);
      await vi.waitFor(() => expect(where()).toEqual(paused));
      report("playing, pointer over the video");
      // On the lower third and on the ticker, which lie over the video, nothing moves from under the pointer.
      for (const overlay of [lowerThird, ticker, lowerThird]) {
        await userEvent.hover(overlay);
        expect(moving(stage)).toEqual([]);
        expect(where()).toEqual(paused);
      }
      // Back below the video, the room goes once the controls have faded.
      await userEvent.hover(paragraph);
      await vi.waitFor(() => expect(where()).toEqual(playing), { timeout: 10_000 });

      // No line shows (between two lines, or after the last): the lower third keeps the captions' band a moment,
      // longer than the gap between two lines, then rests just above the ticker at the bottom of the picture.
      video.playbackRate = 0.0625;
      pop.seek(7.55);
      await vi.waitFor(() => expect(root.querySelector(".pk-caption")).toBeNull(), { timeout: 10_000 });
      const transition = getComputedStyle(lowerThird);
      const hold = transition.transitionDelay.split(", ")[transition.transitionProperty.split(", ").indexOf("bottom")];
      expect(parseFloat(hold ?? "0")).toBeGreaterThanOrEqual(1);
      await settled();
      const rest = where();
      report("playing, pointer below the video, no line", rest);
      expect(rest.caption).toBeNull();
      expect(rest.ticker.bottom).toBeCloseTo(picture.bottom, 0);
      expect(rest.lowerThird.bottom).toBeCloseTo(rest.ticker.top - rem() * 0.5, 0);
      // A line that comes takes the band back at once: the lower third is above it as soon as it shows.
      pop.seek(8.05);
      await vi.waitFor(() => expect(root.querySelector(".pk-caption__text")).not.toBeNull(), { timeout: 10_000 });
      expect(moving(stage)).toEqual([]);
      const back = where();
      expect(back.lowerThird.bottom).toBeLessThanOrEqual(back.caption!.top + 1);
      expect(back.lowerThird.bottom).toBeCloseTo(playing.lowerThird.bottom, 0);
      // Paused, the controls and their room come back, with the pointer below the video.
      pop.pause();
      await vi.waitFor(() => expect(boxOf(lowerThird).bottom).toBeCloseTo(back.lowerThird.bottom - controls, 0));
    });
  });
}
