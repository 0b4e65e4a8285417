import type { Popcorn } from "@popcorn-kit/core";
import { usePopcornContext } from "./context.js";

/**
 * The instance of the nearest `<PopcornProvider>`, `<PopcornVideo>` or `<PopcornAudio>`. It is `null` on the
 * server, during hydration and until the media element exists, so commands go through `?.`. Outside any
 * provider it throws a `PopcornError` (`NOT_FOUND`).
 *
 * @example
 * ```tsx
 * function SkipIntro() {
 *   const pop = usePopcorn();
 *   return <button onClick={() => pop?.seek(30)}>Skip intro</button>;
 * }
 * ```
 */
export function usePopcorn(): Popcorn | null {
  return usePopcornContext("usePopcorn()").popcorn;
}
