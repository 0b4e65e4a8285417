/**
 * What a shared play function reads from Storybook's play context. The React, Vue and Svelte contexts are all
 * assignable to it, so one function can be every framework's `StoryObj.play`.
 */
export interface PlayContext<TArgs = unknown> {
  canvasElement: HTMLElement;
  args: TArgs;
  step: (label: string, play: () => Promise<void>) => Promise<void> | void;
}
