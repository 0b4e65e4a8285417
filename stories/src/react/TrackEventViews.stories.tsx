import { PopcornTarget, PopcornVideo, TrackEventViews } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { media } from "../shared/media.js";
import {
  type TrackEventViewsArgs,
  dataPlugins,
  popcornData,
  trackEventViewsControls,
  trackEventViewsPlay,
  viewsOf,
} from "../shared/trackEventViews.js";

const meta = {
  title: "React/TrackEventViews",
  render: ({ types }) => (
    <PopcornVideo
      src={media.clip}
      poster={media.poster}
      controls
      muted
      width={480}
      plugins={dataPlugins}
      tracks={[{ src: popcornData }]}
    >
      <TrackEventViews views={viewsOf(types)} />
      <PopcornTarget name="notes" role="group" aria-label="Notes" style={{ width: 480, minHeight: "4rem" }} />
    </PopcornVideo>
  ),
  args: trackEventViewsControls.args,
  argTypes: trackEventViewsControls.argTypes,
} satisfies Meta<TrackEventViewsArgs>;

export default meta;

/**
 * `<TrackEventViews views>` shows the events of a Popcorn data file (`tracks`) with the catalogue's markup for
 * each type it is given, in the outlets their `target` names.
 */
export const DataFile: StoryObj<typeof meta> = { play: trackEventViewsPlay };
