import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { trackEventViewsControls, trackEventViewsPlay } from "../shared/trackEventViews.js";
import DataFileViews from "./demos/DataFileViews.vue";

const meta = {
  title: "TrackEventViews",
  component: DataFileViews,
  args: trackEventViewsControls.args,
  argTypes: trackEventViewsControls.argTypes,
} satisfies Meta<typeof DataFileViews>;

export default meta;

/**
 * `<TrackEventViews :views>` shows the events of a Popcorn data file (`tracks`) with the catalogue's markup for
 * each type it is given, in the outlets their `target` names.
 */
export const DataFile: StoryObj<typeof meta> = { play: trackEventViewsPlay };
