import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { captionsMenuPlay, captionsPlay, componentControls } from "../shared/components.js";
import MediaComponent from "./MediaComponent.svelte";

const meta = {
  title: "Captions",
  component: MediaComponent,
  argTypes: { show: { table: { disable: true } } },
} satisfies Meta<typeof MediaComponent>;

export default meta;

/**
 * `<Captions>` (with `<PopcornVideo captions={false}>`): the lines of the time in an `aria-live` region, of one
 * language, in place or in an outlet.
 */
export const Lines: StoryObj<typeof meta> = {
  args: { ...componentControls.captions.args, show: "captions" },
  argTypes: { ...componentControls.captions.argTypes, show: { table: { disable: true } } },
  play: captionsPlay,
};

/** `<CaptionsMenu>`: "Off" and a button per language; the languages named in `locale`, or each in itself. */
export const Menu: StoryObj<typeof meta> = {
  args: { ...componentControls.menu.args, show: "menu" },
  argTypes: { ...componentControls.menu.argTypes, show: { table: { disable: true } } },
  play: captionsMenuPlay,
};
