import type { Popcorn } from "@popcorn-kit/core";
import type { Ref } from "vue";
import { injectPopcornContext } from "./context.js";

/**
 * The Popcorn instance of the nearest `<PopcornVideo>`, `<PopcornAudio>` or `providePopcorn()`, as a readonly
 * ref: `null` on the server, while hydrating and until the media element mounts. Throws a `PopcornError`
 * (`NOT_FOUND`) outside a provider.
 *
 * @example
 * const popcorn = usePopcorn();
 * const skipIntro = () => popcorn.value?.seek(12);
 */
export function usePopcorn(): Readonly<Ref<Popcorn | null>> {
  return injectPopcornContext("usePopcorn()").popcorn;
}
