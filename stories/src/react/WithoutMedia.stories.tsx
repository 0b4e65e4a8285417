import { createVirtualPlayer } from "@popcorn-kit/core";
import {
  Cue,
  PopcornAudio,
  PopcornProvider,
  useCurrentTime,
  useMediaState,
  usePopcorn,
  usePopcornInstance,
} from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { media } from "../shared/media.js";
import {
  audioPlay,
  scenes,
  virtualPlayerPlay,
  virtualTimelineArgTypes,
  virtualTimelineArgs,
} from "../shared/withoutMedia.js";

function Controls() {
  const pop = usePopcorn();
  const paused = useMediaState((s) => s.paused);
  const time = useCurrentTime();
  return (
    <p>
      <button type="button" onClick={() => (paused ? void pop?.play() : pop?.pause())} disabled={!pop}>
        {paused ? "Play" : "Pause"}
      </button>{" "}
      <button type="button" onClick={() => pop?.seek(10)} disabled={!pop}>
        Jump to 10 s
      </button>{" "}
      <output aria-label="Time">{time.toFixed(1)} s</output>
    </p>
  );
}

function Scenes() {
  return (
    <>
      {scenes.map((scene) => (
        <Cue key={scene.start} start={scene.start} end={scene.end}>
          <p>{scene.text}</p>
        </Cue>
      ))}
    </>
  );
}

/** A virtual player (a timeline clock without media) provided through `<PopcornProvider>`. */
function VirtualTimeline({ duration, playbackRate }: { duration: number; playbackRate: number }) {
  const [player] = useState(() => createVirtualPlayer({ duration }));
  player.duration = duration;
  player.playbackRate = playbackRate;
  const pop = usePopcornInstance(player);
  return (
    <PopcornProvider popcorn={pop}>
      <Controls />
      <Scenes />
    </PopcornProvider>
  );
}

const meta = {
  title: "React/Without media",
  component: VirtualTimeline,
  args: virtualTimelineArgs,
  argTypes: virtualTimelineArgTypes,
} satisfies Meta<typeof VirtualTimeline>;

export default meta;

/** `createVirtualPlayer({ duration: 20 })` drives cues with no media at all: Popcorn's "null player". */
export const VirtualPlayer: StoryObj<typeof meta> = {
  play: virtualPlayerPlay,
};

/** `<PopcornAudio>`: the same cues driven by an `<audio>` element playing a tone. */
export const Audio: StoryObj<{ controls: boolean }> = {
  args: { controls: true },
  argTypes: { controls: { control: "boolean", description: "The `<audio>` element's own controls." } },
  parameters: { controls: { exclude: ["duration", "playbackRate"] } },
  render: ({ controls }) => (
    <PopcornAudio src={media.tone} controls={controls} muted>
      <Controls />
      <Scenes />
    </PopcornAudio>
  ),
  play: audioPlay,
};
