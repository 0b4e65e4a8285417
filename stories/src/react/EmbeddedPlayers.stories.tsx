import { Cue, PopcornVimeo, PopcornYouTube } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  type ProviderSource,
  embeddedArgTypes,
  embeddedArgs,
  embeddedCueText,
  embeddedFailPlay,
  embeddedPlay,
  failingArgs,
  vimeoPlayerClass,
  youTubeApiUrl,
} from "../shared/embedded.js";
import { PlayPause, TimeReadout } from "./transport.js";

interface EmbeddedDemoProps {
  provider: "YouTube" | "Vimeo";
  source: ProviderSource;
  youTubeId: string;
  vimeoId: string;
}

/** A provider's video driving a cue and a transport bar, as `<PopcornVideo>` would. */
function EmbeddedDemo({ provider, source, youTubeId, vimeoId }: EmbeddedDemoProps) {
  const inside = (
    <>
      <div role="toolbar" aria-label="Transport" style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
        <PlayPause />
        <TimeReadout />
      </div>
      <Cue start={1} end={4}>
        <p>{embeddedCueText}</p>
      </Cue>
    </>
  );
  return provider === "YouTube" ? (
    <PopcornYouTube videoId={youTubeId} apiUrl={youTubeApiUrl(source)} style={{ width: 480 }}>
      {inside}
    </PopcornYouTube>
  ) : (
    <PopcornVimeo videoId={vimeoId} Player={vimeoPlayerClass(source)} style={{ width: 480 }}>
      {inside}
    </PopcornVimeo>
  );
}

const meta = {
  title: "React/Embedded players",
  component: EmbeddedDemo,
  args: { ...embeddedArgs, provider: "YouTube" },
  argTypes: { ...embeddedArgTypes, provider: { control: false } },
} satisfies Meta<typeof EmbeddedDemo>;

export default meta;

/**
 * `<PopcornYouTube videoId>`: the video's frame (the IFrame Player API, loaded once per page), its time smoothed
 * between the API's quarter-second updates, driving the cue and the transport below it. Offline it runs on the
 * API's stand-in; choose `provider` under `source` to load youtube.com.
 */
export const YouTube: StoryObj<typeof meta> = {
  args: { provider: "YouTube" },
  play: embeddedPlay,
};

/** `<PopcornVimeo videoId>`: the same on `@vimeo/player` (or its stand-in offline). */
export const Vimeo: StoryObj<typeof meta> = {
  args: { provider: "Vimeo" },
  play: embeddedPlay,
};

/**
 * A player that fails (here the stand-in of a page with no network: the embed code does not load): the box
 * shows an alert that says what failed, in place of a blank frame. Replace its content and hear the error as
 * the README's "When a player fails" shows.
 */
export const Failing: StoryObj<typeof meta> = {
  args: failingArgs,
  play: embeddedFailPlay,
};
