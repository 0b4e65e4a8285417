import type { Popcorn } from "@popcorn-kit/core";
import type { HtmlPlayer } from "@popcorn-kit/core/players/html";
import { act, render, screen, waitFor } from "@testing-library/react";
import { StrictMode, createRef } from "react";
import { describe, expect, test } from "vitest";
import { Cue, PopcornAudio, PopcornVideo, useMediaState } from "../src/index.js";

const vtt = (text: string) => `WEBVTT\n\n00:00.000 --> 00:05.000\n${text}\n`;

function Subtitles() {
  const lines = useMediaState((s) =>
    s.active
      .filter((e) => e.type === "subtitle")
      .map((e) => String(e.options.text))
      .join(" / "),
  );
  return <p data-testid="subtitles">{lines}</p>;
}

describe("<PopcornVideo>", () => {
  test("renders the video, then its children as siblings, with the ref on the element and the instance provided", async () => {
    const ref = createRef<HTMLVideoElement>();
    let ready: Popcorn | undefined;
    const { container, unmount } = render(
      <PopcornVideo
        ref={ref}
        src="/media/clip.webm"
        className="player"
        ticker="manual"
        onReady={(pop) => (ready = pop)}
      >
        <Cue start={0} end={5}>
          <p>live</p>
        </Cue>
      </PopcornVideo>,
    );
    await act(async () => {});
    expect(container.innerHTML).toBe('<video src="/media/clip.webm" class="player"></video><p>live</p>');
    expect(ref.current).toBe(container.querySelector("video"));
    expect((ready!.player as HtmlPlayer).element).toBe(ref.current);
    const player = ready!.player as HtmlPlayer;
    expect(player.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(ready!.destroyed).toBe(true);
    expect(player.listenerCount()).toBe(0);
  });

  test("loads its tracks, and swaps their events when the tracks change", async () => {
    let ready: Popcorn | undefined;
    const scene = (text: string) => (
      <PopcornVideo tracks={[{ src: vtt(text) }]} ticker="manual" onReady={(pop) => (ready = pop)}>
        <Subtitles />
      </PopcornVideo>
    );
    const { rerender } = render(scene("first line"));
    await waitFor(() => expect(screen.getByTestId("subtitles").textContent).toBe("first line"));
    rerender(scene("first line"));
    await act(async () => {});
    expect(ready!.getTrackEvents({ type: "subtitle" })).toHaveLength(1);
    rerender(scene("second line"));
    await waitFor(() => expect(screen.getByTestId("subtitles").textContent).toBe("second line"));
    expect(ready!.getTrackEvents({ type: "subtitle" })).toHaveLength(1);
  });

  test("under StrictMode one live instance remains, with one event per cue", async () => {
    const instances: Popcorn[] = [];
    render(
      <StrictMode>
        <PopcornVideo ticker="manual" onReady={(pop) => instances.push(pop)}>
          <Cue id="only" start={0}>
            x
          </Cue>
        </PopcornVideo>
      </StrictMode>,
    );
    await act(async () => {});
    const live = instances.filter((pop) => !pop.destroyed);
    expect(live).toHaveLength(1);
    expect(live[0]!.getTrackEvents().map((e) => e.id)).toEqual(["only"]);
  });
});

describe("<PopcornAudio>", () => {
  test("renders an <audio> driving its children", async () => {
    let ready: Popcorn | undefined;
    const { container } = render(
      <PopcornAudio src="/media/tone.ogg" ticker="manual" onReady={(pop) => (ready = pop)}>
        <Cue start={0}>tone</Cue>
      </PopcornAudio>,
    );
    await act(async () => {});
    expect(container.innerHTML).toBe('<audio src="/media/tone.ogg"></audio>tone');
    expect((ready!.player as HtmlPlayer).element.tagName).toBe("AUDIO");
  });
});
