import type { Popcorn } from "@popcorn-kit/core";
import { setPopcorn } from "./context.js";
import { type PopcornInstance, type PopcornInstanceOptions, createPopcornInstance } from "./createPopcornInstance.js";

/**
 * @internal The instance of a media component (`<PopcornVideo>`, `<PopcornAudio>`, `<PopcornYouTube>`,
 * `<PopcornVimeo>`), called while it initializes: made with `options`, put in context, given to `bind` as it
 * comes and goes (`bind:popcorn`), and updated when the options change (tracks reload, new plugins register;
 * core warns about the options it reads once). Attach a player with the returned instance's `attach`.
 */
export function provideMediaInstance(
  options: () => PopcornInstanceOptions,
  caller: string,
  bind: (pop: Popcorn | null) => void,
): PopcornInstance {
  const instance = createPopcornInstance(options, caller);
  setPopcorn(instance);
  $effect(() => instance.subscribe(bind));
  $effect(() => instance.update(options()));
  return instance;
}
