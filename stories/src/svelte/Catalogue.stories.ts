import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { accessiblePlay, captionsPlay, cataloguePlay, keyboardPlay } from "../shared/catalogue.js";
import CatalogueStory from "./CatalogueStory.svelte";

const meta = {
  title: "Svelte/Catalogue",
  component: CatalogueStory,
} satisfies Meta<typeof CatalogueStory>;

export default meta;

/** `<PopcornVideo tracks>` shows the captions: the cue text's markup, WebVTT placement, an `aria-live` region. */
export const Captions: StoryObj<typeof meta> = { play: captionsPlay };

/** `Footnote`, `Text` and `Image` from `@popcorn-kit/svelte/plugins`, in an outlet, with the default stylesheet. */
export const Plugins: StoryObj<typeof meta> = { play: cataloguePlay };

/** Every plugin of the story active, and a caption shown: axe-core finds no accessibility violation. */
export const Accessible: StoryObj<typeof meta> = { play: accessiblePlay };

/** The captions menu, the chapters and the transcript, used with the keyboard alone: each seeks or switches. */
export const Keyboard: StoryObj<typeof meta> = { play: keyboardPlay };
