import { formatTime } from "@popcorn-kit/core";
import { PopcornVideo, useCurrentTime, useMediaState, usePopcorn } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  hlsStreamArgs,
  hlsStreamPlay,
  playingPlay,
  popcornVideoArgTypes,
  popcornVideoArgs,
} from "../shared/popcornVideo.js";

/** What the instance knows, read with the hooks: it re-renders as the media plays. */
function InstanceState() {
  const pop = usePopcorn();
  const { paused, ended, duration, volume, muted, readyState } = useMediaState(
    (s) => ({
      paused: s.paused,
      ended: s.ended,
      duration: s.duration,
      volume: s.volume,
      muted: s.muted,
      readyState: s.readyState,
    }),
    (a, b) =>
      a.paused === b.paused &&
      a.ended === b.ended &&
      a.duration === b.duration &&
      a.volume === b.volume &&
      a.muted === b.muted &&
      a.readyState === b.readyState,
  );
  const time = useCurrentTime();
  return (
    <dl
      aria-label="Instance state"
      style={{ display: "grid", gridTemplateColumns: "max-content auto", gap: "0.25rem 1rem", fontFamily: "monospace" }}
    >
      <dt>instance</dt>
      <dd data-testid="instance">{pop ? "ready" : "not yet (server render, hydration)"}</dd>
      <dt>state</dt>
      <dd data-testid="state">{ended ? "ended" : paused ? "paused" : "playing"}</dd>
      <dt>time</dt>
      <dd data-testid="time">
        {formatTime(time)} / {Number.isFinite(duration) ? formatTime(duration) : "–"}
      </dd>
      <dt>volume</dt>
      <dd>{muted ? "muted" : `${Math.round(volume * 100)} %`}</dd>
      <dt>readyState</dt>
      <dd>{readyState}</dd>
    </dl>
  );
}

const meta = {
  title: "React/PopcornVideo",
  component: PopcornVideo,
  args: popcornVideoArgs,
  argTypes: popcornVideoArgTypes,
  render: (args) => (
    <PopcornVideo {...args}>
      <InstanceState />
    </PopcornVideo>
  ),
} satisfies Meta<typeof PopcornVideo>;

export default meta;

/** A `<video>` with its instance; the hooks below it show what the instance knows while the video plays. */
export const Playing: StoryObj<typeof meta> = {
  play: playingPlay,
};

/**
 * An HLS stream (`.m3u8`) as `src`: hls.js plays it (imported when the stream needs it), and the instance, cues and
 * readouts work as on a file.
 */
export const HlsStream: StoryObj<typeof meta> = {
  args: { ...hlsStreamArgs },
  play: hlsStreamPlay,
};
