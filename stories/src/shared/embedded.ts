import type { InputType } from "storybook/internal/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import VimeoStandIn from "../../../test/fixtures/providers/vimeo-player.js";
import type { PlayContext } from "./play.js";

/**
 * Where an embedded player's provider comes from: the stand-in of its API (test/fixtures/providers, served at
 * /providers), which plays a blank frame on the provider's coarse clock with no network, or the provider itself
 * (youtube.com, vimeo.com), which needs the network.
 */
export type ProviderSource = "stand-in" | "provider";

/** The embedded players' stories' args (all three frameworks). */
export const embeddedArgs = { source: "stand-in" as ProviderSource, youTubeId: "M7lc1UVf-VE", vimeoId: "76979871" };

/** The controls for `embeddedArgs`. */
export const embeddedArgTypes = {
  source: { control: "inline-radio", options: ["stand-in", "provider"] },
  youTubeId: { control: "text" },
  vimeoId: { control: "text" },
} satisfies Record<string, InputType>;

/** The YouTube API script to load: the stand-in's, or (undefined) the provider's own. */
export const youTubeApiUrl = (source: ProviderSource): string | undefined =>
  source === "stand-in" ? "/providers/youtube-iframe-api.js" : undefined;

/** The Vimeo `Player` class to use: the stand-in, or (undefined) `@vimeo/player`, imported when the player is made. */
export const vimeoPlayerClass = (source: ProviderSource) => (source === "stand-in" ? VimeoStandIn : undefined);

/** What the cue inside each embedded player says, from 1 s to 4 s of the video. */
export const embeddedCueText = "One second into the video: a cue on the provider's clock";

/**
 * The args of a video that fails: on the stand-in of `@vimeo/player`, video "0" is a page with no network (its
 * embed code does not load, with @vimeo/player's own message).
 */
export const failingArgs = { provider: "Vimeo", source: "stand-in", vimeoId: "0" } as const;

/** The box shows its alert, which says in words what failed. */
export async function embeddedFailPlay({ canvasElement }: PlayContext): Promise<void> {
  const alert = await waitFor(() => within(canvasElement).getByRole("alert"));
  await expect(alert).toHaveTextContent("This video could not be shown.");
  await expect(alert).toHaveTextContent("There was an error fetching the embed code from Vimeo.");
  await expect(alert).toBeVisible();
}

/** The video's frame appears, Play plays it, the cue shows at 1 s on the provider's clock, Pause holds the time. */
export async function embeddedPlay({ canvasElement, step }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector("iframe")).not.toBeNull());
  const play = await waitFor(() => {
    const button = canvas.getByRole("button", { name: "Play" });
    expect(button).toBeEnabled();
    return button;
  });
  await expect(canvas.queryByText(embeddedCueText)).toBeNull();
  await step("play: the cue shows once the video is 1 s in", async () => {
    await userEvent.click(play);
    await waitFor(() => expect(canvas.getByText(embeddedCueText)).toBeVisible());
  });
  await step("pause: the time holds", async () => {
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    const time = canvas.getByRole("status", { name: "Time" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const held = time.textContent;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(time.textContent).toBe(held);
  });
}
