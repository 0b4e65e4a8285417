import { PopcornVideo } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { media } from "../shared/media.js";
import { customTransportPlay, transportArgTypes, transportArgs } from "../shared/mediaState.js";
import { PlayPause, SeekSlider, TimeReadout } from "./transport.js";

function TransportBar({ step, nativeControls }: { step: number; nativeControls: boolean }) {
  return (
    <PopcornVideo src={media.clip} poster={media.poster} controls={nativeControls} muted width={480}>
      <div
        role="toolbar"
        aria-label="Transport"
        style={{ display: "flex", gap: "0.5rem", alignItems: "center", width: 480 }}
      >
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
