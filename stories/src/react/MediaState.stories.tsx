import { formatTime } from "@popcorn-kit/core";
import { PopcornVideo, useCurrentTime, useMediaState, usePopcorn } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { media } from "../shared/media.js";
import { customTransportPlay, transportArgTypes, transportArgs } from "../shared/mediaState.js";

/** Re-renders only when `paused` flips. */
function PlayPause() {
  const pop = usePopcorn();
  const paused = useMediaState((s) => s.paused);
  return (
    <button type="button" onClick={() => (paused ? void pop?.play() : pop?.pause())} disabled={!pop}>
      {paused ? "Play" : "Pause"}
    </button>
  );
}

/** Re-renders every frame: `useCurrentTime` is meant for small parts like this one. */
function TimeReadout() {
  const time = useCurrentTime();
  const duration = useMediaState((s) => s.duration);
  return (
    <output aria-label="Time">
      {formatTime(time)} / {formatTime(duration)}
    </output>
  );
}

function SeekSlider({ step }: { step: number }) {
  const pop = usePopcorn();
  const time = useCurrentTime();
  const duration = useMediaState((s) => s.duration);
  return (
    <input
      type="range"
      aria-label="Seek"
      min={0}
      max={Number.isFinite(duration) ? duration : 0}
      step={step}
      value={time}
      onChange={(event) => pop?.seek(Number(event.currentTarget.value))}
      style={{ flex: 1 }}
    />
  );
}

function TransportBar({ step, nativeControls }: { step: number; nativeControls: boolean }) {
  return (
    <PopcornVideo src={media.clip} poster={media.poster} controls={nativeControls} muted width={480}>
      <div role="toolbar" aria-label="Transport" style={{ display: "flex", gap: "0.5rem", alignItems: "center", width: 480 }}>
        <PlayPause />
        <SeekSlider step={step} />
        <TimeReadout />
      </div>
    </PopcornVideo>
  );
}

const meta = {
  title: "React/Media state",
  component: TransportBar,
  args: transportArgs,
  argTypes: transportArgTypes,
} satisfies Meta<typeof TransportBar>;

export default meta;

/** A custom transport bar: `useMediaState` for the play button, `useCurrentTime` for the slider and the time. */
export const CustomTransport: StoryObj<typeof meta> = {
  play: customTransportPlay,
};
