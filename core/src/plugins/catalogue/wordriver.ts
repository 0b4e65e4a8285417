import { type Markup, el } from "../../markup/markup.js";
import { followMedia } from "../../markup/mediaAnimation.js";
import { mount } from "../../markup/mount.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/** How long a word of an open-ended event takes to cross, in seconds. */
const OPEN_ENDED_CROSSING = 10;
/** The lanes words flow in, one above the other, so that words at the same time do not overlap. */
const LANES = 4;

/**
 * Words flowing across a target while the event is active (Popcorn's `wordriver`): the text enters at one
 * side and leaves at the other over the event's duration, on the media's clock (it pauses with the media and
 * is where it should be after a seek). Words active together flow in different lanes. With
 * `prefers-reduced-motion` the default stylesheet shows them still.
 *
 * @example
 * pop.add(wordriver, { start: 4, end: 9, text: "harbour", color: "#2a7ab0", target: "river" });
 */
export const wordriver = /* @__PURE__ */ definePlugin({
  name: "wordriver",
  manifest: {
    about: { name: "Word river", description: "Words that flow across a target while active." },
    options: {
      text: { type: "text", label: "Words", required: true },
      color: { type: "color", label: "Colour", description: "The words' colour; the stylesheet's by default." },
      target: { type: "target", label: "Target", description: "The outlet the words flow across." },
    },
  },
});

/** The options of a `wordriver` event. */
export type WordriverOptions = InferOptions<typeof wordriver.manifest>;

/** A lane for an event from its start time: the same on the server and in every framework. */
function laneOf(start: number): number {
  return Math.floor(start * 4) % LANES;
}

/**
 * A word river's markup: `<span class="pk-wordriver">` with the words, its crossing time and lane as custom
 * properties (`--pk-wordriver-duration`, `--pk-wordriver-lane`) for the stylesheet's animation, which a mount
 * keeps on the media's clock.
 */
export function wordriverMarkup({ text, color, event, pop }: MarkupProps<WordriverOptions>): Markup {
  const start = event?.start ?? 0;
  const length =
    event === undefined || !Number.isFinite(event.end) ? OPEN_ENDED_CROSSING : Math.max(event.end - start, 0.1);
  return el(
    "span",
    {
      class: "pk-wordriver",
      style: {
        "--pk-wordriver-duration": `${length}s`,
        "--pk-wordriver-lane": laneOf(start),
        "--pk-wordriver-color": color,
      },
      mount: mount(followMedia, { pop, start }),
    },
    text,
  );
}
