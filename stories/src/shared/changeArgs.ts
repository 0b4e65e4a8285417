import { RESET_STORY_ARGS, UPDATE_STORY_ARGS } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import type { PlayContext } from "./play.js";

/** What `changeArgs` reads of a play context: the story's id, its parameters and its render. */
export interface ArgsContext<TArgs = Record<string, unknown>> extends PlayContext<TArgs> {
  id: string;
  parameters: Record<string, unknown>;
  renderToCanvas?: () => Promise<void>;
}

/**
 * Changes a story's args as a control in the Controls panel does, from its play function. In Storybook the
 * change goes through the preview's channel, as the panel's does: the story re-renders in place (its media keeps
 * playing) and the panel shows the new value. A story run as a test (`@storybook/addon-vitest`) has no panel and
 * no channel: its args are changed and it is rendered again, so the media element may be a new one.
 */
export async function changeArgs<TArgs>(context: ArgsContext<TArgs>, changes: Partial<TArgs>): Promise<void> {
  if (context.parameters.__isPortableStory) {
    Object.assign(context.args as object, changes);
    await context.renderToCanvas?.();
  } else {
    addons.getChannel().emit(UPDATE_STORY_ARGS, { storyId: context.id, updatedArgs: changes });
  }
}

/**
 * Puts a story's args back as it opened, as the Controls panel's reset does, once a play function has changed
 * them: the visitor finds the story with its own values (and Storybook asks nothing about saving a change).
 * Returns whether it did: a story run as a test keeps the changed args (nobody sees it), and says false.
 */
export function resetArgs(context: ArgsContext<unknown>): boolean {
  if (context.parameters.__isPortableStory) return false;
  addons.getChannel().emit(RESET_STORY_ARGS, { storyId: context.id });
  return true;
}
