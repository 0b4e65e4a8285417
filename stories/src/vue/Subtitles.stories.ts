import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { expect, waitFor } from "storybook/test";
import WithSubtitles from "./demos/WithSubtitles.vue";
import { subtitlesArgTypes, subtitlesArgs, webVTTPlay } from "../shared/subtitles.js";

const meta = {
  title: "Subtitles",
  component: WithSubtitles,
  args: subtitlesArgs,
  argTypes: subtitlesArgTypes,
} satisfies Meta<typeof WithSubtitles>;

export default meta;

/** `:tracks="[{ src: '/media/sample.vtt' }]"` loads WebVTT captions as `subtitle` events, rendered as text. */
export const WebVTT: StoryObj<typeof meta> = {
  // Vue keeps an empty text node as the list's anchor: the text is trimmed, and "no line" counts the <p>s.
  play: webVTTPlay({
    text: (box) => box.textContent?.trim(),
    expectNoLine: async (box) => {
      await waitFor(() => expect(box.querySelectorAll("p")).toHaveLength(0));
      await expect(box).toHaveTextContent(/^$/);
    },
  }),
};
